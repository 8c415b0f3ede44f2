// The one error edge: domain errors, validation and parser errors become JNPF envelopes with HTTP 200;
// anything unexpected is logged and answered as code 400 "系统异常" without leaking its text (JNPF does the same).
import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isDomainError } from '../errors'
import { COMMON_HEADERS, DATA_CSP } from './security-headers'
import { validationMessage } from './validation-message'

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空，应为 JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型 (Content-Type)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与 Content-Length 不符',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以 multipart/form-data 上传文件',
  FST_REQ_FILE_TOO_LARGE: '文件过大',
  FST_PARTS_LIMIT: '上传内容过多',
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_FIELDS_LIMIT: '表单字段过多',
  FST_PROTO_VIOLATION: '请求内容不合法',
  FST_ERR_BAD_URL: '请求地址不合法（含有无法解码的 % 转义）',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
  FST_ERR_ASYNC_CONSTRAINT: '请求不合法'
}

export function sendError(reply: FastifyReply, code: number, msg: string): FastifyReply {
  return reply.status(200).type('application/json; charset=utf-8').send({ code, msg })
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const domain: unknown = error
  if (isDomainError(domain)) return sendError(reply, domain.code, domain.message)
  if (error.validation) return sendError(reply, 400, validationMessage(error.validation, error.validationContext))
  const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined
  if (known) return sendError(reply, 400, known)
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error')
    return sendError(reply, 400, '请求不合法')
  }
  request.log.error({ err: error }, 'unhandled error')
  return sendError(reply, 400, '系统异常')
}

/**
 * Errors the router raises before any route runs (an undecodable %-escape, an over-long path parameter).
 * Without this option Fastify answers them itself with a bare {error, code: 'FST_ERR_BAD_URL'} body and
 * HTTP 400/414, which the app cannot read as an envelope.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  errorHandler(error, request, reply)
}

const CLIENT_ERRORS: Record<string, [status: number, msg: string]> = {
  HPE_HEADER_OVERFLOW: [431, '请求地址或请求头过长'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时'],
  HPE_URI_TOO_LONG: [414, '请求地址过长']
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a URL or headers beyond the header size limit, a
 * request that never finished): Fastify's default writes a bare {error, statusCode} body; this writes the envelope,
 * with the same security headers as every other answer, and closes the connection as Node does.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, msg] = CLIENT_ERRORS[err.code ?? ''] ?? [400, '请求不合法']
  const body = JSON.stringify({ code: status === 408 ? 408 : 400, msg })
  const headers = {
    ...COMMON_HEADERS, 'content-security-policy': DATA_CSP, 'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)), connection: 'close'
  }
  if (socket.writable) {
    const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`)
  }
  socket.destroy(err)
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler)
}

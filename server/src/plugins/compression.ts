// gzip for answers worth compressing (JSON such as CurrentUser, and the H5 assets) when the client accepts it.
// Field users sit on weak mobile networks: CurrentUser is ~80 KB of JSON and the H5 entry ~320 KB of JS, both
// shrink about five- to tenfold. wx.request and browsers decode gzip transparently.
import { Readable } from 'node:stream'
import { createGzip, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const MIN_BYTES = 1024
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/|image\/svg\+xml)/i

/** the client takes gzip (a route that keeps its gzipped answer sends it itself, with content-encoding set) */
export function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''))
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined || reply.getHeader('content-encoding')) return payload
    if (!acceptsGzip(request)) return payload
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload
    // a file served by ranges is addressed by its stored bytes: gzip would change what an offset points at
    if (reply.statusCode === 206 || reply.getHeader('accept-ranges') === 'bytes') return payload
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload
    reply.header('vary', 'accept-encoding')
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      if (Buffer.byteLength(payload) < MIN_BYTES) return payload
      reply.header('content-encoding', 'gzip')
      reply.removeHeader('content-length')
      return gzipSync(payload)
    }
    if (payload instanceof Readable) {
      const length = Number(reply.getHeader('content-length') ?? NaN)
      if (length < MIN_BYTES) return payload
      reply.header('content-encoding', 'gzip')
      reply.removeHeader('content-length')
      return payload.pipe(createGzip())
    }
    return payload
  })
}

// /api/file/*: upload, inline image/file, ticketed download and preview.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { NO_FILE, isPublicFile, mayReadFile } from './access'
import { byteRangeOf } from './byte-range'
import { checkLink, type FileKey } from './links'
import { consumeDownload, downloadFor, previewUrl, requireType, saveUpload, uploadLimitMb } from './service'
import { isStoredName, mimeOf } from './storage'
import type { ByteRange } from '../../lib/file-store'

const seg = { type: 'string', minLength: 1, maxLength: 200 }
const typeName = { type: 'object', properties: { type: seg, name: seg } }
const signature = { type: 'object', properties: { exp: { type: 'string', maxLength: 20 }, sig: { type: 'string', maxLength: 100 } } }

export const EXPIRED_LINK = '文件链接已过期，请刷新页面后重新打开'

/**
 * the file part of a multipart upload. Busboy throws plain errors for a body it cannot parse (no boundary in
 * the Content-Type, a broken header); those are the client's fault and get a clear 400, not "系统异常".
 */
async function uploadedPart(request: FastifyRequest, maxMb: number) {
  try {
    return await request.file({ limits: { fileSize: maxMb * 1024 * 1024 } })
  } catch (err) {
    if (/^FST_/.test(String((err as { code?: string }).code))) throw err // mapped by the error handler
    throw new BadRequest('上传内容格式不正确：请以 multipart/form-data（含 boundary）上传文件')
  }
}

/**
 * uploads are ours but their bytes are the client's: never let a browser sniff them into HTML or run anything in
 * them; the console may show them in its own frames
 */
function fileHeaders(reply: FastifyReply, name: string, disposition: 'inline' | 'attachment'): FastifyReply {
  return reply.type(mimeOf(name)).header('Content-Disposition', `${disposition}; filename="${name}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'")
}

/**
 * Whether an Image request may have the file: a signed link until it expires (what <image> gets), a public file
 * (avatars, the login page's icons), or a signed-in caller who may read it (a JNPF client fetching with its token).
 */
async function imageAllowed(request: FastifyRequest, key: FileKey): Promise<boolean> {
  const ctx = request.server.ctx
  const { exp, sig } = request.query as { exp?: string; sig?: string }
  if (exp !== undefined || sig !== undefined) {
    const check = checkLink(ctx, key, exp ?? '', sig ?? '')
    if (check === 'valid') return true
    // a public file handed out signed (an icon saved from the uploader's answer) stays open after its link expires
    if (await isPublicFile(ctx, key)) return true
    if (check === 'expired') throw new BadRequest(EXPIRED_LINK)
    return false
  }
  if (await isPublicFile(ctx, key)) return true
  return request.session !== null && (await mayReadFile(ctx, request.session.user, key))
}

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.post('/api/file/Uploader/:type', { schema: { params: { type: 'object', properties: { type: seg } } } }, async (request) => {
    const { type } = request.params as { type: string }
    requireType(type)
    return ok(await saveUpload(ctx, currentUser(request).id, type, await uploadedPart(request, uploadLimitMb(ctx.config, type))), '上传成功')
  })

  // public route: <image> tags cannot send the token, so a signed link (or a public file) is what opens it
  app.get('/api/file/Image/:type/:name', { config: { public: true }, schema: { params: typeName, querystring: signature } }, async (request, reply) => {
    const { type, name } = request.params as { type: string; name: string }
    const key = { type: requireType(type), name }
    // who may have it is decided first, and only then is the store asked for the bytes
    if (!isStoredName(name) || !(await imageAllowed(request, key))) throw new BadRequest(NO_FILE)
    // a range (pdf.js paging a drawing, a video seeking) is checked against the stored size before any byte is read
    let range: ByteRange | undefined
    if (request.headers.range) {
      const size = (await ctx.store.stat(key.type, name))?.size
      if (size === undefined) throw new BadRequest(NO_FILE)
      const asked = byteRangeOf(request.headers.range, size)
      if (asked === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${size}`).header('Accept-Ranges', 'bytes')
          .send({ code: 416, msg: '请求的文件范围超出了文件大小', data: null })
      }
      range = asked
    }
    const file = await ctx.store.open(key.type, name, range)
    if (!file) throw new BadRequest(NO_FILE)
    const sent = fileHeaders(reply, name, 'inline').header('Cache-Control', 'private, max-age=3600').header('Accept-Ranges', 'bytes')
    if (!range) return sent.header('Content-Length', file.size).send(file.stream)
    return sent.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', range.end - range.start + 1).send(file.stream)
  })

  app.get('/api/file/Download/:type/:name', { schema: { params: typeName } }, async (request) => {
    const { type, name } = request.params as { type: string; name: string }
    return ok(await downloadFor(ctx, currentUser(request), type, name))
  })

  // no automatic HEAD twin: a HEAD (link preview, download manager probe) would consume the one-time ticket
  app.get('/api/file/Download', {
    config: { public: true },
    exposeHeadRoute: false,
    schema: { querystring: { type: 'object', required: ['encryption'], properties: { encryption: seg, name: seg } } }
  }, async (request, reply) => {
    const { encryption, name } = request.query as { encryption: string; name?: string }
    const file = await consumeDownload(ctx, encryption, name ?? '')
    return fileHeaders(reply, file.name, 'attachment').header('Content-Length', file.size).send(file.stream)
  })

  app.get('/api/file/Uploader/Preview', {
    schema: { querystring: { type: 'object', required: ['fileName'], properties: { fileName: seg, type: seg, fileVersionId: seg, fileDownloadUrl: { type: 'string', maxLength: 1000 } } } }
  }, async (request) => {
    const { fileName, type } = request.query as { fileName: string; type?: string }
    return ok(await previewUrl(ctx, currentUser(request), fileName, type))
  })
}

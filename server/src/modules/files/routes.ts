// /api/file/*: upload, inline image/file, ticketed download and preview.
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { consumeDownload, createDownload, previewUrl, requireType, saveUpload } from './service'
import { mimeOf, storedFile } from './storage'

const seg = { type: 'string', minLength: 1, maxLength: 200 }
const typeName = { type: 'object', properties: { type: seg, name: seg } }

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.post('/api/file/Uploader/:type', { schema: { params: { type: 'object', properties: { type: seg } } } }, async (request) => {
    const { type } = request.params as { type: string }
    requireType(type)
    return ok(await saveUpload(ctx, type, await request.file()), '上传成功')
  })

  // public: <image> tags cannot send the token; stored names are unguessable
  app.get('/api/file/Image/:type/:name', { config: { public: true }, schema: { params: typeName } }, async (request, reply) => {
    const { type, name } = request.params as { type: string; name: string }
    const file = storedFile(ctx.config.dataDir, requireType(type), name)
    if (!file) throw new BadRequest('文件不存在')
    return reply.type(mimeOf(name)).header('Content-Disposition', `inline; filename="${name}"`)
      .header('Cache-Control', 'private, max-age=86400').send(fs.createReadStream(file))
  })

  app.get('/api/file/Download/:type/:name', { schema: { params: typeName } }, async (request) => {
    const { type, name } = request.params as { type: string; name: string }
    return ok(await createDownload(ctx, type, name))
  })

  app.get('/api/file/Download', {
    config: { public: true },
    schema: { querystring: { type: 'object', required: ['encryption'], properties: { encryption: seg, name: seg } } }
  }, async (request, reply) => {
    const { encryption, name } = request.query as { encryption: string; name?: string }
    const file = await consumeDownload(ctx, encryption, name ?? '')
    const base = file.split(/[\\/]/).pop() ?? 'download'
    return reply.type(mimeOf(base)).header('Content-Disposition', `attachment; filename="${base}"`).send(fs.createReadStream(file))
  })

  app.get('/api/file/Uploader/Preview', {
    schema: { querystring: { type: 'object', required: ['fileName'], properties: { fileName: seg, type: seg, fileVersionId: seg, fileDownloadUrl: { type: 'string', maxLength: 1000 } } } }
  }, async (request) => {
    const { fileName, type } = request.query as { fileName: string; type?: string }
    return ok(previewUrl(ctx, fileName, type))
  })
}

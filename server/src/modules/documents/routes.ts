// /api/documents/...: documents by library and category with search, the library's categories and what the caller
// may do, one document with its PDF link, adding and removing one; /api/documents/qr resolves a scanned component code.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { resolveQr } from './qr'
import { addDocument, documentDetail, documentOptions, listDocuments, removeDocument } from './service'

type Query = Record<string, string | undefined>
const id = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } }
const idOf = (r: { params: unknown }) => (r.params as { id: string }).id
const body = (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) return {}
  if (typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return request.body as Record<string, unknown>
}
// a repeated parameter (?category=a&category=b) arrives as an array: refused rather than mistaken for text
const query = (request: { query: unknown }) => {
  const q = (request.query ?? {}) as Record<string, unknown>
  if (Object.values(q).some((v) => v !== undefined && typeof v !== 'string')) throw new BadRequest('查询参数格式不正确')
  return q as Query
}
const pageOf = (q: Query) => {
  const page = q.currentPage ? Number(q.currentPage) : 1
  const size = q.pageSize ? Number(q.pageSize) : 20
  if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
  return { page, size }
}

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const P = '/api/documents'
  app.get(P, async (r) => {
    const q = query(r)
    return ok(await listDocuments(ctx, currentUser(r), { ...q, ...pageOf(q) }))
  })
  app.get(`${P}/options`, async (r) => ok(await documentOptions(ctx, currentUser(r), query(r))))
  app.get(`${P}/qr`, async (r) => ok(await resolveQr(ctx, currentUser(r), query(r).code)))
  app.get(`${P}/:id`, { schema: id }, async (r) => ok(await documentDetail(ctx, currentUser(r), idOf(r))))
  app.post(P, async (r) => ok(await addDocument(ctx, currentUser(r), body(r)), '文档已上传'))
  app.delete(`${P}/:id`, { schema: id }, async (r) => {
    await removeDocument(ctx, currentUser(r), idOf(r))
    return ok(null, '文档已删除')
  })
}

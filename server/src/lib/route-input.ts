// What a route takes from a request, checked the same way everywhere: a JSON object body, string query parameters
// (a repeated ?a=1&a=2 arrives as an array and is refused rather than mistaken for text), page and page size, and
// an :id path parameter.
import { BadRequest } from '../errors'

export type Query = Record<string, string | undefined>

export const idParam = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } }

export const idOf = (r: { params: unknown }) => (r.params as { id: string }).id

export function bodyOf(request: { body: unknown }): Record<string, unknown> {
  if (request.body === undefined || request.body === null) return {}
  if (typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return request.body as Record<string, unknown>
}

export function queryOf(request: { query: unknown }): Query {
  const query = (request.query ?? {}) as Record<string, unknown>
  if (Object.values(query).some((v) => v !== undefined && typeof v !== 'string')) throw new BadRequest('查询参数格式不正确')
  return query as Query
}

export function pageOf(q: Query): { page: number; size: number } {
  const page = q.currentPage ? Number(q.currentPage) : 1
  const size = q.pageSize ? Number(q.pageSize) : 20
  if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
  return { page, size }
}

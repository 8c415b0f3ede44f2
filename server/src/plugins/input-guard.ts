// Refuses NUL characters anywhere in params, query and body. PostgreSQL cannot store or even compare a text
// value holding \u0000 (the query fails with "invalid byte sequence"), so without this guard a `%00` in any id
// became a database error; SQLite would quietly store it. Both databases now answer the same clear 400.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequest } from '../errors'

const WHERE = { params: '路径参数', query: '查询参数', body: '请求体' } as const
const MAX_DEPTH = 32

/** the dotted path of the first string holding NUL, or null */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null
  for (const [key, v] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key
    if (key.includes('\u0000')) return here
    const hit = findNul(v, here, depth + 1)
    if (hit !== null) return hit
  }
  return null
}

function check(request: FastifyRequest): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const hit = findNul(request[part])
    if (hit !== null) {
      const where = WHERE[part]
      throw new BadRequest(hit ? `${where}字段 ${hit.split('\u0000').join('\\0')} 含有不允许的空字符 (\\u0000)` : `${where}含有不允许的空字符 (\\u0000)`)
    }
  }
}

/** runs after parsing and before schema validation, inside the API scope */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => { check(request) })
}

// The app's side of people management (我的组织): POST GetListByAuthorize/{organizeId} lists, level by level or by
// keyword, the people the caller administers; POST CreateAccount creates an account with the same checks as the
// console's 新建用户 (account rules, required fields, organisations inside the caller's projects, roles within the
// caller's own grant) and is written to the system log.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { ADMIN_AREAS, adminScopeOf, audit, requireAdmin } from '../admin'
import type { Paging } from '../users'
import { usersByAuthority } from './authority-service'
import type { UserForm } from './form-fields'
import { userBody } from './schemas'
import { createUser } from './write-service'

const U = '/api/permission/Users'
const paging = {
  currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  keyword: str(100)
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.post(`${U}/GetListByAuthorize/:id`, {
    schema: { params: idParam, body: { type: ['object', 'null'], properties: { ...paging, pagination: { type: 'object', properties: paging } } } }
  }, async (request: FastifyRequest) => {
    const b = (request.body ?? {}) as Paging & { pagination?: Paging }
    const scope = await adminScopeOf(ctx, request, ADMIN_AREAS.user)
    return ok(await usersByAuthority(ctx, scope, (request.params as { id: string }).id, { ...b, ...(b.pagination ?? {}) }))
  })

  app.post(`${U}/CreateAccount`, { schema: { body: userBody } }, async (request) => {
    const scope = await requireAdmin(ctx, request, ADMIN_AREAS.user)
    const created = await createUser(ctx, scope, request.body as UserForm)
    await audit(ctx, request, { module: '用户管理', type: '新增', objectId: created.id, abstracts: `创建账号 ${created.realName}/${created.account}` })
    return ok({ id: created.id, account: created.account }, '创建成功')
  })
}

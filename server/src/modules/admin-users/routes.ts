// 用户管理 of the JNPF 3.6 web console (/api/permission/Users, [W36] src/api/permission/user.ts): the list, the
// form, create/update/delete and the row actions. Import/export, work hand-over and online users have their own
// route files. The user selectors under the same prefix stay in modules/users.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import type { UserRow } from '../users/repository'
import { accountRoutes } from './account-routes'
import { excelRoutes } from './excel-routes'
import type { UserForm } from './form-fields'
import { handoverRoutes } from './handover-routes'
import { onlineRoutes } from './online-routes'
import { userForm, userPage, type ListParams } from './read-service'
import { listQuery, resetPasswordBody, userBody } from './schemas'
import { deleteUser, resetPassword, toggleState, unlockUser } from './state-service'
import { createUser, updateUser } from './write-service'

const U = '/api/permission/Users'
const MODULE = '用户管理'

const who = (u: Pick<UserRow, 'realName' | 'account'>) => `${u.realName}/${u.account}`
const idOf = (r: FastifyRequest) => (r.params as { id: string }).id

export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const guard = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.user)
  const byId = { schema: { params: idParam } }

  app.get(U, { schema: { querystring: listQuery } }, async (request) =>
    ok(await userPage(ctx, await guard(request), request.query as ListParams)))

  app.get(`${U}/:id`, byId, async (request) => ok(await userForm(ctx, await guard(request), idOf(request))))

  app.post(U, { schema: { body: userBody } }, async (request) => {
    const scope = await guard(request)
    const created = await createUser(ctx, scope, request.body as UserForm)
    await audit(ctx, request, { module: MODULE, type: '新增', objectId: created.id, abstracts: `新增用户 ${who(created)}` })
    return ok({ id: created.id }, '新建成功')
  })

  app.put(`${U}/:id`, { schema: { params: idParam, body: userBody } }, async (request) => {
    const scope = await guard(request)
    const user = await updateUser(ctx, scope, idOf(request), request.body as UserForm)
    await audit(ctx, request, { module: MODULE, type: '修改', objectId: user.id, abstracts: `修改用户 ${who(user)}` })
    return ok(undefined, '更新成功')
  })

  app.delete(`${U}/:id`, byId, async (request) => {
    const scope = await guard(request)
    const user = await deleteUser(ctx, scope, idOf(request))
    await audit(ctx, request, { module: MODULE, type: '删除', objectId: user.id, abstracts: `删除用户 ${who(user)}` })
    return ok(undefined, '删除成功')
  })

  app.put(`${U}/:id/Actions/State`, byId, async (request) => {
    const scope = await guard(request)
    const { user, enabled } = await toggleState(ctx, scope, idOf(request))
    const type = enabled ? '启用' : '禁用'
    await audit(ctx, request, { module: MODULE, type, objectId: user.id, abstracts: `${type}用户 ${who(user)}` })
    return ok(undefined, `${type}成功`)
  })

  app.put(`${U}/:id/Actions/unlock`, byId, async (request) => {
    const scope = await guard(request)
    const user = await unlockUser(ctx, scope, idOf(request))
    await audit(ctx, request, { module: MODULE, type: '解锁', objectId: user.id, abstracts: `解除锁定 ${who(user)}` })
    return ok(undefined, '解除锁定成功')
  })

  app.post(`${U}/:id/Actions/ResetPassword`, { schema: { params: idParam, body: resetPasswordBody } }, async (request) => {
    const scope = await guard(request)
    const body = request.body as { userPassword: string; validatePassword: string }
    const user = await resetPassword(ctx, scope, idOf(request), body, request.session!.tokenId)
    await audit(ctx, request, { module: MODULE, type: '重置密码', objectId: user.id, abstracts: `重置密码 ${who(user)}` })
    return ok(undefined, '密码已重置，该用户需重新登录')
  })

  await accountRoutes(app)
  await excelRoutes(app)
  await handoverRoutes(app)
  await onlineRoutes(app)
}

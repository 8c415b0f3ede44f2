// /api/permission/Users/*: the user selectors and lists of the app (jnpf-api.md §3).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam, idsArray, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { allUsers, directReports, imContacts, lazyUserLevel, userSelectorTree, type Paging } from './directory-service'
import { conditionList, conditionPage, splitSelection, type Condition } from './selection-service'

const U = '/api/permission/Users'
const paging = {
  currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  keyword: str(100),
  sort: str(10),
  sidx: str(50)
}
const query = { type: 'object', properties: paging }
const body = (props: Record<string, unknown>) => ({ type: ['object', 'null'], properties: { ...paging, ...props } })
const conditionBody = body({
  departIds: idsArray, positionIds: idsArray, userIds: idsArray, roleIds: idsArray, groupIds: idsArray, userId: idsArray, ids: idsArray,
  type: str(20), pagination: { type: 'object', properties: paging }
})

type CondBody = Condition & Paging & { pagination?: Paging; userId?: string[]; ids?: string[] }
const condBody = (r: FastifyRequest) => (r.body ?? {}) as CondBody
/** 3.6 clients nest paging in `pagination`, older ones send it at the top level */
const pagingOf = (b: CondBody): Paging => ({ ...b, ...(b.pagination ?? {}) })
/** the typed ids of a selection ("<id>--department", bare user ids), under either field name */
const selectedIds = (b: CondBody) => [...(b.userId ?? []), ...(b.ids ?? [])]

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const me = (r: FastifyRequest) => currentUser(r)

  app.get(`${U}/All`, { schema: { querystring: query } }, async (request) =>
    ok({ list: await allUsers(ctx, me(request), (request.query as Paging).keyword) }))
  app.get(`${U}/Selector`, async (request) => ok({ list: await userSelectorTree(ctx, me(request)) }))
  app.get(`${U}/ImUser`, { schema: { querystring: query } }, async (request) =>
    ok(await imContacts(ctx, me(request), request.query as Paging)))
  app.post(`${U}/ImUser/Selector/:id`, { schema: { params: idParam, body: body({}) } }, async (request) =>
    ok(await lazyUserLevel(ctx, me(request), (request.params as { id: string }).id, (request.body ?? {}) as Paging)))

  app.post(`${U}/UserCondition`, { schema: { body: conditionBody } }, async (request) => {
    const b = condBody(request)
    return ok(await conditionPage(ctx, me(request), b, pagingOf(b)))
  })
  app.post(`${U}/getUserList`, { schema: { body: conditionBody } }, async (request) =>
    ok(await conditionList(ctx, me(request), { userIds: selectedIds(condBody(request)) })))
  app.post(`${U}/getSelectedList`, { schema: { body: conditionBody } }, async (request) =>
    ok(await conditionList(ctx, me(request), splitSelection(selectedIds(condBody(request))))))
  app.post(`${U}/getSelectedUserList`, { schema: { body: conditionBody } }, async (request) => {
    const b = condBody(request)
    return ok(await conditionPage(ctx, me(request), splitSelection(selectedIds(b)), pagingOf(b)))
  })
  app.post(`${U}/getSubordinates`, { schema: { body: conditionBody } }, async (request) =>
    ok({ list: await directReports(ctx, me(request), pagingOf(condBody(request)).keyword) }))
  // GetListByAuthorize (the people the caller administers) and CreateAccount: modules/admin-users
  app.get(`${U}/getOrganization`, {
    schema: { querystring: { type: 'object', properties: { ...paging, organizeId: str(128) } } }
  }, async (request) => {
    // 当前组织 (JNPF's getOrganization): organizeId 0 is the caller's own main organisation
    const q = request.query as Paging & { organizeId?: string }
    const caller = me(request)
    return ok(await lazyUserLevel(ctx, caller, q.organizeId && q.organizeId !== '0' ? q.organizeId : caller.organizeId, q))
  })
}

// /api/permission/Users/*: the user selectors and lists of the app (jnpf-api.md §3).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { directory, lazyUserLevel, matches, paged, userIdVO, userSelectorTree, type Paging } from './directory-service'
import { avatarUrl } from './user-info'
import { conditionList, conditionPage, splitSelection, type Condition } from './selection-service'

const U = '/api/permission/Users'
const ids = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 200 } }
const paging = {
  currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  keyword: { type: 'string', maxLength: 100 },
  sort: { type: 'string', maxLength: 10 },
  sidx: { type: 'string', maxLength: 50 }
}
const query = { type: 'object', properties: paging }
const idParam = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } }
const body = (props: Record<string, unknown>) => ({ type: ['object', 'null'], properties: { ...paging, ...props } })
const conditionBody = body({
  departIds: ids, positionIds: ids, userIds: ids, roleIds: ids, groupIds: ids, userId: ids, ids, type: { type: 'string', maxLength: 20 },
  pagination: { type: 'object', properties: paging }
})

type CondBody = Condition & Paging & { pagination?: Paging; userId?: string[]; ids?: string[] }
const pagingOf = (b: CondBody): Paging => ({ ...b, ...(b.pagination ?? {}) })

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const me = (r: FastifyRequest) => currentUser(r)

  app.get(`${U}/All`, { schema: { querystring: query } }, async (request) => {
    const { users } = await directory(ctx, me(request))
    const { keyword } = request.query as Paging
    return ok({ list: users.filter((u) => matches(u, keyword)).map((u) => ({
      id: u.id, account: u.account, realName: u.realName, headIcon: avatarUrl(u.headIcon), gender: Number(u.gender),
      quickQuery: u.account
    })) })
  })
  app.get(`${U}/Selector`, async (request) => ok({ list: await userSelectorTree(ctx, me(request)) }))
  app.get(`${U}/ImUser`, { schema: { querystring: query } }, async (request) => {
    const { users, orgs } = await directory(ctx, me(request))
    const p = request.query as Paging
    const rows = users.filter((u) => u.id !== me(request).id && matches(u, p.keyword))
    return ok(paged(rows.map((u) => ({
      id: u.id, realName: u.realName, account: u.account, headIcon: avatarUrl(u.headIcon), department: orgs.get(u.organizeId)?.fullName ?? ''
    })), p))
  })
  app.post(`${U}/ImUser/Selector/:id`, { schema: { params: idParam, body: body({}) } }, async (request) =>
    ok(await lazyUserLevel(ctx, me(request), (request.params as { id: string }).id, (request.body ?? {}) as Paging)))

  app.post(`${U}/UserCondition`, { schema: { body: conditionBody } }, async (request) => {
    const b = (request.body ?? {}) as CondBody
    return ok(await conditionPage(ctx, me(request), b, pagingOf(b)))
  })
  app.post(`${U}/getUserList`, { schema: { body: conditionBody } }, async (request) => {
    const b = (request.body ?? {}) as CondBody
    return ok(await conditionList(ctx, me(request), { userIds: [...(b.userId ?? []), ...(b.ids ?? [])] }))
  })
  app.post(`${U}/getSelectedList`, { schema: { body: conditionBody } }, async (request) => {
    const b = (request.body ?? {}) as CondBody
    return ok(await conditionList(ctx, me(request), splitSelection([...(b.userId ?? []), ...(b.ids ?? [])])))
  })
  app.post(`${U}/getSelectedUserList`, { schema: { body: conditionBody } }, async (request) => {
    const b = (request.body ?? {}) as CondBody
    return ok(await conditionPage(ctx, me(request), splitSelection([...(b.userId ?? []), ...(b.ids ?? [])]), pagingOf(b)))
  })
  app.post(`${U}/getSubordinates`, { schema: { body: conditionBody } }, async (request) => {
    const { users, orgs } = await directory(ctx, me(request))
    const b = (request.body ?? {}) as CondBody
    return ok({ list: users.filter((u) => u.managerId === me(request).id && matches(u, pagingOf(b).keyword)).map((u) => userIdVO(orgs, u)) })
  })
  app.post(`${U}/GetListByAuthorize/:id`, { schema: { params: idParam, body: body({}) } }, async (request) =>
    ok(await lazyUserLevel(ctx, me(request), (request.params as { id: string }).id, { keyword: ((request.body ?? {}) as Paging).keyword })))
  app.get(`${U}/getOrganization`, {
    schema: { querystring: { type: 'object', properties: { ...paging, organizeId: { type: 'string', maxLength: 128 } } } }
  }, async (request) => {
    const q = request.query as Paging & { organizeId?: string }
    return ok(await lazyUserLevel(ctx, me(request), q.organizeId || '0', { keyword: q.keyword }))
  })
}

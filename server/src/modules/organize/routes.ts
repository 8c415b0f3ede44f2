// /api/permission/Organize, Position, Role and Group selectors (jnpf-api.md §3): HTTP shapes only.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { idParam, idsArray, keywordQuery } from '../../lib/schemas'
import {
  companySelector, departmentSelector, groupSelector, organizeCondition, positionCondition, positionSelector, roleSelector,
  type OrgCondition
} from './service'

const conditionBody = {
  type: ['object', 'null'],
  properties: { departIds: idsArray, positionIds: idsArray, ids: idsArray, keyword: { type: 'string', maxLength: 100 } }
}

const keyword = (request: FastifyRequest) => (request.query as { keyword?: string }).keyword
const id = (request: FastifyRequest) => (request.params as { id: string }).id
const condition = (request: FastifyRequest) => (request.body ?? {}) as OrgCondition

export async function organizeRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const selector = { schema: { params: idParam, querystring: keywordQuery } }

  app.get('/api/permission/Organize/Selector/:id', selector, async (request) =>
    ok({ list: await companySelector(ctx, id(request), keyword(request)) }))
  app.get('/api/permission/Organize/Department/Selector/:id', selector, async (request) =>
    ok({ list: await departmentSelector(ctx, id(request), keyword(request)) }))
  // older clients call it without the id
  app.get('/api/permission/Organize/Department/Selector', { schema: { querystring: keywordQuery } }, async (request) =>
    ok({ list: await departmentSelector(ctx, '0', keyword(request)) }))
  app.post('/api/permission/Organize/OrganizeCondition', { schema: { body: conditionBody } }, async (request) =>
    ok({ list: await organizeCondition(ctx, condition(request), currentUser(request)) }))
  app.get('/api/permission/Position/Selector', async () => ok({ list: await positionSelector(ctx) }))
  app.post('/api/permission/Position/PositionCondition', { schema: { body: conditionBody } }, async (request) =>
    ok({ list: await positionCondition(ctx, condition(request), currentUser(request)) }))
  app.get('/api/permission/Role/Selector', { schema: { querystring: keywordQuery } }, async (request) =>
    ok({ list: await roleSelector(ctx, keyword(request)) }))
  // JNPF answers the group selector as a bare array (its clients read res.data), unlike the {list} of the others
  app.get('/api/permission/Group/Selector', { schema: { querystring: keywordQuery } }, async (request) =>
    ok(await groupSelector(ctx, keyword(request))))
}

// /api/permission/Organize: the console's 组织管理 page (companies through /Organize, departments through
// /Organize/Department) and the "ByAuth" organisation pickers. HTTP only; rules live in the services.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { companyPicker, departmentPicker, listOrganizes, organizeInfo } from './org-service'
import { createOrganize, deleteOrganize, updateOrganize, type OrgInput, type OrgKind } from './org-write-service'
import { orgBody, orgListQuery, stateFilter } from './schemas'

const O = '/api/permission/Organize'
const D = `${O}/Department`
const MODULE = '组织管理'

const id = (r: FastifyRequest) => (r.params as { id: string }).id

export async function organizeAdminRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const scopeOf = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.organize)
  const byId = { schema: { params: idParam } }
  const withBody = { schema: { params: idParam, body: orgBody } }

  app.get(O, { schema: { querystring: orgListQuery } }, async (r) => {
    const scope = await scopeOf(r)
    const q = r.query as { keyword?: string; type?: string; enabledMark?: string }
    return ok({ list: await listOrganizes(ctx, scope, { keyword: q.keyword, type: q.type, enabledMark: stateFilter(q.enabledMark) }) })
  })
  app.get(`${O}/SelectorByAuth/:id`, byId, async (r) => ok({ list: await companyPicker(ctx, currentUser(r), id(r)) }))
  app.get(`${D}/SelectorByAuth/:id`, byId, async (r) => ok({ list: await departmentPicker(ctx, currentUser(r), id(r)) }))

  for (const [base, kind] of [[O, 'company'], [D, 'department']] as [string, OrgKind][]) {
    app.get(`${base}/:id`, byId, async (r) => ok(await organizeInfo(ctx, await scopeOf(r), id(r))))
    app.post(base, { schema: { body: orgBody } }, async (r) => {
      const done = await createOrganize(ctx, await scopeOf(r), kind, r.body as OrgInput)
      await audit(ctx, r, { module: MODULE, type: '新增', objectId: done.id, abstracts: done.abstracts })
      return ok(undefined, '新建成功')
    })
    app.put(`${base}/:id`, withBody, async (r) => {
      const done = await updateOrganize(ctx, await scopeOf(r), kind, id(r), r.body as OrgInput)
      await audit(ctx, r, { module: MODULE, type: '修改', objectId: done.id, abstracts: done.abstracts })
      return ok(undefined, '更新成功')
    })
    app.delete(`${base}/:id`, byId, async (r) => {
      const done = await deleteOrganize(ctx, await scopeOf(r), id(r))
      await audit(ctx, r, { module: MODULE, type: '删除', objectId: done.id, abstracts: done.abstracts })
      return ok(undefined, '删除成功')
    })
  }
}

// Organisation, department, position, group and role selectors (jnpf-api.md §3). The group's organisation tree
// is shown to every signed-in user, as JNPF does; people are filtered in the user selectors.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { orgMap, orgSubtree } from './org-paths'
import { organizeRepository, type OrganizeRow } from './repository'
import { ICONS, nest, orgTree, positionNode, pruneEmpty, type TreeNode } from './trees'

const idParam = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } }
const keywordQuery = { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } }
const ids = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 200 } }
const conditionBody = { type: ['object', 'null'], properties: { departIds: ids, keyword: { type: 'string', maxLength: 100 } } }

function keep(rows: OrganizeRow[], excludeId: string, keyword?: string): OrganizeRow[] {
  const k = (keyword ?? '').trim()
  const out = rows.filter((o) => excludeId === '0' || !o.organizeIdTree.split(',').includes(excludeId))
  return k ? out.filter((o) => o.fullName.includes(k)) : out
}

function flatRoles(rows: { id: string; enCode: string; fullName: string }[], type: 'role' | 'group'): TreeNode[] {
  return rows.map((r) => ({
    id: r.id, parentId: '-1', fullName: r.fullName, enCode: r.enCode, type, icon: ICONS[type], hasChildren: false, isLeaf: true, enabledMark: 1
  }))
}

export async function organizeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx
  const all = async () => {
    const rows = await organizeRepository.allOrganizes(db)
    return { rows, orgs: orgMap(rows) }
  }

  app.get('/api/permission/Organize/Selector/:id', { schema: { params: idParam, querystring: keywordQuery } }, async (request) => {
    const { rows, orgs } = await all()
    const companies = keep(rows.filter((o) => o.category === 'company'), (request.params as { id: string }).id, (request.query as { keyword?: string }).keyword)
    return ok({ list: orgTree(orgs, companies) })
  })
  app.get('/api/permission/Organize/Department/Selector/:id', { schema: { params: idParam, querystring: keywordQuery } }, async (request) => {
    const { rows, orgs } = await all()
    return ok({ list: orgTree(orgs, keep(rows, (request.params as { id: string }).id, (request.query as { keyword?: string }).keyword)) })
  })
  // older clients call it without the id
  app.get('/api/permission/Organize/Department/Selector', { schema: { querystring: keywordQuery } }, async (request) => {
    const { rows, orgs } = await all()
    return ok({ list: orgTree(orgs, keep(rows, '0', (request.query as { keyword?: string }).keyword)) })
  })
  app.post('/api/permission/Organize/OrganizeCondition', { schema: { body: conditionBody } }, async (request) => {
    const { rows, orgs } = await all()
    const b = (request.body ?? {}) as { departIds?: string[]; keyword?: string }
    const wanted = new Set<string>()
    for (const id of b.departIds ?? []) for (const x of orgSubtree(orgs, id)) wanted.add(x)
    return ok({ list: orgTree(orgs, keep(rows.filter((o) => wanted.has(o.id)), '0', b.keyword)) })
  })
  app.get('/api/permission/Position/Selector', async () => {
    const { rows, orgs } = await all()
    const positions = await organizeRepository.allPositions(db)
    return ok({ list: pruneEmpty(orgTree(orgs, rows, positions.map((p) => positionNode(orgs, p))), 'position') })
  })
  app.post('/api/permission/Position/PositionCondition', { schema: { body: conditionBody } }, async (request) => {
    const { rows, orgs } = await all()
    const b = (request.body ?? {}) as { departIds?: string[]; keyword?: string }
    const wanted = new Set<string>()
    for (const id of b.departIds ?? []) for (const x of orgSubtree(orgs, id)) wanted.add(x)
    const k = (b.keyword ?? '').trim()
    const positions = (await organizeRepository.allPositions(db)).filter((p) => wanted.has(p.organizeId) && (!k || p.fullName.includes(k)))
    const nodes = [...rows.filter((o) => wanted.has(o.id)).map((o) => orgTree(orgs, [o])[0]), ...positions.map((p) => positionNode(orgs, p))]
    return ok({ list: pruneEmpty(nest(nodes), 'position') })
  })
  app.get('/api/permission/Role/Selector', { schema: { querystring: keywordQuery } }, async (request) => {
    const k = ((request.query as { keyword?: string }).keyword ?? '').trim()
    return ok({ list: flatRoles((await organizeRepository.allRoles(db)).filter((r) => !k || r.fullName.includes(k)), 'role') })
  })
  app.get('/api/permission/Group/Selector', { schema: { querystring: keywordQuery } }, async (request) => {
    const k = ((request.query as { keyword?: string }).keyword ?? '').trim()
    return ok({ list: flatRoles((await organizeRepository.allGroups(db)).filter((r) => !k || r.fullName.includes(k)), 'group') })
  })
}

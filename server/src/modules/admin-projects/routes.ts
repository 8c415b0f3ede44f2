// /api/permission/Project: projects, their contract sections and members, administered from the console (the
// 项目与合同段 menu) in JNPF's shapes: paged lists {list, pagination}, forms by id, writes answering a message.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam, idsArray, str } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { alignmentSchema } from '../projects'
import { contractInfo, createContract, deleteContract, listContracts, updateContract, type ContractInput } from './contract-service'
import { addMembers, listMembers, memberCandidates, removeMember, setMemberContracts } from './member-service'
import { createProject, deleteProject, listProjects, projectInfo, updateProject, type Paging, type ProjectInput } from './project-service'

const P = '/api/permission/Project'
const paging = {
  type: 'object',
  properties: { keyword: str(100), currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 500 }, contractId: str(128) }
}
const dateOrEmpty = str(10)
const projectBody = {
  type: 'object',
  properties: {
    enCode: str(100), fullName: str(200), shortName: str(100), organizeId: str(128), parentOrganizeId: str(128),
    areaIds: { type: 'array', maxItems: 50, items: str(64) }, address: str(300), startDate: dateOrEmpty, endDate: dateOrEmpty,
    lengthKm: { type: 'number' }, investment: { type: 'number' }, description: str(2000),
    enabledMark: { type: 'integer', enum: [0, 1] }, sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    alignment: alignmentSchema
  }
}
const contractBody = {
  type: 'object',
  properties: {
    enCode: str(100), fullName: str(200), kind: str(20), contractor: str(200), contractorOrganizeId: str(128), mileage: str(100),
    amount: { type: 'number' }, description: str(2000), enabledMark: { type: 'integer', enum: [0, 1] },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 }, alignment: alignmentSchema
  }
}
const memberParams = { type: 'object', properties: { id: str(128, 1), userId: str(128, 1) } }
const membersBody = { type: 'object', required: ['userIds'], properties: { userIds: idsArray, contractIds: idsArray } }
const contractsBody = { type: 'object', required: ['contractIds'], properties: { contractIds: idsArray } }

const id = (r: FastifyRequest) => (r.params as { id: string }).id
/** the log says when a chainage line was set or cleared */
const lineNote = (alignment: unknown[] | null | undefined) =>
  alignment === undefined ? '' : alignment?.length ? `，线路控制点 ${alignment.length} 个` : '，清除线路'
const MODULE = '项目与合同段'

export async function adminProjectsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const scopeOf = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.project)

  app.get(P, { schema: { querystring: paging } }, async (r) => ok(await listProjects(ctx, await scopeOf(r), r.query as Paging)))
  app.get(`${P}/:id`, { schema: { params: idParam } }, async (r) => ok(await projectInfo(ctx, await scopeOf(r), id(r))))
  app.post(P, { schema: { body: projectBody } }, async (r) => {
    const newId = await createProject(ctx, await scopeOf(r), r.body as ProjectInput)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: newId, abstracts: `新建项目 ${(r.body as ProjectInput).fullName}` })
    return ok(newId, '新建成功')
  })
  app.put(`${P}/:id`, { schema: { params: idParam, body: projectBody } }, async (r) => {
    const b = r.body as ProjectInput
    await updateProject(ctx, await scopeOf(r), id(r), b)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: id(r), abstracts: `修改项目 ${b.fullName ?? id(r)}${lineNote(b.alignment)}` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${P}/:id`, { schema: { params: idParam } }, async (r) => {
    const p = await deleteProject(ctx, await scopeOf(r), id(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: p.id, abstracts: `删除项目 ${p.fullName}` })
    return ok(undefined, '删除成功')
  })

  app.get(`${P}/:id/Contract`, { schema: { params: idParam, querystring: paging } }, async (r) =>
    ok({ list: await listContracts(ctx, await scopeOf(r), id(r), (r.query as Paging).keyword) }))
  app.post(`${P}/:id/Contract`, { schema: { params: idParam, body: contractBody } }, async (r) => {
    const newId = await createContract(ctx, await scopeOf(r), id(r), r.body as ContractInput)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: newId, abstracts: `新建合同段 ${(r.body as ContractInput).enCode} ${(r.body as ContractInput).fullName}` })
    return ok(newId, '新建成功')
  })
  app.get(`${P}/Contract/:id`, { schema: { params: idParam } }, async (r) => ok(await contractInfo(ctx, await scopeOf(r), id(r))))
  app.put(`${P}/Contract/:id`, { schema: { params: idParam, body: contractBody } }, async (r) => {
    const c = await updateContract(ctx, await scopeOf(r), id(r), r.body as ContractInput)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: c.id, abstracts: `修改合同段 ${c.enCode}${lineNote((r.body as ContractInput).alignment)}` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${P}/Contract/:id`, { schema: { params: idParam } }, async (r) => {
    const c = await deleteContract(ctx, await scopeOf(r), id(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: c.id, abstracts: `删除合同段 ${c.enCode} ${c.fullName}` })
    return ok(undefined, '删除成功')
  })

  app.get(`${P}/:id/Members`, { schema: { params: idParam, querystring: paging } }, async (r) =>
    ok(await listMembers(ctx, await scopeOf(r), id(r), r.query as Paging & { contractId?: string })))
  app.get(`${P}/:id/Candidates`, { schema: { params: idParam, querystring: paging } }, async (r) =>
    ok(await memberCandidates(ctx, await scopeOf(r), id(r), r.query as Paging)))
  app.post(`${P}/:id/Members`, { schema: { params: idParam, body: membersBody } }, async (r) => {
    const b = r.body as { userIds: string[]; contractIds?: string[] }
    const n = await addMembers(ctx, await scopeOf(r), id(r), b.userIds, b.contractIds ?? [])
    await audit(ctx, r, { module: MODULE, type: '添加成员', objectId: id(r), abstracts: `加入 ${n} 人：${b.userIds.join(',')}；合同段 ${(b.contractIds ?? []).join(',')}` })
    return ok(undefined, '添加成功')
  })
  app.put(`${P}/:id/Members/:userId`, { schema: { params: memberParams, body: contractsBody } }, async (r) => {
    const { userId } = r.params as { userId: string }
    const b = r.body as { contractIds: string[] }
    await setMemberContracts(ctx, await scopeOf(r), id(r), userId, b.contractIds)
    await audit(ctx, r, { module: MODULE, type: '修改成员', objectId: userId, abstracts: `项目 ${id(r)} 合同段改为 ${b.contractIds.join(',')}` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${P}/:id/Members/:userId`, { schema: { params: memberParams } }, async (r) => {
    const { userId } = r.params as { userId: string }
    await removeMember(ctx, await scopeOf(r), id(r), userId)
    await audit(ctx, r, { module: MODULE, type: '移出成员', objectId: userId, abstracts: `移出项目 ${id(r)}` })
    return ok(undefined, '移出成功')
  })
}

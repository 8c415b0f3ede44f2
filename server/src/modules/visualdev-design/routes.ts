// /api/visualdev/Base: the JNPF 3.6 console's 功能设计 page (src/api/onlineDev/visualDev.ts) — list, info, create,
// update, copy, delete, release onto the menus, the form's fields and the function picker — and the release
// dialog's directory tree (/api/system/Menu/SelectorFilter). Everything here is the 功能设计 area's; writes change
// what the whole group sees (administrators only) and go to the system log.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin, requireWholeGroup } from '../admin'
import { pagingProps, sortCode } from '../admin-system'
import { directoryTree } from './menus'
import { releaseModel, type ReleaseForm } from './release-service'
import {
  copyModel, createModel, deleteModel, formDataFields, listModels, modelInfo, modelSelector, updateModel, type ModelForm, type ModelQuery
} from './service'

const B = '/api/visualdev/Base'
const MODULE = '功能设计'
/** a designer JSON travels as text; the checks refuse one over MAX_JSON_CHARS with a message naming it */
const jsonText = { type: 'string', maxLength: 1_000_000 }
const flag = { type: 'string', pattern: '^[0-9]?$' }
const idParam = { type: 'object', properties: { id: str(128, 1) } }
const listQuery = { type: 'object', properties: { ...pagingProps, category: str(128), webType: flag, isRelease: flag, type: flag } }
const modelBody = {
  type: 'object',
  properties: {
    fullName: str(200), enCode: str(100), category: str(128), type: { type: 'integer' }, webType: { type: 'integer' },
    enableFlow: { type: 'integer', enum: [0, 1] }, formData: jsonText, columnData: jsonText, appColumnData: jsonText, tables: str(100_000),
    sortCode, description: str(2000),
    recordStates: { anyOf: [str(50_000), { type: ['object', 'null'] }] }
  }
}
const parentIds = { anyOf: [{ type: 'array', maxItems: 50, items: str(128) }, str(2000)] }
const releaseBody = {
  type: 'object',
  properties: { pc: { type: 'integer', enum: [0, 1] }, app: { type: 'integer', enum: [0, 1] }, pcModuleParentId: parentIds, appModuleParentId: parentIds, platformRelease: str(200) }
}

const idOf = (r: FastifyRequest) => (r.params as { id: string }).id

export async function visualDevDesignRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const area = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.webDesign)
  const writer = async (r: FastifyRequest) => {
    const scope = await area(r)
    requireWholeGroup(scope)
    return scope.user
  }

  app.get(B, { schema: { querystring: listQuery } }, async (r) => {
    await area(r)
    return ok(await listModels(ctx, r.query as ModelQuery))
  })
  app.get(`${B}/list`, { schema: { querystring: listQuery } }, async (r) => {
    await area(r)
    return ok(await listModels(ctx, r.query as ModelQuery))
  })
  app.get(`${B}/Selector`, { schema: { querystring: { type: 'object', properties: { type: flag, isRelease: flag, webType: str(20), enableFlow: flag } } } }, async (r) => {
    await area(r)
    return ok(await modelSelector(ctx, r.query as { webType?: string; enableFlow?: string; isRelease?: string }))
  })
  app.get(`${B}/:id`, { schema: { params: idParam } }, async (r) => {
    await area(r)
    return ok(await modelInfo(ctx, idOf(r)))
  })
  app.get(`${B}/:id/FormDataFields`, { schema: { params: idParam, querystring: { type: 'object', properties: { filterType: flag } } } }, async (r) => {
    await area(r)
    return ok(await formDataFields(ctx, idOf(r), Number((r.query as { filterType?: string }).filterType || 0)))
  })
  app.post(B, { schema: { body: modelBody } }, async (r) => {
    const user = await writer(r)
    const m = await createModel(ctx, user.id, (r.body ?? {}) as ModelForm)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: m.id, abstracts: `新建功能 ${m.enCode} ${m.fullName}` })
    return ok(undefined, '新建成功')
  })
  app.put(`${B}/:id`, { schema: { params: idParam, body: modelBody } }, async (r) => {
    const user = await writer(r)
    const m = await updateModel(ctx, user.id, idOf(r), (r.body ?? {}) as ModelForm)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: m.id, abstracts: `修改功能 ${m.enCode} ${m.fullName}` })
    return ok(undefined, '更新成功')
  })
  app.post(`${B}/:id/Actions/Copy`, { schema: { params: idParam } }, async (r) => {
    const user = await writer(r)
    const m = await copyModel(ctx, user.id, idOf(r))
    await audit(ctx, r, { module: MODULE, type: '复制', objectId: m.id, abstracts: `复制功能 ${idOf(r)} 为 ${m.enCode} ${m.fullName}` })
    return ok(undefined, '复制功能成功')
  })
  app.delete(`${B}/:id`, { schema: { params: idParam } }, async (r) => {
    await writer(r)
    const m = await deleteModel(ctx, idOf(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: m.id, abstracts: `删除功能 ${m.enCode} ${m.fullName}` })
    return ok(undefined, '删除成功')
  })
  app.post(`${B}/:id/Actions/Release`, { schema: { params: idParam, body: releaseBody } }, async (r) => {
    const user = await writer(r)
    const res = await releaseModel(ctx, user.id, idOf(r), (r.body ?? {}) as ReleaseForm)
    const where = res.menus.map((m) => `${m.category === 'App' ? '移动端' : '桌面端'}菜单 ${m.enCode}`).join('、')
    await audit(ctx, r, { module: MODULE, type: '发布', objectId: res.model.id, abstracts: `发布功能 ${res.model.enCode} ${res.model.fullName} 到 ${where}（新建${res.created}个菜单）` })
    return ok(undefined, '同步成功')
  })

  // the release dialog's 上级 tree; the id of the model being released is not needed to build it
  app.get('/api/system/Menu/SelectorFilter/:id', {
    schema: { params: idParam, querystring: { type: 'object', properties: { category: { type: 'string', enum: ['App', 'Web', ''] } } } }
  }, async (r) => {
    await area(r)
    const category = (r.query as { category?: string }).category === 'App' ? 'App' : 'Web'
    return ok({ list: await directoryTree(ctx.db, category) })
  })
}

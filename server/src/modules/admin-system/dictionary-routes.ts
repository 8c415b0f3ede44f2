// /api/system/DictionaryType and /api/system/DictionaryData: the console's 数据字典 page. The type tree and its
// picker are read by the form designers too, so any signed-in user may read them; everything else is the
// dictionary area's, and writes change what the whole group sees (administrators only).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin, requireWholeGroup } from '../admin'
import { enabledMark, sortCode } from './common'
import { createEntry, deleteEntry, entryInfo, entryParentSelector, listEntries, toggleEntry, updateEntry, type EntryForm } from './dictionary-data-service'
import { createType, deleteType, typeInfo, typeTree, updateType, type TypeForm } from './dictionary-type-service'

const T = '/api/system/DictionaryType'
const D = '/api/system/DictionaryData'
const MODULE = '数据字典'

const typeBody = {
  type: 'object',
  properties: { parentId: str(128), fullName: str(100), enCode: str(100), isTree: enabledMark, sortCode, description: str(2000) }
}
const entryBody = {
  type: 'object',
  properties: {
    dictionaryTypeId: str(128), parentId: str(128), fullName: str(100), enCode: str(100), sortCode, enabledMark, description: str(2000)
  }
}
const typeIdParam = { type: 'object', properties: { typeId: str(128, 1) } }
const selectorParams = { type: 'object', properties: { typeId: str(128, 1), id: str(128, 1) } }
const listQuery = { type: 'object', properties: { keyword: str(100), isTree: str(5) } }

const idOf = (r: FastifyRequest) => (r.params as { id: string }).id

export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const area = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.dictionary)
  const writer = async (r: FastifyRequest) => requireWholeGroup(await area(r))

  app.get(T, async () => ok({ list: await typeTree(ctx) }))
  app.get(`${T}/Selector/:id`, { schema: { params: idParam } }, async (r) => ok({ list: await typeTree(ctx, idOf(r)) }))
  app.get(`${T}/:id`, { schema: { params: idParam } }, async (r) => {
    await area(r)
    return ok(await typeInfo(ctx, idOf(r)))
  })
  app.post(T, { schema: { body: typeBody } }, async (r) => {
    await writer(r)
    const t = await createType(ctx, r.body as TypeForm)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: t.id, abstracts: `新建字典分类 ${t.enCode} ${t.fullName}` })
    return ok(undefined, '新建成功')
  })
  app.put(`${T}/:id`, { schema: { params: idParam, body: typeBody } }, async (r) => {
    await writer(r)
    const t = await updateType(ctx, idOf(r), r.body as TypeForm)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: t.id, abstracts: `修改字典分类 ${t.enCode} ${t.fullName}` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${T}/:id`, { schema: { params: idParam } }, async (r) => {
    await writer(r)
    const t = await deleteType(ctx, idOf(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: t.id, abstracts: `删除字典分类 ${t.enCode} ${t.fullName}` })
    return ok(undefined, '删除成功')
  })

  app.get(`${D}/:typeId`, { schema: { params: typeIdParam, querystring: listQuery } }, async (r) => {
    await area(r)
    const { keyword } = r.query as { keyword?: string }
    return ok({ list: await listEntries(ctx, (r.params as { typeId: string }).typeId, (keyword ?? '').trim()) })
  })
  app.get(`${D}/:typeId/Selector/:id`, { schema: { params: selectorParams, querystring: listQuery } }, async (r) => {
    await area(r)
    const { typeId, id } = r.params as { typeId: string; id: string }
    return ok({ list: await entryParentSelector(ctx, typeId, id) })
  })
  app.get(`${D}/:id/Info`, { schema: { params: idParam } }, async (r) => {
    await area(r)
    return ok(await entryInfo(ctx, idOf(r)))
  })
  app.post(D, { schema: { body: entryBody } }, async (r) => {
    await writer(r)
    const e = await createEntry(ctx, r.body as EntryForm)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: e.id, abstracts: `新建字典值 ${e.enCode} ${e.fullName}（分类 ${e.typeId}）` })
    return ok(undefined, '新建成功')
  })
  app.put(`${D}/:id`, { schema: { params: idParam, body: entryBody } }, async (r) => {
    await writer(r)
    const e = await updateEntry(ctx, idOf(r), r.body as EntryForm)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: e.id, abstracts: `修改字典值 ${e.enCode} ${e.fullName}` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${D}/:id`, { schema: { params: idParam } }, async (r) => {
    await writer(r)
    const e = await deleteEntry(ctx, idOf(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: e.id, abstracts: `删除字典值 ${e.enCode} ${e.fullName}` })
    return ok(undefined, '删除成功')
  })
  app.put(`${D}/:id/Actions/State`, { schema: { params: idParam } }, async (r) => {
    await writer(r)
    const e = await toggleEntry(ctx, idOf(r))
    const state = e.enabledMark === 1 ? '启用' : '禁用'
    await audit(ctx, r, { module: MODULE, type: state, objectId: e.id, abstracts: `${state}字典值 ${e.enCode} ${e.fullName}` })
    return ok(undefined, '更新成功')
  })
}

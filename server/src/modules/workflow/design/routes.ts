// The flow designers of the JNPF 3.6 console: /api/workflow/Engine/flowTemplate (流程设计, src/api/workFlow/
// flowEngine.ts: list, info, create, update, copy, enable/disable, delete, versions) and /api/flowForm/Form (表单设计,
// src/api/workFlow/formDesign.ts). 功能设计 opens a function's flow and its versions through the same endpoints, so
// the template routes are open to either area. Reads need the area; writes change what the whole group runs
// (administrators only) and go to the system log.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../../lib/envelope'
import { str } from '../../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin, requireWholeGroup, type AdminArea, type AdminScope } from '../../admin'
import { pagingProps, sortCode, timeValue } from '../../admin-system'
import { copyForm, createForm, deleteForm, formFields, formInfo, listForms, releaseForm, selectForms, templateOfForm, updateForm, type FlowFormForm, type FormQuery } from './form-service'
import {
  copyTemplate, createTemplate, deleteTemplate, findTemplate, listTemplates, setTemplateEnabled, templateInfo, updateTemplate, type TemplateForm, type TemplateQuery
} from './template-service'
import { listVersions, versionFormInfo, type VersionQuery } from './version-service'
import { deleteVersion, setMainVersions } from './versions'

const T = '/api/workflow/Engine/flowTemplate'
const F = '/api/flowForm/Form'
const FLOW = '流程设计'
const FORM = '表单设计'
const flag = { type: 'string', pattern: '^[0-9]?$' }
const idParam = { type: 'object', properties: { id: str(128, 1) } }
const templateQuery = { type: 'object', properties: { ...pagingProps, category: str(128), type: flag, enabledMark: flag, flowType: flag } }
const templateBody = {
  type: 'object',
  properties: {
    fullName: str(200), enCode: str(100), category: str(128), type: { type: 'integer', enum: [0, 1] }, icon: str(100), iconBackground: str(50),
    sortCode, description: str(2000), flowTemplateJson: { type: 'string', maxLength: 1_000_000 }
  }
}
const versionQuery = { type: 'object', properties: { ...pagingProps, templateId: str(128), flowId: str(128), startTime: timeValue, endTime: timeValue } }
const formQuery = { type: 'object', properties: { ...pagingProps, formType: flag, flowType: flag, isRelease: flag } }
const formBody = {
  type: 'object',
  properties: {
    id: str(128), fullName: str(200), enCode: str(100), formType: { type: 'integer', enum: [1, 2] }, flowType: { type: 'integer', enum: [0, 1] },
    urlAddress: str(500), appUrlAddress: str(500), interfaceUrl: str(500), sortCode, description: str(2000), dbLinkId: str(128),
    tableJson: str(100_000), draftJson: { type: 'string', maxLength: 1_000_000 }
  }
}

const idOf = (r: FastifyRequest) => (r.params as { id: string }).id

export async function flowDesignRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  /** the first of the areas the caller holds; the refusal of the last one otherwise */
  const anyArea = async (r: FastifyRequest, areas: AdminArea[]): Promise<AdminScope> => {
    let refusal: unknown
    for (const area of areas) {
      try { return await requireAdmin(ctx, r, area) } catch (err) { refusal = err }
    }
    throw refusal
  }
  const flowArea = (r: FastifyRequest) => anyArea(r, [ADMIN_AREAS.flowEngine, ADMIN_AREAS.webDesign])
  const formArea = (r: FastifyRequest) => anyArea(r, [ADMIN_AREAS.formDesign, ADMIN_AREAS.flowEngine, ADMIN_AREAS.webDesign])
  const writer = async (scope: Promise<AdminScope>) => {
    const s = await scope
    requireWholeGroup(s)
    return s.user
  }

  app.get(T, { schema: { querystring: templateQuery } }, async (r) => {
    await flowArea(r)
    return ok(await listTemplates(ctx, r.query as TemplateQuery))
  })
  app.get(`${T}/:id`, { schema: { params: idParam } }, async (r) => {
    await flowArea(r)
    return ok(await templateInfo(ctx, idOf(r)))
  })
  app.post(T, { schema: { body: templateBody } }, async (r) => {
    const user = await writer(flowArea(r))
    const t = await createTemplate(ctx, user.id, (r.body ?? {}) as TemplateForm)
    await audit(ctx, r, { module: FLOW, type: '新增', objectId: t.id, abstracts: `新建流程 ${t.enCode} ${t.fullName}` })
    return ok(undefined, '新建成功')
  })
  app.put(`${T}/:id`, { schema: { params: idParam, body: templateBody } }, async (r) => {
    const user = await writer(flowArea(r))
    const { template, pending } = await updateTemplate(ctx, user.id, idOf(r), (r.body ?? {}) as TemplateForm)
    const note = pending.length ? `，已被使用的流程存为新版本 ${pending.join(',')}` : ''
    await audit(ctx, r, { module: FLOW, type: '修改', objectId: template.id, abstracts: `修改流程 ${template.enCode} ${template.fullName}${note}` })
    return ok({ id: pending.join(','), isMainVersion: pending.length > 0 }, '更新成功')
  })
  app.delete(`${T}/:id`, { schema: { params: idParam } }, async (r) => {
    await writer(flowArea(r))
    const t = await deleteTemplate(ctx, idOf(r))
    await audit(ctx, r, { module: FLOW, type: '删除', objectId: t.id, abstracts: `删除流程 ${t.enCode} ${t.fullName}` })
    return ok(undefined, '删除成功')
  })
  app.post(`${T}/:id/Actions/Copy`, { schema: { params: idParam } }, async (r) => {
    const user = await writer(flowArea(r))
    const t = await copyTemplate(ctx, user.id, idOf(r))
    await audit(ctx, r, { module: FLOW, type: '复制', objectId: t.id, abstracts: `复制流程 ${idOf(r)} 为 ${t.enCode} ${t.fullName}` })
    return ok(undefined, '复制成功')
  })
  const toggle = async (r: FastifyRequest, enabled: boolean | 'flip') => {
    await writer(flowArea(r))
    const want = enabled === 'flip' ? Number((await findTemplate(ctx.db, idOf(r))).enabledMark) !== 1 : enabled
    const t = await setTemplateEnabled(ctx, idOf(r), want)
    await audit(ctx, r, { module: FLOW, type: want ? '启用' : '禁用', objectId: t.id, abstracts: `${want ? '启用' : '禁用'}流程 ${t.enCode} ${t.fullName}` })
    return ok(undefined, want ? '启用成功' : '禁用成功')
  }
  app.post(`${T}/Release/:id`, { schema: { params: idParam } }, (r) => toggle(r, true))
  app.post(`${T}/Stop/:id`, { schema: { params: idParam } }, (r) => toggle(r, false))
  app.put(`${T}/:id/Actions/State`, { schema: { params: idParam } }, (r) => toggle(r, 'flip'))

  app.get(`${T}/:id/FlowJsonList`, { schema: { params: idParam, querystring: versionQuery } }, async (r) => {
    await flowArea(r)
    return ok(await listVersions(ctx, idOf(r), r.query as VersionQuery))
  })
  app.post(`${T}/:id/MainVersion`, { schema: { params: { type: 'object', properties: { id: str(2000, 1) } } } }, async (r) => {
    await writer(flowArea(r))
    const ids = [...new Set(idOf(r).split(',').map((s) => s.trim()).filter(Boolean))].slice(0, 50)
    const done = await ctx.db.transaction().execute((trx) => setMainVersions(trx, ids, ctx.clock.now()))
    for (const v of done) await audit(ctx, r, { module: FLOW, type: '修改', objectId: v.templateId, abstracts: `流程「${v.fullName}」设 V${v.version} 为主版本` })
    return ok(undefined, '修改成功')
  })
  app.delete(`${T}/:id/FlowJson`, { schema: { params: idParam } }, async (r) => {
    await writer(flowArea(r))
    const v = await ctx.db.transaction().execute((trx) => deleteVersion(trx, idOf(r)))
    await audit(ctx, r, { module: FLOW, type: '删除', objectId: v.templateId, abstracts: `删除流程「${v.fullName}」的版本 V${v.version}` })
    return ok(undefined, '删除成功')
  })
  app.get(`${T}/:id/FormInfo`, { schema: { params: idParam } }, async (r) => {
    await flowArea(r)
    return ok(await versionFormInfo(ctx, idOf(r)))
  })

  app.get(F, { schema: { querystring: formQuery } }, async (r) => {
    await formArea(r)
    return ok(await listForms(ctx, r.query as FormQuery))
  })
  app.get(`${F}/select`, { schema: { querystring: formQuery } }, async (r) => {
    await formArea(r)
    return ok(await selectForms(ctx, r.query as FormQuery))
  })
  app.get(`${F}/getFormById/:id`, { schema: { params: idParam } }, async (r) => {
    await formArea(r)
    return ok(await templateOfForm(ctx, idOf(r)), '获取成功')
  })
  app.get(`${F}/:id`, { schema: { params: idParam } }, async (r) => {
    await formArea(r)
    return ok(await formInfo(ctx, idOf(r)))
  })
  app.get(`${F}/:id/getField`, { schema: { params: idParam } }, async (r) => {
    await formArea(r)
    return ok(await formFields(ctx, idOf(r)))
  })
  app.post(F, { schema: { body: formBody } }, async (r) => {
    const user = await writer(anyArea(r, [ADMIN_AREAS.formDesign]))
    const f = await createForm(ctx, user.id, (r.body ?? {}) as FlowFormForm)
    await audit(ctx, r, { module: FORM, type: '新增', objectId: f.id, abstracts: `新建表单 ${f.enCode} ${f.fullName}` })
    return ok(undefined, '保存成功')
  })
  app.put(F, { schema: { body: { ...formBody, required: ['id'] } } }, async (r) => {
    await writer(anyArea(r, [ADMIN_AREAS.formDesign]))
    const f = await updateForm(ctx, (r.body ?? {}) as FlowFormForm)
    await audit(ctx, r, { module: FORM, type: '修改', objectId: f.id, abstracts: `修改表单 ${f.enCode} ${f.fullName}` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${F}/:id`, { schema: { params: idParam } }, async (r) => {
    await writer(anyArea(r, [ADMIN_AREAS.formDesign]))
    const f = await deleteForm(ctx, idOf(r))
    await audit(ctx, r, { module: FORM, type: '删除', objectId: f.id, abstracts: `删除表单 ${f.enCode} ${f.fullName}` })
    return ok(undefined, '删除成功')
  })
  app.post(`${F}/Release/:id`, { schema: { params: idParam, querystring: { type: 'object', properties: { isRelease: flag } } } }, async (r) => {
    await writer(anyArea(r, [ADMIN_AREAS.formDesign]))
    const isRelease = Number((r.query as { isRelease?: string }).isRelease ?? 1) === 0 ? 0 : 1
    const f = await releaseForm(ctx, idOf(r), isRelease)
    await audit(ctx, r, { module: FORM, type: isRelease ? '发布' : '回滚', objectId: f.id, abstracts: `${isRelease ? '发布' : '回滚'}表单 ${f.enCode} ${f.fullName}` })
    return ok(undefined, isRelease ? '发布成功' : '回滚成功')
  })
  app.get(`${F}/:id/Actions/Copy`, { schema: { params: idParam } }, async (r) => {
    const user = await writer(anyArea(r, [ADMIN_AREAS.formDesign]))
    const f = await copyForm(ctx, user.id, idOf(r))
    await audit(ctx, r, { module: FORM, type: '复制', objectId: f.id, abstracts: `复制表单 ${idOf(r)} 为 ${f.enCode} ${f.fullName}` })
    return ok(undefined, '复制成功')
  })
}

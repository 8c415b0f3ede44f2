// 流程设计 (JNPF 3.6 FlowTemplateController, administrators): the template list, one template with its flows,
// create, update, copy, enable/disable and delete. A template with tasks is never deleted (their history needs it),
// and a template a low-code function generated is deleted with that function, not here.
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../../context'
import type { Db } from '../../../db/database'
import type { FlowTemplateTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { page } from '../../../lib/envelope'
import { newId } from '../../../lib/tokens'
import { cleanCode, cleanName, cleanText, CODE_PATTERN, pageOf } from '../../admin-system'
import { loadNames } from '../read'
import { designRepository as repo } from './repository'
import { isFormModel } from './form-model'
import { noteFlowChanged, parseFlowItems, saveFlows, syncBoundModels, type FlowItem } from './versions'

export const FLOW_CATEGORY = 'WorkFlowCategory'

export interface TemplateQuery { keyword?: string; category?: string; type?: string; enabledMark?: string; currentPage?: number; pageSize?: number }

export interface TemplateForm {
  fullName?: string
  enCode?: string
  category?: string
  type?: number
  icon?: string
  iconBackground?: string
  sortCode?: number
  description?: string
  /** the console's list of flows, as JSON text */
  flowTemplateJson?: string
}

export interface FlowEngineListVO {
  id: string
  enCode: string
  fullName: string
  /** the category's name (the console shows it as is) */
  category: string
  type: number
  icon: string
  iconBackground: string
  sortCode: number
  enabledMark: number
  description: string
  creatorUser: string
  creatorTime: number
  lastModifyTime: number | null
}

const flagOf = (v: unknown): number | undefined => (v === undefined || v === null || v === '' ? undefined : Number(v))

export async function findTemplate(db: Db, id: string): Promise<FlowTemplateTable> {
  const t = await repo.findTemplate(db, id)
  if (!t) throw new BadRequest('该流程不存在或已被删除')
  return t
}

export async function listTemplates(ctx: AppContext, q: TemplateQuery): Promise<PageList<FlowEngineListVO>> {
  const { currentPage, pageSize, offset } = pageOf(q)
  const { rows, total } = await repo.templatePage(ctx.db, {
    keyword: (q.keyword ?? '').trim(), category: (q.category ?? '').trim(), type: flagOf(q.type), enabledMark: flagOf(q.enabledMark)
  }, offset, pageSize)
  const names = await loadNames(ctx, rows.map((r) => r.creatorUserId))
  const categories = await repo.dictionaryNames(ctx.db, FLOW_CATEGORY)
  return page(rows.map((t) => ({
    id: t.id, enCode: t.enCode, fullName: t.fullName, category: categories.get(t.category) ?? t.category, type: Number(t.type), icon: t.icon,
    iconBackground: t.iconBackground, sortCode: Number(t.sortCode), enabledMark: Number(t.enabledMark), description: t.description,
    creatorUser: names.name(t.creatorUserId), creatorTime: Number(t.creatorTime), lastModifyTime: t.lastModifyTime === null ? null : Number(t.lastModifyTime)
  })), currentPage, pageSize, total)
}

/** FlowTemplateInfoVO: the template with its main flows as the designer loads them */
export async function templateInfo(ctx: AppContext, id: string) {
  const t = await findTemplate(ctx.db, id)
  const versions = await repo.versions(ctx.db, id)
  const inUse = await repo.versionsInUse(ctx.db, versions.map((v) => v.id))
  const flows = versions.filter((v) => Number(v.enabledMark) === 1).map((v) => {
    let json: unknown = {}
    try { json = JSON.parse(v.flowTemplateJson) } catch { /* a stored version always parses; an empty one shows empty */ }
    const group = versions.filter((x) => x.groupId === v.groupId)
    return { id: v.id, flowId: v.id, fullName: v.fullName, flowTemplateJson: json, isDelete: group.some((x) => inUse.has(x.id)) }
  })
  const online = (await repo.formsBoundTo(ctx.db, id)).find((f) => Number(f.formType) === 2 && Number(f.flowType) === 1 && f.modelId)
  return {
    id: t.id, enCode: t.enCode, fullName: t.fullName, type: Number(t.type), category: t.category, icon: t.icon, iconBackground: t.iconBackground,
    sortCode: Number(t.sortCode), enabledMark: Number(t.enabledMark), description: t.description,
    flowTemplateJson: JSON.stringify(flows), onlineDev: Boolean(online), onlineFormId: online?.id ?? ''
  }
}

interface CleanTemplate { fullName: string; enCode: string; category: string; type: number; icon: string; iconBackground: string; sortCode: number; description: string }

async function cleanTemplate(db: Db, f: TemplateForm, exceptId = ''): Promise<CleanTemplate> {
  const fullName = cleanName(f.fullName, '流程名称', 50)
  const enCode = cleanCode(f.enCode, '流程编码', 50, CODE_PATTERN)
  const type = Number(f.type ?? 0)
  if (type !== 0 && type !== 1) throw new BadRequest('流程类型不合法')
  if (await repo.templateTaken(db, 'enCode', enCode, exceptId)) throw new BadRequest(`流程编码 ${enCode} 已存在`)
  if (await repo.templateTaken(db, 'fullName', fullName, exceptId)) throw new BadRequest(`流程名称「${fullName}」已存在`)
  return {
    fullName, enCode, type, category: (f.category ?? '').trim().slice(0, 128), icon: (f.icon ?? '').slice(0, 100),
    iconBackground: (f.iconBackground ?? '').slice(0, 50), sortCode: Math.max(0, Math.min(999999, Math.floor(Number(f.sortCode) || 0))),
    description: cleanText(f.description, 500, '流程说明')
  }
}

export async function createTemplate(ctx: AppContext, userId: string, f: TemplateForm): Promise<FlowTemplateTable> {
  const now = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const c = await cleanTemplate(trx, f)
    const items = parseFlowItems(f.flowTemplateJson, c.fullName).map((i) => ({ ...i, id: '' }))
    // a new flow waits for 启用 before anyone may launch it (JNPF creates templates disabled)
    const row: FlowTemplateTable = { id: newId(), ...c, enabledMark: 0, creatorUserId: userId, creatorTime: now, lastModifyTime: null, lastModifyUserId: '' }
    await repo.insertTemplate(trx, row)
    await saveFlows(trx, row, items, userId, now)
    return row
  })
}

export async function updateTemplate(ctx: AppContext, userId: string, id: string, f: TemplateForm): Promise<{ template: FlowTemplateTable; pending: string[] }> {
  const now = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const old = await findTemplate(trx, id)
    const c = await cleanTemplate(trx, { ...f, type: old.type }, id)
    const template: FlowTemplateTable = { ...old, ...c, lastModifyTime: now, lastModifyUserId: userId }
    await repo.updateTemplate(trx, id, { ...c, lastModifyTime: now, lastModifyUserId: userId })
    // only the basic settings were saved (the console's first step): the flows stay as they are
    const { pending } = f.flowTemplateJson === undefined || f.flowTemplateJson === null || f.flowTemplateJson === ''
      ? { pending: [] }
      : await saveFlows(trx, template, parseFlowItems(f.flowTemplateJson, c.fullName), userId, now)
    if (old.enCode !== c.enCode) await syncBoundModels(trx, template)
    return { template, pending }
  })
}

export async function setTemplateEnabled(ctx: AppContext, id: string, enabled: boolean): Promise<FlowTemplateTable> {
  return ctx.db.transaction().execute(async (trx) => {
    const t = await findTemplate(trx, id)
    if (enabled && !(await repo.versions(trx, id)).some((v) => Number(v.enabledMark) === 1)) throw new BadRequest('启用失败，流程未设计！')
    await repo.updateTemplate(trx, id, { enabledMark: enabled ? 1 : 0, lastModifyTime: ctx.clock.now() })
    return t
  })
}

const copySuffix = () => newId().replace(/[^a-z0-9]/gi, '').slice(0, 5)

export async function copyTemplate(ctx: AppContext, userId: string, id: string): Promise<FlowTemplateTable> {
  const now = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const t = await findTemplate(trx, id)
    if (Number(t.type) === 1) throw new BadRequest('功能流程不能复制')
    const suffix = copySuffix()
    const fullName = `${t.fullName}.副本${suffix}`
    const enCode = `${t.enCode}${suffix}`
    if (fullName.length > 50 || enCode.length > 50) throw new BadRequest('已到达该流程复制上限，请复制源流程')
    const row: FlowTemplateTable = { ...t, id: newId(), fullName, enCode, enabledMark: 0, creatorUserId: userId, creatorTime: now, lastModifyTime: null, lastModifyUserId: '' }
    await repo.insertTemplate(trx, row)
    const items: FlowItem[] = (await repo.versions(trx, id)).filter((v) => Number(v.enabledMark) === 1)
      .map((v) => ({ id: '', fullName: v.fullName, json: v.flowTemplateJson }))
    await saveFlows(trx, row, items, userId, now)
    return row
  })
}

export async function deleteTemplate(ctx: AppContext, id: string): Promise<FlowTemplateTable> {
  return ctx.db.transaction().execute(async (trx) => {
    const t = await findTemplate(trx, id)
    for (const form of await repo.formsBoundTo(trx, id)) {
      const model = Number(form.formType) === 2 && form.modelId ? await repo.findModel(trx, form.modelId) : undefined
      if (model && !isFormModel(model)) throw new BadRequest('该流程绑定了功能设计中的功能，无法直接删除，请在功能设计中删除相关功能！')
    }
    const tasks = await repo.taskCounts(trx, { templateId: id })
    if (tasks.running > 0) throw new BadRequest(`该流程内有${tasks.running}个工单任务流转未结束，无法删除！`)
    if (tasks.all > 0) throw new BadRequest(`该流程已有${tasks.all}个工单任务记录，无法删除，可以停用该流程`)
    await noteFlowChanged(trx, id, 'deleted')
    for (const form of await repo.formsBoundTo(trx, id)) {
      if (Number(form.formType) === 2 && form.modelId) await repo.updateModel(trx, form.modelId, { enableFlow: 0, flowId: '', flowEnCode: '', flowTemplateJson: '' })
    }
    await repo.deleteTemplate(trx, id)
    return t
  })
}

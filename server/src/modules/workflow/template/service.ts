// Launchable flows (JNPF 3.6 FlowTemplateController): PageListAll / ListAll / Selector list the enabled templates
// with at least one version the caller may launch; FlowJsonList lists a template's launchable versions;
// getFlowIdByCode maps a template code to its id. Categories come from the WorkFlowCategory dictionary.
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../../context'
import type { FlowTemplateJsonTable, FlowTemplateTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { page } from '../../../lib/envelope'
import { systemRepository } from '../../system/repository'
import type { UserRow } from '../../users/repository'
import { loadNames } from '../read/names'
import { templateRepository } from './repository'
import { launchableVersions } from './visibility'

export const FLOW_CATEGORY_DICTIONARY = 'WorkFlowCategory'

export interface FlowPageListVO {
  id: string
  enCode: string
  fullName: string
  category: string
  /** the form type of its launchable version: 1 system form, 2 low-code form */
  formType: number
  type: number
  sortCode: number
  icon: string
  iconBackground: string
  creatorUser: string
  creatorTime: number
  enabledMark: number
  /** the version a launch uses when there is only one (FlowJsonList lists them all) */
  flowId: string
  description: string
}

export interface FlowTemplateListVO {
  id: string
  fullName: string
  num: number
  children?: FlowPageListVO[]
}

export interface FlowSelectVO { id: string; fullName: string; flowName: string; flowType: number; version: string; templateId: string }

export interface TemplateQuery {
  currentPage?: number
  pageSize?: number
  keyword?: string
  category?: string
  flowType?: number
  type?: number
}

/** enabled templates the user may launch, each with its launchable main versions */
export async function launchable(ctx: AppContext, me: UserRow, q: TemplateQuery): Promise<{ t: FlowTemplateTable; versions: FlowTemplateJsonTable[] }[]> {
  // the process centre launches standalone flows (type 0); flows bound to a form start from that form (JNPF ListAll)
  const type = q.flowType ?? q.type ?? 0
  let templates = await templateRepository.enabledTemplates(ctx.db, { category: q.category, type })
  const keyword = (q.keyword ?? '').trim().toLowerCase()
  if (keyword) templates = templates.filter((t) => t.fullName.toLowerCase().includes(keyword) || t.enCode.toLowerCase().includes(keyword))
  const versions = await launchableVersions(ctx, me, await templateRepository.mainVersions(ctx.db, templates.map((t) => t.id)))
  return templates.map((t) => ({ t, versions: versions.filter((v) => v.templateId === t.id) })).filter((x) => x.versions.length > 0)
}

export async function toVos(ctx: AppContext, items: { t: FlowTemplateTable; versions: FlowTemplateJsonTable[] }[]): Promise<FlowPageListVO[]> {
  const names = await loadNames(ctx, items.map((x) => x.t.creatorUserId))
  const formTypes = await templateRepository.formTypes(ctx.db, [...new Set(items.map((x) => x.versions[0]?.formId ?? '').filter(Boolean))])
  return items.map(({ t, versions }) => ({
    id: t.id, enCode: t.enCode, fullName: t.fullName, category: t.category, formType: formTypes.get(versions[0]?.formId ?? '') ?? 1,
    type: Number(t.type), sortCode: Number(t.sortCode), icon: t.icon, iconBackground: t.iconBackground,
    creatorUser: names.name(t.creatorUserId), creatorTime: Number(t.creatorTime), enabledMark: Number(t.enabledMark),
    flowId: versions[0]?.id ?? '', description: t.description
  }))
}

export async function pageListAll(ctx: AppContext, me: UserRow, q: TemplateQuery): Promise<PageList<FlowPageListVO>> {
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(q.pageSize) || 20)))
  const all = await launchable(ctx, me, q)
  const slice = all.slice((currentPage - 1) * pageSize, currentPage * pageSize)
  return page(await toVos(ctx, slice), currentPage, pageSize, all.length)
}

/** launchable flows grouped by the WorkFlowCategory dictionary (every category listed, as JNPF does) */
export async function listAllByCategory(ctx: AppContext, me: UserRow, q: TemplateQuery = {}): Promise<{ list: FlowTemplateListVO[] }> {
  const vos = await toVos(ctx, await launchable(ctx, me, q))
  const type = await systemRepository.findDictionaryType(ctx.db, FLOW_CATEGORY_DICTIONARY)
  const items = type ? await systemRepository.dictionaryData(ctx.db, type.id) : []
  const known = new Set(items.map((i) => i.id))
  const groups: FlowTemplateListVO[] = items.map((i) => {
    const children = vos.filter((v) => v.category === i.id)
    return { id: i.id, fullName: i.fullName, num: children.length, ...(children.length ? { children } : {}) }
  })
  const other = vos.filter((v) => !known.has(v.category))
  if (other.length) groups.push({ id: 'other', fullName: '其他', num: other.length, children: other })
  return { list: groups }
}

/**
 * TreeList: the console's 所属流程 filter of the process-centre lists (launched, to do, done, copied). Tasks of any
 * enabled flow can appear there, so the tree has every enabled template, standalone or bound to a form, under its
 * category: the WorkFlowCategory dictionary's items in their order, then categories the dictionary does not know
 * under their own value. Categories without a template are left out: the filter picks only leaves (templates).
 */
export async function flowTreeList(ctx: AppContext): Promise<{ list: FlowTemplateListVO[] }> {
  const templates = await templateRepository.enabledTemplates(ctx.db)
  const versions = await templateRepository.mainVersions(ctx.db, templates.map((t) => t.id))
  const vos = await toVos(ctx, templates.map((t) => ({ t, versions: versions.filter((v) => v.templateId === t.id) })))
  const type = await systemRepository.findDictionaryType(ctx.db, FLOW_CATEGORY_DICTIONARY)
  const names = new Map((type ? await systemRepository.dictionaryData(ctx.db, type.id) : []).map((i) => [i.id, i.fullName]))
  const order = [...names.keys(), ...new Set(vos.map((v) => v.category).filter((c) => !names.has(c)))]
  const list = order.map((category) => {
    const children = vos.filter((v) => v.category === category)
    return { id: category || 'other', fullName: names.get(category) ?? (category || '其他'), num: children.length, children }
  })
  return { list: list.filter((g) => g.num > 0) }
}

/**
 * getflowAll (委托可选全部流程): every enabled flow, standalone or bound to a form, that a delegation may name; the
 * entrust form's flow picker reads it (FlowDelegate/getflow answers the flows a delegate may launch for others)
 */
export async function delegableFlows(ctx: AppContext, q: TemplateQuery): Promise<PageList<FlowPageListVO>> {
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(q.pageSize) || 20)))
  let templates = await templateRepository.enabledTemplates(ctx.db, { category: q.category })
  const keyword = (q.keyword ?? '').trim().toLowerCase()
  if (keyword) templates = templates.filter((t) => t.fullName.toLowerCase().includes(keyword) || t.enCode.toLowerCase().includes(keyword))
  const versions = await templateRepository.mainVersions(ctx.db, templates.map((t) => t.id))
  const items = templates.map((t) => ({ t, versions: versions.filter((v) => v.templateId === t.id) }))
  return page(await toVos(ctx, items.slice((currentPage - 1) * pageSize, currentPage * pageSize)), currentPage, pageSize, items.length)
}

export async function flowJsonList(ctx: AppContext, me: UserRow, templateId: string, type: string | undefined): Promise<FlowSelectVO[]> {
  const template = await templateRepository.findTemplate(ctx.db, templateId)
  // a launch (type given) needs the flow in force; the console's version manager and monitor also list a stopped one
  if (!template || (type && Number(template.enabledMark) !== 1)) throw new BadRequest('该流程不存在或已停用')
  let versions = await templateRepository.mainVersions(ctx.db, [templateId])
  // type given (the app always sends 1): only the versions the caller may launch, as JNPF's flowJsonList
  if (type) versions = await launchableVersions(ctx, me, versions)
  if (versions.length === 0) throw new BadRequest('您没有发起该流程的权限')
  return versions.map((v) => ({
    id: v.id, fullName: v.fullName, flowName: template.fullName, flowType: Number(template.type), version: String(v.version), templateId
  }))
}

export async function flowIdByCode(ctx: AppContext, code: string): Promise<string> {
  const t = await templateRepository.findByCode(ctx.db, code)
  if (!t) throw new BadRequest('该流程不存在或已被删除')
  return t.id
}

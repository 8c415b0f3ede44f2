// 试验信息中心 (the lab's notices: test plans, instrument calibration notices, updated standards, other notices) and
// 取样记录 (the samples taken, of an incoming batch or at the works, with the witness of a 见证取样: the supervising
// engineer who saw it taken, his unit and certificate number).
import crypto from 'node:crypto'
import type { LabInfoCategory, LabInfoVO, LabSampleVO, LabState } from '@shared/api/laboratory'
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../context'
import type { LabSampleTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { dayOf, requireRole, sectionFor, sectionsOfProject } from '../progress'
import { userRepository } from '../users/repository'
import { pageOf } from './ledger-read-service'
import { ledgerRepository } from './ledger-repository'
import { labRepository } from './repository'
import { TESTERS, text } from './service'

export const INFO_CATEGORIES: Record<LabInfoCategory, string> = { plan: '试验计划', calibration: '仪器检定', standard: '标准更新', notice: '通知公告' }
/** who publishes to the information centre */
const PUBLISHERS = [...TESTERS, 'chiefEngineer']

type Body = Record<string, unknown>

async function names(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  return new Map((await userRepository.listByIds(ctx.db, [...new Set(ids.filter(Boolean))])).map((u) => [u.id, u.realName]))
}

export async function createInfo(ctx: AppContext, user: UserTable, body: Body): Promise<{ id: string }> {
  const sections = await sectionsOfProject(ctx, user, body.projectId)
  await requireRole(ctx, user, PUBLISHERS, '发布试验信息')
  let contractId = ''
  if (body.contractId) {
    const c = await sectionFor(ctx, user, body.contractId)
    if (c.projectId !== body.projectId) throw new BadRequest('所选合同段不属于该项目')
    contractId = c.id
  } else if (sections.length === 0) throw new BadRequest('您不在该项目的合同段，无法发布试验信息')
  if (typeof body.category !== 'string' || !(body.category in INFO_CATEGORIES)) throw new BadRequest('请选择信息类别')
  const now = ctx.clock.now()
  const effectiveDate = body.effectiveDate ? text(body.effectiveDate, '生效/计划日期', 10, false) : ''
  if (effectiveDate && !/^\d{4}-\d{2}-\d{2}$/.test(effectiveDate)) throw new BadRequest('生效/计划日期格式应为 yyyy-MM-dd')
  const id = crypto.randomUUID().replace(/-/g, '')
  await ledgerRepository.insertInfo(ctx.db, {
    id, projectId: String(body.projectId), contractId, category: body.category, title: text(body.title, '标题', 100, true),
    content: text(body.content, '内容', 2000, true), effectiveDate, creatorUserId: user.id, creatorTime: now
  })
  return { id }
}

export async function infoList(ctx: AppContext, user: UserTable, q: { projectId?: string; category?: string; currentPage?: string; pageSize?: string }): Promise<PageList<LabInfoVO>> {
  const sections = await sectionsOfProject(ctx, user, q.projectId)
  if (q.category && !(q.category in INFO_CATEGORIES)) throw new BadRequest('信息类别不正确')
  const { currentPage, pageSize } = pageOf(q)
  const { rows, total } = await ledgerRepository.infoPage(ctx.db, String(q.projectId), sections.map((c) => c.id), q.category || undefined, (currentPage - 1) * pageSize, pageSize)
  const who = await names(ctx, rows.map((r) => r.creatorUserId))
  const sectionName = new Map(sections.map((c) => [c.id, c.enCode]))
  return {
    list: rows.map((r) => ({
      id: r.id, contractId: r.contractId, contractName: r.contractId ? sectionName.get(r.contractId) ?? '' : '全项目', category: r.category as LabInfoCategory,
      categoryName: INFO_CATEGORIES[r.category as LabInfoCategory] ?? '', title: r.title, content: r.content, effectiveDate: r.effectiveDate,
      creatorName: who.get(r.creatorUserId) ?? '', creatorTime: Number(r.creatorTime)
    })),
    pagination: { currentPage, pageSize, total }
  }
}

export async function createSample(ctx: AppContext, user: UserTable, body: Body): Promise<{ id: string }> {
  const contract = await sectionFor(ctx, user, body.contractId)
  await requireRole(ctx, user, TESTERS, '登记取样记录')
  if (contract.kind !== 'construction') throw new BadRequest('取样记录应登记在施工合同段')
  const now = ctx.clock.now()
  let materialId = ''
  let sampleName = text(body.sampleName, '样品名称', 100, false)
  if (body.materialId) {
    const m = typeof body.materialId === 'string' ? await labRepository.material(ctx.db, body.materialId) : undefined
    if (!m || m.contractId !== contract.id) throw new BadRequest('所选进场批次不属于该合同段')
    materialId = m.id
    sampleName ||= m.materialName
  }
  if (!sampleName) throw new BadRequest('请填写样品名称')
  if (typeof body.witnessed !== 'boolean') throw new BadRequest('请选择是否见证取样')
  const witnessName = text(body.witnessName, '见证人', 50, false)
  if (body.witnessed && !witnessName) throw new BadRequest('见证取样须填写见证人')
  const row: LabSampleTable = {
    id: crypto.randomUUID().replace(/-/g, ''), projectId: contract.projectId, contractId: contract.id, materialId,
    sampleNo: text(body.sampleNo, '样品编号', 64, true), sampleName, specification: text(body.specification, '规格型号', 100, false),
    sampleDate: dayOf(text(body.sampleDate, '取样日期', 10, true), now, '取样日期'), samplePlace: text(body.samplePlace, '取样地点', 200, true),
    representQuantity: text(body.representQuantity, '代表数量', 64, false), sampleQuantity: text(body.sampleQuantity, '取样数量', 64, false),
    testItems: text(body.testItems, '检测项目', 200, false), witnessed: body.witnessed ? 1 : 0, witnessName: body.witnessed ? witnessName : '',
    witnessUnit: body.witnessed ? text(body.witnessUnit, '见证单位', 100, false) : '', witnessCertNo: body.witnessed ? text(body.witnessCertNo, '见证员证号', 64, false) : '',
    remark: text(body.remark, '备注', 500, false), creatorUserId: user.id, creatorTime: now
  }
  if (await ledgerRepository.sampleTaken(ctx.db, contract.id, row.sampleNo)) throw new BadRequest(`样品编号${row.sampleNo}已存在`)
  await ledgerRepository.insertSample(ctx.db, row)
  return { id: row.id }
}

export async function sampleList(ctx: AppContext, user: UserTable, q: { projectId?: string; contractId?: string; witnessed?: string; keyword?: string; currentPage?: string; pageSize?: string }): Promise<PageList<LabSampleVO>> {
  const sections = q.contractId ? [await sectionFor(ctx, user, q.contractId)] : await sectionsOfProject(ctx, user, q.projectId)
  if (q.witnessed !== undefined && q.witnessed !== '' && !['0', '1'].includes(q.witnessed)) throw new BadRequest('见证取样筛选不正确')
  const { currentPage, pageSize } = pageOf(q)
  const keyword = q.keyword ? text(q.keyword, '关键词', 50, false) : undefined
  const { rows, total } = await ledgerRepository.samplePage(ctx.db, sections.map((c) => c.id), q.witnessed ? Number(q.witnessed) : undefined, keyword,
    (currentPage - 1) * pageSize, pageSize)
  const who = await names(ctx, rows.map((r) => r.creatorUserId))
  const states = new Map<string, LabState>()
  for (const r of rows) {
    if (!r.materialId) continue
    const m = await labRepository.material(ctx.db, r.materialId)
    if (m) states.set(r.materialId, Number(m.state) as LabState)
  }
  const sectionName = new Map(sections.map((c) => [c.id, c.enCode]))
  return {
    list: rows.map((r) => ({
      id: r.id, contractId: r.contractId, contractName: sectionName.get(r.contractId) ?? '', materialId: r.materialId, sampleNo: r.sampleNo, sampleName: r.sampleName,
      specification: r.specification, sampleDate: r.sampleDate, samplePlace: r.samplePlace, representQuantity: r.representQuantity, sampleQuantity: r.sampleQuantity,
      testItems: r.testItems, witnessed: Number(r.witnessed) === 1, witnessName: r.witnessName, witnessUnit: r.witnessUnit, witnessCertNo: r.witnessCertNo,
      remark: r.remark, materialState: states.get(r.materialId) ?? null, creatorName: who.get(r.creatorUserId) ?? '', creatorTime: Number(r.creatorTime)
    })),
    pagination: { currentPage, pageSize, total }
  }
}

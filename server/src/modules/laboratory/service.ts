// Incoming materials (进场材料): a lab technician registers a batch as it arrives at a construction section,
// samples it and records its test results. Every result is checked here against the limits stored for the
// material (lab_limit), never taken from the client: one failing item fails the batch, all items passing passes it,
// anything else waits for results (cement's 28-day strength comes four weeks after its 3-day one). A newly failing
// result is reported at once to the chief engineers and supervisors of the section (message centre, live push).
// Every result written is a row of the change record, hash-chained per batch; a result once recorded changes only
// with a reason, and the detail says whether the chain and the current results still agree.
import crypto from 'node:crypto'
import type {
  LabChangeVO, LabMaterialDetailVO, LabMaterialInput, LabMaterialPage, LabMaterialRowVO, LabMaterialTypeVO, LabRateVO, LabState, LabSummaryVO
} from '@shared/api/laboratory'
import type { AppContext } from '../../context'
import type { ContractTable, LabLimitTable, LabMaterialTable, LabResultChangeTable, LabResultTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { createMessage } from '../message'
import { dayNumber, dayOf, requireRole, sectionFor, sectionsOfProject } from '../progress'
import { userRepository } from '../users/repository'
import { limitText, passes } from './limits'
import { labRepository, type MaterialFilter, type SummaryRow } from './repository'
import { chainIntact, changeHash, stateOf } from './verdict'

export const TESTERS = ['labTechnician']
/** told when a batch fails */
export const FAILURE_READERS = ['chiefEngineer', 'supervisionEngineer']
export const REASON_REQUIRED = '修改已录入的检测结果须填写修改原因（至少4个字）'
export const STATE_NAMES: Record<number, string> = { 0: '待检', 1: '合格', 2: '不合格' }
const UNIT_OF: Record<string, string> = { steel: 't', cement: 't', concrete: 'm³', asphalt: 't', aggregate: 't' }
const NO_MATERIAL = '进场材料不存在或您无权访问'

type Body = Record<string, unknown>

export function text(v: unknown, label: string, max: number, required: boolean): string {
  if (v === undefined || v === null) v = ''
  if (typeof v !== 'string') throw new BadRequest(`${label}格式不正确`)
  const s = v.trim()
  if (required && !s) throw new BadRequest(`请填写${label}`)
  if (s.length > max) throw new BadRequest(`${label}最多${max}个字`)
  return s
}

export function decimal(v: unknown, label: string, places: number, min: number, max: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN
  if (!Number.isFinite(n)) throw new BadRequest(`${label}应为数字`)
  if (n < min || n > max) throw new BadRequest(`${label}应在${min}～${max}之间`)
  const scale = 10 ** places
  if (Math.abs(Math.round(n * scale) - n * scale) > 1e-6) throw new BadRequest(`${label}最多${places}位小数`)
  return Math.round(n * scale) / scale
}

function cleanResults(v: unknown, limits: LabLimitTable[]): { limit: LabLimitTable; value: number }[] {
  if (v === undefined || v === null) return []
  if (!Array.isArray(v)) throw new BadRequest('检测结果格式不正确')
  if (v.length > limits.length) throw new BadRequest('检测项目重复或不属于该材料')
  const seen = new Set<string>()
  return v.map((r) => {
    const item = r && typeof r === 'object' ? (r as Body).itemCode : undefined
    const limit = limits.find((l) => l.itemCode === item)
    if (!limit) throw new BadRequest(`检测项目“${String(item).slice(0, 40)}”不属于该材料`)
    if (seen.has(limit.itemCode)) throw new BadRequest(`检测项目“${limit.itemName}”重复`)
    seen.add(limit.itemCode)
    return { limit, value: decimal((r as Body).value, limit.itemName, 3, -100000, 100000) }
  })
}

export const boolOf = (v: number | null) => (v === null ? null : Number(v) === 1)

export async function materialFor(ctx: AppContext, user: UserTable, id: string): Promise<{ m: LabMaterialTable; contract: ContractTable }> {
  const m = await labRepository.material(ctx.db, id)
  if (!m) throw new BadRequest(NO_MATERIAL)
  try {
    return { m, contract: await sectionFor(ctx, user, m.contractId) }
  } catch {
    throw new BadRequest(NO_MATERIAL)
  }
}

function rowVo(m: LabMaterialTable, contractName: string, limits: LabLimitTable[], results: LabResultTable[]): LabMaterialRowVO {
  return {
    id: m.id, projectId: m.projectId, contractId: m.contractId, contractName, materialCode: m.materialCode, materialName: m.materialName,
    specification: m.specification, batchNo: m.batchNo, quantity: Number(m.quantity), unit: m.unit, supplier: m.supplier,
    arrivalDate: m.arrivalDate, sampleDate: m.sampleDate, sampleNo: m.sampleNo, usePart: m.usePart, state: Number(m.state) as LabState,
    stateName: STATE_NAMES[Number(m.state)] ?? '', testedItems: results.length, totalItems: limits.length,
    failedItems: results.filter((r) => Number(r.passed) === 0).map((r) => r.itemName)
  }
}

/** the materials a project tests, with their items and limits */
export async function materialTypes(ctx: AppContext, user: UserTable, projectId: unknown): Promise<LabMaterialTypeVO[]> {
  await sectionsOfProject(ctx, user, projectId)
  const rows = await labRepository.allLimits(ctx.db, String(projectId))
  const out = new Map<string, LabMaterialTypeVO>()
  for (const l of rows) {
    const t = out.get(l.materialCode) ?? { materialCode: l.materialCode, materialName: l.materialName, category: l.category, unit: UNIT_OF[l.category] ?? 't', items: [] }
    t.items.push({ itemCode: l.itemCode, itemName: l.itemName, unit: l.unit, minValue: l.minValue, maxValue: l.maxValue, limitText: limitText(l), standard: l.standard })
    out.set(l.materialCode, t)
  }
  return [...out.values()]
}

export interface Written { results: LabResultTable[]; changes: LabResultChangeTable[]; newlyFailed: LabResultTable[] }

/** the rows a set of results writes over a batch's current ones, with their change rows chained on `last` */
export function resultRows(
  ctx: AppContext, user: UserTable, m: Pick<LabMaterialTable, 'id'>, input: { limit: LabLimitTable; value: number }[],
  current: LabResultTable[], last: LabResultChangeTable | undefined, reason: string
): Written {
  const now = ctx.clock.now()
  let seq = Number(last?.seq ?? 0)
  let prev = last?.hash ?? ''
  const out: Written = { results: [], changes: [], newlyFailed: [] }
  for (const { limit, value } of input) {
    const old = current.find((r) => r.itemCode === limit.itemCode)
    if (old && Math.round(Number(old.value) * 1000) === Math.round(value * 1000)) continue
    if (old && reason.length < 4) throw new BadRequest(`${REASON_REQUIRED}：${limit.itemName}`)
    const passed = passes(value, limit) ? 1 : 0
    const row: LabResultTable = {
      id: crypto.randomUUID().replace(/-/g, ''), materialId: m.id, itemCode: limit.itemCode, itemName: limit.itemName, unit: limit.unit, value,
      minValue: limit.minValue, maxValue: limit.maxValue, standard: limit.standard, passed, sortCode: limit.sortCode
    }
    out.results.push(row)
    if (passed === 0 && (!old || Number(old.passed) === 1)) out.newlyFailed.push(row)
    seq += 1
    const change = {
      materialId: m.id, seq, itemCode: limit.itemCode, itemName: limit.itemName, oldValue: old ? Number(old.value) : null, newValue: value,
      oldPassed: old ? Number(old.passed) : null, newPassed: passed, reason: old ? reason : '', userId: user.id, changedAt: now, prevHash: prev
    }
    const hash = changeHash(change)
    out.changes.push({ id: crypto.randomUUID().replace(/-/g, ''), ...change, hash })
    prev = hash
  }
  return out
}

async function notifyFailure(ctx: AppContext, user: UserTable, m: LabMaterialTable, contract: ContractTable, failed: LabResultTable[]): Promise<void> {
  if (failed.length === 0) return
  const people = await labRepository.sectionPeople(ctx.db, m.projectId, m.contractId, FAILURE_READERS)
  const to = people.map((p) => p.id).filter((id) => id !== user.id)
  if (to.length === 0) return
  const items = failed.map((r) => `${r.itemName} ${Number(r.value)}${r.unit}（标准 ${limitText(r)}${r.unit}，${r.standard}）`).join('；')
  await createMessage(ctx, {
    toUserIds: to, type: 3, creatorUserId: user.id,
    title: `材料检测不合格：${contract.enCode} ${m.materialName} 批号${m.batchNo}`,
    bodyText: `${contract.fullName}于${m.arrivalDate}进场的${m.materialName}（${m.specification || '—'}，${Number(m.quantity)}${m.unit}，${m.supplier}）批号${m.batchNo}检测不合格：${items}。请组织该批材料的退场或降级处理。`
  })
}

async function write(ctx: AppContext, user: UserTable, m: LabMaterialTable, contract: ContractTable, w: Written, limits: LabLimitTable[], current: LabResultTable[]): Promise<LabState> {
  const merged = [...current.filter((r) => !w.results.some((n) => n.itemCode === r.itemCode)), ...w.results]
  const state = stateOf(limits, merged)
  let done: boolean
  try {
    done = await labRepository.record(ctx.db, m.id, Number(m.state), { state, testerUserId: user.id, testTime: ctx.clock.now() }, w.results, w.changes)
  } catch (err) {
    ctx.log.warn({ err }, 'laboratory results not recorded')
    done = false
  }
  if (!done) throw new BadRequest('该批材料的检测结果已由他人更新，请刷新后重试')
  await notifyFailure(ctx, user, m, contract, w.newlyFailed)
  return state
}

/** registers an arriving batch, with whatever results are already known */
export async function createMaterial(ctx: AppContext, user: UserTable, body: Body): Promise<{ id: string; state: LabState }> {
  const input = body as Partial<Record<keyof LabMaterialInput, unknown>>
  const contract = await sectionFor(ctx, user, input.contractId)
  await requireRole(ctx, user, TESTERS, '登记进场材料')
  if (contract.kind !== 'construction') throw new BadRequest('进场材料应登记在施工合同段')
  if (typeof input.materialCode !== 'string' || !input.materialCode) throw new BadRequest('请选择材料')
  const limits = await labRepository.limitsOf(ctx.db, contract.projectId, input.materialCode)
  if (limits.length === 0) throw new BadRequest('该材料没有检测标准，无法登记')
  const now = ctx.clock.now()
  const arrivalDate = dayOf(text(input.arrivalDate, '进场日期', 10, true), now, '进场日期')
  const sampleDate = input.sampleDate ? dayOf(text(input.sampleDate, '取样日期', 10, false), now, '取样日期') : ''
  if (sampleDate && dayNumber(sampleDate)! < dayNumber(arrivalDate)!) throw new BadRequest('取样日期不能早于进场日期')
  const m: LabMaterialTable = {
    id: crypto.randomUUID().replace(/-/g, ''), projectId: contract.projectId, contractId: contract.id, materialCode: limits[0].materialCode,
    materialName: limits[0].materialName, specification: text(input.specification, '规格型号', 100, false), batchNo: text(input.batchNo, '批号', 64, true),
    quantity: decimal(input.quantity, '进场数量', 2, 0.01, 100000), unit: UNIT_OF[limits[0].category] ?? 't',
    supplier: text(input.supplier, '供应商', 100, true), arrivalDate, sampleDate, sampleNo: text(input.sampleNo, '样品编号', 64, false),
    usePart: text(input.usePart, '拟用部位', 200, false), state: 0, creatorUserId: user.id, creatorTime: now, testerUserId: '', testTime: null
  }
  const results = cleanResults(input.results, limits)
  const dup = await labRepository.page(ctx.db, { contractIds: [contract.id], materialCode: m.materialCode }, 0, 1000)
  if (dup.rows.some((r) => r.batchNo === m.batchNo)) throw new BadRequest(`批号${m.batchNo}的${m.materialName}已登记`)
  await labRepository.insertMaterial(ctx.db, m)
  if (results.length === 0) return { id: m.id, state: 0 }
  const w = resultRows(ctx, user, m, results, [], undefined, '')
  return { id: m.id, state: await write(ctx, user, m, contract, w, limits, []) }
}

/** records (more) results of a batch; a result already recorded changes only with a reason */
export async function recordResults(ctx: AppContext, user: UserTable, id: string, body: Body): Promise<{ id: string; state: LabState }> {
  const { m, contract } = await materialFor(ctx, user, id)
  await requireRole(ctx, user, TESTERS, '录入检测结果')
  const limits = await labRepository.limitsOf(ctx.db, m.projectId, m.materialCode)
  const input = cleanResults(body.results, limits)
  if (input.length === 0) throw new BadRequest('请填写检测结果')
  const reason = text(body.reason, '修改原因', 500, false)
  const [current, last] = await Promise.all([labRepository.results(ctx.db, m.id), labRepository.lastChange(ctx.db, m.id)])
  const w = resultRows(ctx, user, m, input, current, last, reason)
  if (w.results.length === 0) throw new BadRequest('检测结果没有变化')
  return { id: m.id, state: await write(ctx, user, m, contract, w, limits, current) }
}

export async function materialDetail(ctx: AppContext, user: UserTable, id: string): Promise<LabMaterialDetailVO> {
  const { m, contract } = await materialFor(ctx, user, id)
  const [limits, results, changes] = await Promise.all([
    labRepository.limitsOf(ctx.db, m.projectId, m.materialCode), labRepository.results(ctx.db, m.id), labRepository.changes(ctx.db, m.id)
  ])
  const users = new Map((await userRepository.listByIds(ctx.db, [...new Set([m.creatorUserId, m.testerUserId, ...changes.map((c) => c.userId)].filter(Boolean))]))
    .map((u) => [u.id, u.realName]))
  const items = limits.map((l) => {
    const r = results.find((x) => x.itemCode === l.itemCode)
    // a result keeps the limit it was checked against
    const bounds = r ?? l
    return {
      itemCode: l.itemCode, itemName: l.itemName, unit: l.unit, minValue: bounds.minValue, maxValue: bounds.maxValue, limitText: limitText(bounds),
      standard: r?.standard ?? l.standard, value: r ? Number(r.value) : null, passed: r ? Number(r.passed) === 1 : null
    }
  })
  const changeVos: LabChangeVO[] = changes.map((c) => ({
    seq: Number(c.seq), itemCode: c.itemCode, itemName: c.itemName, oldValue: c.oldValue === null ? null : Number(c.oldValue), newValue: Number(c.newValue),
    oldPassed: boolOf(c.oldPassed), newPassed: Number(c.newPassed) === 1, reason: c.reason, userName: users.get(c.userId) ?? '', changedAt: Number(c.changedAt), hash: c.hash
  }))
  return {
    ...rowVo(m, contract.enCode, limits, results), results: items, changes: changeVos, intact: chainIntact(changes, results),
    creatorName: users.get(m.creatorUserId) ?? '', testerName: users.get(m.testerUserId) ?? '', testTime: m.testTime === null ? null : Number(m.testTime)
  }
}

export interface ListQuery { projectId?: string; contractId?: string; state?: string; materialCode?: string; keyword?: string; from?: string; to?: string; currentPage?: string; pageSize?: string }

export async function filterOf(ctx: AppContext, user: UserTable, q: ListQuery): Promise<{ f: MaterialFilter; names: Map<string, string> }> {
  const sections = q.contractId ? [await sectionFor(ctx, user, q.contractId)] : await sectionsOfProject(ctx, user, q.projectId)
  if (q.state !== undefined && q.state !== '' && !['0', '1', '2'].includes(q.state)) throw new BadRequest('检测状态不正确')
  const day = (v: string | undefined, label: string) => {
    if (!v) return undefined
    if (dayNumber(v) === undefined) throw new BadRequest(`${label}格式应为 yyyy-MM-dd`)
    return v
  }
  const f: MaterialFilter = {
    contractIds: sections.map((c) => c.id), state: q.state ? Number(q.state) : undefined, materialCode: q.materialCode || undefined,
    keyword: q.keyword ? text(q.keyword, '关键词', 50, false) : undefined, from: day(q.from, '开始日期'), to: day(q.to, '结束日期')
  }
  if (f.from && f.to && f.from > f.to) throw new BadRequest('开始日期不能晚于结束日期')
  return { f, names: new Map(sections.map((c) => [c.id, c.enCode])) }
}

export async function materialList(ctx: AppContext, user: UserTable, q: ListQuery): Promise<LabMaterialPage> {
  const currentPage = q.currentPage ? Number(q.currentPage) : 1
  const pageSize = q.pageSize ? Number(q.pageSize) : 20
  if (!Number.isInteger(currentPage) || currentPage < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new BadRequest('分页参数不正确')
  const { f, names } = await filterOf(ctx, user, q)
  const { rows, total } = await labRepository.page(ctx.db, f, (currentPage - 1) * pageSize, pageSize)
  const results = await labRepository.resultsOf(ctx.db, rows.map((r) => r.id))
  const limitsBy = new Map<string, LabLimitTable[]>()
  for (const r of rows) {
    const key = `${r.projectId}/${r.materialCode}`
    if (!limitsBy.has(key)) limitsBy.set(key, await labRepository.limitsOf(ctx.db, r.projectId, r.materialCode))
  }
  return {
    list: rows.map((r) => rowVo(r, names.get(r.contractId) ?? '', limitsBy.get(`${r.projectId}/${r.materialCode}`) ?? [], results.filter((x) => x.materialId === r.id))),
    pagination: { currentPage, pageSize, total }
  }
}

function rate(rows: SummaryRow[]): LabRateVO {
  const sum = (state: number) => rows.filter((r) => r.state === state).reduce((s, r) => s + r.batches, 0)
  const passed = sum(1)
  const failed = sum(2)
  return {
    batches: rows.reduce((s, r) => s + r.batches, 0), passed, failed, pending: sum(0),
    quantity: Math.round(rows.reduce((s, r) => s + r.quantity, 0) * 100) / 100,
    passRate: passed + failed === 0 ? null : Math.round((passed / (passed + failed)) * 1000) / 10
  }
}

function groups<K extends string>(rows: SummaryRow[], key: (r: SummaryRow) => K): [K, SummaryRow[]][] {
  const out = new Map<K, SummaryRow[]>()
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r])
  return [...out.entries()]
}

/** batches, quantity and pass rate by material, supplier and month of arrival */
export async function materialSummary(ctx: AppContext, user: UserTable, q: ListQuery): Promise<LabSummaryVO> {
  const { f } = await filterOf(ctx, user, q)
  const rows = await labRepository.summaryRows(ctx.db, f)
  return {
    ...rate(rows),
    byMaterial: groups(rows, (r) => r.materialCode).map(([code, of]) => ({ materialCode: code, materialName: of[0].materialName, unit: of[0].unit, ...rate(of) }))
      .sort((a, b) => b.batches - a.batches || a.materialCode.localeCompare(b.materialCode)),
    bySupplier: groups(rows, (r) => r.supplier).map(([supplier, of]) => ({ supplier, ...rate(of) }))
      .sort((a, b) => b.batches - a.batches || a.supplier.localeCompare(b.supplier)),
    byMonth: groups(rows, (r) => r.period).map(([period, of]) => ({ period, ...rate(of) })).sort((a, b) => a.period.localeCompare(b.period))
  }
}

// Reading the lab ledgers: test items, one record with its change record, the list, pass-rate summary, WBS parts.
import type {
  LabChangeVO, LabInspectionType, LabLedgerDetailVO, LabLedgerKind, LabLedgerPage, LabLedgerRowVO, LabLedgerSummaryVO, LabState, LabTestItemVO, LabWbsPartVO
} from '@shared/api/laboratory'
import type { AppContext } from '../../context'
import type { ContractTable, LabLedgerTable, LabResultTable, LabTestItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { chainage as chainageText, dayNumber, sectionFor, sectionsOfProject, wbsRepository } from '../progress'
import { userRepository } from '../users/repository'
import { limitText } from './limits'
import { INSPECTION_NAMES, KINDS, MEAN, pointLimits, ruleText } from './ledger-limits'
import { ledgerRepository, type LedgerFilter, type LedgerSummaryRow } from './ledger-repository'
import { labRepository } from './repository'
import { STATE_NAMES, boolOf, text } from './service'
import { chainIntact } from './verdict'

const NO_LEDGER = '检测记录不存在或您无权访问'

const itemVo = (i: LabTestItemTable): LabTestItemVO => ({
  kind: i.kind as LabLedgerKind, itemCode: i.itemCode, itemName: i.itemName, unit: i.unit, designLabel: i.designLabel, pointLabel: i.pointLabel,
  ruleText: ruleText(i), standard: i.standard
})

export async function testItems(ctx: AppContext, user: UserTable, projectId: unknown, kind: unknown): Promise<LabTestItemVO[]> {
  await sectionsOfProject(ctx, user, projectId)
  if (kind !== undefined && kind !== '' && !(typeof kind === 'string' && kind in KINDS)) throw new BadRequest('台账类别不正确')
  return (await ledgerRepository.items(ctx.db, (kind as string) || undefined)).map(itemVo)
}

/** a record the user may read (its section's), with its section and test item; refused as missing otherwise */
export async function ledgerFor(ctx: AppContext, user: UserTable, id: string): Promise<{ l: LabLedgerTable; contract: ContractTable; item: LabTestItemTable }> {
  const l = await ledgerRepository.ledger(ctx.db, id)
  if (!l) throw new BadRequest(NO_LEDGER)
  let contract: ContractTable
  try {
    contract = await sectionFor(ctx, user, l.contractId)
  } catch {
    throw new BadRequest(NO_LEDGER)
  }
  const item = await ledgerRepository.item(ctx.db, l.itemCode)
  if (!item) throw new BadRequest(NO_LEDGER)
  return { l, contract, item }
}

function rowVo(l: LabLedgerTable, contractName: string, results: LabResultTable[]): LabLedgerRowVO {
  const pts = results.filter((r) => r.itemCode !== MEAN)
  const mean = results.find((r) => r.itemCode === MEAN)
  return {
    id: l.id, projectId: l.projectId, contractId: l.contractId, contractName, kind: l.kind as LabLedgerKind, inspectionType: l.inspectionType as LabInspectionType,
    recordNo: l.recordNo, itemCode: l.itemCode, itemName: l.itemName, unit: l.unit, partName: l.partName, chainage: l.chainage,
    designValue: l.designValue === null ? null : Number(l.designValue), designText: l.designText, limitText: limitText({ minValue: l.minValue, maxValue: l.maxValue }),
    meanLimitText: l.meanMin === null ? '' : limitText({ minValue: l.meanMin, maxValue: null }), points: Number(l.points), testedPoints: pts.length,
    failedPoints: pts.filter((r) => Number(r.passed) === 0).length, mean: mean ? Number(mean.value) : null, testDate: l.testDate,
    ageDays: l.ageDays === null ? null : Number(l.ageDays), state: Number(l.state) as LabState, stateName: STATE_NAMES[Number(l.state)] ?? ''
  }
}

export async function ledgerDetail(ctx: AppContext, user: UserTable, id: string): Promise<LabLedgerDetailVO> {
  const { l, contract, item } = await ledgerFor(ctx, user, id)
  const [results, changes] = await Promise.all([labRepository.results(ctx.db, l.id), labRepository.changes(ctx.db, l.id)])
  const users = new Map((await userRepository.listByIds(ctx.db, [...new Set([l.creatorUserId, l.testerUserId, ...changes.map((c) => c.userId)].filter(Boolean))]))
    .map((u) => [u.id, u.realName]))
  const points = pointLimits(l, item.pointLabel).map((p) => {
    const r = results.find((x) => x.itemCode === p.itemCode)
    return { itemCode: p.itemCode, itemName: p.itemName, value: r ? Number(r.value) : null, passed: r ? Number(r.passed) === 1 : null, limitText: limitText(r ?? p) }
  })
  const changeVos: LabChangeVO[] = changes.map((c) => ({
    seq: Number(c.seq), itemCode: c.itemCode, itemName: c.itemName, oldValue: c.oldValue === null ? null : Number(c.oldValue), newValue: Number(c.newValue),
    oldPassed: boolOf(c.oldPassed), newPassed: Number(c.newPassed) === 1, reason: c.reason, userName: users.get(c.userId) ?? '', changedAt: Number(c.changedAt), hash: c.hash
  }))
  return {
    ...rowVo(l, contract.enCode, results), wbsId: l.wbsId, standard: l.standard, sampleDate: l.sampleDate, sampleNo: l.sampleNo, remark: l.remark,
    pointLabel: item.pointLabel, results: points, changes: changeVos, intact: chainIntact(changes, results), creatorName: users.get(l.creatorUserId) ?? '',
    testerName: users.get(l.testerUserId) ?? '', testTime: l.testTime === null ? null : Number(l.testTime)
  }
}

export interface LedgerQuery {
  projectId?: string; contractId?: string; kind?: string; inspectionType?: string; state?: string; itemCode?: string; keyword?: string
  from?: string; to?: string; currentPage?: string; pageSize?: string
}

export function pageOf(q: { currentPage?: string; pageSize?: string }): { currentPage: number; pageSize: number } {
  const currentPage = q.currentPage ? Number(q.currentPage) : 1
  const pageSize = q.pageSize ? Number(q.pageSize) : 20
  if (!Number.isInteger(currentPage) || currentPage < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new BadRequest('分页参数不正确')
  return { currentPage, pageSize }
}

export async function ledgerFilterOf(ctx: AppContext, user: UserTable, q: LedgerQuery): Promise<{ f: LedgerFilter; names: Map<string, string> }> {
  const sections = q.contractId ? [await sectionFor(ctx, user, q.contractId)] : await sectionsOfProject(ctx, user, q.projectId)
  if (q.kind && !(q.kind in KINDS)) throw new BadRequest('台账类别不正确')
  if (q.inspectionType && !(q.inspectionType in INSPECTION_NAMES)) throw new BadRequest('检测类型不正确')
  if (q.state !== undefined && q.state !== '' && !['0', '1', '2'].includes(q.state)) throw new BadRequest('检测状态不正确')
  const day = (v: string | undefined, label: string) => {
    if (!v) return undefined
    if (dayNumber(v) === undefined) throw new BadRequest(`${label}格式应为 yyyy-MM-dd`)
    return v
  }
  const f: LedgerFilter = {
    contractIds: sections.map((c) => c.id), kind: q.kind || undefined, inspectionType: q.inspectionType || undefined, state: q.state ? Number(q.state) : undefined,
    itemCode: q.itemCode || undefined, keyword: q.keyword ? text(q.keyword, '关键词', 50, false) : undefined, from: day(q.from, '开始日期'), to: day(q.to, '结束日期')
  }
  if (f.from && f.to && f.from > f.to) throw new BadRequest('开始日期不能晚于结束日期')
  return { f, names: new Map(sections.map((c) => [c.id, c.enCode])) }
}

export async function ledgerList(ctx: AppContext, user: UserTable, q: LedgerQuery): Promise<LabLedgerPage> {
  const { currentPage, pageSize } = pageOf(q)
  const { f, names } = await ledgerFilterOf(ctx, user, q)
  const { rows, total } = await ledgerRepository.page(ctx.db, f, (currentPage - 1) * pageSize, pageSize)
  const results = await labRepository.resultsOf(ctx.db, rows.map((r) => r.id))
  return {
    list: rows.map((r) => rowVo(r, names.get(r.contractId) ?? '', results.filter((x) => x.materialId === r.id))),
    pagination: { currentPage, pageSize, total }
  }
}

function rate(rows: LedgerSummaryRow[]) {
  const sum = (state: number) => rows.filter((r) => r.state === state).reduce((s, r) => s + r.records, 0)
  const passed = sum(1)
  const failed = sum(2)
  return {
    records: rows.reduce((s, r) => s + r.records, 0), passed, failed, pending: sum(0),
    passRate: passed + failed === 0 ? null : Math.round((passed / (passed + failed)) * 1000) / 10
  }
}

function groups(rows: LedgerSummaryRow[], key: (r: LedgerSummaryRow) => string): [string, LedgerSummaryRow[]][] {
  const out = new Map<string, LedgerSummaryRow[]>()
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r])
  return [...out.entries()]
}

/** records and pass rate by test item, section and month of test; pending records count in neither */
export async function ledgerSummary(ctx: AppContext, user: UserTable, q: LedgerQuery): Promise<LabLedgerSummaryVO> {
  const { f, names } = await ledgerFilterOf(ctx, user, q)
  const rows = await ledgerRepository.summaryRows(ctx.db, f)
  return {
    ...rate(rows),
    byItem: groups(rows, (r) => r.itemCode).map(([code, of]) => ({ itemCode: code, itemName: of[0].itemName, kind: of[0].kind as LabLedgerKind, ...rate(of) }))
      .sort((a, b) => b.records - a.records || a.itemCode.localeCompare(b.itemCode)),
    bySection: groups(rows, (r) => r.contractId).map(([id, of]) => ({ contractId: id, contractName: names.get(id) ?? '', ...rate(of) }))
      .sort((a, b) => a.contractName.localeCompare(b.contractName)),
    byMonth: groups(rows, (r) => r.period).map(([period, of]) => ({ period, ...rate(of) })).sort((a, b) => a.period.localeCompare(b.period))
  }
}

/** the 分项工程 of a section a record can be made on (ledgeChoose), with their path and chainage */
export async function wbsParts(ctx: AppContext, user: UserTable, contractId: unknown, keyword: unknown): Promise<LabWbsPartVO[]> {
  const contract = await sectionFor(ctx, user, contractId)
  const k = keyword === undefined ? '' : text(keyword, '关键词', 50, false)
  const nodes = await wbsRepository.nodesOf(ctx.db, contract.id)
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const pathOf = (id: string): string[] => {
    const n = byId.get(id)
    return n ? [...pathOf(n.parentId), n.name] : []
  }
  return nodes.filter((n) => n.level === 'item').map((n) => ({
    id: n.id, code: n.code, name: n.name, path: pathOf(n.parentId).join(' / '),
    chainage: n.startChainage === null ? '' : [chainageText(n.startChainage), chainageText(n.endChainage)].filter(Boolean).join('～')
  })).filter((p) => !k || p.name.includes(k) || p.path.includes(k) || p.code.includes(k) || p.chainage.includes(k))
}

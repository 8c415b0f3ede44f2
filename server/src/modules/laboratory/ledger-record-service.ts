// Recording the lab ledgers: new records, their measured values checked and written with change rows, failures told.
//
// The lab ledgers: 施工检测台账 (process tests during construction: concrete and mortar cubes with their 组数 and 龄期,
// layer compaction, base strength) and 工程实体检测 (tests on the works as built, per WBS part and chainage). A record
// names its test item and design value; the item's rule (lab_test_item) turns the design value into the limits each
// point/group must meet and, for cubes, the limit of their mean (JTG F80/1 附录D). The limits are fixed on the record
// when it is made. The measured values go through the incoming materials' rules: each checked here (never by the
// client), written with a hash-chained change row, changed afterwards only with a reason, and a newly failing
// record reported at once to the chief engineers and supervisors of the section.
import crypto from 'node:crypto'
import type { LabInspectionType, LabLedgerKind, LabState } from '@shared/api/laboratory'
import type { AppContext } from '../../context'
import type { ContractTable, LabLedgerTable, LabResultTable, LabTestItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { createMessage } from '../message'
import { chainage as chainageText, dayNumber, dayOf, holdsRole, sectionFor, wbsRepository } from '../progress'
import { limitText } from './limits'
import { INSPECTION_NAMES, KINDS, MEAN, bound, pointLimits, round3 } from './ledger-limits'
import { ledgerRepository } from './ledger-repository'
import { ledgerFor } from './ledger-read-service'
import { labRepository } from './repository'
import { FAILURE_READERS, TESTERS, decimal, resultRows, text } from './service'
import { stateOf } from './verdict'

/** who records a 监理抽检 */
const SPOT_TESTERS = ['supervisionEngineer']
const MAX_POINTS = 60

type Body = Record<string, unknown>

function cleanValues(v: unknown, points: number, unit: string): (number | null)[] {
  if (v === undefined || v === null) return []
  if (!Array.isArray(v)) throw new BadRequest('检测结果格式不正确')
  if (v.length > points) throw new BadRequest(`检测结果多于${points}个测点/组`)
  return v.map((x, i) => (x === null || x === '' ? null : decimal(x, `第${i + 1}个检测值${unit ? `（${unit}）` : ''}`, 3, -100000, 100000)))
}

async function mayRecord(ctx: AppContext, user: UserTable, type: string, what: string): Promise<void> {
  const roles = type === 'spot' ? SPOT_TESTERS : TESTERS
  if (!(await holdsRole(ctx, user, roles))) throw new BadRequest(`您没有${what}的权限（${type === 'spot' ? '监理抽检由监理工程师录入' : '施工自检由试验员录入'}）`)
}

async function notifyFailure(ctx: AppContext, user: UserTable, l: LabLedgerTable, contract: ContractTable, failed: LabResultTable[]): Promise<void> {
  if (failed.length === 0) return
  const people = await labRepository.sectionPeople(ctx.db, l.projectId, l.contractId, FAILURE_READERS)
  const to = people.map((p) => p.id).filter((id) => id !== user.id)
  if (to.length === 0) return
  const items = failed.map((r) => `${r.itemName} ${Number(r.value)}${r.unit}（标准 ${limitText(r)}${r.unit}）`).join('；')
  const where = [l.partName, l.chainage].filter(Boolean).join(' ')
  await createMessage(ctx, {
    toUserIds: to, type: 3, creatorUserId: user.id,
    title: `${KINDS[l.kind as LabLedgerKind] ?? '检测'}不合格：${contract.enCode} ${l.itemName} ${l.recordNo}`,
    bodyText: `${contract.fullName}${where}的${l.itemName}（${INSPECTION_NAMES[l.inspectionType as LabInspectionType] ?? ''}，设计${l.designText || (l.designValue ?? '—')}，` +
      `标准 ${l.standard}）检测不合格：${items}。请组织原因分析并按规定处理。`
  })
}

/** checks and writes the given values of a record over its current ones; returns the record's state */
async function writeValues(ctx: AppContext, user: UserTable, l: LabLedgerTable, contract: ContractTable, item: LabTestItemTable, values: (number | null)[], reason: string): Promise<LabState> {
  const limits = pointLimits(l, item.pointLabel)
  const [current, last] = await Promise.all([labRepository.results(ctx.db, l.id), labRepository.lastChange(ctx.db, l.id)])
  const input = values.flatMap((v, i) => (v === null ? [] : [{ limit: limits[i], value: v }]))
  // the mean is the record's, not the client's: computed once every point has its value
  const merged = new Map(current.filter((r) => r.itemCode !== MEAN).map((r) => [r.itemCode, Number(r.value)]))
  for (const x of input) merged.set(x.limit.itemCode, x.value)
  const meanLimit = limits.find((x) => x.itemCode === MEAN)
  if (meanLimit && merged.size === Number(l.points)) input.push({ limit: meanLimit, value: round3([...merged.values()].reduce((s, v) => s + v, 0) / merged.size) })
  const w = resultRows(ctx, user, l, input, current, last, reason)
  if (w.results.length === 0) throw new BadRequest('检测结果没有变化')
  const all = [...current.filter((r) => !w.results.some((n) => n.itemCode === r.itemCode)), ...w.results]
  const state = stateOf(limits, all)
  let done: boolean
  try {
    done = await ledgerRepository.record(ctx.db, l.id, Number(l.state), { state, testerUserId: user.id, testTime: ctx.clock.now() }, w.results, w.changes)
  } catch (err) {
    ctx.log.warn({ err }, 'ledger results not recorded')
    done = false
  }
  if (!done) throw new BadRequest('该记录的检测结果已由他人更新，请刷新后重试')
  await notifyFailure(ctx, user, l, contract, w.newlyFailed)
  return state
}

/** a new record of a ledger, with whatever values are already measured */
export async function createLedger(ctx: AppContext, user: UserTable, body: Body): Promise<{ id: string; state: LabState }> {
  const contract = await sectionFor(ctx, user, body.contractId)
  const kind = body.kind
  if (typeof kind !== 'string' || !(kind in KINDS)) throw new BadRequest('台账类别不正确')
  const type = body.inspectionType === undefined || body.inspectionType === '' ? 'self' : body.inspectionType
  if (typeof type !== 'string' || !(type in INSPECTION_NAMES)) throw new BadRequest('检测类型应为施工自检或监理抽检')
  await mayRecord(ctx, user, type, `录入${KINDS[kind as LabLedgerKind]}`)
  if (contract.kind !== 'construction') throw new BadRequest('检测记录应登记在施工合同段')
  const item = typeof body.itemCode === 'string' && body.itemCode ? await ledgerRepository.item(ctx.db, body.itemCode) : undefined
  if (!item) throw new BadRequest('请选择检测项目')
  if (item.kind !== kind) throw new BadRequest(`${item.itemName}不属于${KINDS[kind as LabLedgerKind]}`)
  const now = ctx.clock.now()
  let designValue: number | null = null
  if (item.designLabel) {
    if (body.designValue === undefined || body.designValue === null || body.designValue === '') throw new BadRequest(`请填写${item.designLabel}`)
    designValue = decimal(body.designValue, item.designLabel, 3, 0.001, 100000)
  }
  const points = typeof body.points === 'number' ? body.points : Number.NaN
  if (!Number.isInteger(points) || points < 1 || points > MAX_POINTS) throw new BadRequest(`${item.pointLabel}数应为1～${MAX_POINTS}的整数`)
  const testDate = dayOf(text(body.testDate, '检测日期', 10, true), now, '检测日期')
  const sampleDate = body.sampleDate ? dayOf(text(body.sampleDate, '取样/成型日期', 10, false), now, '取样/成型日期') : ''
  if (sampleDate && dayNumber(sampleDate)! > dayNumber(testDate)!) throw new BadRequest('检测日期不能早于取样/成型日期')
  let ageDays: number | null = null
  if (body.ageDays !== undefined && body.ageDays !== null && body.ageDays !== '') {
    if (typeof body.ageDays !== 'number' || !Number.isInteger(body.ageDays) || body.ageDays < 1 || body.ageDays > 365) throw new BadRequest('龄期应为1～365天的整数')
    ageDays = body.ageDays
  }
  let wbsId = ''
  let partName = text(body.partName, '工程部位', 200, false)
  let chainage = text(body.chainage, '桩号', 64, false)
  if (body.wbsId) {
    const node = typeof body.wbsId === 'string' ? await wbsRepository.node(ctx.db, body.wbsId) : undefined
    if (!node || node.contractId !== contract.id) throw new BadRequest('所选工程部位不属于该合同段')
    wbsId = node.id
    partName ||= node.name
    if (!chainage && node.startChainage !== null) chainage = [chainageText(node.startChainage), chainageText(node.endChainage)].filter(Boolean).join('～')
  }
  if (!partName) throw new BadRequest('请选择或填写工程部位')
  const l: LabLedgerTable = {
    id: crypto.randomUUID().replace(/-/g, ''), projectId: contract.projectId, contractId: contract.id, kind, inspectionType: type,
    recordNo: text(body.recordNo, '记录编号', 64, true), itemCode: item.itemCode, itemName: item.itemName, unit: item.unit, wbsId, partName, chainage,
    designValue, designText: text(body.designText, '设计值', 32, false), minValue: bound(item.minFactor, item.minOffset, designValue),
    maxValue: bound(item.maxFactor, item.maxOffset, designValue), meanMin: bound(item.meanFactor, 0, designValue), standard: item.standard, points,
    sampleDate, testDate, ageDays, sampleNo: text(body.sampleNo, '样品编号', 64, false), remark: text(body.remark, '备注', 500, false), state: 0,
    creatorUserId: user.id, creatorTime: now, testerUserId: '', testTime: null
  }
  const values = cleanValues(body.values, points, item.unit)
  if (await ledgerRepository.numberTaken(ctx.db, contract.id, l.recordNo)) throw new BadRequest(`记录编号${l.recordNo}已存在`)
  await ledgerRepository.insert(ctx.db, l)
  if (values.every((v) => v === null)) return { id: l.id, state: 0 }
  return { id: l.id, state: await writeValues(ctx, user, l, contract, item, values, '') }
}

/** records (more) values of a record; a value already recorded changes only with a reason */
export async function recordLedgerValues(ctx: AppContext, user: UserTable, id: string, body: Body): Promise<{ id: string; state: LabState }> {
  const { l, contract, item } = await ledgerFor(ctx, user, id)
  await mayRecord(ctx, user, l.inspectionType, '录入检测结果')
  const values = cleanValues(body.values, Number(l.points), item.unit)
  if (values.every((v) => v === null)) throw new BadRequest('请填写检测结果')
  const reason = text(body.reason, '修改原因', 500, false)
  return { id: l.id, state: await writeValues(ctx, user, l, contract, item, values, reason) }
}

// Metering (计量) for payment: per section and period, a measured quantity per bill item, never more than the
// item's bill quantity less what earlier meterings that still count have taken (a returned metering gives its
// quantities back until it is saved again). The section draws a metering up as a draft (草稿) and edits it until it
// is submitted, and again once it is returned; the check and the write are one locked transaction
// (meter-repository.locked), so concurrent meterings of the same item can never together pass the bill quantity.
// Submitted meterings go through their flow (计量审批): countersigned by the section's supervisor, then the owner's
// manager; either may send it back with an opinion (meter-flow-hooks.ts moves the metering with the task).
import crypto from 'node:crypto'
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'
import type { MeterTable, UserTable, WbsNodeTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { METER_FLOW } from '../../catalog/progress/flows'
import { holdsRole, METERERS, requireRole, sectionFor, sectionsOfProject } from './access'
import { periodOf } from './dates'
import { submitThroughFlow } from './flow-submit'
import { locked, meterRepository } from './meter-repository'
import { money, wbsRepository } from './wbs-repository'
import { chainage } from './wbs-service'

const rangeOf = (n: Pick<WbsNodeTable, 'startChainage' | 'endChainage'>) => (n.startChainage !== null ? `${chainage(n.startChainage)}～${chainage(n.endChainage)}` : '')

export const METER_STATES = { draft: 0, supervisorReview: 1, ownerReview: 2, approved: 4, returned: 3 } as const
export const METER_STATE_NAMES: Record<number, string> = { 0: '草稿', 1: '监理审核', 2: '业主审核', 3: '已退回', 4: '已批准' }
const EDITABLE = [METER_STATES.draft, METER_STATES.returned]
const NO_METER = '计量单不存在或您无权访问'

export interface MeterInput {
  contractId?: unknown
  period?: unknown
  remark?: unknown
  lines?: unknown
  submit?: unknown
}

const newId = () => crypto.randomUUID().replace(/-/g, '')

function cleanLines(value: unknown): { nodeId: string; quantity: number }[] {
  if (!Array.isArray(value) || value.length === 0) throw new BadRequest('请至少填写一个计量清单项')
  if (value.length > 500) throw new BadRequest('一次计量最多500个清单项')
  const seen = new Set<string>()
  return value.map((l) => {
    const nodeId = l && typeof l === 'object' ? (l as { nodeId?: unknown }).nodeId : undefined
    const q = l && typeof l === 'object' ? (l as { quantity?: unknown }).quantity : undefined
    if (typeof nodeId !== 'string' || nodeId === '') throw new BadRequest('计量清单项不正确')
    if (seen.has(nodeId)) throw new BadRequest('同一清单项在一次计量中只能出现一次')
    seen.add(nodeId)
    const quantity = typeof q === 'number' ? q : typeof q === 'string' && /^\d+(\.\d+)?$/.test(q) ? Number(q) : NaN
    if (!Number.isFinite(quantity) || quantity <= 0) throw new BadRequest('计量数量应为大于0的数字')
    if (quantity > 1e10) throw new BadRequest('计量数量过大')
    if (Math.abs(Math.round(quantity * 100) - quantity * 100) > 1e-6) throw new BadRequest('计量数量最多两位小数')
    return { nodeId, quantity }
  })
}

function cleanRemark(v: unknown): string {
  if (v === undefined || v === null) return ''
  if (typeof v !== 'string') throw new BadRequest('计量说明格式不正确')
  if (v.length > 1000) throw new BadRequest('计量说明不能超过1000个字')
  return v.trim()
}

/**
 * Checks the lines against the bill inside the locked transaction and writes them with the metering's header:
 * what every other metering that still counts took is read after the lock, so two requests cannot both pass.
 */
async function writeChecked(ctx: AppContext, contractId: string, meterId: string, lines: { nodeId: string; quantity: number }[],
  write: (trx: Db, rows: { id: string; meterId: string; nodeId: string; quantity: number; amount: number }[], amount: number) => Promise<void>) {
  const items = await wbsRepository.items(ctx.db, lines.map((l) => l.nodeId))
  const byId = new Map(items.filter((i) => i.contractId === contractId).map((i) => [i.id, i]))
  for (const l of lines) if (!byId.has(l.nodeId)) throw new BadRequest('计量清单项不属于该合同段')
  const rows = lines.map((l) => ({ id: newId(), meterId, nodeId: l.nodeId, quantity: money(l.quantity), amount: money(l.quantity * Number(byId.get(l.nodeId)!.unitPrice)) }))
  const amount = money(rows.reduce((s, r) => s + r.amount, 0))
  await locked(ctx.db, ctx.dialect, lines.map((l) => l.nodeId), async (trx) => {
    const before = await meterRepository.meteredBefore(trx, lines.map((l) => l.nodeId), meterId)
    for (const l of lines) {
      const item = byId.get(l.nodeId)!
      const left = money(Number(item.designQuantity) - (before.get(l.nodeId) ?? 0))
      if (l.quantity > left + 0.001) throw new BadRequest(`${item.billCode || item.code} ${item.name}：本期计量${money(l.quantity)}${item.unit}超过清单剩余数量${Math.max(left, 0)}${item.unit}`)
    }
    await write(trx, rows, amount)
  })
  return amount
}

/** draws up a metering of a period (a draft, or submitted to the countersign at once with submit: true) */
export async function createMeter(ctx: AppContext, user: UserTable, input: MeterInput) {
  const contract = await sectionFor(ctx, user, input.contractId)
  await requireRole(ctx, user, METERERS, '申报计量')
  const period = periodOf(String(input.period ?? ''))
  const remark = cleanRemark(input.remark)
  const lines = cleanLines(input.lines)
  const submit = input.submit !== false
  const id = newId()
  const now = ctx.clock.now()
  // written as a draft under the quantity lock, then sent through the flow: a launch that fails leaves the draft
  const amount = await writeChecked(ctx, contract.id, id, lines, async (trx, rows, total) => {
    await meterRepository.insert(trx, {
      id, projectId: contract.projectId, contractId: contract.id, period, state: METER_STATES.draft, amount: total, creatorUserId: user.id, creatorTime: now,
      remark, opinion: '', supervisorUserId: '', supervisorTime: null, ownerUserId: '', ownerTime: null, submitTime: null, flowTaskId: ''
    }, rows)
  })
  return submitted(ctx, user, { id, flowTaskId: '' }, amount, submit)
}

/** the answer of a save: sent through the flow first when asked to */
async function submitted(ctx: AppContext, user: UserTable, meter: Pick<MeterTable, 'id' | 'flowTaskId'>, amount: number, submit: boolean) {
  if (submit) await submitThroughFlow(ctx, user, METER_FLOW.version, { meterId: meter.id }, meter.flowTaskId)
  const state = submit ? METER_STATES.supervisorReview : METER_STATES.draft
  return { id: meter.id, amount, state, stateName: METER_STATE_NAMES[state] }
}

async function editable(ctx: AppContext, user: UserTable, id: string): Promise<MeterTable> {
  const meter = await meterRepository.byId(ctx.db, id)
  if (!meter) throw new BadRequest(NO_METER)
  await sectionFor(ctx, user, meter.contractId)
  await requireRole(ctx, user, METERERS, '申报计量')
  if (!EDITABLE.includes(Number(meter.state) as 0 | 3)) throw new BadRequest(`计量单${METER_STATE_NAMES[Number(meter.state)]}，不能修改`)
  return meter
}

/** edits a draft or a returned metering (its period, remark and lines); submit: true sends it to the countersign */
export async function updateMeter(ctx: AppContext, user: UserTable, id: string, input: MeterInput) {
  const meter = await editable(ctx, user, id)
  const period = periodOf(String(input.period ?? meter.period))
  const remark = input.remark === undefined ? meter.remark : cleanRemark(input.remark)
  const lines = cleanLines(input.lines)
  const submit = input.submit === true
  const amount = await writeChecked(ctx, meter.contractId, id, lines, async (trx, rows, total) => {
    // a draft again (a returned metering counts against the bill once saved) until the flow takes it; an approver or
    // another editor in between makes this refuse, as the metering is then no longer where it was read
    const moved = await meterRepository.move(trx, id, [Number(meter.state)], METER_STATES.draft, { period, remark, amount: total })
    if (!moved) throw new BadRequest('该计量单已由他人处理，请刷新')
    await meterRepository.replaceLines(trx, id, rows)
  })
  return submitted(ctx, user, meter, amount, submit)
}

/** deletes a draft or a returned metering (never one in the countersign or approved) */
export async function removeMeter(ctx: AppContext, user: UserTable, id: string): Promise<void> {
  const meter = await editable(ctx, user, id)
  if (!(await ctx.db.transaction().execute((trx) => meterRepository.remove(trx as never, id, [Number(meter.state)])))) {
    throw new BadRequest('该计量单已由他人处理，请刷新')
  }
}

export async function meterDetail(ctx: AppContext, user: UserTable, id: string) {
  const meter = await meterRepository.byId(ctx.db, id)
  if (!meter) throw new BadRequest(NO_METER)
  const contract = await sectionFor(ctx, user, meter.contractId)
  const lines = await meterRepository.lines(ctx.db, id)
  const before = await meterRepository.meteredBefore(ctx.db, lines.map((l) => l.nodeId), id)
  const names = await meterRepository.userNames(ctx.db, [meter.creatorUserId, meter.supervisorUserId, meter.ownerUserId])
  const state = Number(meter.state)
  return {
    id, contractId: contract.id, contractName: contract.fullName, period: meter.period, state, stateName: METER_STATE_NAMES[state], amount: money(meter.amount),
    remark: meter.remark, opinion: meter.opinion, creatorName: names.get(meter.creatorUserId) ?? '', creatorTime: Number(meter.creatorTime),
    submitTime: meter.submitTime === null ? null : Number(meter.submitTime),
    supervisorName: names.get(meter.supervisorUserId) ?? '', supervisorTime: meter.supervisorTime === null ? null : Number(meter.supervisorTime),
    ownerName: names.get(meter.ownerUserId) ?? '', ownerTime: meter.ownerTime === null ? null : Number(meter.ownerTime),
    editable: EDITABLE.includes(state as 0 | 3) && (await holdsRole(ctx, user, METERERS)), flowTaskId: meter.flowTaskId,
    lines: lines.map((l) => ({
      nodeId: l.nodeId, billCode: l.billCode, code: l.code, name: l.name, chainage: rangeOf(l), unit: l.unit, unitPrice: money(l.unitPrice),
      billQuantity: money(l.designQuantity), meteredBefore: money(before.get(l.nodeId) ?? 0), quantity: money(l.quantity), amount: money(l.amount)
    }))
  }
}

/**
 * The meterings of a project's (or one section's) sections the user belongs to. scope: 'waiting' those in the
 * countersign, 'apply' every one of the section's including drafts (the section's own list), otherwise all but drafts.
 */
export async function meterList(ctx: AppContext, user: UserTable, projectId: unknown, contractId: unknown, scope: unknown) {
  const sections = contractId ? [await sectionFor(ctx, user, contractId)] : await sectionsOfProject(ctx, user, projectId)
  const states = scope === 'waiting' ? [METER_STATES.supervisorReview, METER_STATES.ownerReview]
    : scope === 'apply' ? undefined : [METER_STATES.supervisorReview, METER_STATES.ownerReview, METER_STATES.returned, METER_STATES.approved]
  if (scope === 'apply') await requireRole(ctx, user, METERERS, '申报计量')
  const rows = await meterRepository.list(ctx.db, sections.map((c) => c.id), states)
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  return {
    list: rows.map((m) => ({
      id: m.id, contractId: m.contractId, contractName: names.get(m.contractId) ?? '', period: m.period, state: Number(m.state),
      stateName: METER_STATE_NAMES[Number(m.state)], amount: money(m.amount), remark: m.remark, opinion: m.opinion
    }))
  }
}

/** the bill of a section for a metering: per item the bill quantity, what other meterings took and what is left */
export async function meterItems(ctx: AppContext, user: UserTable, contractId: unknown, meterId: unknown, keyword: unknown) {
  const contract = await sectionFor(ctx, user, contractId)
  await requireRole(ctx, user, METERERS, '申报计量')
  const except = typeof meterId === 'string' ? meterId : ''
  if (except) {
    const meter = await meterRepository.byId(ctx.db, except)
    if (!meter || meter.contractId !== contract.id) throw new BadRequest(NO_METER)
  }
  let items: WbsNodeTable[] = await meterRepository.billItems(ctx.db, contract.id)
  const word = typeof keyword === 'string' ? keyword.trim() : ''
  if (word) items = items.filter((i) => i.name.includes(word) || i.billCode.includes(word) || i.code.includes(word))
  const before = await meterRepository.meteredBefore(ctx.db, items.map((i) => i.id), except)
  return {
    contractId: contract.id, contractName: contract.fullName,
    list: items.map((i) => {
      const metered = money(before.get(i.id) ?? 0)
      return {
        nodeId: i.id, billCode: i.billCode, code: i.code, name: i.name, chainage: rangeOf(i), unit: i.unit, unitPrice: money(i.unitPrice), billQuantity: money(i.designQuantity),
        meteredBefore: metered, left: Math.max(0, money(Number(i.designQuantity) - metered))
      }
    })
  }
}

// Metering (计量) for payment: per section and period, a measured quantity per bill item, never more than the
// item's bill quantity less what earlier meterings that still count have taken (a returned metering gives its
// quantities back). The check and the write are one locked transaction (meter-repository.locked), so concurrent
// meterings of the same item can never together pass the bill quantity. Submitted meterings are countersigned by
// the supervisor and the owner's manager: the first approval of each moves it on, the owner's closes it.
import crypto from 'node:crypto'
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { holdsRole, METERERS, requireRole, sectionFor, sectionsOfProject } from './access'
import { periodOf } from './dates'
import { locked, meterRepository } from './meter-repository'
import { money, wbsRepository } from './wbs-repository'

export const METER_STATES = { supervisorReview: 1, ownerReview: 2, approved: 4, returned: 3 } as const
const STATE_NAMES: Record<number, string> = { 1: '监理审核', 2: '业主审核', 3: '已退回', 4: '已批准' }

export interface MeterInput {
  contractId?: unknown
  period?: unknown
  lines?: unknown
}

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
    if (Math.abs(Math.round(quantity * 100) - quantity * 100) > 1e-6) throw new BadRequest('计量数量最多两位小数')
    return { nodeId, quantity }
  })
}

/** files a metering of a period and sends it to the countersign */
export async function createMeter(ctx: AppContext, user: UserTable, input: MeterInput) {
  const contract = await sectionFor(ctx, user, input.contractId)
  await requireRole(ctx, user, METERERS, '申报计量')
  const period = periodOf(String(input.period ?? ''))
  const lines = cleanLines(input.lines)
  const items = await wbsRepository.items(ctx.db, lines.map((l) => l.nodeId))
  const byId = new Map(items.filter((i) => i.contractId === contract.id).map((i) => [i.id, i]))
  for (const l of lines) if (!byId.has(l.nodeId)) throw new BadRequest('计量清单项不属于该合同段')
  const id = crypto.randomUUID().replace(/-/g, '')
  const rows = lines.map((l) => ({ id: crypto.randomUUID().replace(/-/g, ''), meterId: id, nodeId: l.nodeId, quantity: money(l.quantity), amount: money(l.quantity * Number(byId.get(l.nodeId)!.unitPrice)) }))
  const amount = money(rows.reduce((s, r) => s + r.amount, 0))
  await locked(ctx.db, ctx.dialect, lines.map((l) => l.nodeId), async (trx) => {
    const before = await meterRepository.meteredBefore(trx, lines.map((l) => l.nodeId))
    for (const l of lines) {
      const item = byId.get(l.nodeId)!
      const left = money(Number(item.designQuantity) - (before.get(l.nodeId) ?? 0))
      if (l.quantity > left + 0.001) throw new BadRequest(`${item.billCode || item.code} ${item.name}：本期计量${money(l.quantity)}${item.unit}超过清单剩余数量${left}${item.unit}`)
    }
    await meterRepository.insert(trx, {
      id, projectId: contract.projectId, contractId: contract.id, period, state: METER_STATES.supervisorReview, amount,
      creatorUserId: user.id, creatorTime: ctx.clock.now()
    }, rows)
  })
  return { id, amount, state: METER_STATES.supervisorReview }
}

/** a countersign step: the supervisor approves first, then the owner's project manager; either may return it */
export async function decideMeter(ctx: AppContext, user: UserTable, id: string, approve: boolean) {
  const meter = await meterRepository.byId(ctx.db, id)
  if (!meter) throw new BadRequest('计量单不存在或您无权访问')
  await sectionFor(ctx, user, meter.contractId)
  const state = Number(meter.state)
  const who = state === METER_STATES.supervisorReview ? ['supervisionEngineer'] : state === METER_STATES.ownerReview ? ['ownerProjectManager'] : []
  if (who.length === 0) throw new BadRequest('该计量单不在审批中')
  if (!(await holdsRole(ctx, user, who))) throw new BadRequest(`当前由${STATE_NAMES[state]}，您没有审批权限`)
  const next = !approve ? METER_STATES.returned : state === METER_STATES.supervisorReview ? METER_STATES.ownerReview : METER_STATES.approved
  if (!(await meterRepository.move(ctx.db, id, [state], next))) throw new BadRequest('该计量单已由他人处理，请刷新')
  return { id, state: next, stateName: STATE_NAMES[next] }
}

export async function meterDetail(ctx: AppContext, user: UserTable, id: string) {
  const meter = await meterRepository.byId(ctx.db, id)
  if (!meter) throw new BadRequest('计量单不存在或您无权访问')
  const contract = await sectionFor(ctx, user, meter.contractId)
  const lines = await meterRepository.lines(ctx.db, id)
  const before = await meterRepository.meteredBefore(ctx.db, lines.map((l) => l.nodeId), id)
  return {
    id, contractId: contract.id, contractName: contract.fullName, period: meter.period, state: Number(meter.state),
    stateName: STATE_NAMES[Number(meter.state)], amount: money(meter.amount),
    lines: lines.map((l) => ({
      nodeId: l.nodeId, billCode: l.billCode, code: l.code, name: l.name, unit: l.unit, unitPrice: money(l.unitPrice),
      billQuantity: money(l.designQuantity), meteredBefore: money(before.get(l.nodeId) ?? 0), quantity: money(l.quantity), amount: money(l.amount)
    }))
  }
}

export async function meterList(ctx: AppContext, user: UserTable, projectId: unknown, contractId: unknown, waiting: boolean) {
  const sections = contractId ? [await sectionFor(ctx, user, contractId)] : await sectionsOfProject(ctx, user, projectId)
  const rows = await meterRepository.list(ctx.db, sections.map((c) => c.id), waiting ? [METER_STATES.supervisorReview, METER_STATES.ownerReview] : undefined)
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  return {
    list: rows.map((m) => ({ id: m.id, contractId: m.contractId, contractName: names.get(m.contractId) ?? '', period: m.period, state: Number(m.state), stateName: STATE_NAMES[Number(m.state)], amount: money(m.amount) }))
  }
}

// Supervision orders: issued by a supervision engineer to a section (待回复); the section replies with the
// rectification, photos and a signature (待复核); the issuer or another supervision engineer of the section closes
// it (已闭合) or returns it with an opinion (已退回), and the section replies again. Each move is checked against
// the order's state and the caller's part in it, made only if the order is still in the state it was read in,
// kept with its photos and signature, and told to whoever acts next. A closed order takes no move.
import { ORDER_STATE_NAMES, ORDER_TYPES, type OrderAction, type OrderDetail, type OrderOptions, type OrderScope, type OrderState } from '@shared/api/supervision-orders'
import type { AppContext } from '../../context'
import type { SupervisionOrderTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, cleanSignImg, fileKeysIn, fileRefRepository } from '../files'
import { projectRepository } from '../projects'
import { parseChainage, parseMileage } from '../safety'
import { cleanFiles, memberOf, requireProject, text, today, type Member } from '../tasks'
import { idempotentCreate } from '../visualdev'
import { ISSUERS, NO_ORDER, REPLIERS, mayIssue, mayRead, mayVerify } from './access'
import { repliersOf, tell } from './notify'
import { orderRepository, type OrderFilter } from './repository'
import { card, files, step, viewOf } from './view'

const SCOPES: OrderScope[] = ['todo', 'issued', 'all']

function actionsOf(m: Member, o: SupervisionOrderTable, repliers: string[]): OrderAction[] {
  if ((o.state === 'issued' || o.state === 'returned') && repliers.includes(m.user.id)) return ['reply']
  if (o.state === 'replied' && mayVerify(m, o)) return ['close', 'return']
  return []
}

export interface ListQuery { projectId?: string; scope?: string; state?: string; contractId?: string; keyword?: string; page: number; size: number }

export async function listOrders(ctx: AppContext, user: UserTable, q: ListQuery) {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  const scope = (q.scope ?? 'todo') as OrderScope
  if (!SCOPES.includes(scope)) throw new BadRequest('列表范围不正确')
  const states = q.state ? q.state.split(',') : undefined
  if (states?.some((s) => !(s in ORDER_STATE_NAMES))) throw new BadRequest('指令状态不正确')
  if (q.keyword && q.keyword.length > 50) throw new BadRequest('关键字不能超过50个字')
  if (q.contractId !== undefined && (q.contractId.length === 0 || q.contractId.length > 64)) throw new BadRequest('合同段不正确')
  const f: OrderFilter = { projectId, states, contractId: q.contractId, keyword: q.keyword }
  if (!m.admin) f.readable = { userId: user.id, contracts: m.contracts }
  if (scope === 'issued') f.issuerId = user.id
  if (scope === 'todo') {
    const replies = m.roles.some((r) => REPLIERS.includes(r))
    const replyContracts = replies
      ? (await Promise.all(m.contracts.map(async (c) => ((await repliersOf(ctx, c)).includes(user.id) ? [c] : [])))).flat()
      : []
    f.todoOf = { userId: user.id, replyContracts, verifyContracts: m.roles.some((r) => ISSUERS.includes(r)) ? m.contracts : [] }
  }
  const { rows, total } = await orderRepository.list(ctx.db, f, q.size, (q.page - 1) * q.size)
  const v = await viewOf(ctx, rows)
  const day = today(ctx)
  return { list: rows.map((o) => card(o, v, day)), pagination: { currentPage: q.page, pageSize: q.size, total } }
}

export async function readable(ctx: AppContext, m: Member, id: string): Promise<SupervisionOrderTable> {
  const order = await orderRepository.find(ctx.db, id)
  if (!order || !mayRead(m, order)) throw new BadRequest(NO_ORDER)
  return order
}

export async function orderDetail(ctx: AppContext, user: UserTable, id: string): Promise<OrderDetail> {
  const m = await memberOf(ctx, user)
  const o = await readable(ctx, m, id)
  const [steps, repliers] = await Promise.all([orderRepository.steps(ctx.db, id), repliersOf(ctx, o.contractId)])
  const v = await viewOf(ctx, [o], steps.map((s) => s.userId))
  return {
    ...card(o, v, today(ctx)), projectId: o.projectId, chainage: o.chainage, part: o.part, finding: o.finding, requirement: o.requirement,
    photos: files(ctx, o.photos), issuerUserId: o.issuerUserId, actions: actionsOf(m, o, repliers), steps: steps.map((s) => step(ctx, s, v.names))
  }
}

/** whether the user may read the order (and so its photos) */
export async function mayReadOrder(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  try {
    await readable(ctx, await memberOf(ctx, user), id)
    return true
  } catch {
    return false
  }
}

/** the construction sections of the project the caller sees (all of them for an administrator) */
async function sectionsOf(ctx: AppContext, m: Member, projectId: string) {
  const all = await projectRepository.contractsOfProject(ctx.db, projectId)
  return all.filter((c) => c.kind === 'construction' && (m.admin || m.contracts.includes(c.id)))
}

export async function orderOptions(ctx: AppContext, user: UserTable, projectId: unknown): Promise<OrderOptions> {
  const m = await memberOf(ctx, user)
  const id = requireProject(m, projectId)
  const sections = await sectionsOf(ctx, m, id)
  return { mayIssue: mayIssue(m), sections: sections.map((s) => ({ id: s.id, enCode: s.enCode, fullName: s.fullName })) }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
function deadlineOf(value: unknown, ctx: AppContext): string {
  if (typeof value !== 'string' || !DATE.test(value)) throw new BadRequest('请选择整改期限（yyyy-MM-dd）')
  const d = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) throw new BadRequest('整改期限不是有效日期')
  if (value < today(ctx)) throw new BadRequest('整改期限不能早于今天')
  return value
}

function signOf(value: unknown, label: string): string {
  const s = cleanSignImg(value)
  if (!s) throw new BadRequest(`请${label}签名`)
  return s
}

/** JL01-ZL-2026-: the issuer's supervision section, the kind of order and the year */
async function numberPrefix(ctx: AppContext, m: Member, projectId: string, typeCode: string): Promise<string> {
  const own = (await projectRepository.contractsByIds(ctx.db, m.contracts)).find((c) => c.projectId === projectId && c.kind === 'supervision')
  const code = own ? own.enCode.replace(/[^A-Za-z0-9]/g, '') : 'JL'
  return `${code}-${typeCode}-${today(ctx).slice(0, 4)}-`
}

/** issues an order; `orderId` names it (a keyed issue passes its claim's id, to know later that it was made) */
export async function issueOrder(ctx: AppContext, user: UserTable, input: Record<string, unknown>, orderId = newId()): Promise<{ id: string; orderNo: string }> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, input.projectId)
  if (!mayIssue(m)) throw new BadRequest('只有监理工程师可以签发监理指令')
  if (typeof input.contractId !== 'string' || input.contractId === '') throw new BadRequest('请选择接收指令的合同段')
  const section = (await sectionsOf(ctx, m, projectId)).find((c) => c.id === input.contractId)
  if (!section) throw new BadRequest('合同段不存在或不在您的监理范围内')
  const type = ORDER_TYPES.find((t) => t.value === input.type)
  if (!type) throw new BadRequest('请选择指令类型')
  const subject = text(input.subject, '指令主题', 100, true)
  const chainage = text(input.chainage, '桩号', 60, false)
  if (chainage && parseChainage(chainage) === undefined && !parseMileage(chainage)) throw new BadRequest('桩号格式不正确，例如 K12+300 或 K12+300～K12+450')
  const part = text(input.part, '部位', 100, false)
  if (!chainage && !part) throw new BadRequest('请填写桩号或部位')
  const finding = text(input.finding, '存在问题', 2000, true)
  const requirement = text(input.requirement, '整改要求', 2000, true)
  const deadline = deadlineOf(input.deadline, ctx)
  const photos = cleanFiles(input.photos, '现场照片')
  const signImg = signOf(input.signImg, '监理工程师')
  const repliers = await repliersOf(ctx, section.id)
  if (repliers.length === 0) throw new BadRequest('该合同段没有可回复指令的人员（项目经理、总工或工区长）')
  const keys = await claimFiles(ctx, user, [...fileKeysIn(photos), ...fileKeysIn(signImg)])
  const prefix = await numberPrefix(ctx, m, projectId, type.code)
  const now = ctx.clock.now()
  for (let attempt = 0; ; attempt++) {
    const orderNo = `${prefix}${String((await orderRepository.lastNumber(ctx.db, projectId, prefix)) + 1).padStart(3, '0')}`
    const order: SupervisionOrderTable = {
      id: orderId, projectId, contractId: section.id, orderNo, type: type.value, subject, chainage, part, finding, requirement, deadline,
      photos: JSON.stringify(photos), issuerUserId: user.id, state: 'issued', replyCount: 0, creatorTime: now, lastModifyTime: now, closedTime: null
    }
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await orderRepository.insert(trx, order)
        await orderRepository.addStep(trx, { id: newId(), orderId: order.id, kind: 'issue', content: '', photos: '[]', signImg, userId: user.id, createdAt: now })
        await fileRefRepository.replace(trx, 'supervisionOrder', order.id, keys)
      })
    } catch (err) {
      // two orders numbered at once: the later one takes the next number
      if (attempt < 2 && (await orderRepository.lastNumber(ctx.db, projectId, prefix)) >= Number(orderNo.slice(prefix.length))) continue
      throw err
    }
    await tell(ctx, user.id, repliers, `监理指令：${subject}，请于${deadline}前整改并回复`, order)
    return { id: order.id, orderNo }
  }
}

const MOVE_NAMES: Record<OrderAction, string> = { reply: '回复', close: '闭合', return: '退回' }

/** a move of the order by the user; answers the order after it */
/** a move; `stepId` names the step it records (a keyed move passes its claim's id, to know later that it was made) */
export async function moveOrder(
  ctx: AppContext, user: UserTable, id: string, move: OrderAction, input: Record<string, unknown>, stepId = newId()
): Promise<OrderDetail> {
  const m = await memberOf(ctx, user)
  const o = await readable(ctx, m, id)
  const repliers = await repliersOf(ctx, o.contractId)
  if (!actionsOf(m, o, repliers).includes(move)) {
    if (o.state === 'closed') throw new BadRequest('监理指令已闭合，不能再修改')
    throw new BadRequest(`监理指令${ORDER_STATE_NAMES[o.state as OrderState] ?? o.state}，您不能${MOVE_NAMES[move]}`)
  }
  const now = ctx.clock.now()
  let set: Partial<SupervisionOrderTable> = { lastModifyTime: now }
  let content = ''
  let photos: ReturnType<typeof cleanFiles> = []
  let signImg = ''
  if (move === 'reply') {
    content = text(input.content, '整改情况', 2000, true)
    photos = cleanFiles(input.photos, '整改照片')
    if (photos.length === 0) throw new BadRequest('请上传整改后的现场照片')
    signImg = signOf(input.signImg, '回复人')
    set = { ...set, state: 'replied', replyCount: Number(o.replyCount) + 1 }
  }
  if (move === 'close') {
    content = text(input.opinion, '复查意见', 1000, false) || '经复查，整改到位，同意闭合。'
    signImg = signOf(input.signImg, '监理工程师')
    set = { ...set, state: 'closed', closedTime: now }
  }
  if (move === 'return') {
    content = text(input.opinion, '复查意见', 1000, true)
    signImg = cleanSignImg(input.signImg)
    set = { ...set, state: 'returned' }
  }
  const keys = await claimFiles(ctx, user, [...fileKeysIn(photos), ...fileKeysIn(signImg)])
  const moved = await ctx.db.transaction().execute(async (trx) => {
    if (!(await orderRepository.move(trx, id, [o.state], set))) return false
    await orderRepository.addStep(trx, { id: stepId, orderId: id, kind: move, content, photos: JSON.stringify(photos), signImg, userId: user.id, createdAt: now })
    if (keys.length) await fileRefRepository.add(trx, 'supervisionOrder', id, keys)
    return true
  })
  if (!moved) throw new BadRequest('监理指令状态已变化，请刷新后重试')
  const me = user.realName
  if (move === 'reply') await tell(ctx, user.id, [o.issuerUserId], `${me}已回复监理指令：${o.subject}，请复核`, o)
  if (move === 'close') await tell(ctx, user.id, repliers, `监理指令已闭合：${o.subject}`, o)
  if (move === 'return') await tell(ctx, user.id, repliers, `监理指令被退回：${o.subject}，复查意见：${content}`, o)
  return orderDetail(ctx, user, id)
}

/** an order issued under an Idempotency-Key (written on site without signal, sent by the outbox): issued once */
export async function issueOrderOnce(ctx: AppContext, user: UserTable, input: Record<string, unknown>, idemKey: string | undefined): Promise<{ id: string; orderNo: string }> {
  if (!idemKey) return issueOrder(ctx, user, input)
  const id = await idempotentCreate(ctx, user.id, 'supervision-order', idemKey, async (orderId) => { await issueOrder(ctx, user, input, orderId) },
    async (c, _scope, orderId) => Boolean(await orderRepository.find(c.db, orderId)))
  return { id, orderNo: (await orderRepository.find(ctx.db, id))?.orderNo ?? '' }
}

/**
 * A move under an Idempotency-Key (a reply or review made without signal, sent by the outbox): the same key again
 * answers the order as it stands and moves nothing. A move that meets an order moved on meanwhile (closed, replied
 * by a colleague) is refused as any stale move is, and the outbox shows the refusal.
 */
export async function moveOrderOnce(
  ctx: AppContext, user: UserTable, id: string, move: OrderAction, input: Record<string, unknown>, idemKey: string | undefined
): Promise<OrderDetail> {
  if (!idemKey) return moveOrder(ctx, user, id, move, input)
  await idempotentCreate(ctx, user.id, `supervision-order-${move}:${id}`, idemKey, async (stepId) => { await moveOrder(ctx, user, id, move, input, stepId) },
    async (c, _scope, stepId) => Boolean(await orderRepository.step(c.db, stepId)))
  return orderDetail(ctx, user, id)
}

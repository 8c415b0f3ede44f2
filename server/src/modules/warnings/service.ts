// Early warnings. A safety officer, the safety director or a project manager issues a warning to a project (or some of
// its sections): everyone enabled there gets a message, pushed live, and a receipt; each acknowledges it (已知悉) once;
// the issuer sees who has and who has not, reminds the latter at most once per WARNING_REMIND_MINUTES, and lifts the
// warning (解除). A warning is in force between its validity times unless lifted; after them it shows as expired.
import type { RecordLinkBody } from '@shared/api/message'
import {
  WARNING_LEVEL_GRADES, WARNING_LEVEL_NAMES, WARNING_LINK_MODEL, WARNING_REMIND_MINUTES, WARNING_TYPES, type WarningCard, type WarningDetail,
  type WarningLevel, type WarningPerson, type WarningState
} from '@shared/api/warnings'
import type { AppContext } from '../../context'
import type { EarlyWarningTable, MessageTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { nextRemindAt, pushMessages, remindNotBefore, splitReceipts, storeMessages } from '../message'
import { projectRepository } from '../projects'
import { parseMileage } from '../safety'
import { holds, memberOf, requireProject, type Member } from '../tasks'
import { warningRepository, type WarningViewer } from './repository'

export const ISSUERS = ['safetyOfficer', 'safetyDirector', 'projectManager']
export const NO_WARNING = '预警不存在或您无权访问'
const MAX_SPAN = 31 * 86_400_000

export function stateOf(w: Pick<EarlyWarningTable, 'liftedAt' | 'validFrom' | 'validUntil'>, now: number): WarningState {
  if (w.liftedAt !== null && w.liftedAt !== undefined) return 'lifted'
  if (now < Number(w.validFrom)) return 'pending'
  return now >= Number(w.validUntil) ? 'expired' : 'active'
}

const titleOf = (w: EarlyWarningTable) =>
  `${w.type}${WARNING_LEVEL_NAMES[Number(w.level) as WarningLevel]}预警（${WARNING_LEVEL_GRADES[Number(w.level) as WarningLevel]}）：${w.area}`

function text(value: unknown, label: string, max: number, required: boolean): string {
  if (value === undefined || value === null) value = ''
  if (typeof value !== 'string') throw new BadRequest(`${label}格式不正确`)
  const v = value.trim()
  if (required && v === '') throw new BadRequest(`请填写${label}`)
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字`)
  return v
}

function time(value: unknown, label: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw new BadRequest(`请选择${label}`)
  return n
}

async function issuerIn(ctx: AppContext, user: UserTable, projectId: unknown): Promise<{ m: Member; projectId: string }> {
  const m = await memberOf(ctx, user)
  const id = requireProject(m, projectId)
  if (!holds(m, ISSUERS)) throw new BadRequest('只有安全员、安全总监和项目经理可以发布预警')
  return { m, projectId: id }
}

// ---- reading ----

async function cardsOf(ctx: AppContext, me: string, rows: EarlyWarningTable[]): Promise<{ cards: WarningCard[]; sections: Map<string, string[]> }> {
  const ids = rows.map((w) => w.id)
  const [sections, mine, figures, names] = await Promise.all([
    warningRepository.sections(ctx.db, ids), warningRepository.myReceipts(ctx.db, me, ids), warningRepository.figures(ctx.db, ids),
    namesOf(ctx, rows.map((w) => w.issuerUserId))
  ])
  const contracts = new Map((await projectRepository.contractsByIds(ctx.db, [...new Set([...sections.values()].flat())])).map((c) => [c.id, c]))
  const now = ctx.clock.now()
  const cards = rows.map((w): WarningCard => {
    const receipt = mine.get(w.id)
    const f = w.issuerUserId === me ? figures.get(w.id) ?? { total: 0, acknowledged: 0 } : { total: 0, acknowledged: 0 }
    return {
      id: w.id, projectId: w.projectId, type: w.type, level: Number(w.level) as WarningLevel, area: w.area, chainage: w.chainage,
      validFrom: Number(w.validFrom), validUntil: Number(w.validUntil), state: stateOf(w, now), issuerName: names.get(w.issuerUserId) ?? '',
      issuedAt: Number(w.issuedAt), sectionNames: (sections.get(w.id) ?? []).map((id) => contracts.get(id)?.enCode ?? '').filter(Boolean),
      received: receipt !== undefined, acknowledgedAt: receipt?.ackAt === null || receipt?.ackAt === undefined ? null : Number(receipt.ackAt),
      total: f.total, acknowledged: f.acknowledged
    }
  })
  return { cards, sections }
}

async function namesOf(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))]
  if (unique.length === 0) return new Map()
  const rows = await ctx.db.selectFrom('baseUser').select(['id', 'realName']).where('id', 'in', unique).execute()
  return new Map(rows.map((r) => [r.id, r.realName]))
}

export async function listWarnings(ctx: AppContext, user: UserTable, q: { projectId?: string; page: number; size: number }) {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  const { rows, total } = await warningRepository.list(ctx.db, projectId, ctx.clock.now(), q.size, (q.page - 1) * q.size, viewerOf(m))
  const { cards } = await cardsOf(ctx, user.id, rows)
  return { list: cards, pagination: { currentPage: q.page, pageSize: q.size, total }, mayIssue: holds(m, ISSUERS) }
}

const viewerOf = (m: Member): WarningViewer => ({ userId: m.user.id, contracts: m.contracts, all: m.admin || holds(m, ISSUERS) })

async function readable(ctx: AppContext, m: Member, id: string): Promise<EarlyWarningTable> {
  const w = await warningRepository.find(ctx.db, id)
  if (!w || (!m.admin && !m.projects.includes(w.projectId))) throw new BadRequest(NO_WARNING)
  // a warning for some sections only is theirs (the repository's list says who else reads it)
  if (!(await warningRepository.visible(ctx.db, id, viewerOf(m)))) throw new BadRequest(NO_WARNING)
  return w
}

export async function warningDetail(ctx: AppContext, user: UserTable, id: string): Promise<WarningDetail> {
  const m = await memberOf(ctx, user)
  const w = await readable(ctx, m, id)
  const isIssuer = w.issuerUserId === user.id || m.admin
  const [{ cards, sections }, receipts, names] = await Promise.all([
    cardsOf(ctx, user.id, [w]), warningRepository.receipts(ctx.db, id), namesOf(ctx, [w.liftedBy])
  ])
  const person = (r: (typeof receipts)[number]): WarningPerson => ({
    userId: r.userId, name: r.realName, organize: r.organize, ackAt: r.ackAt === null ? null : Number(r.ackAt), note: r.ackNote
  })
  const mine = receipts.find((r) => r.userId === user.id)
  const last = w.lastRemindAt === null ? null : Number(w.lastRemindAt)
  const { done, pending } = splitReceipts(receipts, (r) => r.ackAt)
  return {
    ...cards[0], total: receipts.length, acknowledged: done.length,
    content: w.content, measures: w.measures, contractIds: sections.get(id) ?? [], issuerUserId: w.issuerUserId,
    liftedAt: w.liftedAt === null ? null : Number(w.liftedAt), liftedByName: names.get(w.liftedBy) ?? '', myNote: mine?.ackNote ?? '', isIssuer,
    pending: isIssuer ? pending.map(person) : [],
    acknowledgedPeople: isIssuer ? done.map(person) : [],
    lastRemindAt: last, nextRemindAt: nextRemindAt(last, WARNING_REMIND_MINUTES, ctx.clock.now())
  }
}

// ---- issuing ----

export async function issueWarning(ctx: AppContext, user: UserTable, body: Record<string, unknown>): Promise<WarningDetail> {
  const { projectId } = await issuerIn(ctx, user, body.projectId)
  const type = body.type
  if (typeof type !== 'string' || !(WARNING_TYPES as readonly string[]).includes(type)) throw new BadRequest('请选择预警类型')
  const level = typeof body.level === 'string' ? Number(body.level) : body.level
  if (level !== 1 && level !== 2 && level !== 3 && level !== 4) throw new BadRequest('请选择预警级别')
  const area = text(body.area, '预警区域', 200, true)
  const chainage = text(body.chainage, '桩号范围', 60, false)
  const range = chainage ? parseMileage(chainage) : undefined
  if (chainage && !range) throw new BadRequest('桩号范围格式不正确，例如 K12+000～K15+500')
  // 有效时长 (validHours) starts now by the server's clock: a phone's clock may be off by hours; explicit times stay
  // for the web console and for a warning that starts later
  let validFrom: number
  let validUntil: number
  if (body.validHours !== undefined && body.validHours !== null) {
    const hours = typeof body.validHours === 'string' && body.validHours.trim() !== '' ? Number(body.validHours) : body.validHours
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > MAX_SPAN / 3_600_000) throw new BadRequest('有效时长须为1至744小时')
    validFrom = ctx.clock.now()
    validUntil = validFrom + hours * 3_600_000
  } else {
    validFrom = time(body.validFrom, '生效时间')
    validUntil = time(body.validUntil, '解除时间')
  }
  if (validUntil <= validFrom) throw new BadRequest('预警结束时间必须晚于开始时间')
  if (validUntil <= ctx.clock.now()) throw new BadRequest('预警结束时间必须晚于当前时间')
  if (validUntil - validFrom > MAX_SPAN) throw new BadRequest('预警有效期不能超过31天')
  const content = text(body.content, '预警内容', 2000, true)
  const measures = text(body.measures, '防范措施', 2000, true)
  let contractIds: string[] = []
  if (body.contractIds !== undefined && body.contractIds !== null) {
    if (!Array.isArray(body.contractIds) || body.contractIds.some((c) => typeof c !== 'string' || c === '')) throw new BadRequest('合同段格式不正确')
    contractIds = [...new Set(body.contractIds as string[])]
    const known = new Set((await projectRepository.contractsOfProject(ctx.db, projectId)).map((c) => c.id))
    if (contractIds.some((c) => !known.has(c))) throw new BadRequest('合同段不属于该项目')
  }
  const now = ctx.clock.now()
  const w: EarlyWarningTable = {
    id: newId(), projectId, type, level, area, chainage, chainageFrom: range?.[0] ?? null, chainageTo: range?.[1] ?? null, validFrom, validUntil,
    content, measures, issuerUserId: user.id, issuedAt: now, liftedAt: null, liftedBy: '', lastRemindAt: null
  }
  const to = (await warningRepository.audience(ctx.db, projectId, contractIds)).filter((id) => id !== user.id)
  const stored = await ctx.db.transaction().execute(async (trx): Promise<MessageTable[]> => {
    await warningRepository.insert(trx, w, contractIds, to)
    return to.length ? storeMessages({ db: trx, clock: ctx.clock }, { toUserIds: to, type: 3, title: titleOf(w), bodyText: link(w, content), creatorUserId: user.id }) : []
  })
  await pushMessages(ctx, stored)
  return warningDetail(ctx, user, w.id)
}

const link = (w: EarlyWarningTable, content: string) => JSON.stringify({ modelId: WARNING_LINK_MODEL, id: w.id, content } satisfies RecordLinkBody)

export async function acknowledgeWarning(ctx: AppContext, user: UserTable, id: string, body: Record<string, unknown>): Promise<WarningDetail> {
  const m = await memberOf(ctx, user)
  const w = await readable(ctx, m, id)
  const note = text(body.note, '备注', 200, false)
  const mine = (await warningRepository.myReceipts(ctx.db, user.id, [w.id])).get(w.id)
  if (!mine) throw new BadRequest('您不在该预警的通知范围内')
  // a second tap changes nothing: the first time and note stay
  await warningRepository.acknowledge(ctx.db, w.id, user.id, ctx.clock.now(), note)
  return warningDetail(ctx, user, id)
}

async function ownWarning(ctx: AppContext, user: UserTable, id: string): Promise<{ m: Member; w: EarlyWarningTable }> {
  const m = await memberOf(ctx, user)
  const w = await readable(ctx, m, id)
  if (w.issuerUserId !== user.id && !m.admin) throw new BadRequest('只有预警发布人可以操作')
  return { m, w }
}

export async function remindWarning(ctx: AppContext, user: UserTable, id: string): Promise<{ reminded: number }> {
  const { w } = await ownWarning(ctx, user, id)
  const now = ctx.clock.now()
  const state = stateOf(w, now)
  if (state === 'lifted') throw new BadRequest('预警已解除，无需提醒')
  if (state === 'expired') throw new BadRequest('预警已过期，无需提醒')
  const pending = (await warningRepository.receipts(ctx.db, id)).filter((r) => r.ackAt === null).map((r) => r.userId)
  if (pending.length === 0) throw new BadRequest('所有人员均已知悉')
  const stored = await ctx.db.transaction().execute(async (trx): Promise<MessageTable[] | undefined> => {
    if (!await warningRepository.claimRemind(trx, id, now, remindNotBefore(now, WARNING_REMIND_MINUTES))) return undefined
    return storeMessages({ db: trx, clock: ctx.clock }, { toUserIds: pending, type: 3, title: `请尽快确认：${titleOf(w)}`, bodyText: link(w, w.content), creatorUserId: user.id })
  })
  if (!stored) throw new BadRequest(`${WARNING_REMIND_MINUTES}分钟内只能提醒一次，请稍后再试`)
  await pushMessages(ctx, stored)
  return { reminded: stored.length }
}

export async function liftWarning(ctx: AppContext, user: UserTable, id: string): Promise<WarningDetail> {
  const { w } = await ownWarning(ctx, user, id)
  const now = ctx.clock.now()
  if (w.liftedAt !== null) throw new BadRequest('预警已解除')
  if (stateOf(w, now) === 'expired') throw new BadRequest('预警已过期，无需解除')
  const to = (await warningRepository.receipts(ctx.db, id)).map((r) => r.userId)
  const stored = await ctx.db.transaction().execute(async (trx): Promise<MessageTable[] | undefined> => {
    if (!await warningRepository.lift(trx, id, now, user.id)) return undefined
    return to.length ? storeMessages({ db: trx, clock: ctx.clock }, { toUserIds: to, type: 3, title: `预警解除：${titleOf(w)}`, bodyText: link(w, w.content), creatorUserId: user.id }) : []
  })
  if (!stored) throw new BadRequest('预警已解除')
  await pushMessages(ctx, stored)
  return warningDetail(ctx, user, id)
}

// 补录考勤: a worker could not clock (his phone was lost or broke, there was no signal, the face check kept failing),
// so a keeper of his section (who may keep its fences and shift rule) enters the day for him: in, out or both, with
// the cause, an explanation and, if there is one, a photo as evidence. The entry is an ordinary punch marked with
// who entered it, so records and statistics count it; it has no position of its own. Entries are allowed for the
// last seven days (today included) and can be revoked within them, which removes the punch and keeps a trace of the
// entry with who revoked it (migration 071).
import crypto from 'node:crypto'
import type { AppContext } from '../../context'
import type { ManualCause, RevokedManualVO } from '@shared/api/attendance'
import type { AttendancePunchTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { claimFiles, fileKeysIn, fileRefRepository } from '../files'
import { requireRole, sectionFor } from '../progress'
import { MANAGERS } from './access'
import { cleanPhotos, punchVO, ruleOf } from './punch-service'
import { attendanceRepository as repo, type ManualPerson } from './repository'
import { dayOfTime } from './rules'

/** today and the six days before it */
export const MANUAL_WINDOW_DAYS = 7
export const MANUAL_CAUSES: Record<string, string> = { phoneFault: '手机故障', noSignal: '无信号', faceFailed: '人脸识别失败', other: '其他' }
const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** the first day of the window that ends today */
export const windowStart = (now: number) => dayOfTime(now - (MANUAL_WINDOW_DAYS - 1) * 86_400_000)

async function keeperSection(ctx: AppContext, user: UserTable, contractId: unknown) {
  const contract = await sectionFor(ctx, user, contractId)
  await requireRole(ctx, user, MANAGERS, '补录考勤')
  return contract
}

const personVO = (p: ManualPerson) => ({
  key: p.workerId ? `w:${p.workerId}` : `u:${p.userId}`, workerId: p.workerId, userId: p.userId, realName: p.realName, team: p.team, post: p.post,
  entryDate: p.entryDate, exitDate: p.exitDate
})

/** what the entry form offers: the section's people on the books in the window, the window, the causes */
export async function manualOptions(ctx: AppContext, user: UserTable, contractId: unknown) {
  const contract = await keeperSection(ctx, user, contractId)
  const now = ctx.clock.now()
  const from = windowStart(now)
  return {
    contractId: contract.id, contractName: contract.fullName, from, to: dayOfTime(now),
    people: (await repo.manualPeople(ctx.db, contract.id, from)).map(personVO),
    causes: Object.entries(MANUAL_CAUSES).map(([value, label]) => ({ value, label }))
  }
}

/** the punch time of a day and an HH:mm in China time */
const timeOf = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+08:00`)

function checkedTime(value: unknown, label: string): string {
  if (typeof value !== 'string' || value === '') throw new BadRequest(`请选择${label}`)
  if (!TIME.test(value)) throw new BadRequest(`${label}格式应为 HH:mm`)
  return value
}

/** enters one day of a person: kind in, out or both (with inTime and outTime) */
export async function addManual(ctx: AppContext, user: UserTable, input: Record<string, unknown>) {
  const contract = await keeperSection(ctx, user, input.contractId)
  const now = ctx.clock.now()

  // the person: a worker of this section's registry, or a person of its management staff with an account
  const workerId = typeof input.workerId === 'string' ? input.workerId : ''
  const userId = typeof input.userId === 'string' ? input.userId : ''
  if (!workerId && !userId) throw new BadRequest('请选择补录人员')
  const people = await repo.manualPeople(ctx.db, contract.id, '0000-00-00')
  const person = people.find((p) => (workerId ? p.workerId === workerId : p.workerId === '' && p.userId === userId))
  if (!person) throw new BadRequest('该人员不在本合同段的人员名册中')

  const day = input.day
  if (typeof day !== 'string' || !DAY.test(day) || dayOfTime(Date.parse(`${day}T00:00:00+08:00`)) !== day) throw new BadRequest('请选择正确的考勤日期')
  const from = windowStart(now)
  if (day > dayOfTime(now)) throw new BadRequest('不能补录今天以后的考勤')
  if (day < from) throw new BadRequest(`只能补录近${MANUAL_WINDOW_DAYS}天（${from}起）的考勤`)
  if (person.entryDate > day) throw new BadRequest(`${person.realName}的进场日期为${person.entryDate}，不能补录之前的考勤`)
  if (person.exitDate !== '' && person.exitDate < day) throw new BadRequest(`${person.realName}已于${person.exitDate}退场，不能补录之后的考勤`)

  const kind = input.kind
  if (kind !== 'in' && kind !== 'out' && kind !== 'both') throw new BadRequest('请选择补录上班、下班或全天')
  const kinds: ('in' | 'out')[] = kind === 'both' ? ['in', 'out'] : [kind]
  const times = new Map(kinds.map((k) => [k, timeOf(day, checkedTime(k === 'in' ? input.inTime : input.outTime, k === 'in' ? '上班时间' : '下班时间'))]))
  if (kind === 'both' && times.get('out')! <= times.get('in')!) throw new BadRequest('下班时间应晚于上班时间')
  if ([...times.values()].some((t) => t > now)) throw new BadRequest('补录时间不能晚于当前时间')

  const cause = input.cause
  if (typeof cause !== 'string' || !(cause in MANUAL_CAUSES)) throw new BadRequest('请选择补录原因')
  const reason = typeof input.reason === 'string' ? input.reason.trim() : ''
  if (reason === '') throw new BadRequest('请填写补录说明')
  if (reason.length > 500) throw new BadRequest('补录说明不能超过500个字')
  const photos = cleanPhotos(input.photos)

  // one in and one out a day: what the person has already (clocked or entered) is not entered again
  const existing = await repo.punchesOfPersonDay(ctx.db, contract.id, person, day)
  const hhmm = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16)
  for (const k of kinds) {
    const same = existing.find((p) => p.kind === k)
    if (same) throw new BadRequest(`${person.realName}${day}已有${k === 'in' ? '上班' : '下班'}打卡（${hhmm(Number(same.punchTime))}），无需补录`)
  }
  const firstIn = existing.find((p) => p.kind === 'in')
  const lastOut = existing.find((p) => p.kind === 'out')
  if (kind === 'out' && firstIn && times.get('out')! <= Number(firstIn.punchTime)) throw new BadRequest(`下班时间应晚于当天上班打卡时间（${hhmm(Number(firstIn.punchTime))}）`)
  if (kind === 'in' && lastOut && times.get('in')! >= Number(lastOut.punchTime)) throw new BadRequest(`上班时间应早于当天下班打卡时间（${hhmm(Number(lastOut.punchTime))}）`)

  const keys = await claimFiles(ctx, user, fileKeysIn(photos))
  const rows: AttendancePunchTable[] = kinds.map((k) => {
    const id = crypto.randomUUID().replace(/-/g, '')
    return {
      id, projectId: contract.projectId, contractId: contract.id, userId: person.userId, workerId: person.workerId, kind: k, punchTime: times.get(k)!,
      punchDay: day, longitude: 0, latitude: 0, accuracy: null, fenceId: '', distance: 0, field: 0, photos: JSON.stringify(photos), reason,
      address: '', requestKey: `manual-${id}`, creatorTime: now, facePhoto: '', faceScore: null, enteredBy: user.id, entryCause: cause
    }
  })
  await ctx.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await repo.insertPunch(trx, row)
      if (keys.length > 0) await fileRefRepository.replace(trx, 'attendancePunch', row.id, keys)
    }
  })
  const rule = await ruleOf(ctx, contract.id)
  return rows.map((r) => punchVO(ctx, r, rule, '', person.realName, user.realName))
}

/** the section's entries of the window, newest entry first, each saying whether it can still be revoked */
export async function manualList(ctx: AppContext, user: UserTable, contractId: unknown, page: number, size: number) {
  const contract = await keeperSection(ctx, user, contractId)
  const from = windowStart(ctx.clock.now())
  const rule = await ruleOf(ctx, contract.id)
  const { rows, total } = await repo.manualPunches(ctx.db, contract.id, from, page, size)
  return {
    list: rows.map((p) => ({ ...punchVO(ctx, p, rule, '', p.realName, p.enteredByName), contractName: contract.fullName, mayRevoke: p.punchDay >= from })),
    pagination: { currentPage: page, pageSize: size, total }
  }
}

/** revokes an entry of the window: the punch is gone from records and statistics; what was entered is kept with who revoked it */
export async function revokeManual(ctx: AppContext, user: UserTable, id: string) {
  const p = await repo.punch(ctx.db, id)
  if (!p || !p.enteredBy) throw new BadRequest('补录记录不存在或您无权访问')
  await keeperSection(ctx, user, p.contractId)
  if (p.punchDay < windowStart(ctx.clock.now())) throw new BadRequest(`已超过${MANUAL_WINDOW_DAYS}天，不能撤销该补录`)
  await ctx.db.transaction().execute(async (trx) => {
    // removed first: of two revokes at once, the second finds nothing and writes no second trace
    if (!(await repo.removePunch(trx, id))) throw new BadRequest('补录记录不存在或您无权访问')
    await repo.insertRevoked(trx, {
      id: p.id, projectId: p.projectId, contractId: p.contractId, userId: p.userId, workerId: p.workerId, kind: p.kind, punchTime: Number(p.punchTime),
      punchDay: p.punchDay, photos: p.photos, reason: p.reason, enteredBy: p.enteredBy ?? '', entryCause: p.entryCause ?? '', enteredTime: Number(p.creatorTime),
      revokedBy: user.id, revokedAt: ctx.clock.now()
    })
    await fileRefRepository.replace(trx, 'attendancePunch', id, [])
  })
}

/** the most revoked entries listed: a window's worth for one section */
const REVOKED_SHOWN = 100

/** the section's entries revoked within the window, the latest revoked first */
export async function manualRevoked(ctx: AppContext, user: UserTable, contractId: unknown): Promise<RevokedManualVO[]> {
  const contract = await keeperSection(ctx, user, contractId)
  const rows = await repo.revokedSince(ctx.db, contract.id, windowStart(ctx.clock.now()), REVOKED_SHOWN)
  return rows.map((r) => ({
    id: r.id, realName: r.realName, kind: r.kind, punchTime: Number(r.punchTime), punchDay: r.punchDay, cause: (r.entryCause || 'other') as ManualCause,
    causeName: MANUAL_CAUSES[r.entryCause] ?? '', reason: r.reason, enteredByName: r.enteredByName, enteredTime: Number(r.enteredTime),
    revokedByName: r.revokedByName, revokedAt: Number(r.revokedAt)
  }))
}

// Attendance statistics of a period: per day (present, late, early, absent, field service), per person (days
// present, late, early, absent, field service, hours on site) and per section (present on the last day: the
// dashboard's figure). Absent = a registered worker on the books that working day, not on a rest day, with no
// clock-in; days after today are not counted. The punches are read once and summed here.
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { seesEveryone } from './access'
import { attendanceRepository as repo } from './repository'
import { dayOfTime, hhmm, isEarly, isLate, isRestDay, minuteOfDay, type Rule } from './rules'
import { periodOf, ruleOf, sectionsAsked } from './punch-service'

interface Person { key: string; userId: string; workerId: string; realName: string; team: string; trade: string; contractId: string; present: number; late: number; early: number; absent: number; field: number; minutes: number }

function daysBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10))
  return out
}

export async function statistics(ctx: AppContext, user: UserTable, q: { projectId?: string; contractId?: string; from?: string; to?: string; mine?: string }) {
  const sections = await sectionsAsked(ctx, user, q.projectId, q.contractId)
  const now = ctx.clock.now()
  const { from, to } = periodOf(q.from, q.to, now)
  const today = dayOfTime(now)
  const everyone = q.mine !== '1' && (await seesEveryone(ctx, user))
  const ids = sections.map((c) => c.id)
  const rules = new Map<string, Rule>()
  for (const id of ids) rules.set(id, await ruleOf(ctx, id))
  const [punches, allWorkers] = await Promise.all([repo.punchesForStats(ctx.db, ids, from, to, everyone ? undefined : user.id), repo.workersDuring(ctx.db, ids, from, to)])
  const workers = everyone ? allWorkers : allWorkers.filter((w) => w.userId === user.id)

  const people = new Map<string, Person>()
  const person = (key: string, init: Omit<Person, 'key' | 'present' | 'late' | 'early' | 'absent' | 'field' | 'minutes'>) => {
    let p = people.get(key)
    if (!p) people.set(key, (p = { key, ...init, present: 0, late: 0, early: 0, absent: 0, field: 0, minutes: 0 }))
    return p
  }
  const byWorker = new Map(workers.map((w) => [w.id, w]))
  for (const w of workers) person(`w:${w.id}`, { userId: w.userId, workerId: w.id, realName: w.realName, team: w.team, trade: w.trade, contractId: w.contractId })
  const keyOf = (p: { workerId: string; userId: string; contractId: string }) => (p.workerId && byWorker.has(p.workerId) ? `w:${p.workerId}` : `u:${p.userId}:${p.contractId}`)
  const missing = [...new Set(punches.filter((p) => !(p.workerId && byWorker.has(p.workerId))).map((p) => p.userId))]
  const names = new Map((await repo.userNames(ctx.db, missing)).map((u) => [u.id, u.realName]))

  // one person's day: first in, last out
  const days = new Map<string, { key: string; contractId: string; day: string; first?: number; last?: number; field: number }>()
  for (const p of punches) {
    const key = keyOf(p)
    if (!people.has(key)) person(key, { userId: p.userId, workerId: '', realName: names.get(p.userId) ?? '', team: '', trade: '', contractId: p.contractId })
    const dk = `${key}|${p.punchDay}`
    let d = days.get(dk)
    if (!d) days.set(dk, (d = { key, contractId: p.contractId, day: p.punchDay, field: 0 }))
    if (p.kind === 'in' && d.first === undefined) d.first = Number(p.punchTime)
    if (p.kind === 'out') d.last = Number(p.punchTime)
    if (Number(p.field) === 1) d.field += 1
  }

  const perDay = new Map(daysBetween(from, to).map((day) => [day, { day, present: 0, late: 0, early: 0, absent: 0, field: 0, expected: 0 }]))
  const presentOn = new Set<string>()
  for (const d of days.values()) {
    const rule = rules.get(d.contractId)!
    const p = people.get(d.key)!
    const row = perDay.get(d.day)!
    p.field += d.field
    row.field += d.field
    if (d.first === undefined) continue
    presentOn.add(`${d.key}|${d.day}`)
    p.present += 1
    row.present += 1
    if (isLate(rule, d.first, d.day)) { p.late += 1; row.late += 1 }
    if (d.last !== undefined && d.last > d.first) {
      p.minutes += Math.round((d.last - d.first) / 60_000)
      if (isEarly(rule, d.last, d.day)) { p.early += 1; row.early += 1 }
    }
  }
  for (const w of workers) {
    const rule = rules.get(w.contractId)!
    for (const row of perDay.values()) {
      if (row.day > today || row.day < w.entryDate || (w.exitDate !== '' && row.day > w.exitDate) || isRestDay(rule, row.day)) continue
      // today nobody is absent before the shift has begun (and its grace has passed)
      if (row.day === today && minuteOfDay(now) <= hhmm(rule.workStart) + rule.lateGrace) continue
      row.expected += 1
      if (!presentOn.has(`w:${w.id}|${row.day}`)) { row.absent += 1; people.get(`w:${w.id}`)!.absent += 1 }
    }
  }

  const last = to > today ? today : to
  const names2 = new Map(sections.map((c) => [c.id, c.fullName]))
  const bySection = sections.map((c) => {
    const onBooks = workers.filter((w) => w.contractId === c.id && w.entryDate <= last && (w.exitDate === '' || w.exitDate >= last)).length
    const present = [...days.values()].filter((d) => d.contractId === c.id && d.day === last && d.first !== undefined).length
    return { contractId: c.id, contractName: c.fullName, day: last, present, workers: onBooks }
  }).filter((s) => s.workers > 0 || s.present > 0) // the owner's, the supervisor's and the laboratory's sections have no crews
  const list = [...people.values()].sort((a, b) => a.contractId.localeCompare(b.contractId) || a.team.localeCompare(b.team) || a.realName.localeCompare(b.realName))
  const sum = (k: 'present' | 'late' | 'early' | 'absent' | 'field') => [...perDay.values()].reduce((s, r) => s + r[k], 0)
  return {
    from, to,
    total: { present: sum('present'), late: sum('late'), early: sum('early'), absent: sum('absent'), field: sum('field'), people: list.length },
    days: [...perDay.values()],
    people: list.map(({ key: _k, minutes, ...p }) => ({ ...p, contractName: names2.get(p.contractId) ?? '', hours: Math.round(minutes / 6) / 10 })),
    bySection
  }
}

// The demo's progress: the WBS and bill of every construction section (./wbs), what was built before the last
// eight weeks as one opening filling per item, the daily fillings of the last eight weeks (working days, by the
// section's foreman, following each item's plan with its own pace), the daily reports of the last two weeks
// (approved, yesterday's waiting for approval) and last month's metering, approved. Today is left to the user.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, FillingTable, WbsNodeTable } from '../../schema'
import { wbsRepository } from '../../../modules/progress'
import type { Db } from '../../database'
import { users } from '../data/users'
import { demoWbs } from './wbs'

const DAY = 86_400_000
const WEATHER = ['晴', '多云', '阴', '小雨', '晴', '多云']
const text = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)
/** a steady number in [0, 1) from a string: the same demo every time */
const hash = (s: string) => crypto.createHash('md5').update(s).digest().readUInt32BE(0) / 2 ** 32

const share = (n: WbsNodeTable, day: number) => {
  if (n.planStartDay === null || n.planEndDay === null || day < n.planStartDay) return 0
  return Math.min(1, (day - n.planStartDay + 1) / (n.planEndDay - n.planStartDay + 1))
}

function personOf(contractId: string, roleId: string): string {
  return users.find((u) => u.roleIds.includes(roleId) && u.contractIds.includes(contractId) && u.enabled !== 0)?.id ?? ''
}

export async function seedProgress(trx: Kysely<Database>, now: number): Promise<void> {
  const nodes = demoWbs()
  await wbsRepository.insertTree(trx as Db, nodes)
  const today = Math.floor((now + 8 * 3_600_000) / DAY)
  const first = today - 56
  const fillings: FillingTable[] = []
  const items = nodes.filter((n) => n.level === 'item')
  for (const n of items) {
    const pace = 0.82 + hash(n.id) * 0.22 // some crews run ahead of plan, most a little behind
    const target = (day: number) => Math.round(Math.min(1, share(n, day) * pace) * Number(n.designQuantity) * 100) / 100
    const by = personOf(n.contractId, 'role-foreman') || personOf(n.contractId, 'role-pm')
    const push = (day: number, quantity: number, done: number) => fillings.push({
      id: crypto.randomUUID().replace(/-/g, ''), projectId: n.projectId, contractId: n.contractId, nodeId: n.id, fillDate: text(day),
      quantity, percent: Math.round((done / Number(n.designQuantity)) * 10000) / 100, photos: '[]', note: '',
      creatorUserId: by, creatorTime: day * DAY + 10 * 3_600_000
    })
    let done = target(first - 1)
    if (done > 0) push(first - 4, done, done)
    for (let day = first; day < today; day++) {
      if ((day + 4) % 7 === 0) continue // Sundays off
      const next = target(day)
      const q = Math.round((next - done) * 100) / 100
      if (q <= 0) continue
      done = next
      push(day, q, done)
    }
  }
  for (let i = 0; i < fillings.length; i += 300) await trx.insertInto('progressFilling').values(fillings.slice(i, i + 300)).execute()

  // daily reports of the last two weeks: approved by the section's supervisor; the latest is written, and submitted
  // through its approval flow by the demo tasks (seedDailyReportFlows)
  const sections = [...new Set(items.map((n) => n.contractId))]
  const reports = []
  for (const contractId of sections) {
    const projectId = items.find((n) => n.contractId === contractId)!.projectId
    const days = [...new Set(fillings.filter((f) => f.contractId === contractId).map((f) => f.fillDate))].filter((d) => d >= text(today - 14))
    for (const d of days) {
      const waiting = d === days[days.length - 1]
      const h = hash(contractId + d)
      reports.push({
        id: crypto.randomUUID().replace(/-/g, ''), projectId, contractId, reportDate: d, weather: WEATHER[Math.floor(h * WEATHER.length)],
        temperature: `${8 + Math.floor(h * 10)}～${16 + Math.floor(h * 8)}℃`, staff: 120 + Math.floor(h * 90),
        machines: `挖掘机${4 + Math.floor(h * 4)}台，压路机${2 + Math.floor(h * 3)}台，自卸车${12 + Math.floor(h * 10)}辆`,
        notes: '各作业面按计划推进，无安全质量事故。', state: waiting ? 0 : 2, flowTaskId: '',
        creatorUserId: personOf(contractId, 'role-foreman'), creatorTime: Date.parse(`${d}T18:00:00+08:00`),
        approverUserId: waiting ? '' : personOf(contractId, 'role-supervisor'), approveTime: waiting ? null : Date.parse(`${d}T21:00:00+08:00`),
        approveOpinion: waiting ? '' : '同意'
      })
    }
  }
  for (let i = 0; i < reports.length; i += 200) await trx.insertInto('progressDailyReport').values(reports.slice(i, i + 200)).execute()

  // last month's metering per section: 90% of what was built by the month's end, approved
  const monthStart = new Date(today * DAY)
  const lastMonthEnd = Math.floor(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth(), 1) / DAY) - 1
  const period = text(lastMonthEnd).slice(0, 7)
  for (const contractId of sections) {
    const id = crypto.randomUUID().replace(/-/g, '')
    const lines = items.filter((n) => n.contractId === contractId).map((n) => {
      const built = fillings.filter((f) => f.nodeId === n.id && f.fillDate <= text(lastMonthEnd)).reduce((s, f) => s + f.quantity, 0)
      const quantity = Math.floor(built * 0.9 * 100) / 100
      return { id: crypto.randomUUID().replace(/-/g, ''), meterId: id, nodeId: n.id, quantity, amount: Math.round(quantity * n.unitPrice * 100) / 100 }
    }).filter((l) => l.quantity > 0)
    if (lines.length === 0) continue
    const n0 = items.find((n) => n.contractId === contractId)!
    await trx.insertInto('progressMeter').values({
      id, projectId: n0.projectId, contractId, period, state: 4, amount: Math.round(lines.reduce((s, l) => s + l.amount, 0) * 100) / 100,
      creatorUserId: personOf(contractId, 'role-foreman') || personOf(contractId, 'role-pm'), creatorTime: (lastMonthEnd + 2) * DAY,
      remark: `${period}期计量：按本月末已完成并经检验合格的工程量计量，附中间交工证书及计量草图。`, opinion: '同意', flowTaskId: '',
      submitTime: (lastMonthEnd + 2) * DAY + 10 * 3600_000, supervisorUserId: personOf(contractId, 'role-supervisor'), supervisorTime: (lastMonthEnd + 3) * DAY + 9 * 3600_000,
      ownerUserId: personOf(contractId, 'role-owner-pm'), ownerTime: (lastMonthEnd + 4) * DAY + 15 * 3600_000
    }).execute()
    for (let i = 0; i < lines.length; i += 300) await trx.insertInto('progressMeterLine').values(lines.slice(i, i + 300)).execute()
  }
}

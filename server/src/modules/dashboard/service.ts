// The figures of the dashboard's cards, each from the module that owns them: the progress roll-up (progress),
// metering (progress), the hazard loop's summary (safety), today's attendance (attendance) and the project with its
// sections (projects). This file only narrows them to the scope of the card and adds the few sums the cards draw.
import type {
  DashboardAttendanceVO, DashboardInvestmentVO, DashboardOverviewVO, DashboardProgressVO, DashboardSafetyVO, DashboardSectionVO
} from '@shared/api/dashboard'
import type { DashboardSmartSiteVO } from '@shared/api/smart-site'
import type { AppContext } from '../../context'
import type { ContractTable, UserTable } from '../../db/schema'
import { METER_STATES, money, projectFigures } from '../progress'
import { dayOfTime, seesEveryone, statistics } from '../attendance'
import { hazardSummary } from '../safety'
import { smartSiteSummary } from '../smart-site'
import { chinaDay, dayText } from '../scheduler'
import { dashboardRepository } from './repository'
import { cardScope, construction, type CardQuery } from './scope'

const DAY_MS = 86_400_000
const percent = (done: number, of: number) => (of > 0 ? Math.round((done / of) * 10000) / 100 : 0)
/** contract prices are kept in 万元 on the contract */
const contractYuan = (c: ContractTable) => money(Number(c.amount) * 10000)
const sum = <T>(list: T[], of: (x: T) => number) => money(list.reduce((s, x) => s + of(x), 0))

function sectionVO(c: ContractTable): DashboardSectionVO {
  return { id: c.id, enCode: c.enCode, fullName: c.fullName, kind: c.kind, contractor: c.contractor, mileage: c.mileage ?? '', contractValue: contractYuan(c) }
}

export async function overviewCard(ctx: AppContext, user: UserTable, q: CardQuery): Promise<DashboardOverviewVO> {
  const scope = await cardScope(ctx, user, q)
  const p = scope.project
  const start = Date.parse(`${p.startDate}T00:00:00Z`) / DAY_MS
  const end = Date.parse(`${p.endDate}T00:00:00Z`) / DAY_MS
  const totalDays = Number.isFinite(start) && Number.isFinite(end) && end >= start ? end - start + 1 : 0
  const elapsedDays = totalDays ? Math.min(totalDays, Math.max(0, chinaDay(ctx.clock.now()) - start + 1)) : 0
  return {
    projectId: p.id, fullName: p.fullName, shortName: p.shortName, address: p.address, startDate: p.startDate, endDate: p.endDate,
    lengthKm: Number(p.lengthKm), investment: money(Number(p.investment) * 10000), totalDays, elapsedDays,
    timePercent: percent(elapsedDays, totalDays), people: await dashboardRepository.people(ctx.db, scope.sections.map((c) => c.id)),
    sections: scope.sections.map(sectionVO)
  }
}

/** the progress roll-up of the sections in scope, and the value built per week of the last eight */
export async function progressCard(ctx: AppContext, user: UserTable, q: CardQuery): Promise<DashboardProgressVO> {
  const scope = await cardScope(ctx, user, q)
  const figures = await projectFigures(ctx, user, q.projectId)
  const list = figures.list.filter((s) => scope.sections.some((c) => c.id === s.contractId))
  const billValue = sum(list, (s) => s.billValue)
  const doneValue = sum(list, (s) => s.doneValue)
  const plannedValue = sum(list, (s) => s.plannedValue)
  const today = chinaDay(ctx.clock.now())
  const lastMonday = today - ((today + 3) % 7)
  const first = lastMonday - 7 * 7
  const daily = await dashboardRepository.dailyValues(ctx.db, list.map((s) => s.contractId), dayText(first), dayText(lastMonday + 6))
  const weeks = Array.from({ length: 8 }, (_, i) => {
    const from = dayText(first + i * 7)
    const to = dayText(first + i * 7 + 6)
    return { week: from, value: sum(daily.filter((d) => d.day >= from && d.day <= to), (d) => d.value) }
  })
  return {
    day: figures.day, billValue, doneValue, plannedValue, percent: percent(doneValue, billValue), plannedPercent: percent(plannedValue, billValue),
    sections: list.map((s) => ({
      contractId: s.contractId, enCode: s.enCode, fullName: s.fullName, percent: s.percent, plannedPercent: s.plannedPercent, doneValue: s.doneValue, billValue: s.billValue
    })),
    weeks
  }
}

const PERIODS = 12

export async function investmentCard(ctx: AppContext, user: UserTable, q: CardQuery): Promise<DashboardInvestmentVO> {
  const scope = await cardScope(ctx, user, q)
  const sections = construction(scope)
  const [figures, meters] = await Promise.all([
    projectFigures(ctx, user, q.projectId),
    dashboardRepository.meters(ctx.db, sections.map((c) => c.id))
  ])
  const approved = meters.filter((m) => m.state === METER_STATES.approved)
  const reviewing = meters.filter((m) => m.state === METER_STATES.supervisorReview || m.state === METER_STATES.ownerReview)
  const rows = sections.map((c) => ({
    contractId: c.id, enCode: c.enCode, fullName: c.fullName, contractValue: contractYuan(c),
    doneValue: figures.list.find((s) => s.contractId === c.id)?.doneValue ?? 0,
    meteredValue: sum(approved.filter((m) => m.contractId === c.id), (m) => m.amount)
  }))
  const periods = [...new Set(approved.map((m) => m.period))].sort().slice(-PERIODS)
  return {
    investment: scope.contractId ? 0 : money(Number(scope.project.investment) * 10000),
    contractValue: sum(rows, (r) => r.contractValue),
    doneValue: sum(rows, (r) => r.doneValue),
    meteredValue: sum(rows, (r) => r.meteredValue),
    reviewingValue: sum(reviewing, (m) => m.amount),
    sections: rows,
    periods: periods.map((period) => ({ period, amount: sum(approved.filter((m) => m.period === period), (m) => m.amount) }))
  }
}

/** the hazard loop's own summary, for the same scope as the other cards */
export async function safetyCard(ctx: AppContext, user: UserTable, q: CardQuery): Promise<DashboardSafetyVO> {
  await cardScope(ctx, user, q)
  return hazardSummary(ctx, user, 'app', q)
}

/** the smart site's devices and open alarms over the construction sections in scope */
export async function smartSiteCard(ctx: AppContext, user: UserTable, q: CardQuery): Promise<DashboardSmartSiteVO> {
  return smartSiteSummary(ctx, construction(await cardScope(ctx, user, q)))
}

/**
 * Today's attendance over the sections in scope, from the attendance module's statistics of one day (who clocked in,
 * late, field service, the registered workers expected and absent), with the present count per section. A worker
 * sees his own day, as on the statistics page.
 */
export async function attendanceCard(ctx: AppContext, user: UserTable, q: CardQuery): Promise<DashboardAttendanceVO> {
  const scope = await cardScope(ctx, user, q)
  const codes = new Map(scope.sections.map((c) => [c.id, c.enCode]))
  const day = dayOfTime(ctx.clock.now())
  const s = await statistics(ctx, user, { projectId: q.projectId, contractId: q.contractId, from: day, to: day })
  const today = s.days.find((d) => d.day === day)
  return {
    day,
    present: today?.present ?? 0,
    expected: today?.expected ?? 0,
    late: today?.late ?? 0,
    absent: today?.absent ?? 0,
    field: today?.field ?? 0,
    everyone: await seesEveryone(ctx, user),
    sections: s.bySection.map(({ contractId, contractName, present, workers }) => ({ contractId, enCode: codes.get(contractId) ?? '', contractName, present, workers }))
  }
}

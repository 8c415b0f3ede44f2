// The WBS of a section with its progress, the figures of a project's sections (contractDetails and the dashboard)
// and the weekly plan against actual. Every figure comes from wbs-repository's roll-up, so each screen and the
// dashboard read the same numbers.
import type { AppContext } from '../../context'
import type { UserTable, WbsNodeTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { sectionFor, sectionsOfProject } from './access'
import { chinaDay, dayNumber, dayText, weekStart } from './dates'
import { money, wbsRepository, type NodeFigures } from './wbs-repository'

const percent = (done: number, of: number) => (of > 0 ? Math.round((done / of) * 10000) / 100 : 0)

/** K12+300 from 12300 */
export function chainage(m: number | null): string {
  if (m === null || m === undefined) return ''
  return `K${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`
}

export interface WbsNodeVO {
  id: string
  parentId: string
  level: string
  code: string
  name: string
  chainage: string
  billCode: string
  unit: string
  designQuantity: number
  unitPrice: number
  doneQuantity: number
  designValue: number
  doneValue: number
  plannedValue: number
  percent: number
  hasChildren: boolean
}

function nodeVO(n: WbsNodeTable, f: NodeFigures | undefined, hasChildren: boolean): WbsNodeVO {
  const range = n.startChainage !== null ? `${chainage(n.startChainage)}～${chainage(n.endChainage)}` : ''
  const designValue = f?.designValue ?? 0
  const doneValue = f?.doneValue ?? 0
  const isItem = n.level === 'item'
  return {
    id: n.id, parentId: n.parentId, level: n.level, code: n.code, name: n.name, chainage: range, billCode: n.billCode,
    unit: n.unit, designQuantity: money(n.designQuantity), unitPrice: money(n.unitPrice),
    doneQuantity: isItem ? f?.doneQuantity ?? 0 : 0, designValue, doneValue, plannedValue: f?.plannedValue ?? 0,
    // an item's progress is its quantity; above it, value weighs the items
    percent: isItem ? percent(f?.doneQuantity ?? 0, Number(n.designQuantity)) : percent(doneValue, designValue),
    hasChildren
  }
}

/** the section's WBS as a flat list (parents before children) with progress per node; a keyword keeps the
 *  matching nodes, their ancestors and their descendants */
export async function wbsTree(ctx: AppContext, user: UserTable, contractId: unknown, keyword?: string) {
  const contract = await sectionFor(ctx, user, contractId)
  const today = chinaDay(ctx.clock.now())
  const [nodes, figures] = await Promise.all([wbsRepository.nodesOf(ctx.db, contract.id), wbsRepository.rollUp(ctx.db, contract.id, today)])
  const parents = new Set(nodes.map((n) => n.parentId))
  let shown = nodes
  const word = (keyword ?? '').trim()
  if (word !== '') {
    const byId = new Map(nodes.map((n) => [n.id, n]))
    const keep = new Set<string>()
    const hits = nodes.filter((n) => n.name.includes(word) || n.code.includes(word) || n.billCode.includes(word))
    for (const hit of hits) for (let cur: WbsNodeTable | undefined = hit; cur && !keep.has(cur.id); cur = byId.get(cur.parentId)) keep.add(cur.id)
    const hitIds = new Set(hits.map((h) => h.id))
    // descendants of a hit: nodes are listed parents first, so one pass suffices
    for (const n of nodes) if (hitIds.has(n.parentId)) { hitIds.add(n.id); keep.add(n.id) }
    shown = nodes.filter((n) => keep.has(n.id))
  }
  const section = sectionFigures(contract.id, figures, nodes)
  return { contractId: contract.id, contractName: contract.fullName, ...section, list: shown.map((n) => nodeVO(n, figures.get(n.id), parents.has(n.id))) }
}

function sectionFigures(contractId: string, figures: Map<string, NodeFigures>, nodes: WbsNodeTable[]) {
  // the section is the sum of its units (roots)
  const roots = nodes.filter((n) => n.parentId === '').map((n) => figures.get(n.id)).filter((f): f is NodeFigures => Boolean(f))
  const designValue = money(roots.reduce((s, f) => s + f.designValue, 0))
  const doneValue = money(roots.reduce((s, f) => s + f.doneValue, 0))
  return { designValue, doneValue, percent: percent(doneValue, designValue), contract: contractId }
}

/** per section of a project: contract value, design (bill) value, completed and planned value to date */
export async function projectFigures(ctx: AppContext, user: UserTable, projectId: unknown) {
  const sections = (await sectionsOfProject(ctx, user, projectId)).filter((c) => c.kind === 'construction')
  const today = chinaDay(ctx.clock.now())
  const totals = await wbsRepository.sectionTotals(ctx.db, String(projectId), sections.map((c) => c.id), today)
  const list = sections.map((c) => {
    const f = totals.get(c.id)
    const billValue = f?.designValue ?? 0
    const doneValue = f?.doneValue ?? 0
    return {
      contractId: c.id, enCode: c.enCode, fullName: c.fullName, contractor: c.contractor,
      // the contract's price is kept in 万元 on the contract; the bill's values are in yuan
      contractValue: money(Number(c.amount) * 10000), billValue, doneValue, plannedValue: f?.plannedValue ?? 0,
      percent: percent(doneValue, billValue), plannedPercent: percent(f?.plannedValue ?? 0, billValue),
      items: f?.items ?? 0, doneItems: f?.doneItems ?? 0
    }
  })
  const sum = (k: 'contractValue' | 'billValue' | 'doneValue' | 'plannedValue') => money(list.reduce((s, r) => s + r[k], 0))
  const project = { contractValue: sum('contractValue'), billValue: sum('billValue'), doneValue: sum('doneValue'), plannedValue: sum('plannedValue') }
  return {
    projectId, day: dayText(today), ...project,
    percent: percent(project.doneValue, project.billValue), plannedPercent: percent(project.plannedValue, project.billValue),
    list
  }
}

/** planned against actual value per week (Monday to Sunday) for the last `weeks` weeks up to the week of `day` */
export async function weekProgress(ctx: AppContext, user: UserTable, contractId: unknown, weeksAsked?: unknown, dayAsked?: string) {
  const contract = await sectionFor(ctx, user, contractId)
  const weeks = weeksAsked === undefined || weeksAsked === '' ? 8 : Number(weeksAsked)
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 53) throw new BadRequest('周数应为 1 到 53 之间的整数')
  const today = chinaDay(ctx.clock.now())
  const day = dayAsked ? dayNumber(dayAsked) : today
  if (day === undefined) throw new BadRequest('日期格式应为 yyyy-MM-dd')
  const lastMonday = weekStart(day)
  const first = lastMonday - (weeks - 1) * 7
  const [windows, daily, before] = await Promise.all([
    wbsRepository.planWindows(ctx.db, contract.id),
    wbsRepository.dailyValues(ctx.db, contract.id, dayText(first), dayText(lastMonday + 6)),
    wbsRepository.valueBefore(ctx.db, contract.id, dayText(first))
  ])
  const plannedBy = (d: number) => windows.reduce((s, w) => s + w.value * Math.min(1, Math.max(0, (d - w.start + 1) / (w.end - w.start + 1))), 0)
  const billValue = windows.reduce((s, w) => s + w.value, 0)
  let cumulative = before
  const list = []
  for (let monday = first; monday <= lastMonday; monday += 7) {
    const from = dayText(monday), to = dayText(monday + 6)
    const actual = money(daily.filter((d) => d.day >= from && d.day <= to).reduce((s, d) => s + d.value, 0))
    cumulative += actual
    const planned = money(plannedBy(monday + 6) - plannedBy(monday - 1))
    list.push({
      week: from, weekEnd: to, plannedValue: planned, actualValue: actual,
      plannedPercent: percent(plannedBy(monday + 6), billValue), actualPercent: percent(cumulative, billValue)
    })
  }
  return { contractId: contract.id, billValue: money(billValue), list }
}

// The hazard loop's roll-ups over the hazard register (catalog/safety): the safety figures of a project or section
// (the dashboard's), one person's hazards (reported by them, or theirs to rectify), the construction section a
// chainage lies in with its chiefs, and open reports of the same place and category from the last days. Every one
// reads only what the caller may read of the register: its menu, and the records of the caller's projects and
// sections.
import type {
  HazardDuplicateVO, HazardMineQuery, HazardPlaceVO, HazardRowVO, HazardSummaryVO
} from '@shared/api/safety'
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../context'
import type { ContractTable, VisualDevRecordTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { projectRepository } from '../projects'
import { userRepository, type UserRow } from '../users/repository'
import {
  currentState, displayRecords, modelContext, narrowedScope, parseData, signRecordFiles, statesOf, withDictionaryOptions, type Origin
} from '../visualdev'
import { parseChainage, parseMileage } from './chainage'
import { CLOSED_STATE, DUPLICATE_DAYS, DUPLICATE_METRES, HAZARD_MODEL_ID, MAJOR_LEVEL } from './hazard-model'
import { hazardRepository } from './repository'
import { chinaClock, chinaMidnight } from '../../lib/china-time'

type Row = Record<string, unknown>
const DAY_MS = 86_400_000
const SECTION_CHIEF = 'sectionForeman'

/** the register, checked for the caller (its menu), with its states and its level options */
async function register(ctx: AppContext, user: UserRow, origin: Origin) {
  const c = await modelContext(ctx, user, HAZARD_MODEL_ID, origin, { buttons: ['btn_detail', 'btn_edit'] })
  const def = statesOf(c.model)
  if (!def) throw new BadRequest('隐患台账没有设置记录状态')
  const fields = await withDictionaryOptions(ctx, c.form.fields)
  const levels = fields.find((f) => f.vModel === 'hazardLevel')?.options ?? []
  return { c, def, fields, levels }
}

/** the first day of the month `now` falls in, China time */
export function monthStart(now: number): number {
  const d = chinaClock(now)
  return chinaMidnight(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
}

export async function hazardSummary(ctx: AppContext, user: UserRow, origin: Origin, q: { projectId?: string; contractId?: string }): Promise<HazardSummaryVO> {
  const { def, levels } = await register(ctx, user, origin)
  const scope = await narrowedScope(ctx, user, q.projectId || undefined, q.contractId || undefined)
  const now = ctx.clock.now()
  const since = monthStart(now)
  // each record's state and overdue flag as the lists and the detail work them out
  const rows = (await hazardRepository.figureRows(ctx.db, ctx.dialect, scope)).map((r) => {
    const s = currentState(def, r, { deadline: r.deadline }, now)
    return { level: r.level, state: s.code, final: s.final, overdue: s.overdue, enteredAt: s.enteredAt }
  })
  const isOpen = (r: { final: boolean }) => !r.final
  const isOverdue = (r: { overdue: boolean }) => r.overdue
  const byLevel = levels.map((o) => {
    const of = rows.filter((r) => r.level === o.value)
    return { level: String(o.value), name: o.label, open: of.filter(isOpen).length, overdue: of.filter(isOverdue).length, total: of.length }
  })
  return {
    total: rows.length,
    open: rows.filter(isOpen).length,
    overdue: rows.filter(isOverdue).length,
    closedThisMonth: rows.filter((r) => r.state === CLOSED_STATE && r.enteredAt >= since).length,
    byLevel,
    byState: def.states.map((s) => ({ code: s.code, name: s.name, colour: s.colour, count: rows.filter((r) => r.state === s.code).length }))
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v))
const msOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const firstUrl = (v: unknown) => (Array.isArray(v) && v.length && typeof (v[0] as Row)?.url === 'string' ? String((v[0] as Row).url) : '')

export async function myHazards(ctx: AppContext, user: UserRow, origin: Origin, q: HazardMineQuery): Promise<PageList<HazardRowVO>> {
  const { c, def, fields } = await register(ctx, user, origin)
  if (q.recordState && !def.states.some((s) => s.code === q.recordState)) throw new BadRequest(`状态“${q.recordState.slice(0, 50)}”不存在`)
  const scope = await narrowedScope(ctx, user, q.projectId || undefined)
  const pageSize = Math.min(Math.max(Number(q.pageSize ?? 20), 1), 100)
  const currentPage = Math.max(Number(q.currentPage ?? 1), 1)
  const mine = q.as === 'responsible' ? { responsible: user.id } : { creator: user.id }
  const { rows, total } = await hazardRepository.minePage(ctx.db, ctx.dialect, scope, { ...mine, state: q.recordState || undefined }, (currentPage - 1) * pageSize, pageSize)
  const shown = await displayRecords(ctx, user, c.form, rows)
  const now = ctx.clock.now()
  const list = rows.map((r, i) => {
    const raw = parseData(r)
    const view = shown[i] ?? {}
    const state = currentState(def, r, raw, now)
    const photos = signRecordFiles(ctx, fields, { photos: raw.photos }).photos
    return {
      id: r.id, hazardNo: text(raw.hazardNo), hazardTitle: text(raw.hazardTitle), level: text(raw.hazardLevel), levelName: text(view.hazardLevel),
      major: raw.hazardLevel === MAJOR_LEVEL, categoryName: text(view.hazardCategory), chainage: text(raw.chainage), location: text(raw.location),
      responsibleName: text(view.responsible), deadline: msOf(raw.deadline), foundDate: msOf(raw.foundDate), recordState: state.code,
      recordStateName: state.name, colour: state.colour, overdue: state.overdue, photo: firstUrl(photos),
      flowState: r.flowState === null || r.flowState === undefined ? null : Number(r.flowState)
    }
  })
  return { list, pagination: { currentPage, pageSize, total } }
}

/** a project the caller belongs to (administrators: any project), or 400 */
async function memberProject(ctx: AppContext, user: UserRow, projectId: string): Promise<void> {
  await narrowedScope(ctx, user, projectId)
}

function chainageOf(text: string): number {
  const m = parseChainage(text)
  if (m === undefined) throw new BadRequest('桩号格式不正确，应如 K12+300')
  return m
}

/** the enabled construction section of the project whose stake range holds the chainage (metres), if any */
export async function sectionAt(ctx: AppContext, projectId: string, at: number): Promise<ContractTable | undefined> {
  const sections = (await projectRepository.contractsOfProject(ctx.db, projectId))
    .filter((s) => s.kind === 'construction' && Number(s.enabledMark ?? 1) === 1)
  return sections.find((s) => {
    const range = parseMileage(s.mileage)
    return range !== undefined && at >= range[0] && at <= range[1]
  })
}

export async function hazardPlace(ctx: AppContext, user: UserRow, origin: Origin, q: { projectId: string; chainage: string }): Promise<HazardPlaceVO | null> {
  await register(ctx, user, origin)
  await memberProject(ctx, user, q.projectId)
  const hit = await sectionAt(ctx, q.projectId, chainageOf(q.chainage))
  if (!hit) return null
  const people = await hazardRepository.sectionPeople(ctx.db, hit.id, SECTION_CHIEF)
  return {
    contractId: hit.id, contractName: hit.fullName, enCode: hit.enCode, contractor: hit.contractor, mileage: hit.mileage,
    responsibles: people.map((p) => ({ id: p.id, fullName: `${p.realName}/${p.account}` }))
  }
}

export async function hazardDuplicates(
  ctx: AppContext, user: UserRow, origin: Origin, q: { projectId: string; chainage: string; category: string }
): Promise<HazardDuplicateVO[]> {
  const { def } = await register(ctx, user, origin)
  const scope = await narrowedScope(ctx, user, q.projectId)
  const at = chainageOf(q.chainage)
  const since = ctx.clock.now() - DUPLICATE_DAYS * DAY_MS
  const rows = await hazardRepository.openOfCategory(ctx.db, ctx.dialect, scope, q.projectId, q.category, since)
  const near = rows
    .map((r): [VisualDevRecordTable, Row, number] => {
      const data = parseData(r)
      const m = parseChainage(data.chainage)
      return [r, data, m === undefined ? Infinity : Math.abs(m - at)]
    })
    .filter(([, , metres]) => metres <= DUPLICATE_METRES)
  const reporters = new Map((await userRepository.listByIds(ctx.db, [...new Set(near.map(([r]) => r.creatorUserId))])).map((u) => [u.id, u.realName]))
  return near.map(([r, data, metres]) => ({
    id: r.id, hazardNo: text(data.hazardNo), hazardTitle: text(data.hazardTitle), chainage: text(data.chainage), location: text(data.location),
    recordStateName: currentState(def, r, data, ctx.clock.now()).name, reportedAt: Number(r.creatorTime),
    reporterName: reporters.get(r.creatorUserId) ?? '', metres: Math.round(metres)
  }))
}

/** the open hazards in scope with a chainage, in metres along the line (the map's markers) */
export async function openHazardPlaces(
  ctx: AppContext, user: UserRow, origin: Origin, q: { projectId: string; contractId?: string }
): Promise<{ id: string; contractId: string; title: string; chainage: string; metres: number; major: boolean }[]> {
  await register(ctx, user, origin)
  const scope = await narrowedScope(ctx, user, q.projectId, q.contractId || undefined)
  const rows = await hazardRepository.openPlaces(ctx.db, ctx.dialect, scope)
  return rows.flatMap((r) => {
    const metres = parseChainage(r.chainage)
    return metres === undefined ? [] : [{ id: r.id, contractId: r.contractId, title: r.title, chainage: r.chainage, metres, major: r.level === MAJOR_LEVEL }]
  })
}

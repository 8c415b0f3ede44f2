// The map card: the project's chainage line, each section as the stretch of that line its mileage covers, and a
// marker at each bridge and tunnel of the WBS and each open hazard, placed by its chainage on the line (the same
// projection, reversed, that stamps site photos). Hazard markers need the hazard register's menu; without it the
// map still shows the route and the structures. Today's key inspection points are marked too (visited, due, missed).
import type { DashboardFenceVO, DashboardMapVO, DashboardMarkerVO, MapPointVO, MapTilesVO } from '@shared/api/dashboard'
import type { AlignmentPoint } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { chainage } from '../progress'
import { enabledFences } from '../attendance'
import { storedAlignment } from '../projects'
import { openHazardPlaces, parseMileage } from '../safety'
import { keyPointPlaces } from '../key-inspections'
import { dashboardRepository } from './repository'
import { cardScope, construction, type CardQuery } from './scope'

const round6 = (n: number) => Math.round(n * 1e6) / 1e6

/** the point at `metres` along the line, linear between control points; undefined off either end */
export function pointAt(line: AlignmentPoint[], metres: number): MapPointVO | undefined {
  if (line.length < 2 || metres < line[0].chainage || metres > line[line.length - 1].chainage) return undefined
  const i = Math.max(1, line.findIndex((p) => p.chainage >= metres))
  const [a, b] = [line[i - 1], line[i]]
  const f = b.chainage === a.chainage ? 0 : (metres - a.chainage) / (b.chainage - a.chainage)
  return { longitude: round6(a.longitude + (b.longitude - a.longitude) * f), latitude: round6(a.latitude + (b.latitude - a.latitude) * f) }
}

/** the stretch of the line between two chainages: its ends and the control points between them */
export function stretchOf(line: AlignmentPoint[], from: number, to: number): MapPointVO[] {
  const start = pointAt(line, Math.max(from, line[0]?.chainage ?? 0))
  const end = pointAt(line, Math.min(to, line[line.length - 1]?.chainage ?? 0))
  if (!start || !end) return []
  const inner = line.filter((p) => p.chainage > from && p.chainage < to).map((p) => ({ longitude: p.longitude, latitude: p.latitude }))
  return [start, ...inner, end]
}

async function hazardMarkers(ctx: AppContext, user: UserTable, q: CardQuery) {
  try {
    return await openHazardPlaces(ctx, user, 'app', q)
  } catch (e) {
    // no hazard register menu: the map shows the rest
    if (e instanceof BadRequest) return []
    throw e
  }
}

/** the web map's tile source, or null when the server has none (the app then draws its schematic) */
export function mapTiles(ctx: AppContext): MapTilesVO | null {
  const t = ctx.config.mapTiles
  return t ? { url: t.url, subdomains: t.subdomains, attribution: t.attribution, coords: t.coords } : null
}

/** the enabled attendance fences of the sections in scope (the scope is already the caller's) */
async function fencesOf(ctx: AppContext, sections: { id: string; enCode: string }[]): Promise<DashboardFenceVO[]> {
  const code = new Map(sections.map((c) => [c.id, c.enCode]))
  return (await enabledFences(ctx.db, sections.map((c) => c.id))).map((f) => ({
    id: f.id, name: f.name, contractId: f.contractId, sectionCode: code.get(f.contractId) ?? '', shape: f.shape,
    center: f.shape === 'circle' ? f.center : null, radius: f.shape === 'circle' ? f.radius : null,
    points: f.shape === 'polygon' ? f.points : []
  }))
}

export async function mapCard(ctx: AppContext, user: UserTable, q: CardQuery): Promise<DashboardMapVO> {
  const scope = await cardScope(ctx, user, q)
  const projectLine = storedAlignment(scope.project.alignment) ?? []
  const sections = scope.sections.map((c) => {
    const range = parseMileage(c.mileage)
    const line = storedAlignment(c.alignment) ?? projectLine
    return {
      id: c.id, enCode: c.enCode, fullName: c.fullName, kind: c.kind, contractor: c.contractor, mileage: c.mileage ?? '',
      contractValue: Math.round(Number(c.amount) * 10000 * 100) / 100,
      from: range ? range[0] : null, to: range ? range[1] : null, line: range ? stretchOf(line, range[0], range[1]) : []
    }
  })
  const lineOf = (contractId: string) => storedAlignment(scope.sections.find((c) => c.id === contractId)?.alignment) ?? projectLine
  const markers: DashboardMarkerVO[] = []
  for (const s of await dashboardRepository.structures(ctx.db, construction(scope).map((c) => c.id))) {
    const at = s.startChainage === null ? undefined : pointAt(lineOf(s.contractId), Number(s.startChainage))
    if (at) markers.push({ id: s.id, kind: 'structure', name: s.name, chainage: chainage(Number(s.startChainage)), contractId: s.contractId, ...at })
  }
  for (const h of await hazardMarkers(ctx, user, q)) {
    const at = pointAt(lineOf(h.contractId), h.metres)
    if (at) markers.push({ id: h.id, kind: 'hazard', name: h.title, chainage: h.chainage, contractId: h.contractId, major: h.major, ...at })
  }
  // key inspection points stand where they were positioned, not by chainage
  for (const p of await keyPointPlaces(ctx, scope.sections)) {
    markers.push({
      id: p.id, kind: 'keyPoint', name: p.name, chainage: p.chainage, contractId: p.contractId, longitude: p.longitude, latitude: p.latitude,
      status: p.status, missedCount: p.missedCount, ...(p.lastVisit ? { lastVisitId: p.lastVisit.id } : {})
    })
  }
  return {
    projectId: scope.project.id, fullName: scope.project.fullName,
    line: projectLine.map((p) => ({ chainage: p.chainage, longitude: p.longitude, latitude: p.latitude })), sections, markers,
    fences: await fencesOf(ctx, scope.sections), tiles: mapTiles(ctx)
  }
}

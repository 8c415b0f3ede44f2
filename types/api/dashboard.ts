// The home dashboard's cards (/api/dashboard/..., this server's, not JNPF's): one small answer per card, for the
// project in use and, when given, one of its contract sections. Money in yuan with two decimals; the app shows 万元.
// Every card takes ?projectId=&contractId=.

export interface DashboardSectionVO {
  id: string
  enCode: string
  fullName: string
  /** construction | supervision | laboratory | owner */
  kind: string
  contractor: string
  /** K0+000～K48+350, '' when the section has no stretch of its own */
  mileage: string
  /** the contract price, yuan */
  contractValue: number
}

/** GET /api/dashboard/overview */
export interface DashboardOverviewVO {
  projectId: string
  fullName: string
  shortName: string
  address: string
  startDate: string
  endDate: string
  lengthKm: number
  /** the approved total investment (概算), yuan */
  investment: number
  /** days from the start to the end date, and from the start to today (0 before the start, at most totalDays) */
  totalDays: number
  elapsedDays: number
  timePercent: number
  /** the people who belong to the sections shown */
  people: number
  sections: DashboardSectionVO[]
}

/** GET /api/dashboard/progress: the value completed against the bill, from the progress roll-up */
export interface DashboardProgressVO {
  day: string
  billValue: number
  doneValue: number
  plannedValue: number
  percent: number
  plannedPercent: number
  sections: { contractId: string; enCode: string; fullName: string; percent: number; plannedPercent: number; doneValue: number; billValue: number }[]
  /** the value completed per week (Monday to Sunday) of the last eight weeks, oldest first */
  weeks: { week: string; value: number }[]
}

/** GET /api/dashboard/investment: what the contracts are worth, what is built and what is metered for payment */
export interface DashboardInvestmentVO {
  /** the project's approved total investment (概算), yuan; 0 when scoped to one section */
  investment: number
  contractValue: number
  doneValue: number
  /** approved meterings */
  meteredValue: number
  /** meterings still being countersigned */
  reviewingValue: number
  sections: { contractId: string; enCode: string; fullName: string; contractValue: number; doneValue: number; meteredValue: number }[]
  /** approved metering per period (yyyy-mm) of the last twelve that have any, oldest first */
  periods: { period: string; amount: number }[]
}

/** GET /api/dashboard/safety: the hazard loop's figures (the same as /api/safety/Hazard/Summary) */
export type { HazardSummaryVO as DashboardSafetyVO } from './safety'

export interface MapPointVO {
  longitude: number
  latitude: number
}

/** GET /api/dashboard/map: the route, each section along it, and the places worth a marker */
export interface DashboardMapVO {
  projectId: string
  fullName: string
  /** the project's chainage line, [] when none is set (the map then says so) */
  line: (MapPointVO & { chainage: number })[]
  sections: (DashboardSectionVO & { from: number | null; to: number | null; line: MapPointVO[] })[]
  markers: DashboardMarkerVO[]
  /** the enabled attendance fences (考勤围栏) of the sections shown */
  fences: DashboardFenceVO[]
  /** the web map's base layer (server MAP_TILE_*), null when none is configured: the H5 map then draws a schematic */
  tiles: MapTilesVO | null
}

/** an attendance fence on the map: a circle (centre and radius) or a polygon (its vertices), GCJ-02 */
export interface DashboardFenceVO {
  id: string
  name: string
  contractId: string
  /** the section's code, e.g. TJ-01 */
  sectionCode: string
  shape: 'circle' | 'polygon'
  center: MapPointVO | null
  /** metres, circles only */
  radius: number | null
  points: MapPointVO[]
}

/** the tile source of the H5 web map: DashboardMapVO.tiles, and GET /api/dashboard/mapTiles answers { tiles } */
export interface MapTilesVO {
  /** a template with {z}/{x}/{y} and maybe {s} */
  url: string
  subdomains: string[]
  /** plain text shown under the map */
  attribution: string
  /** the datum of the tiles: the app's GCJ-02 points are shifted onto WGS-84 tiles */
  coords: 'gcj02' | 'wgs84'
}

export interface DashboardMarkerVO extends MapPointVO {
  id: string
  /** structure: a bridge or tunnel of the WBS; hazard: an open hidden danger; keyPoint: a key inspection point */
  kind: 'structure' | 'hazard' | 'keyPoint'
  name: string
  /** K12+300 */
  chainage: string
  contractId: string
  /** hazards: major (重大) or not */
  major?: boolean
  /** key points: today's state (visited / due / missed), the missed periods and the last visit */
  status?: 'visited' | 'due' | 'missed'
  missedCount?: number
  lastVisitId?: string
}

/** GET /api/dashboard/attendance: today's attendance in the scope (China day), per construction section with crews */
export interface DashboardAttendanceVO {
  day: string
  /** people who clocked in today */
  present: number
  /** registered workers expected today (0 before the shift has begun and on rest days) */
  expected: number
  late: number
  absent: number
  /** field-service punches today */
  field: number
  /** whether the figures are everyone's on the sections (keepers, managers) or only the caller's own */
  everyone: boolean
  sections: { contractId: string; enCode: string; contractName: string; present: number; workers: number }[]
}

// The hazard loop's own endpoints beside the low-code records of the hazard register (/api/safety/Hazard/..., this
// server's, not JNPF's): the safety figures of a project or section, the hazards of one person, the section a place
// lies in, and earlier reports of the same place and category.

/** GET /api/safety/Hazard/Summary?projectId=&contractId= */
export interface HazardSummaryVO {
  total: number
  /** not yet closed */
  open: number
  /** open and past the rectification deadline */
  overdue: number
  /** closed since the first day of this month (China time) */
  closedThisMonth: number
  /** per level of the level dictionary, in its order */
  byLevel: { level: string; name: string; open: number; overdue: number; total: number }[]
  /** per record state, in the declared order */
  byState: { code: string; name: string; colour: string; count: number }[]
}

/** one row of GET /api/safety/Hazard/Mine */
export interface HazardRowVO {
  id: string
  hazardNo: string
  hazardTitle: string
  /** the level's dictionary id, and its name */
  level: string
  levelName: string
  major: boolean
  categoryName: string
  chainage: string
  location: string
  responsibleName: string
  /** the rectification deadline (ms), null when none */
  deadline: number | null
  foundDate: number | null
  recordState: string
  recordStateName: string
  colour: string
  overdue: boolean
  /** the first hazard photo, signed; '' when none */
  photo: string
  /** the approval flow's task state (重大隐患), null before it is submitted */
  flowState: number | null
}

/** GET /api/safety/Hazard/Mine?as=reporter|responsible&recordState=&currentPage=&pageSize= */
export interface HazardMineQuery {
  as: 'reporter' | 'responsible'
  recordState?: string
  projectId?: string
  currentPage?: number
  pageSize?: number
}

/** GET /api/safety/Hazard/Place?projectId=&chainage= : the construction section whose stake range holds the place */
export interface HazardPlaceVO {
  contractId: string
  contractName: string
  enCode: string
  contractor: string
  mileage: string
  /** the section's chiefs, who are usually made responsible */
  responsibles: { id: string; fullName: string }[]
}

/** one earlier report: GET /api/safety/Hazard/Duplicates?projectId=&chainage=&category= */
export interface HazardDuplicateVO {
  id: string
  hazardNo: string
  hazardTitle: string
  chainage: string
  location: string
  recordStateName: string
  /** when it was reported (ms) */
  reportedAt: number
  reporterName: string
  /** metres between the two chainages */
  metres: number
}

/** POST /api/safety/SiteInspection/{id}/Stops/{index}/Hazard: the hazard a patrol stop's problem was registered as */
export interface SiteStopHazardVO {
  index: number
  hazardId: string
  hazardNo: string
}

// Key inspections (/api/key-inspections/..., this server's own endpoints, issue 17): the points of a contract
// section to visit daily or weekly, today's plan with what was missed, and the visits taken at the place. Days are
// yyyy-mm-dd in China time, times epoch ms, positions GCJ-02.

export type KeyPointFrequency = 'daily' | 'weekly'
/** visited: a visit in the current period (today, or this week); missed: the previous period went unvisited */
export type KeyPointStatus = 'visited' | 'due' | 'missed'
export type VisitCondition = 'normal' | 'problem'

export const KEY_POINT_KINDS = ['高边坡', '深基坑', '高墩', '隧道洞口', '临时用电', '拌合站', '其他'] as const
/** the roles a point can be put in the charge of (catalogue role enCodes) and their names */
export const KEY_POINT_ROLES: Record<string, string> = {
  safetyOfficer: '安全员', supervisionEngineer: '监理工程师', sectionForeman: '工区长', projectManager: '项目经理', chiefEngineer: '总工'
}
export const DEFAULT_KEY_POINT_RADIUS = 100

export interface KeyPointVO {
  id: string
  projectId: string
  contractId: string
  contractName: string
  name: string
  kind: string
  chainage: string
  longitude: number
  latitude: number
  radius: number
  frequency: KeyPointFrequency
  responsibleRoles: string[]
  responsibleNote: string
  enabled: boolean
  /** the last manual positioning */
  positionedTime: number | null
  positionAccuracy: number | null
}

export interface KeyVisitVO {
  id: string
  pointId: string
  pointName: string
  contractId: string
  userId: string
  realName: string
  visitTime: number
  visitDay: string
  longitude: number
  latitude: number
  accuracy: number | null
  distance: number
  condition: VisitCondition
  notes: string
  photos: { fileId: string; url: string; name: string }[]
  hazardId: string
  hazardNo: string
}

export interface KeyPlanItemVO extends KeyPointVO {
  status: KeyPointStatus
  /** the last 30 days' periods (days or weeks) that went without a visit */
  missedCount: number
  /** the first day and the last of the current period */
  periodFrom: string
  periodTo: string
  lastVisit: KeyVisitVO | null
}

export interface KeyPlanVO {
  now: number
  day: string
  sections: { id: string; name: string }[]
  /** whether the user may add, edit and disable points / set their positions */
  canKeep: boolean
  canPosition: boolean
  canVisit: boolean
  list: KeyPlanItemVO[]
}

export interface KeyPointInput {
  id?: string
  contractId: string
  name: string
  kind: string
  chainage?: string
  longitude: number
  latitude: number
  radius?: number
  frequency: KeyPointFrequency
  responsibleRoles?: string[]
  responsibleNote?: string
  enabled?: boolean
}

export interface KeyPositionInput {
  longitude: number
  latitude: number
  accuracy?: number
  /** a fix taken on the spot (its accuracy is checked) or coordinates typed in */
  source: 'fix' | 'manual'
}

export interface KeyVisitInput {
  pointId: string
  longitude: number
  latitude: number
  accuracy?: number
  mock?: boolean
  clientTime?: number
  condition: VisitCondition
  notes?: string
  photos: { fileId?: string; url: string; name?: string }[]
  /** a problem visit: register it in the hazard register too */
  registerHazard?: boolean
  hazardLevel?: string
}

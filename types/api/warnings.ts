// Early warnings (预警管理, issue 14): shared between the server (server/src/modules/warnings) and the app
// (src/features/warnings).

/** the modelId of a system message's RecordLinkBody about a warning: the app opens the warning */
export const WARNING_LINK_MODEL = 'earlyWarning'

export const WARNING_TYPES = ['暴雨', '台风', '大风', '高温', '寒潮', '大雾', '边坡位移', '隧道围岩变形', '沉降', '监测超限', '其他'] as const
export type WarningType = (typeof WARNING_TYPES)[number]

/** 1 红色 (Ⅰ级), 2 橙色 (Ⅱ级), 3 黄色 (Ⅲ级), 4 蓝色 (Ⅳ级) */
export type WarningLevel = 1 | 2 | 3 | 4
export const WARNING_LEVEL_NAMES: Record<WarningLevel, string> = { 1: '红色', 2: '橙色', 3: '黄色', 4: '蓝色' }
export const WARNING_LEVEL_GRADES: Record<WarningLevel, string> = { 1: 'Ⅰ级', 2: 'Ⅱ级', 3: 'Ⅲ级', 4: 'Ⅳ级' }

/** in force, not yet in force, past its validity, or lifted by its issuer */
export type WarningState = 'active' | 'pending' | 'expired' | 'lifted'
export const WARNING_STATE_NAMES: Record<WarningState, string> = { active: '生效中', pending: '未生效', expired: '已过期', lifted: '已解除' }

/** how often the issuer may remind those who have not acknowledged */
export const WARNING_REMIND_MINUTES = 30

export interface WarningCard {
  id: string
  projectId: string
  type: string
  level: WarningLevel
  area: string
  chainage: string
  validFrom: number
  validUntil: number
  state: WarningState
  issuerName: string
  issuedAt: number
  sectionNames: string[]
  /** whether I was warned, and whether I acknowledged */
  received: boolean
  acknowledgedAt: number | null
  /** the issuer's figures (0 when I did not issue it) */
  total: number
  acknowledged: number
}

export interface WarningPerson { userId: string; name: string; organize: string; ackAt: number | null; note: string }

export interface WarningDetail extends WarningCard {
  content: string
  measures: string
  contractIds: string[]
  issuerUserId: string
  liftedAt: number | null
  liftedByName: string
  myNote: string
  /** true when I issued it (or administer it): the figures and people below are filled */
  isIssuer: boolean
  pending: WarningPerson[]
  acknowledgedPeople: WarningPerson[]
  lastRemindAt: number | null
  /** the earliest time the next reminder may be sent (null: now) */
  nextRemindAt: number | null
}

export interface WarningForm {
  projectId: string
  contractIds?: string[]
  type: string
  level: number
  area: string
  chainage?: string
  /** explicit validity (the web console); or validHours from now by the server's clock (the app) */
  validFrom?: number
  validUntil?: number
  validHours?: number
  content: string
  measures: string
}

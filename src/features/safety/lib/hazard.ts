// The hazard register as the app's safety pages know it (server/src/catalog/safety): its model, the dictionaries its
// level and category come from, and the rules of a quick report that need no server.
import dayjs from 'dayjs'

export const HAZARD_MODEL_ID = 'vm-hazard-rectify'
/** 安全检查: the inspections by checklist whose failed items become hazards */
export const SAFETY_CHECK_MODEL_ID = 'vm-safety-check'
export const LEVEL_DICTIONARY = 'dt-hazardLevel'
export const CATEGORY_DICTIONARY = 'dt-hazardCategory'
export const MAJOR_LEVEL = 'dd-hazardLevel-major'

/**
 * Days to rectify by level, the deadline a report starts with (the reporter may change it): a 一般隐患 is put right
 * within days, a 重大隐患 needs a plan approved first (隐患整改审批) and so weeks.
 */
const DEADLINE_DAYS: Record<string, number> = { 'dd-hazardLevel-general': 3, [MAJOR_LEVEL]: 15 }
const DEFAULT_DAYS = 3

/** midnight (China time as the date picker stores it) of the deadline for a level found `today` */
export function defaultDeadline(level: string, today: number): number {
  const days = DEADLINE_DAYS[level] ?? DEFAULT_DAYS
  return dayjs(today).startOf('day').add(days, 'day').valueOf()
}

export const isMajor = (level: string) => level === MAJOR_LEVEL

/** a title for a report nobody typed one for: what and where, '高处坠落隐患 K12+300 钱塘江特大桥5号墩' */
export function reportTitle(categoryName: string, chainage: string, location: string): string {
  return [`${categoryName}隐患`, chainage, location].filter(Boolean).join(' ').slice(0, 80)
}

/** '120.25950,30.08880' */
export const positionValue = (p: { longitude: number; latitude: number }) => `${p.longitude.toFixed(5)},${p.latitude.toFixed(5)}`

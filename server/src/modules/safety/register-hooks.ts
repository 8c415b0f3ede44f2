// Rules of two safety registers the form cannot say. 特种设备: the inspection certificate runs out after the
// inspection it records, and that inspection has already taken place. 安全早班会: a meeting is recorded on or after
// its day, and no fewer people attended than signed in. 应急管理: a plan runs out after its approval, a drill ends
// after it starts, a contact has a number one can dial, a material's stock is not negative. A refused save stores nothing.
import { BadRequest } from '../../errors'
import { registerModelHooks } from '../visualdev'
import { chinaDay } from '../../lib/china-time'

export const SPECIAL_EQUIPMENT_MODEL_ID = 'vm-special-equipment'
export const SAFETY_MORNING_MODEL_ID = 'vm-safety-morning'
/** the sign-in rows of a meeting (catalog/safety/models/safety-morning.ts MORNING_ATTENDEES) */
const ATTENDEES = 'tableFieldAttendees'

type Row = Record<string, unknown>
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
/** the number of the China-time day an instant falls on: dates are picked and compared as China days */

export function checkSpecialEquipment(data: Row, now: number): void {
  const inspected = num(data.inspectionDate)
  const expiry = num(data.inspectionExpiry)
  if (inspected !== undefined && chinaDay(inspected) > chinaDay(now)) throw new BadRequest('最近检验日期不能晚于今天')
  if (inspected !== undefined && expiry !== undefined && chinaDay(expiry) <= chinaDay(inspected)) throw new BadRequest('检验有效期应晚于最近检验日期')
}

export function checkMorningMeeting(data: Row, now: number): void {
  const day = num(data.meetingDate)
  if (day !== undefined && chinaDay(day) > chinaDay(now)) throw new BadRequest('会议日期不能晚于今天')
  const signed = Array.isArray(data[ATTENDEES]) ? (data[ATTENDEES] as unknown[]).length : 0
  const count = num(data.attendeeCount)
  if (count !== undefined && count < signed) throw new BadRequest(`参会人数不能少于签到人数（${signed}人）`)
}

export const EMERGENCY_PLAN_MODEL_ID = 'vm-emergency-plan'
export const EMERGENCY_DRILL_MODEL_ID = 'vm-emergency-drill'
export const EMERGENCY_CONTACT_MODEL_ID = 'vm-emergency-contact'
export const EMERGENCY_MATERIAL_MODEL_ID = 'vm-emergency-material'

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')
/** a mainland mobile: 11 digits from 13x to 19x */
const MOBILE = /^1[3-9]\d{9}$/
/** a landline with or without its area code and extension (0571-86021234, 057186021234, 86021234-801), or a
 *  short public number (110, 119, 120, 122, 12345, 95598) */
const LANDLINE = /^(?:(?:0\d{2,3}-?)?[2-9]\d{6,7}(?:-\d{1,6})?|1\d{2}|1\d{4}|9\d{4})$/

/** 应急预案: approved before it runs out, and not approved in the future */
export function checkEmergencyPlan(data: Row, now: number): void {
  const approved = num(data.approvedAt)
  const until = num(data.validUntil)
  if (approved !== undefined && chinaDay(approved) > chinaDay(now)) throw new BadRequest('批准日期不能晚于今天')
  if (approved !== undefined && until !== undefined && chinaDay(until) <= chinaDay(approved)) throw new BadRequest('有效期应晚于批准日期')
}

/** 应急演练: it ends after it starts */
export function checkEmergencyDrill(data: Row): void {
  const start = num(data.startTime)
  const end = num(data.endTime)
  if (start !== undefined && end !== undefined && end <= start) throw new BadRequest('演练结束时间应晚于开始时间')
  const count = num(data.participants)
  if (count !== undefined && count < 1) throw new BadRequest('参演人数不能少于1人')
}

/** 应急通讯录: a number to call, each one a valid mainland mobile or landline */
export function checkEmergencyContact(data: Row): void {
  const mobile = text(data.mobile).replace(/\s/g, '')
  const landline = text(data.landline).replace(/\s/g, '')
  if (!mobile && !landline) throw new BadRequest('手机和固定电话至少填写一项')
  if (mobile && !MOBILE.test(mobile)) throw new BadRequest('手机号码格式不正确')
  if (landline && !LANDLINE.test(landline)) throw new BadRequest('固定电话格式不正确')
}

/** 应急物资: no negative stock, and the next check not before the last */
export function checkEmergencyMaterial(data: Row): void {
  const quantity = data.quantity
  if (quantity !== undefined && quantity !== null && quantity !== '') {
    const n = typeof quantity === 'number' ? quantity : Number(quantity)
    if (!Number.isFinite(n) || n < 0) throw new BadRequest('物资数量不能小于0')
  }
  const last = num(data.lastCheck)
  const next = num(data.nextCheck)
  if (last !== undefined && next !== undefined && chinaDay(next) <= chinaDay(last)) throw new BadRequest('下次检查日期应晚于上次检查日期')
}

let installed = false

/** registers the registers' hooks once per process */
export function registerSafetyRegisterHooks(): void {
  if (installed) return
  installed = true
  registerModelHooks(SPECIAL_EQUIPMENT_MODEL_ID, { validate: ({ ctx, data, draft }) => { if (!draft) checkSpecialEquipment(data, ctx.clock.now()) } })
  registerModelHooks(SAFETY_MORNING_MODEL_ID, { validate: ({ ctx, data, draft }) => { if (!draft) checkMorningMeeting(data, ctx.clock.now()) } })
  registerModelHooks(EMERGENCY_PLAN_MODEL_ID, { validate: ({ ctx, data, draft }) => { if (!draft) checkEmergencyPlan(data, ctx.clock.now()) } })
  registerModelHooks(EMERGENCY_DRILL_MODEL_ID, { validate: ({ data, draft }) => { if (!draft) checkEmergencyDrill(data) } })
  registerModelHooks(EMERGENCY_CONTACT_MODEL_ID, { validate: ({ data, draft }) => { if (!draft) checkEmergencyContact(data) } })
  registerModelHooks(EMERGENCY_MATERIAL_MODEL_ID, { validate: ({ data, draft }) => { if (!draft) checkEmergencyMaterial(data) } })
}

// Rules of two safety registers the form cannot say. 特种设备: the inspection certificate runs out after the
// inspection it records, and that inspection has already taken place. 安全早班会: a meeting is recorded on or after
// its day, and no fewer people attended than signed in. A refused save stores nothing.
import { BadRequest } from '../../errors'
import { registerModelHooks } from '../visualdev'

export const SPECIAL_EQUIPMENT_MODEL_ID = 'vm-special-equipment'
export const SAFETY_MORNING_MODEL_ID = 'vm-safety-morning'
/** the sign-in rows of a meeting (catalog/safety/models/safety-morning.ts MORNING_ATTENDEES) */
const ATTENDEES = 'tableFieldAttendees'

type Row = Record<string, unknown>
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
/** the number of the China-time day an instant falls on: dates are picked and compared as China days */
const chinaDay = (ms: number) => Math.floor((ms + 8 * 3600_000) / 86_400_000)

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

let installed = false

/** registers the registers' hooks once per process */
export function registerSafetyRegisterHooks(): void {
  if (installed) return
  installed = true
  registerModelHooks(SPECIAL_EQUIPMENT_MODEL_ID, { validate: ({ ctx, data, draft }) => { if (!draft) checkSpecialEquipment(data, ctx.clock.now()) } })
  registerModelHooks(SAFETY_MORNING_MODEL_ID, { validate: ({ ctx, data, draft }) => { if (!draft) checkMorningMeeting(data, ctx.clock.now()) } })
}

// Bill numbers: prefix + date part + running number, zero-padded, + suffix (type 1); a new date part restarts the
// sequence. Type 2 rules put random digits (or letters and digits) after the prefix, type 3 a UUID. Issued inside a
// transaction so two requests never receive the same running number. A disabled rule issues nothing.
// A form may show its number before saving (issueForForm): the number is recorded for the user it was shown to, and
// the create takes it (takeOrIssue) only then and only once; any other number sent with a create is replaced.
import crypto from 'node:crypto'
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'
import type { BillRuleTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { billRuleRepository } from './repository'
import { chinaClock } from '../../lib/china-time'

/** formats like yyyyMMdd, YYYYMMDD, yyyyMM, yyyy, yyMMdd, YYYYMMDDHHmmssSSS (Beijing time, as the group works in it) */
export function formatDatePart(format: string, now: number): string {
  if (!format || format === 'no') return ''
  const d = chinaClock(now)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return format
    .replace(/yyyy|YYYY/g, String(d.getUTCFullYear()))
    .replace(/yy|YY/g, pad(d.getUTCFullYear() % 100))
    .replace(/MM/g, pad(d.getUTCMonth() + 1))
    .replace(/dd|DD/g, pad(d.getUTCDate()))
    .replace(/HH/g, pad(d.getUTCHours()))
    .replace(/mm/g, pad(d.getUTCMinutes()))
    .replace(/ss/g, pad(d.getUTCSeconds()))
    .replace(/SSS/g, pad(d.getUTCMilliseconds(), 3))
}

const DIGITS = '0123456789'
const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** the number of a type 2 (random) or type 3 (UUID) rule; nothing to count, so nothing to lock */
function randomPart(rule: BillRuleTable): string {
  if (Number(rule.type) === 3) return crypto.randomUUID().replace(/-/g, '')
  const alphabet = Number(rule.randomType) === 2 ? LETTERS_AND_DIGITS : DIGITS
  const length = Number(rule.randomDigit) === 32 ? 32 : 16
  return Array.from({ length }, () => alphabet[crypto.randomInt(alphabet.length)]).join('')
}

export async function nextBillNumber(ctx: AppContext, enCode: string): Promise<string> {
  // a flow launch numbers its form's record inside its own transaction: the number is taken in that one
  if (ctx.db.isTransaction) return issueIn(ctx, ctx.db, enCode)
  return ctx.db.transaction().execute((trx) => issueIn(ctx, trx, enCode))
}

/** GET BillNumber: the next number, recorded as shown to `userId` so that user's create may carry it */
export async function issueForForm(ctx: AppContext, userId: string, enCode: string): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const number = await issueIn(ctx, trx, enCode)
    await billRuleRepository.recordIssued(trx, enCode, number, userId, ctx.clock.now())
    return number
  })
}

/**
 * The number a new record gets: the one the form showed, when BillNumber issued it for this rule to this user and no
 * record took it yet; otherwise (nothing sent, forged, another user's, already used) a fresh one.
 */
export async function takeOrIssue(ctx: AppContext, userId: string, enCode: string, sent: unknown): Promise<string> {
  if (typeof sent === 'string' && sent !== '' && sent.length <= 200 &&
    (await billRuleRepository.claimIssued(ctx.db, enCode, sent, userId, ctx.clock.now()))) return sent
  return nextBillNumber(ctx, enCode)
}

async function issueIn(ctx: AppContext, trx: Db, enCode: string): Promise<string> {
  const rule = await billRuleRepository.findForUpdate(trx, enCode, ctx.dialect === 'postgres')
  if (!rule) throw new BadRequest(`单据规则不存在: ${enCode}`)
  if (rule.enabledMark !== undefined && Number(rule.enabledMark) === 0) throw new BadRequest(`单据规则 ${enCode} 已禁用`)
  const suffix = rule.suffix ?? ''
  if (Number(rule.type ?? 1) !== 1) {
    const number = `${rule.prefix}${randomPart(rule)}${suffix}`
    await billRuleRepository.advance(trx, rule.id, Number(rule.thisNumber), rule.lastDate, number)
    return number
  }
  const datePart = formatDatePart(rule.dateFormat, ctx.clock.now())
  const start = Number.parseInt(rule.startNumber, 10) || 1
  const next = rule.lastDate === datePart && Number(rule.thisNumber) > 0 ? Number(rule.thisNumber) + 1 : start
  const digits = String(next).padStart(Number(rule.digit), '0')
  if (digits.length > Number(rule.digit)) throw new BadRequest(`单据规则 ${enCode} 的流水号已用完`)
  const number = `${rule.prefix}${datePart}${digits}${suffix}`
  await billRuleRepository.advance(trx, rule.id, next, datePart, number)
  return number
}

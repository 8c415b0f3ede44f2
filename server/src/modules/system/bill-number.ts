// Bill numbers: prefix + date part + running number, zero-padded. A new date part restarts the sequence.
// Issued inside a transaction so two requests never receive the same number.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { billRuleRepository } from './repository'

/** formats like yyyyMMdd, YYYYMMDD, yyyyMM, yyyy, yyMMdd (Beijing time, as the group works in it) */
export function formatDatePart(format: string, now: number): string {
  if (!format || format === 'no') return ''
  const d = new Date(now + 8 * 3600_000)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return format
    .replace(/yyyy|YYYY/g, String(d.getUTCFullYear()))
    .replace(/yy|YY/g, pad(d.getUTCFullYear() % 100))
    .replace(/MM/g, pad(d.getUTCMonth() + 1))
    .replace(/dd|DD/g, pad(d.getUTCDate()))
    .replace(/HH/g, pad(d.getUTCHours()))
    .replace(/mm/g, pad(d.getUTCMinutes()))
    .replace(/ss/g, pad(d.getUTCSeconds()))
}

export async function nextBillNumber(ctx: AppContext, enCode: string): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const rule = await billRuleRepository.findForUpdate(trx, enCode, ctx.dialect === 'postgres')
    if (!rule) throw new BadRequest(`单据规则不存在: ${enCode}`)
    const datePart = formatDatePart(rule.dateFormat, ctx.clock.now())
    const start = Number.parseInt(rule.startNumber, 10) || 1
    const next = rule.lastDate === datePart && Number(rule.thisNumber) > 0 ? Number(rule.thisNumber) + 1 : start
    const digits = String(next).padStart(Number(rule.digit), '0')
    if (digits.length > Number(rule.digit)) throw new BadRequest(`单据规则 ${enCode} 的流水号已用完`)
    const number = `${rule.prefix}${datePart}${digits}`
    await billRuleRepository.advance(trx, rule.id, next, datePart, number)
    return number
  })
}

// The numbering part of the console's bill-rule form (方式, date format, digits, start, random numbers, prefix and
// suffix), checked so that every rule saved can issue numbers; and the 业务分类 names (dictionary businessType).
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { systemRepository } from '../system/repository'
import { dictionaryAdminRepository } from './dictionary-repository'

export interface BillRuleForm {
  fullName?: string; enCode?: string; category?: string; prefix?: string; suffix?: string; type?: number; dateFormat?: string
  digit?: number; startNumber?: string; randomDigit?: number; randomType?: number; sortCode?: number; enabledMark?: number
  description?: string
}

export const BUSINESS_TYPE = 'businessType'

/** YYYY, YYYYMM ... YYYYMMDDHHmmssSSS as the console offers them, the lower-case spellings older rules use, 'no' */
const DATE_FORMAT = /^(?:no|(?:yyyy|YYYY)(?:MM(?:(?:dd|DD)(?:HH(?:mm(?:ss(?:SSS)?)?)?)?)?)?)$/

/** id -> name of the businessType dictionary's entries (empty when the dictionary is not installed) */
export async function businessTypeNames(ctx: AppContext): Promise<Map<string, string>> {
  const type = await systemRepository.findDictionaryType(ctx.db, BUSINESS_TYPE)
  const rows = type ? await dictionaryAdminRepository.data(ctx.db, type.id) : []
  return new Map(rows.map((r) => [r.id, r.fullName]))
}

function affix(value: unknown, label: string): string {
  const v = typeof value === 'string' ? value.trim() : ''
  if (v.length > 50) throw new BadRequest(`${label}不能超过50个字符`)
  // eslint-disable-next-line no-control-regex -- a number is printed on paper: no markup, no control characters
  if (/[\u0000-\u001f\u007f<>]/.test(v)) throw new BadRequest(`${label}不能含有特殊符号`)
  return v
}

function dateCounter(form: BillRuleForm) {
  const dateFormat = String(form.dateFormat ?? 'no').trim() || 'no'
  if (!DATE_FORMAT.test(dateFormat)) throw new BadRequest('日期格式不正确')
  const digit = Number(form.digit)
  if (!Number.isInteger(digit) || digit < 1 || digit > 9) throw new BadRequest('位数须为1到9的整数')
  const startNumber = String(form.startNumber ?? '').trim()
  if (!/^\d+$/.test(startNumber)) throw new BadRequest('起始值只能输入数字')
  if (Number(startNumber) === 0) throw new BadRequest(`起始值不能为${startNumber}`)
  if (startNumber.length > digit) throw new BadRequest('起始值的位数不能超过流水位数')
  return { dateFormat, digit, startNumber: startNumber.padStart(digit, '0') }
}

export async function checkedRuleForm(ctx: AppContext, form: BillRuleForm) {
  const type = Number(form.type ?? 1)
  if (![1, 2, 3].includes(type)) throw new BadRequest('方式不正确')
  const category = String(form.category ?? '').trim()
  if (!category) throw new BadRequest('请选择业务分类')
  if (!(await businessTypeNames(ctx)).has(category)) throw new BadRequest('业务分类不存在')
  const randomDigit = Number(form.randomDigit ?? 16)
  const randomType = Number(form.randomType ?? 1)
  if (type === 2 && (![16, 32].includes(randomDigit) || ![1, 2].includes(randomType))) throw new BadRequest('随机数位数只能是16或32，类型只能是纯数字或字母+数字')
  // the counter fields are hidden for random and UUID rules; keep a valid counter so switching back works
  const counter = type === 1 ? dateCounter(form) : { dateFormat: 'no', digit: 1, startNumber: '1' }
  return {
    category, prefix: affix(form.prefix, '前缀'), suffix: affix(form.suffix, '后缀'), type, ...counter,
    randomDigit: type === 2 ? randomDigit : 16, randomType: type === 2 ? randomType : 1,
    sortCode: Number(form.sortCode ?? 0), enabledMark: Number(form.enabledMark ?? 1) === 0 ? 0 : 1
  }
}

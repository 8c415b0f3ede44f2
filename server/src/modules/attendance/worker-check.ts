// The checks of one labour worker's fields, shared by the single-worker save and the Excel import, so a row of a
// sheet is refused for exactly the reasons the form is.
import { isIdCard } from '../../../../src/utils/id-card'
import { BadRequest } from '../../errors'
import { dayOfTime } from './rules'

export const text = (v: unknown, label: string, max: number, required = false): string => {
  const s = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : undefined
  if (s === undefined) throw new BadRequest(`${label}格式不正确`)
  if (required && s === '') throw new BadRequest(`请填写${label}`)
  if (s.length > max) throw new BadRequest(`${label}不能超过${max}个字`)
  return s
}
const DATE = /^\d{4}-\d{2}-\d{2}$/
export const date = (v: unknown, label: string, required: boolean): string => {
  if ((v === undefined || v === null || v === '') && !required) return ''
  if (required && (v === undefined || v === null || v === '')) throw new BadRequest(`请填写${label}`)
  if (typeof v !== 'string' || !DATE.test(v) || dayOfTime(Date.parse(`${v}T00:00:00+08:00`)) !== v) throw new BadRequest(`${label}格式应为 yyyy-MM-dd`)
  return v
}

export interface WorkerFields { realName: string; idCard: string; mobile: string; trade: string; team: string; entryDate: string; exitDate: string }

/** a worker's fields from the client or a sheet row, checked; throws the first reason it is wrong */
export function cleanWorker(input: Record<string, unknown>, now: number): WorkerFields {
  const realName = text(input.realName, '姓名', 50, true)
  const idCard = text(input.idCard, '身份证号', 18, true).toUpperCase()
  if (!isIdCard(idCard, new Date(now))) throw new BadRequest('请输入正确的18位身份证号')
  const mobile = text(input.mobile, '手机号', 20)
  if (mobile !== '' && !/^1[3-9]\d{9}$/.test(mobile)) throw new BadRequest('请输入正确的手机号')
  const trade = text(input.trade, '工种', 50, true)
  const team = text(input.team, '班组', 50, true)
  const entryDate = date(input.entryDate, '进场日期', true)
  const exitDate = date(input.exitDate, '退场日期', false)
  if (exitDate !== '' && exitDate < entryDate) throw new BadRequest('退场日期不能早于进场日期')
  return { realName, idCard, mobile, trade, team, entryDate, exitDate }
}

// The rules of a project and a contract-section form: what a highway project office checks before it files them.
import { BadRequest } from '../../errors'
import { CONTRACT_KINDS } from './views'

const DATE = /^\d{4}-\d{2}-\d{2}$/
// K12+300, K12+300.5; a range joins two with ～ (or ~ / -)
const CHAINAGE = /^K(\d{1,4})\+(\d{3}(?:\.\d{1,3})?)$/

export function chainageMetres(k: string): number | null {
  const m = CHAINAGE.exec(k.trim())
  return m ? Number(m[1]) * 1000 + Number(m[2]) : null
}

/** '' or "K0+000～K48+350" with the start before the end; returns the normalised text */
export function checkMileage(mileage: string | undefined): string {
  const text = (mileage ?? '').trim()
  if (!text) return ''
  const parts = text.split(/\s*[～~]\s*|\s+-\s+/)
  const [a, b] = parts.map(chainageMetres)
  if (parts.length !== 2 || a === null || b === null) throw new BadRequest('起止桩号格式应为 K0+000～K48+350')
  if (b <= a) throw new BadRequest('终点桩号必须大于起点桩号')
  return `${parts[0].trim()}～${parts[1].trim()}`
}

export function checkDates(start: string | undefined, end: string | undefined): void {
  for (const d of [start, end]) {
    if (d && (!DATE.test(d) || Number.isNaN(Date.parse(d)))) throw new BadRequest('日期格式应为 YYYY-MM-DD')
  }
  if (start && end && end < start) throw new BadRequest('计划完工日期不能早于开工日期')
}

export function checkKind(kind: string): void {
  if (!(kind in CONTRACT_KINDS)) throw new BadRequest('合同段类型应为施工、监理、试验检测或业主')
}

export function required(value: string | undefined, label: string): string {
  const v = (value ?? '').trim()
  if (!v) throw new BadRequest(`${label}不能为空`)
  return v
}

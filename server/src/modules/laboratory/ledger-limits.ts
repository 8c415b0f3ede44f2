// The ledgers' kind and inspection names and the limits a record's test item sets from its design value.
import type { LabInspectionType, LabLedgerKind } from '@shared/api/laboratory'
import type { LabLedgerTable, LabLimitTable, LabTestItemTable } from '../../db/schema'

export const KINDS: Record<LabLedgerKind, string> = { construction: '施工检测台账', entity: '工程实体检测' }
export const INSPECTION_NAMES: Record<LabInspectionType, string> = { self: '施工自检', spot: '监理抽检' }
/** the item code of the limit (and result) of a record's mean */
export const MEAN = 'mean'

export const round3 = (v: number) => Math.round(v * 1000) / 1000
const num = (v: number) => String(Number(v.toFixed(3)))

export function bound(factor: number | null, offset: number, design: number | null): number | null {
  if (factor === null) return null
  return round3(Number(factor) * (design ?? 0) + Number(offset))
}

function boundText(sign: string, factor: number | null, offset: number): string {
  if (factor === null) return ''
  const f = Number(factor)
  const o = Number(offset)
  if (f === 0) return `${sign} ${num(o)}`
  const base = f === 1 ? '设计值' : `${num(f)}×设计值`
  return `${sign} ${base}${o > 0 ? ` + ${num(o)}` : o < 0 ? ` − ${num(-o)}` : ''}`
}

export function ruleText(i: LabTestItemTable): string {
  const each = [boundText('≥', i.minFactor, i.minOffset), boundText('≤', i.maxFactor, i.maxOffset)].filter(Boolean).join('且')
  const mean = i.meanFactor === null ? '' : `，平均值 ${boundText('≥', i.meanFactor, 0)}`
  return `每${i.pointLabel} ${each}${mean}`
}

/** the limit rows of a record's points (p1..pn) and of their mean, in the shape the verdict and change record use */
export function pointLimits(l: LabLedgerTable, pointLabel: string): LabLimitTable[] {
  const base = { id: '', projectId: l.projectId, materialCode: l.itemCode, materialName: l.itemName, category: l.kind, unit: l.unit, standard: l.standard }
  const rows: LabLimitTable[] = Array.from({ length: Number(l.points) }, (_, i) => ({
    ...base, itemCode: `p${i + 1}`, itemName: `第${i + 1}${pointLabel}`, minValue: l.minValue, maxValue: l.maxValue, sortCode: i + 1
  }))
  if (l.meanMin !== null) rows.push({ ...base, itemCode: MEAN, itemName: '平均值', minValue: l.meanMin, maxValue: null, sortCode: 1000 })
  return rows
}

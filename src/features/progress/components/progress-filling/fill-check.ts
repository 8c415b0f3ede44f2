// What the filler typed, checked before it goes: a number with at most two decimals, not negative, and the item
// never past its design quantity (the server says the same; saying it here spares a round trip without signal).
import type { FillingItem } from '../../api/filling'

export type FillMode = 'quantity' | 'percent'

const NUMBER = /^\d+(\.\d{1,2})?$/

/** what was done before the day being filled (the day's own filling is replaced, not added) */
export const doneBefore = (item: FillingItem): number => Math.round((item.doneQuantity - (item.today?.quantity ?? 0)) * 100) / 100

/** '' when the value may go, else what is wrong with it */
export function checkFill(item: FillingItem, mode: FillMode, text: string): string {
  const value = text.trim()
  if (value === '') return mode === 'quantity' ? '请填写今日完成数量' : '请填写累计完成百分比'
  if (!NUMBER.test(value)) return mode === 'quantity' ? '完成数量应为数字，最多两位小数' : '完成百分比应为数字，最多两位小数'
  const n = Number(value)
  const before = doneBefore(item)
  if (mode === 'percent') {
    if (n > 100) return '完成百分比不能超过100'
    const beforePct = item.designQuantity > 0 ? Math.round((before / item.designQuantity) * 10000) / 100 : 0
    if (n < beforePct) return `累计完成已达${beforePct}%，不能小于已填报的进度`
    return ''
  }
  if (n === 0) return '完成数量应大于0'
  const left = Math.round((item.designQuantity - before) * 100) / 100
  if (n > left + 0.001) return `超过剩余数量${left.toFixed(2)}${item.unit}（设计${item.designQuantity.toFixed(2)}${item.unit}）`
  return ''
}

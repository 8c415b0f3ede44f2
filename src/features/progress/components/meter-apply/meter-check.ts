// The checks of a metering before it is sent (the server checks the same again, under its lock): a quantity is a
// number above 0 with at most two decimals and never more than what is left of the item's bill quantity.
import type { BillItem } from '../../api/meters'

export const money = (v: number): number => Math.round(v * 100) / 100

/** the problem with one entered quantity, '' when it may be sent ('' input means the item is not metered) */
export function checkQuantity(text: string, item: Pick<BillItem, 'left' | 'unit' | 'name'>): string {
  const t = text.trim()
  if (t === '') return ''
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return `${item.name}：计量数量应为数字，最多两位小数`
  const q = Number(t)
  if (q <= 0) return `${item.name}：计量数量应大于0`
  if (q > item.left + 0.001) return `${item.name}：本期计量${t}${item.unit}超过清单剩余数量${item.left.toFixed(2)}${item.unit}`
  return ''
}

/** the lines to send and the first problem ('' when none) */
export function meterLines(items: BillItem[], entered: Record<string, string>): { lines: { nodeId: string; quantity: number }[]; problem: string } {
  const lines: { nodeId: string; quantity: number }[] = []
  for (const i of items) {
    const t = (entered[i.nodeId] ?? '').trim()
    const problem = checkQuantity(t, i)
    if (problem) return { lines, problem }
    if (t !== '') lines.push({ nodeId: i.nodeId, quantity: Number(t) })
  }
  return { lines, problem: lines.length === 0 ? '请至少填写一个清单项的本期计量数量' : '' }
}

/** this period's amount: each line rounded to the cent, as the server rounds it */
export function meterAmount(items: BillItem[], entered: Record<string, string>): number {
  return money(items.reduce((s, i) => {
    const q = Number((entered[i.nodeId] ?? '').trim())
    return Number.isFinite(q) && q > 0 ? s + money(q * i.unitPrice) : s
  }, 0))
}

// 计量申请's checks before sending: a quantity is a number above 0 with at most two decimals, never past what is left
// of the item's bill quantity; empty items are not metered; the amount rounds each line to the cent as the server does.
import { checkQuantity, meterAmount, meterLines } from '@/features/progress/components/meter-apply/meter-check'
import type { BillItem } from '@/features/progress/api/meters'

const item = (nodeId: string, left: number, unitPrice: number): BillItem => ({
  nodeId, billCode: `403-${nodeId}`, code: nodeId, name: `分项${nodeId}`, chainage: 'K10+000～K10+500', unit: 'm³', unitPrice, billQuantity: 100, meteredBefore: 100 - left, left
})

test('a quantity is checked against what is left, with two decimals at most', () => {
  const i = item('a', 12.5, 10)
  expect(checkQuantity('', i)).toBe('')
  expect(checkQuantity('12.50', i)).toBe('')
  expect(checkQuantity('12.51', i)).toBe('分项a：本期计量12.51m³超过清单剩余数量12.50m³')
  expect(checkQuantity('1.234', i)).toMatch(/最多两位小数/)
  expect(checkQuantity('abc', i)).toMatch(/应为数字/)
  expect(checkQuantity('0', i)).toMatch(/应大于0/)
})

test('the lines are the entered items; the first problem stops them; nothing entered asks for one', () => {
  const items = [item('a', 10, 3.33), item('b', 5, 1.5), item('c', 0, 9)]
  expect(meterLines(items, { a: '3', b: '' })).toEqual({ lines: [{ nodeId: 'a', quantity: 3 }], problem: '' })
  expect(meterLines(items, { a: '3', b: '6' }).problem).toMatch(/分项b.*超过清单剩余数量5.00/)
  expect(meterLines(items, {}).problem).toBe('请至少填写一个清单项的本期计量数量')
  expect(meterAmount(items, { a: '3.33', b: '2' })).toBe(14.09)
})

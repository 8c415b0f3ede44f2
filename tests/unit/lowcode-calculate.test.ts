import { calculateField, evaluateExpression, roundTo } from '@/engines/lowcode/model/calculate'
import { normaliseForm } from '@/engines/lowcode/model/normalise'
import { amountChinese, thousands } from '@/engines/lowcode/model/number-format'

const f = (vModel: string) => ({ __vModel__: vModel, __config__: { jnpfKey: 'inputNumber', label: vModel } })
const calc = (expression: unknown[], values: Record<string, unknown> = {}, precision = 2) => evaluateExpression(expression, values, { precision })

describe('evaluateExpression', () => {
  it('merges consecutive digits and dots into numbers', () => {
    expect(calc(['1', '2', '.', '5', '+', '3'])).toBe(15.5)
  })

  it('gives × and ÷ precedence over + and -, left to right', () => {
    expect(calc(['2', '+', '3', '×', '4'])).toBe(14)
    expect(calc(['8', '-', '2', '-', '1'])).toBe(5)
    expect(calc(['8', '÷', '4', '÷', '2'])).toBe(1)
    expect(calc(['2', '×', '3', '-', '4', '÷', '2'])).toBe(4)
  })

  it('honours parentheses, nested too', () => {
    expect(calc(['(', '2', '+', '3', ')', '×', '4'])).toBe(20)
    expect(calc(['(', '(', '1', '+', '1', ')', '×', '(', '2', '+', '1', ')', ')', '÷', '3'])).toBe(2)
  })

  it('reads a leading or inner minus as a sign', () => {
    expect(calc(['-', '3', '+', '5'])).toBe(2)
    expect(calc(['2', '×', '-', '3'])).toBe(-6)
    expect(calc(['-', '(', '1', '+', '2', ')'])).toBe(-3)
  })

  it('gives nothing for division by zero and malformed expressions', () => {
    expect(calc(['1', '÷', '0'])).toBeUndefined()
    expect(calc([f('a'), '÷', f('b')], { a: 1 })).toBeUndefined()
    expect(calc(['1', '+'])).toBeUndefined()
    expect(calc(['(', '1', '+', '2'])).toBeUndefined()
    expect(calc(['1', ')'])).toBeUndefined()
    expect(calc(['×', '2'])).toBeUndefined()
    expect(calc(['1', 'alert(1)'])).toBeUndefined()
    expect(calc([])).toBeUndefined()
    expect(evaluateExpression('1+1', {})).toBeUndefined()
  })

  it('reads field values, missing or non-numeric ones as 0', () => {
    const exp = [f('qty'), '×', f('price'), '+', f('fee')]
    expect(calc(exp, { qty: 3, price: '2.5' })).toBe(7.5)
    expect(calc(exp, { qty: 'x', price: 2, fee: 1 })).toBe(1)
  })

  it('sums a child-table column, or reads its own row inside the table', () => {
    const values = { tableField1: [{ amount: 1.5 }, { amount: '2' }, { amount: null }, null] }
    expect(calc([{ __vModel__: 'tableField1.amount' }, '×', '2'], values)).toBe(7)
    expect(evaluateExpression([{ __vModel__: 'tableField1.amount' }, '×', '2'], values, { rowIndex: 1 })).toBe(4)
    expect(calc([{ __vModel__: 'tableField1-amount' }], values)).toBe(3.5)
    expect(calc([{ __vModel__: 'missing.amount' }, '+', '1'], values)).toBe(1)
  })

  it('rounds to the precision, avoiding float artefacts', () => {
    expect(calc(['0', '.', '1', '+', '0', '.', '2'])).toBe(0.3)
    expect(calc(['1', '÷', '3'], {}, 4)).toBe(0.3333)
    expect(calc(['1', '÷', '3'], {}, 0)).toBe(0)
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(-2.5, 0)).toBe(-3)
  })
})

describe('calculateField', () => {
  it('evaluates a normalised calculate control with its precision', () => {
    const { fields } = normaliseForm({ fields: [{ __config__: { jnpfKey: 'calculate', label: '合计', isStorage: 1 }, __vModel__: 'total', precision: 1, expression: [f('a'), '÷', '3'] }] })
    expect(calculateField(fields[0], { a: 10 })).toBe(3.3)
  })
})

describe('thousands', () => {
  it.each([
    [1234567.5, undefined, '1,234,567.5'],
    [1234567.5, 2, '1,234,567.50'],
    ['-98765.4321', 2, '-98,765.43'],
    [999, undefined, '999'],
    [0, 2, '0.00'],
    ['', undefined, ''],
    ['abc', undefined, 'abc']
  ])('%p with precision %p -> %p', (value, precision, expected) => {
    expect(thousands(value, precision)).toBe(expected)
  })
})

describe('amountChinese', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [100, '壹佰元整'],
    [1005, '壹仟零伍元整'],
    [10000, '壹万元整'],
    [100010, '壹拾万零壹拾元整'],
    [100000001, '壹亿零壹元整'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [1.05, '壹元零伍分'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [10.5, '壹拾元伍角'],
    [-20, '负贰拾元整'],
    [123456789.12, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分'],
    ['1,000', '壹仟元整'],
    ['x', '']
  ])('%p -> %p', (value, expected) => {
    expect(amountChinese(value)).toBe(expected)
  })
})

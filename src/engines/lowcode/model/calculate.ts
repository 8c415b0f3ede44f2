// The calculate control (§1.3): its `expression` is a token array — operators + - × ÷ ( ), single digits or '.'
// (consecutive ones form one number), and field objects carrying __vModel__. A 'table.column' reference means that
// column of the same row when the formula sits in a child-table row, otherwise the sum of the column over all rows
// (as W36 JnpfCalculate reads it). Evaluated with shunting-yard into RPN; no string is ever run as code.
import type { LcField } from '../types'

type Token = { kind: 'num'; value: number } | { kind: 'op'; op: Op } | { kind: 'paren'; open: boolean }
type Op = '+' | '-' | '*' | '/' | 'neg'
type Values = Record<string, unknown>

const OPS: Readonly<Record<string, Op>> = { '+': '+', '-': '-', '×': '*', '*': '*', '÷': '/', '/': '/' }
const PRECEDENCE: Readonly<Record<Op, number>> = { '+': 1, '-': 1, '*': 2, '/': 2, neg: 3 }

/** a value as a number; missing or non-numeric values count as 0 (a half-filled form still shows a result) */
const asNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : 0
}

function splitRef(vModel: string, values: Values): [string, string] | undefined {
  const dot = vModel.indexOf('.')
  if (dot > 0) return [vModel.slice(0, dot), vModel.slice(dot + 1)]
  const dash = vModel.indexOf('-')
  if (dash > 0 && Array.isArray(values[vModel.slice(0, dash)])) return [vModel.slice(0, dash), vModel.slice(dash + 1)]
  return undefined
}

function refValue(vModel: string, values: Values, rowIndex?: number): number {
  const ref = splitRef(vModel, values)
  if (!ref) return asNumber(values[vModel])
  const rows = values[ref[0]]
  if (!Array.isArray(rows)) return 0
  const cell = (row: unknown) => (row && typeof row === 'object' ? asNumber((row as Values)[ref[1]]) : 0)
  if (rowIndex !== undefined) return cell(rows[rowIndex])
  return rows.reduce((sum: number, row) => sum + cell(row), 0)
}

/** the expression as tokens; undefined when it holds something that is not a number, operator, bracket or field */
function tokenize(expression: unknown[], values: Values, rowIndex?: number): Token[] | undefined {
  const tokens: Token[] = []
  let digits = ''
  const flush = (): boolean => {
    if (!digits) return true
    const n = Number(digits)
    digits = ''
    if (!Number.isFinite(n)) return false
    tokens.push({ kind: 'num', value: n })
    return true
  }
  for (const item of expression) {
    if (typeof item === 'string' && /^[\d.]+$/.test(item)) { digits += item; continue }
    if (typeof item === 'number' && Number.isFinite(item)) { digits += String(item); continue }
    if (!flush()) return undefined
    if (item && typeof item === 'object' && typeof (item as Values).__vModel__ === 'string') {
      tokens.push({ kind: 'num', value: refValue((item as Values).__vModel__ as string, values, rowIndex) })
    } else if (typeof item === 'string' && OPS[item.trim()]) {
      tokens.push({ kind: 'op', op: OPS[item.trim()] })
    } else if (item === '(' || item === ')') {
      tokens.push({ kind: 'paren', open: item === '(' })
    } else {
      return undefined
    }
  }
  return flush() ? tokens : undefined
}

/** shunting-yard: infix tokens -> RPN; a '-' where an operand belongs (start, after '(' or an operator) is a sign */
function toRpn(tokens: Token[]): Token[] | undefined {
  const out: Token[] = []
  const stack: Token[] = []
  let expectOperand = true
  for (const token of tokens) {
    if (token.kind === 'num') {
      out.push(token)
      expectOperand = false
    } else if (token.kind === 'op') {
      if (expectOperand) {
        // a sign binds tighter than any operator: 2 × -3 is -6; a '+' sign changes nothing
        if (token.op === '-') stack.push({ kind: 'op', op: 'neg' })
        else if (token.op !== '+') return undefined
        continue
      }
      for (let top = stack[stack.length - 1]; top?.kind === 'op' && PRECEDENCE[top.op] >= PRECEDENCE[token.op]; top = stack[stack.length - 1]) {
        out.push(stack.pop() as Token)
      }
      stack.push(token)
      expectOperand = true
    } else if (token.open) {
      stack.push(token)
      expectOperand = true
    } else {
      while (stack.length && stack[stack.length - 1].kind !== 'paren') out.push(stack.pop() as Token)
      if (!stack.length || expectOperand) return undefined
      stack.pop()
    }
  }
  if (expectOperand) return undefined
  while (stack.length) {
    const top = stack.pop() as Token
    if (top.kind === 'paren') return undefined
    out.push(top)
  }
  return out
}

function runRpn(rpn: Token[]): number | undefined {
  const stack: number[] = []
  for (const token of rpn) {
    if (token.kind === 'num') { stack.push(token.value); continue }
    if (token.kind === 'op' && token.op === 'neg' && stack.length) { stack.push(-(stack.pop() as number)); continue }
    if (token.kind !== 'op' || stack.length < 2) return undefined
    const b = stack.pop() as number
    const a = stack.pop() as number
    stack.push(token.op === '+' ? a + b : token.op === '-' ? a - b : token.op === '*' ? a * b : a / b)
  }
  return stack.length === 1 ? stack[0] : undefined
}

/** round half away from zero at `precision` decimals, through the decimal text so 1.005 -> 1.01 */
export function roundTo(value: number, precision: number): number {
  const p = Math.max(0, Math.min(10, Math.trunc(precision)))
  const sign = value < 0 ? -1 : 1
  const shifted = Number(`${Math.abs(value)}e${p}`)
  const rounded = Number(`${Math.round(shifted)}e-${p}`)
  return Number.isFinite(rounded) ? sign * rounded : sign * Math.round(Math.abs(value) * 10 ** p) / 10 ** p
}

export interface CalculateOptions {
  /** the row when the formula sits in a child table */
  rowIndex?: number
  /** decimals of the result; 2 (the designer default) when not given */
  precision?: number
}

/** the value of an expression, or undefined when it is empty, malformed or divides by zero */
export function evaluateExpression(expression: unknown, values: Values, options: CalculateOptions = {}): number | undefined {
  if (!Array.isArray(expression) || !expression.length) return undefined
  const tokens = tokenize(expression, values ?? {}, options.rowIndex)
  const rpn = tokens && toRpn(tokens)
  const result = rpn && runRpn(rpn)
  if (result === undefined || !Number.isFinite(result)) return undefined
  return roundTo(result, options.precision ?? 2)
}

/** a calculate field's value for the current form values (and its row, inside a child table) */
export function calculateField(field: LcField, values: Values, rowIndex?: number): number | undefined {
  const precision = typeof field.props.precision === 'number' ? field.props.precision : undefined
  return evaluateExpression(field.props.expression, values, { rowIndex, precision })
}

// The engine's pure parts: reading the node JSON, conditions with every symbol, where a completed node leads
// (conditions, parallel joins, choice branches) and what each sign mode decides.
import { applySymbol, conditionMatches } from '../../server/src/modules/workflow/engine/conditions'
import { canWrite, formOperatesOf, mergeApproverEdits } from '../../server/src/modules/workflow/engine/form-rights'
import { plannedPath, successors } from '../../server/src/modules/workflow/engine/navigate'
import { dueTime, timerDelay } from '../../server/src/modules/workflow/engine/properties'
import { verdict } from '../../server/src/modules/workflow/engine/sign-modes'
import { parseTree } from '../../server/src/modules/workflow/engine/tree'
import { approver, chain, condition, node, start, when } from './workflow-fixtures'

describe('conditions', () => {
  test.each([
    ['>=', 5, 5, true], ['>=', 4, 5, false], ['>', 6, 5, true], ['>', 5, 5, false], ['==', '5', 5, true], ['==', 'a', 'b', false],
    ['<=', 5, 5, true], ['<=', 6, 5, false], ['<', 4, 5, true], ['<', '10', '9', false], ['<>', 'a', 'b', true], ['<>', 3, '3', false],
    ['like', '重大隐患', '重大', true], ['like', '一般', '重大', false], ['notLike', '一般', '重大', true], ['notLike', '重大隐患', '重大', false]
  ])('%s: %p against %p is %p', (symbol, left, right, expected) => {
    expect(applySymbol(symbol, left, right)).toBe(expected)
  })

  test('numbers compare as numbers, empty values never satisfy an ordering, arrays match any member', () => {
    expect(applySymbol('>', '10', '9')).toBe(true)
    expect(applySymbol('>', undefined, 1)).toBe(false)
    expect(applySymbol('<', '', 1)).toBe(false)
    expect(applySymbol('==', ['a', 'b'], 'b')).toBe(true)
    expect(applySymbol('unknown', 1, 1)).toBe(false)
  })

  test('groups join by their logic and by matchLogic; a field may be compared with another field', () => {
    const props = {
      matchLogic: 'or',
      conditions: [
        { logic: 'and', groups: [{ field: 'days', symbol: '>', fieldValue: 3 }, { field: 'type', symbol: '==', fieldValue: '事假' }] },
        { logic: 'and', groups: [{ field: 'amount', symbol: '>', fieldValueType: 1, fieldValue: 'limit' }] }
      ]
    }
    expect(conditionMatches(props, { days: 5, type: '事假', amount: 1, limit: 2 })).toBe(true)
    expect(conditionMatches(props, { days: 5, type: '病假', amount: 1, limit: 2 })).toBe(false)
    expect(conditionMatches(props, { days: 1, type: '病假', amount: 3, limit: 2 })).toBe(true)
    expect(conditionMatches({ ...props, matchLogic: 'and' }, { days: 5, type: '事假', amount: 3, limit: 2 })).toBe(true)
    // formulas would need an evaluator: they never match
    expect(conditionMatches({ conditions: [{ groups: [{ fieldType: 3, field: 'a+b', symbol: '>', fieldValue: 1 }] }] }, { a: 5 })).toBe(false)
  })

  test('the ≤3.3 flat list is read with its per-item logic', () => {
    const props = { conditions: [{ field: 'a', symbol: '==', filedValue: '1' }, { field: 'b', symbol: '==', filedValue: '2', logic: '||' }] }
    expect(conditionMatches(props, { a: '0', b: '2' })).toBe(true)
    expect(conditionMatches(props, { a: '0', b: '3' })).toBe(false)
  })
})

describe('the node tree and where it leads', () => {
  const idle = { busyInside: () => false }
  const tree = parseTree(start({}, chain(
    approver('a1', '经理'),
    {
      ...node('gw', 'empty'), conditionNodes: [
        condition('c-big', when('days', '>', 3), approver('a-big', '总经理')),
        condition('c-else', { isDefault: true })
      ]
    },
    approver('a-end', '人事')
  )))

  test('a condition gateway takes the first matching branch, else the default one, and joins after it', () => {
    expect(successors({ tree, form: { days: 5 }, ...idle }, 'gw').activate).toEqual(['a-big'])
    expect(successors({ tree, form: { days: 1 }, ...idle }, 'gw').activate).toEqual(['a-end'])
    expect(successors({ tree, form: { days: 5 }, ...idle }, 'a-big').activate).toEqual(['a-end'])
    expect(successors({ tree, form: {}, ...idle }, 'a-end').end).toBe(true)
    expect(plannedPath(tree, { days: 1 })).toEqual(['start', 'a1', 'gw', 'c-else', 'a-end'])
  })

  test('a parallel gateway starts every branch and joins only when no branch is still running', () => {
    const p = parseTree(start({}, chain(
      { ...approver('split', '分发'), conditionNodes: [approver('p1', '甲', {}, { isInterflow: true }), chain(approver('p2', '乙', {}, { isInterflow: true }), approver('p3', '丙'))] },
      approver('join', '汇总')
    )))
    expect(successors({ tree: p, form: {}, ...idle }, 'split').activate).toEqual(['p1', 'p2'])
    expect(successors({ tree: p, form: {}, busyInside: () => true }, 'p1').activate).toEqual([])
    expect(successors({ tree: p, form: {}, ...idle }, 'p2').activate).toEqual(['p3'])
    expect(successors({ tree: p, form: {}, ...idle }, 'p3').activate).toEqual(['join'])
  })

  test('a choice gateway asks for the branches, then starts the chosen ones', () => {
    const c = parseTree(start({}, { ...approver('pick', '选择'), conditionNodes: [approver('b1', '甲', {}, { isBranchFlow: true }), approver('b2', '乙', {}, { isBranchFlow: true })] }))
    expect(successors({ tree: c, form: {}, ...idle }, 'pick').choices[0].heads).toEqual(['b1', 'b2'])
    expect(successors({ tree: c, form: {}, branches: ['b2'], ...idle }, 'pick').activate).toEqual(['b2'])
    expect(() => successors({ tree: c, form: {}, branches: ['nope'], ...idle }, 'pick')).toThrow('请选择要进入的分支')
  })

  test('malformed templates are refused with a reason', () => {
    expect(() => parseTree('{')).toThrow('不是合法的 JSON')
    expect(() => parseTree(JSON.stringify(approver('a', 'b')))).toThrow('必须以发起节点开始')
    expect(() => parseTree(JSON.stringify(start({}, approver('x', '1'), approver('x', '2'))))).toThrow('重复')
    const noMatch = parseTree(start({}, { ...approver('a', 'a'), conditionNodes: [condition('c', when('d', '>', 1))] }))
    expect(() => successors({ tree: noMatch, form: { d: 0 }, busyInside: () => false }, 'a')).toThrow('没有满足条件的分支')
  })
})

describe('sign modes, field rights and time', () => {
  const t = (total: number, approved: number, rejected: number, open: number) => ({ total, approved, rejected, open })

  test('or-sign: the first action decides', () => {
    expect(verdict(0, {}, t(3, 1, 0, 2), 'approve')).toBe('pass')
    expect(verdict(0, {}, t(3, 0, 1, 2), 'reject')).toBe('reject')
  })

  test('countersign: the approval ratio or count; rejections by rejectType; falling short once everyone acted rejects', () => {
    expect(verdict(1, {}, t(3, 2, 0, 1), 'approve')).toBe('wait')
    expect(verdict(1, {}, t(3, 3, 0, 0), 'approve')).toBe('pass')
    expect(verdict(1, { counterSignConfig: { auditType: 1, auditRatio: 60 } }, t(3, 2, 0, 1), 'approve')).toBe('pass')
    expect(verdict(1, { counterSignConfig: { auditType: 2, auditNum: 1 } }, t(3, 1, 0, 2), 'approve')).toBe('pass')
    expect(verdict(1, {}, t(3, 0, 1, 2), 'reject')).toBe('reject')
    expect(verdict(1, { counterSignConfig: { rejectType: 2, rejectNum: 2 } }, t(3, 0, 1, 2), 'reject')).toBe('wait')
    expect(verdict(1, { counterSignConfig: { rejectType: 2, rejectNum: 2 } }, t(3, 0, 2, 1), 'reject')).toBe('reject')
    expect(verdict(1, { counterSignConfig: { rejectType: 1, rejectRatio: 50 } }, t(4, 1, 1, 2), 'reject')).toBe('wait')
    expect(verdict(1, { counterSignConfig: { rejectType: 2, rejectNum: 2 } }, t(3, 2, 1, 0), 'approve')).toBe('reject')
  })

  test('sequential: passes when the last one approves; any rejection decides', () => {
    expect(verdict(2, {}, t(2, 1, 0, 1), 'approve')).toBe('wait')
    expect(verdict(2, {}, t(2, 2, 0, 0), 'approve')).toBe('pass')
    expect(verdict(2, {}, t(2, 1, 1, 0), 'reject')).toBe('reject')
  })

  test('formOperates: missing fields are writable only at the start; a changed read-only value is refused', () => {
    const props = { formOperates: [{ id: 'amount', name: '金额', read: true, write: false }, { id: 'remark', read: true, write: true }, { id: 'rows-qty', write: true }] }
    const rights = formOperatesOf(props)
    expect(canWrite(rights, false, 'remark')).toBe(true)
    expect(canWrite(rights, false, 'other')).toBe(false)
    expect(canWrite(rights, true, 'other')).toBe(true)
    expect(canWrite(rights, false, 'rows')).toBe(true)
    expect(mergeApproverEdits(props, { amount: 5, remark: 'a' }, { amount: 5, remark: 'b' })).toEqual({ amount: 5, remark: 'b' })
    expect(() => mergeApproverEdits(props, { amount: 5 }, { amount: 6 })).toThrow('您无权修改「金额」')
  })

  test('timer delays and time limits', () => {
    expect(timerDelay({ day: 1, hour: 2, minute: 3, second: 4 })).toBe(((24 + 2) * 60 + 3) * 60_000 + 4000)
    const base = { receiveTime: 1000, launchTime: 500, form: { due: '2026-01-01T00:00:00Z' } }
    expect(dueTime({ timeLimitConfig: { on: 1, nodeLimit: 0, duringDeal: 2 } }, {}, base)).toBe(1000 + 2 * 3_600_000)
    expect(dueTime({ timeLimitConfig: { on: 2 } }, { timeLimitConfig: { on: 1, nodeLimit: 1, duringDeal: 1 } }, base)).toBe(500 + 3_600_000)
    expect(dueTime({ timeLimitConfig: { on: 1, nodeLimit: 2, formField: 'due', duringDeal: 1 } }, {}, base)).toBe(Date.parse('2026-01-01T01:00:00Z'))
    expect(dueTime({ timeLimitConfig: { on: 0, duringDeal: 1 } }, {}, base)).toBeNull()
  })
})

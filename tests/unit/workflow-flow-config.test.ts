// pure modules only: the feature's index also carries its screens, which the unit project (node) does not render
import { encodeFlowConfig, launchItemConfig, launchOpType, listItemConfig, newLaunchConfig, parseFlowConfig } from '@/engines/workflow/lib/flow-config'
import { parseTaskCode, taskCodeText } from '@/engines/workflow/components/centre/task-code'
import { groupFlows } from '@/engines/workflow/api/templates'

const decode = (config: string) => JSON.parse(Buffer.from(config, 'base64').toString('utf8'))

describe('flowBefore config', () => {
  test('is the standard base64 of the UTF-8 JSON, and parses back', () => {
    const config = newLaunchConfig({ flowId: 'v1', enCode: 'leaveApply', fullName: '请假申请😀', formType: 1, type: 0 })
    const encoded = encodeFlowConfig(config)
    expect(encoded).toBe(Buffer.from(JSON.stringify(config), 'utf8').toString('base64'))
    expect(decode(encoded)).toEqual({ id: '', enCode: 'leaveApply', flowId: 'v1', formType: 1, opType: -1, status: '', fullName: '请假申请😀', type: 0 })
    expect(parseFlowConfig(encoded)).toEqual(config)
  })

  test('accepts the URI-encoded JSON of older clients and a string opType; refuses what is not a config', () => {
    expect(parseFlowConfig(encodeURIComponent(JSON.stringify({ id: 't1', opType: '2', taskId: 'r1' })))).toEqual({ id: 't1', opType: 2, taskId: 'r1' })
    expect(parseFlowConfig(undefined)).toBeNull()
    expect(parseFlowConfig('not base64 !')).toBeNull()
    expect(parseFlowConfig(Buffer.from('[1,2]').toString('base64'))).toBeNull()
    expect(parseFlowConfig(encodeFlowConfig({ id: 't1', opType: 9 as never }))).toBeNull()
    // a new launch must name its flow
    expect(parseFlowConfig(Buffer.from(JSON.stringify({ id: '', opType: -1 })).toString('base64'))).toBeNull()
  })

  test('a function flow (type 1) opens as its form\'s 新增', () => {
    expect(newLaunchConfig({ flowId: 'v2', type: 1, formType: 2 })).toMatchObject({ type: 1, jurisdictionType: 'btn_add', opType: -1, id: '' })
    expect(newLaunchConfig({ flowId: 'v2', type: 0 })).not.toHaveProperty('jurisdictionType')
  })

  test('my launches: editable (-1) only as a draft (0) or withdrawn for resubmission (7); read-only (0) otherwise', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(launchOpType)).toEqual([-1, 0, 0, 0, 0, 0, 0, -1])
    expect(launchOpType('3')).toBe(0)
    // 撤回终止 (4) is final on the server: it opens read-only, with no 提交/暂存 the server would refuse
    expect(launchOpType('4')).toBe(0)
    expect(launchItemConfig({ id: 't4', flowId: 'v1', status: 4 } as never).opType).toBe(0)
    const item = { id: 't1', enCode: 'e', flowCode: 'leaveApply', fullName: '请假', flowId: 'v1', formType: 1, status: 2 } as never
    expect(launchItemConfig(item)).toEqual({ id: 't1', enCode: 'leaveApply', flowId: 'v1', formType: 1, opType: 0, taskId: 't1', fullName: '请假', status: 2 })
  })

  test('FlowBefore lists: todo 1 and batch 4 open as to-dos, done 2, copied 3; taskId is always the item id', () => {
    const item = { id: 'x', processId: 'task', flowCode: 'c', enCode: 'e', flowId: 'v', formType: 2, thisStepId: 'n', fullName: 'f', status: 1 } as never
    expect([1, 2, 3, 4].map((c) => listItemConfig(c as 1, item).opType)).toEqual([1, 2, 3, 1])
    expect(listItemConfig(2, item)).toEqual({ id: 'task', enCode: 'c', flowId: 'v', formType: 2, opType: 2, taskNodeId: 'n', taskId: 'x', fullName: 'f', status: 1 })
  })
})

describe('task codes', () => {
  test('our JSON code, a detail link with its config, and a scan link with taskId name a task', () => {
    expect(parseTaskCode(taskCodeText('t-9'))).toBe('t-9')
    expect(parseTaskCode(` ${taskCodeText('t-9')} `)).toBe('t-9')
    const config = encodeFlowConfig({ id: 't-5', opType: 1, taskId: 'op' })
    expect(parseTaskCode(`https://site.example/pages/workFlow/flowBefore/index?config=${encodeURIComponent(config)}`)).toBe('t-5')
    expect(parseTaskCode('/pages/workFlow/scanForm/index?taskId=t-6')).toBe('t-6')
  })

  test('anything else is not ours', () => {
    expect(parseTaskCode('')).toBeNull()
    expect(parseTaskCode('{"t":"DFD","modelId":"m","id":"r"}')).toBeNull()
    expect(parseTaskCode('{"t":"FLW"}')).toBeNull()
    expect(parseTaskCode('{broken')).toBeNull()
    expect(parseTaskCode('/pages/apply/dynamicModel/detail?id=1')).toBeNull()
    expect(parseTaskCode('/pages/workFlow/flowBefore/index?config=bad')).toBeNull()
  })
})

describe('launchable flows', () => {
  test('categories with flows are kept in order, empty ones dropped; a flat answer is grouped by category', () => {
    const f = (id: string, category = '') => ({ id, fullName: id, category })
    expect(groupFlows([{ id: 'a', fullName: '人事', num: 0 }, { id: 'b', fullName: '工程', num: 1, children: [f('x')] }])).toEqual([{ id: 'b', name: '工程', flows: [f('x')] }])
    expect(groupFlows([f('x', '人事'), f('y', '工程'), f('z', '人事'), f('w')]).map((g) => [g.name, g.flows.map((x) => x.id)])).toEqual([
      ['人事', ['x', 'z']],
      ['工程', ['y']],
      ['其他', ['w']]
    ])
  })
})

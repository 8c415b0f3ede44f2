import { routes } from '@/config/routes'
import { base64Encode } from '@/utils/base64'
import { flowOpType, parseFlowBody, parseRecordBody, recordRoute, resolveNoticeRoute } from '@/features/message/lib/notice-route'

const body = (type: number) =>
  JSON.stringify({ processId: 'task-1', enCode: 'clys', flowId: 'flow-9', formType: 2, type, taskNodeId: 'node-3', taskOperatorId: 'op-7', status: 1 })

const decodeConfig = (url: string) => {
  const config = decodeURIComponent(url.split('config=')[1])
  return JSON.parse(Buffer.from(config, 'base64').toString('utf8'))
}

const built = { isBuilt: () => true, checkFlow: jest.fn(async () => false) }
const notBuilt = { isBuilt: () => false, checkFlow: jest.fn(async () => true) }

beforeEach(() => {
  built.checkFlow.mockClear()
  notBuilt.checkFlow.mockClear()
})

describe('where a notice leads', () => {
  test('while the workflow detail page is not built, a workflow notice opens its own detail (and asks nothing)', async () => {
    expect(await resolveNoticeRoute({ id: 'n1', type: 2, bodyText: body(2) }, notBuilt)).toBe(routes.messageDetail('n1'))
    expect(notBuilt.checkFlow).not.toHaveBeenCalled()
  })

  test('the real app: flowBefore is in the build, so a workflow notice opens the flow detail', async () => {
    const { isBuiltPage } = jest.requireActual('@/config/routes')
    const url = await resolveNoticeRoute({ id: 'n1', type: 2, bodyText: body(1) }, { isBuilt: isBuiltPage, checkFlow: async () => false })
    expect(url.startsWith('/pages/workFlow/flowBefore/index?config=')).toBe(true)
  })

  test('once built: type 1 opens flowBefore with opType 0 and the base64 config of the spec', async () => {
    const url = await resolveNoticeRoute({ id: 'n1', type: 2, bodyText: body(1) }, built)
    expect(url.startsWith('/pages/workFlow/flowBefore/index?config=')).toBe(true)
    expect(decodeConfig(url)).toEqual({ id: 'task-1', enCode: 'clys', flowId: 'flow-9', formType: 2, opType: 0, taskNodeId: 'node-3', taskId: 'op-7', status: 1 })
    expect(built.checkFlow).not.toHaveBeenCalled()
  })

  test('type 2 asks FlowBefore Info: opType 1, or 3 when isCheck', async () => {
    expect(decodeConfig(await resolveNoticeRoute({ id: 'n', type: 2, bodyText: body(2) }, built)).opType).toBe(1)
    expect(built.checkFlow).toHaveBeenCalledWith('op-7')
    built.checkFlow.mockResolvedValueOnce(true)
    expect(decodeConfig(await resolveNoticeRoute({ id: 'n', type: 2, bodyText: body(2) }, built)).opType).toBe(3)
  })

  test('other types keep their value', async () => {
    expect(decodeConfig(await resolveNoticeRoute({ id: 'n', type: 2, bodyText: body(3) }, built)).opType).toBe(3)
    expect(flowOpType(5)).toBe(5)
  })

  test('a plain notice, or a flow body that is not JSON, opens the detail even when flowBefore exists', async () => {
    expect(await resolveNoticeRoute({ id: 'a', type: 1, bodyText: body(1) }, built)).toBe(routes.messageDetail('a'))
    expect(await resolveNoticeRoute({ id: 'b', type: 2, bodyText: '<p>not json</p>' }, built)).toBe(routes.messageDetail('b'))
    expect(await resolveNoticeRoute({ id: 'c', type: 2, bodyText: '{"type":2}' }, built)).toBe(routes.messageDetail('c'))
    expect(parseFlowBody(null)).toBeNull()
  })

  test('base64 carries Chinese text as UTF-8', () => {
    const text = JSON.stringify({ fullName: '材料进场验收', n: 1 })
    expect(base64Encode(text)).toBe(Buffer.from(text, 'utf8').toString('base64'))
    expect(base64Encode('a')).toBe('YQ==')
    expect(base64Encode('ab')).toBe('YWI=')
    expect(base64Encode('😀')).toBe(Buffer.from('😀', 'utf8').toString('base64'))
  })
})

describe('a reminder about a record', () => {
  const reminder = JSON.stringify({ modelId: 'vm-instrument-ledger', id: 'rec-il-hj-002', content: '仪器检定今日到期：SY-002' })

  test('its body names the record, which opens read-only in the dynamicModel detail', () => {
    const body = parseRecordBody(reminder)
    expect(body).toEqual({ modelId: 'vm-instrument-ledger', id: 'rec-il-hj-002', content: '仪器检定今日到期：SY-002' })
    const url = recordRoute(body!)
    expect(url.startsWith('/pages/apply/dynamicModel/detail?config=')).toBe(true)
    expect(decodeConfig(url)).toEqual({ modelId: 'vm-instrument-ledger', id: 'rec-il-hj-002', noShowBtn: 1 })
  })

  test('a message about a task centre task opens the task', () => {
    const body = parseRecordBody(JSON.stringify({ modelId: 'taskCentre', id: 'task-demo-3', content: '任务待审核：钢筋加工场标准化整改' }))
    expect(recordRoute(body!)).toBe('/pages/apply/myTasks/taskDetail?id=task-demo-3')
  })

  test('a message about a supervision order opens the order', () => {
    const body = parseRecordBody(JSON.stringify({ modelId: 'supervisionOrder', id: 'order-demo-3', content: '张华已回复监理指令：通道涵盖板钢筋保护层厚度不足，请复核' }))
    expect(recordRoute(body!)).toBe('/pages/apply/supervisionOrder/detail?id=order-demo-3')
  })

  test('a message about a supervision meeting opens the meeting', () => {
    const body = parseRecordBody(JSON.stringify({ modelId: 'supervisionMeeting', id: 'meeting-demo-4', content: '会议通知：第13次监理例会' }))
    expect(recordRoute(body!)).toBe('/pages/apply/supervisionMeeting/detail?id=meeting-demo-4')
  })

  test('a message about an early warning opens the warning', () => {
    const body = parseRecordBody(JSON.stringify({ modelId: 'earlyWarning', id: 'ew-hj-typhoon', content: '台风橙色预警' }))
    expect(recordRoute(body!)).toBe('/pages/apply/earlyWarning/index?id=ew-hj-typhoon')
  })

  test('a message about a custom problem (to review, approved, rejected) opens its review page', () => {
    const body = parseRecordBody(JSON.stringify({ modelId: 'pitfallCustom', id: 'p1', content: '配电箱放置在积水处' }))
    expect(recordRoute(body!)).toBe('/pages/apply/pitfallCustom/approvePitfall?id=p1')
  })

  test('a work notice opens the notice, a schedule reminder the entry, a work log or its comment the log', () => {
    const open = (modelId: string, id: string) => recordRoute(parseRecordBody(JSON.stringify({ modelId, id, content: '' }))!)
    expect(open('workMessage', 'wm-hj-pour')).toBe('/pages/apply/workMessage/index?id=wm-hj-pour')
    expect(open('scheduleEntry', 'se-1')).toBe('/pages/apply/schedule/form?id=se-1')
    expect(open('workLog', 'wl-1')).toBe('/pages/apply/reportLog/index?id=wl-1')
  })

  test('plain text, HTML, broken JSON and flow bodies are not record links', () => {
    for (const text of ['检定到期', '<p>{"modelId":"m","id":"r"}</p>', '{"modelId":"m"', '{"modelId":"m"}', '{"modelId":"","id":"r"}', body(2), null, '']) {
      expect(parseRecordBody(text)).toBeNull()
    }
  })
})

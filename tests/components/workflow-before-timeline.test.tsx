// 流转记录 and 流程信息 (jnpf-forms-and-flows §4.8): every operator record newest first with who, what, when, the
// opinion, the signature and the attachments; the nodes of the flow with their state and handlers.
import { fireEvent, screen, within } from '@testing-library/react'
import { __reset } from '../__mocks__/taro'
import { engine, flowInfo, loaded, openDetail, record, signIn, todo } from './workflow-before-fixture'

beforeEach(() => {
  __reset()
  signIn()
})

const SIGN = 'data:image/png;base64,iVBORw0KGgo='

test('the records, newest first, with action labels, opinions, signatures, targets, delegates and attachments', async () => {
  engine(flowInfo({
    records: [
      record('r1', { handleStatus: 2, userName: '张华/zhanghua', nodeName: '发起', handleTime: new Date(2026, 4, 6, 9, 30).getTime() }),
      record('r2', { handleStatus: 1, userName: '何晓燕/hexiaoyan', nodeName: '安全员审核', handleOpinion: '同意整改方案', signImg: SIGN, handleTime: new Date(2026, 4, 6, 10, 5).getTime(), fileList: JSON.stringify([{ name: '整改照片说明.pdf', fileId: 'f1.pdf', url: '/api/file/Download/annex/f1.pdf', fileSize: 2048 }]) }),
      record('r3', { handleStatus: 7, userName: '赵敏/zhaomin', nodeName: '项目经理审批', operatorId: '黄伟/huangwei', delegateUser: '徐志明/xuzhiming', handleTime: new Date(2026, 4, 6, 11, 0).getTime() }),
      record('r4', { handleStatus: 0, userName: '黄伟/huangwei', nodeName: '项目经理审批', handleOpinion: '照片不清楚', status: -1, handleTime: new Date(2026, 4, 6, 12, 0).getTime() })
    ]
  }))
  const view = openDetail(todo())
  await loaded(view)
  fireEvent.click(screen.getByText('流转记录'))
  const items = Array.from(view.container.querySelectorAll('.wf-timeline__item'))
  expect(items.map((i) => i.querySelector('.wf-timeline__user')?.textContent)).toEqual(['黄伟', '赵敏', '何晓燕', '张华'])
  expect(items.map((i) => i.querySelector('.wf-timeline__tag')?.textContent)).toEqual(['退回', '转办', '同意', '提交'])

  const [rejected, transferred, approved, submitted] = items.map((i) => within(i as HTMLElement))
  expect(rejected.getByText('照片不清楚')).toBeInTheDocument()
  expect(rejected.getByText('已失效')).toBeInTheDocument()
  expect(transferred.getByText('转办给：黄伟')).toBeInTheDocument()
  expect(transferred.getByText('代徐志明办理')).toBeInTheDocument()
  expect(approved.getByText('同意整改方案')).toBeInTheDocument()
  expect(approved.getByLabelText('何晓燕的签名')).toHaveAttribute('src', SIGN)
  expect(approved.getByText('整改照片说明.pdf')).toBeInTheDocument()
  expect(approved.getByText('2026-05-06 10:05')).toBeInTheDocument()
  expect(submitted.getByText('发起')).toBeInTheDocument()
  expect(submitted.queryByText('已失效')).toBeNull()
})

test('a task without records says so', async () => {
  engine(flowInfo({ records: [] }))
  const view = openDetail(todo())
  await loaded(view)
  fireEvent.click(screen.getByText('流转记录'))
  expect(screen.getByText('暂无流转记录')).toBeInTheDocument()
})

test('流程信息: passed, current and not-reached nodes with their handlers, then the end', async () => {
  engine(flowInfo())
  const view = openDetail(todo())
  await loaded(view)
  fireEvent.click(screen.getByText('流程信息'))
  expect(screen.getByLabelText('发起：已完成')).toBeInTheDocument()
  expect(screen.getByLabelText('安全员审核：进行中')).toBeInTheDocument()
  expect(screen.getByLabelText('项目经理审批：未到达')).toBeInTheDocument()
  expect(screen.getByLabelText('结束：未到达')).toBeInTheDocument()
  expect(within(screen.getByLabelText('安全员审核：进行中')).getByText('何晓燕、赵敏')).toBeInTheDocument()
  // who will handle a node not reached yet: the designer's summary
  expect(within(screen.getByLabelText('项目经理审批：未到达')).getByText('项目经理')).toBeInTheDocument()
})

test('流程信息 of a condition gateway: the branch taken only, or every branch under its condition while none is', async () => {
  const json = JSON.stringify({
    nodeId: 'n-start', type: 'start', properties: { title: '发起' },
    conditionNodes: [
      { nodeId: 'c-big', type: 'condition', properties: { title: '重大隐患' }, childNode: { nodeId: 'n-dir', type: 'approver', properties: { title: '安全总监审批' } } },
      { nodeId: 'c-else', type: 'condition', properties: { title: '一般隐患' }, childNode: { nodeId: 'n-chk', type: 'approver', properties: { title: '安全员审核' } } }
    ],
    childNode: { nodeId: 'n-pm', type: 'approver', properties: { title: '项目经理审批' } }
  })
  const taken = flowInfo()
  taken.flowTemplateInfo.flowTemplateJson = json
  engine(taken)
  const first = openDetail(todo())
  await loaded(first)
  fireEvent.click(screen.getByText('流程信息'))
  expect(Array.from(first.container.querySelectorAll('.wf-process__name')).map((n) => n.textContent)).toEqual(['发起', '安全员审核', '项目经理审批', '结束'])
  first.unmount()

  const fresh = flowInfo({ fresh: true })
  fresh.flowTemplateInfo.flowTemplateJson = json
  engine(fresh, {}, '0')
  const second = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1 })
  await loaded(second)
  fireEvent.click(screen.getByText('流程信息'))
  expect(Array.from(second.container.querySelectorAll('.wf-process__name')).map((n) => n.textContent)).toEqual(['发起', '安全总监审批', '安全员审核', '项目经理审批', '结束'])
  expect(screen.getByText('分支：重大隐患')).toBeInTheDocument()
})

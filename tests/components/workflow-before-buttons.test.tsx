// The flow detail's header and footer (jnpf-forms-and-flows §5.2, §5.3): the title, the urgency bar, the status
// stamp, the tabs, and the buttons each opType and task status allow, with the node's flags and captions.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import { encodeFlowConfig } from '@/engines/workflow'
import FlowBeforePage from '@/pages/workFlow/flowBefore/index'
import { engine, flowInfo, loaded, openDetail, record, signIn, todo } from './workflow-before-fixture'

beforeEach(() => {
  __reset()
  signIn()
})

const footer = (container: HTMLElement) => container.querySelector('.wf-actions') as HTMLElement | null
const footerTexts = (container: HTMLElement) => Array.from(footer(container)?.querySelectorAll('.wf-actions__btn') ?? []).map((b) => b.textContent)

describe('buttons by opType and status', () => {
  test('a new launch (-1): 提交 and 暂存, the template name as title, the urgency may be chosen', async () => {
    engine(flowInfo({ fresh: true }), {}, '0')
    const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1, fullName: '隐患整改' })
    await loaded(view)
    expect(footerTexts(view.container)).toEqual(['取消', '暂存', '提交'])
    expect(screen.getByText('隐患整改')).toBeInTheDocument()
    const levels = screen.getByRole('radiogroup', { name: '紧急程度' })
    fireEvent.click(within(levels).getByText('紧急'))
    expect(within(levels).getByRole('radio', { name: '紧急' })).toHaveAttribute('aria-checked', 'true')
    // a new task has no comments yet
    expect(screen.queryByText('流程评论')).toBeNull()
  })

  test('captions come from the start node (submitBtnText), and hasSaveBtn false drops 暂存', async () => {
    engine(flowInfo({ fresh: true, props: { submitBtnText: '提交审核', hasSaveBtn: false } }), {}, '0')
    const view = openDetail({ id: '', flowId: 'fv1', formType: 2, opType: -1 })
    await loaded(view)
    expect(footerTexts(view.container)).toEqual(['取消', '提交审核'])
  })

  test('my launch in progress (0, status 1): 催办 and 撤回, a status stamp, the title with the current step', async () => {
    engine(flowInfo({ status: 1 }))
    const view = openDetail(todo({ opType: 0, taskId: 't1' }))
    await loaded(view)
    expect(footerTexts(view.container)).toEqual(['取消', '撤回', '催办'])
    expect(screen.getByLabelText('流程状态：审批中')).toBeInTheDocument()
    expect(screen.getByText('张华的隐患整改/安全员审核')).toBeInTheDocument()
    // the urgency is only shown
    expect(screen.queryByRole('radiogroup', { name: '紧急程度' })).toBeNull()
    expect(screen.getByText('重要')).toBeInTheDocument()
  })

  test('my launch returned (0, status 3) may be edited and submitted again; approved (status 2) has no buttons', async () => {
    engine(flowInfo({ status: 3 }))
    const returned = openDetail(todo({ opType: 0, taskId: 't1', status: 3 }))
    await loaded(returned)
    expect(footerTexts(returned.container)).toEqual(['取消', '暂存', '提交'])
    expect(screen.getByText('张华的隐患整改')).toBeInTheDocument()
    returned.unmount()

    engine(flowInfo({ status: 2 }))
    const approved = openDetail(todo({ opType: 0, taskId: 't1', status: 2 }))
    await loaded(approved)
    expect(footer(approved.container)).toBeNull()
    expect(screen.getByLabelText('流程状态：已通过')).toBeInTheDocument()
  })

  test('a to-do (1): 通过 and the 更多 sheet with the actions the node allows', async () => {
    engine(flowInfo({ props: { auditBtnText: '同意', hasSaveBtn: true, hasFreeApproverBtn: true, hasCancelBtn: true, rejectBtnText: '退回' } }))
    const view = openDetail(todo())
    await loaded(view)
    expect(footerTexts(view.container)).toEqual(['取消', '更多', '同意'])
    ;(Taro.showActionSheet as jest.Mock).mockImplementationOnce(async ({ itemList }: { itemList: string[] }) => {
      expect(itemList).toEqual(['转审', '退回', '暂存', '加签', '驳回'])
      throw { errMsg: 'showActionSheet:fail cancel' }
    })
    fireEvent.click(screen.getByText('更多'))
    await waitFor(() => expect(Taro.showActionSheet).toHaveBeenCalled())
  })

  test('a to-do whose node switches transfer and return off shows only 通过', async () => {
    engine(flowInfo({ props: { hasTransferBtn: false, hasRejectBtn: false } }))
    const view = openDetail(todo())
    await loaded(view)
    expect(footerTexts(view.container)).toEqual(['取消', '通过'])
  })

  test('a to-do of a task no longer in progress has nothing to do', async () => {
    engine(flowInfo({ status: 2 }))
    const view = openDetail(todo())
    await loaded(view)
    expect(footer(view.container)).toBeNull()
  })

  test('done (2): 撤回 while the task runs; copied (3): no buttons; hideCancelBtn hides 取消', async () => {
    engine(flowInfo({ status: 1 }))
    const done = openDetail(todo({ opType: 2, taskId: 'rec9', status: 1, hideCancelBtn: true }))
    await loaded(done)
    expect(footerTexts(done.container)).toEqual(['撤回'])
    done.unmount()

    engine(flowInfo({ status: 1 }))
    const copied = openDetail(todo({ opType: 3, taskId: 'c1' }))
    await loaded(copied)
    expect(footer(copied.container)).toBeNull()
  })

  test('done (2): 撤回 only when my record was an approval, not a return or a transfer', async () => {
    for (const handleStatus of [0, 7]) {
      engine(flowInfo({ status: 1 }))
      const done = openDetail(todo({ opType: 2, taskId: 'rec9', status: handleStatus }))
      await loaded(done)
      expect(footerTexts(done.container)).not.toContain('撤回')
      done.unmount()
    }
  })

  test('done (2): the loaded record the item points at wins over the list; a recalled (voided) approval has no 撤回', async () => {
    engine(flowInfo({ status: 1, records: [record('r1'), record('rec9', { nodeCode: 'n-chk', handleStatus: 7, handleId: 'u1' })] }))
    const transferred = openDetail(todo({ opType: 2, taskId: 'rec9', status: 1 }))
    await loaded(transferred)
    expect(footerTexts(transferred.container)).not.toContain('撤回')
    transferred.unmount()

    engine(flowInfo({ status: 1, records: [record('r1'), record('rec9', { nodeCode: 'n-chk', handleStatus: 1, handleId: 'u1', status: -1 })] }))
    const recalled = openDetail(todo({ opType: 2, taskId: 'rec9', status: 1 }))
    await loaded(recalled)
    expect(footerTexts(recalled.container)).not.toContain('撤回')
    recalled.unmount()

    engine(flowInfo({ status: 1, records: [record('r1'), record('rec9', { nodeCode: 'n-chk', handleStatus: 1, handleId: 'u1' })] }))
    const approved = openDetail(todo({ opType: 2, taskId: 'rec9', status: 1 }))
    await loaded(approved)
    expect(footerTexts(approved.container)).toContain('撤回')
  })

  test('my launch withdrawn and closed (0, status 4 撤回终止) offers nothing: no 提交 or 暂存 the server would refuse', async () => {
    engine(flowInfo({ status: 4 }))
    const view = openDetail(todo({ opType: 0, taskId: 't1', status: 4 }))
    await loaded(view)
    expect(footer(view.container)).toBeNull()
    expect(screen.getByLabelText('流程状态：已撤回')).toBeInTheDocument()
  })

  test('my launch withdrawn to resubmit (status 7) opened read-only (0, e.g. from a message) may be edited and submitted', async () => {
    engine(flowInfo({ status: 7 }))
    const view = openDetail(todo({ opType: 0, taskId: 't1', status: 7 }))
    await loaded(view)
    expect(footerTexts(view.container)).toEqual(['取消', '暂存', '提交'])
    expect(screen.getByText('张华的隐患整改')).toBeInTheDocument()
  })

  test('tabs: 流程评论 when the flow allows comments; the footer hides on it', async () => {
    engine(flowInfo(), { 'GET /api/workflow/Engine/FlowComment': { code: 200, data: { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } } })
    const view = openDetail(todo())
    await loaded(view)
    const tabs = within(screen.getByRole('tablist'))
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['表单信息', '流程信息', '流转记录', '流程评论'])
    fireEvent.click(tabs.getByText('流程评论'))
    expect(await screen.findByText('暂无评论')).toBeInTheDocument()
    expect(footer(view.container)).toBeNull()
  })

  test('a broken config says so instead of loading', () => {
    openDetail({ id: '', opType: -1 } as never)
    expect(screen.getByText('流程参数有误，无法打开该流程')).toBeInTheDocument()
  })
})

test('a config the platform handed over still URI-encoded opens too', async () => {
  engine(flowInfo())
  const encoded = encodeURIComponent(encodeFlowConfig(todo({ fullName: '请假申请（事假1天）' })))
  expect(encoded).toMatch(/%[0-9A-F]{2}/)
  __setRouterParams({ config: encoded })
  const view = render(<FlowBeforePage />)
  await loaded(view)
  expect(footerTexts(view.container)).toContain('通过')
})

describe('a launch-side view of a task someone else launched', () => {
  const { useSessionStore } = jest.requireActual('@/features/session') as typeof import('@/features/session')
  afterEach(() => useSessionStore.setState({ userInfo: null }))
  const asUser = (userId: string) => useSessionStore.setState({ userInfo: { userId } as never })

  test('is read-only: a returned or draft row opened from a flow-bound list offers no 提交 to a non-launcher', async () => {
    asUser('u1')
    engine(flowInfo({ status: 3 }))
    const view = openDetail(todo({ opType: -1, taskId: 't1', status: 3 }))
    await loaded(view)
    expect(footerTexts(view.container)).not.toContain('提交')
    expect(footerTexts(view.container)).not.toContain('暂存')
  })

  test('the launcher keeps 提交 and 暂存', async () => {
    asUser('u-launcher')
    engine(flowInfo({ status: 3 }))
    const view = openDetail(todo({ opType: -1, taskId: 't1', status: 3 }))
    await loaded(view)
    expect(footerTexts(view.container)).toEqual(['取消', '暂存', '提交'])
  })
})

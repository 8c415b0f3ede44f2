import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams } from '../__mocks__/taro'
import FlowLaunchPage from '@/pages/workFlow/flowLaunch/index'
import { fakeApi, fail } from './profile/api-fake'
import { signIn } from './profile/session-fixture'
import { launchItem, openedConfig, paged } from './workflow-lists-fixture'

const LIST_ALL = '/api/workflow/Engine/flowTemplate/ListAll'
const LAUNCH = '/api/workflow/Engine/FlowLaunch'
const flow = (id: string, fullName: string, over: Record<string, unknown> = {}) => ({
  id, enCode: id, fullName, category: 'c', formType: 1, type: 0, sortCode: 0, icon: '', iconBackground: '#19be6b', flowId: `${id}-v`, ...over
})
const categories = {
  list: [
    { id: 'hr', fullName: '人事管理', num: 1, children: [flow('leaveApply', '请假申请')] },
    { id: 'empty', fullName: '行政管理', num: 0 },
    { id: 'eng', fullName: '工程管理', num: 2, children: [flow('payment', '计量支付审批', { formType: 2 }), flow('hazard', '隐患整改审批')] }
  ]
}

beforeEach(() => {
  __reset()
  signIn()
})

describe('发起流程', () => {
  test('lists the launchable flows by category, empty categories left out, and filters by name', async () => {
    const api = fakeApi({ [`GET ${LIST_ALL}`]: categories })
    render(<FlowLaunchPage />)
    expect(await screen.findByText('人事管理')).toBeInTheDocument()
    expect(screen.getByText('工程管理')).toBeInTheDocument()
    expect(screen.queryByText('行政管理')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '发起计量支付审批' })).toBeInTheDocument()
    // 我发起的 is not loaded until it is opened
    expect(api.calls('GET', LAUNCH)).toHaveLength(0)
    // the search box's inner <input> is rendered by a web component a moment later (this raced under load)
    const input = await waitFor(() => {
      const el = document.querySelector('.at-search-bar input')
      if (!el) throw new Error('the search input is not rendered yet')
      return el as HTMLInputElement
    })
    fireEvent.input(input, { target: { value: '隐患' } })
    fireEvent.click(document.querySelector('.at-search-bar__action')!)
    await waitFor(() => expect(screen.queryByText('人事管理')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: '发起隐患整改审批' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '发起计量支付审批' })).not.toBeInTheDocument()
  })

  test('a flow with one launchable version opens a new task: opType -1, id empty, flowId = the version', async () => {
    const api = fakeApi({
      [`GET ${LIST_ALL}`]: categories,
      'GET /api/workflow/Engine/flowTemplate/FlowJsonList/payment': [{ id: 'payment-v3', fullName: '计量支付审批', flowName: '计量支付审批', flowType: 0, version: '3' }]
    })
    render(<FlowLaunchPage />)
    fireEvent.click(await screen.findByRole('button', { name: '发起计量支付审批' }))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
    expect(api.calls('GET', '/api/workflow/Engine/flowTemplate/FlowJsonList/payment')[0].query).toBe('type=1')
    expect(openedConfig()).toEqual({ id: '', enCode: 'payment', flowId: 'payment-v3', formType: 2, opType: -1, status: '', fullName: '计量支付审批', type: 0 })
  })

  test('with several versions the user picks one', async () => {
    fakeApi({
      [`GET ${LIST_ALL}`]: categories,
      'GET /api/workflow/Engine/flowTemplate/FlowJsonList/leaveApply': [
        { id: 'lv-1', fullName: '请假（项目部）', version: '1' },
        { id: 'lv-2', fullName: '请假（集团）', version: '2' }
      ]
    })
    render(<FlowLaunchPage />)
    fireEvent.click(await screen.findByRole('button', { name: '发起请假申请' }))
    fireEvent.click(await screen.findByRole('button', { name: '请假（集团）（v2）' }))
    expect(openedConfig()).toMatchObject({ id: '', flowId: 'lv-2', opType: -1, enCode: 'leaveApply' })
  })

  test('no right to launch: the server says so and nothing opens', async () => {
    fakeApi({ [`GET ${LIST_ALL}`]: categories, 'GET /api/workflow/Engine/flowTemplate/FlowJsonList/hazard': fail('您没有发起该流程的权限') })
    render(<FlowLaunchPage />)
    fireEvent.click(await screen.findByRole('button', { name: '发起隐患整改审批' }))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '您没有发起该流程的权限' })))
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  test('the flows failing to load offer 重试', async () => {
    let fails = true
    fakeApi({ [`GET ${LIST_ALL}`]: () => (fails ? fail('流程服务不可用') : { list: [] }) })
    render(<FlowLaunchPage />)
    expect(await screen.findByText('流程服务不可用')).toBeInTheDocument()
    fails = false
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('暂无可发起的流程')).toBeInTheDocument()
  })
})

describe('我发起的', () => {
  const mine = paged([
    launchItem('t-draft', { fullName: '请假申请（草稿）', status: 0 }),
    launchItem('t-run', { fullName: '计量支付审批', status: 1, flowUrgent: 3, thisStep: '监理审批' }),
    launchItem('t-back', { fullName: '隐患整改审批', status: 3 }),
    launchItem('t-off', { fullName: '材料进场验收', status: 4 }),
    launchItem('t-again', { fullName: '试验委托', status: 7 })
  ])

  test('status tags, and the opType rule: editable (-1) as a draft or withdrawn for resubmission, read-only (0) otherwise', async () => {
    fakeApi({ [`GET ${LIST_ALL}`]: categories, [`GET ${LAUNCH}`]: mine })
    __setRouterParams({ tab: '1' })
    render(<FlowLaunchPage />)
    const running = await screen.findByRole('button', { name: '计量支付审批' })
    expect(within(running).getByLabelText('状态：审批中')).toBeInTheDocument()
    expect(within(running).getByLabelText('紧急程度：紧急')).toBeInTheDocument()
    expect(running).toHaveTextContent('当前节点：监理审批')
    expect(within(screen.getByRole('button', { name: '请假申请（草稿）' })).getByLabelText('状态：待提交')).toBeInTheDocument()
    expect(within(screen.getByRole('button', { name: '材料进场验收' })).getByLabelText('状态：已撤回')).toBeInTheDocument()
    const opened = (name: string) => {
      fireEvent.click(screen.getByRole('button', { name }))
      return openedConfig()
    }
    expect(opened('计量支付审批')).toEqual({ id: 't-run', enCode: 'leaveApply', flowId: 'flow-v1', formType: 1, opType: 0, taskId: 't-run', fullName: '计量支付审批', status: 1 })
    expect(opened('隐患整改审批')).toMatchObject({ id: 't-back', opType: 0 })
    expect(opened('请假申请（草稿）')).toMatchObject({ id: 't-draft', opType: -1 })
    // 撤回终止 is final: it opens read-only, with nothing to submit; 撤回提交 (7) may be edited and resubmitted
    expect(opened('材料进场验收')).toMatchObject({ id: 't-off', opType: 0 })
    expect(opened('试验委托')).toMatchObject({ id: 't-again', opType: -1 })
  })

  test('switching tabs loads 我发起的 once and keeps it', async () => {
    const api = fakeApi({ [`GET ${LIST_ALL}`]: categories, [`GET ${LAUNCH}`]: mine })
    render(<FlowLaunchPage />)
    await screen.findByText('人事管理')
    fireEvent.click(screen.getByRole('tab', { name: '我发起的' }))
    expect(await screen.findByRole('button', { name: '请假申请（草稿）' })).toBeVisible()
    expect(screen.getByText('人事管理')).not.toBeVisible()
    fireEvent.click(screen.getByRole('tab', { name: '发起流程' }))
    expect(screen.getByText('人事管理')).toBeVisible()
    fireEvent.click(screen.getByRole('tab', { name: '我发起的' }))
    expect(api.calls('GET', LAUNCH)).toHaveLength(1)
    expect(api.calls('GET', LIST_ALL)).toHaveLength(1)
  })
})

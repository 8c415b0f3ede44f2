import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __triggerHook } from '../__mocks__/taro'
import FlowTodoPage from '@/pages/workFlow/flowTodo/index'
import FlowDonePage from '@/pages/workFlow/flowDone/index'
import FlowCopyPage from '@/pages/workFlow/flowCopy/index'
import { notifyWorkflowChanged } from '@/engines/workflow'
import { fakeApi, fail } from './profile/api-fake'
import { signIn } from './profile/session-fixture'
import { find } from './ui'
import { beforeItem, openedConfig, paged, query } from './workflow-lists-fixture'

const TODO = '/api/workflow/Engine/FlowBefore/List/1'

beforeEach(() => {
  __reset()
  signIn()
})

describe('待办事宜', () => {
  test('shows each to-do with its status, urgency, launcher, node, time and on whose behalf', async () => {
    fakeApi({
      [`GET ${TODO}`]: paged([
        beforeItem('op1', { fullName: '张华的请假申请', flowUrgent: 3 }),
        beforeItem('op2', { fullName: '混凝土浇筑申请', status: 3, flowUrgent: 2, delegateUser: '黄伟/huangwei', thisStep: '监理审批' })
      ])
    })
    render(<FlowTodoPage />)
    const first = await screen.findByRole('button', { name: '张华的请假申请' })
    expect(first).toHaveTextContent('发起人：张华')
    expect(first).toHaveTextContent('当前节点：项目经理审批')
    expect(first).toHaveTextContent('5分钟前')
    expect(screen.getAllByLabelText('状态：审批中')).toHaveLength(1)
    expect(screen.getByLabelText('状态：已退回')).toBeInTheDocument()
    expect(screen.getByLabelText('紧急程度：紧急')).toBeInTheDocument()
    expect(screen.getByLabelText('紧急程度：重要')).toBeInTheDocument()
    const second = screen.getByRole('button', { name: '混凝土浇筑申请' })
    expect(second).toHaveTextContent('代黄伟审批')
    expect(second).toHaveTextContent('当前节点：监理审批')
    expect(first).not.toHaveTextContent('代')
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })

  test('a tapped to-do opens the detail as a to-do: opType 1, taskId = the operator id, id = the task', async () => {
    fakeApi({ [`GET ${TODO}`]: paged([beforeItem('op7', { processId: 'task-9', thisStepId: 'node-sv', formType: 2, flowCode: 'hazard' })]) })
    render(<FlowTodoPage />)
    fireEvent.click(await screen.findByRole('button', { name: '请假申请-op7' }))
    expect(openedConfig()).toEqual({
      id: 'task-9', enCode: 'hazard', flowId: 'flow-v1', formType: 2, opType: 1, taskNodeId: 'node-sv', taskId: 'op7',
      fullName: '请假申请-op7', status: 1
    })
  })

  test('pages with currentPage/pageSize and appends the next page at the bottom', async () => {
    const first = Array.from({ length: 20 }, (_, i) => beforeItem(`a${i}`))
    const api = fakeApi({ [`GET ${TODO}`]: (req: any) => (query(req.query).currentPage === '1' ? paged(first, 21) : paged([beforeItem('last')], 21, 2)) })
    render(<FlowTodoPage />)
    await screen.findByRole('button', { name: '请假申请-a0' })
    expect(query(api.calls('GET', TODO)[0].query)).toEqual({ currentPage: '1', pageSize: '20' })
    expect(screen.getByText('上拉加载更多')).toBeInTheDocument()
    act(() => {
      __triggerHook('useReachBottom')
    })
    expect(await screen.findByRole('button', { name: '请假申请-last' })).toBeInTheDocument()
    expect(query(api.calls('GET', TODO)[1].query)).toMatchObject({ currentPage: '2' })
    expect(screen.getAllByRole('button', { name: /^请假申请-/ })).toHaveLength(21)
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
    __triggerHook('useReachBottom')
    expect(api.calls('GET', TODO)).toHaveLength(2)
  })

  test('the keyword is searched on the server; an empty answer says nothing matched', async () => {
    const api = fakeApi({ [`GET ${TODO}`]: (req: any) => (query(req.query).keyword ? paged([]) : paged([beforeItem('op1')])) })
    render(<FlowTodoPage />)
    await screen.findByRole('button', { name: '请假申请-op1' })
    fireEvent.input(await find(document.body, '.at-search-bar input'), { target: { value: ' 混凝土 ' } })
    fireEvent.click(await find(document.body, '.at-search-bar__action'))
    expect(await screen.findByText('没有找到相关流程')).toBeInTheDocument()
    expect(query(api.sent[api.sent.length - 1].query)).toEqual({ currentPage: '1', pageSize: '20', keyword: '混凝土' })
  })

  test('empty, and a failed first page offers 重试 that loads again', async () => {
    let fails = true
    fakeApi({ [`GET ${TODO}`]: () => (fails ? fail('服务器繁忙') : paged([])) })
    render(<FlowTodoPage />)
    expect(await screen.findByText('服务器繁忙')).toBeInTheDocument()
    fails = false
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('暂无待办事宜')).toBeInTheDocument()
  })

  test('pull-down and a change reported by the detail page reload page 1', async () => {
    let round = 0
    const api = fakeApi({ [`GET ${TODO}`]: () => paged([beforeItem(`r${++round}`)]) })
    render(<FlowTodoPage />)
    await screen.findByRole('button', { name: '请假申请-r1' })
    act(() => {
      __triggerHook('usePullDownRefresh')
    })
    expect(await screen.findByRole('button', { name: '请假申请-r2' })).toBeInTheDocument()
    await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalled())
    act(() => notifyWorkflowChanged())
    expect(await screen.findByRole('button', { name: '请假申请-r3' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '请假申请-r2' })).not.toBeInTheDocument()
    expect(api.calls('GET', TODO)).toHaveLength(3)
  })

  test('a failed refresh keeps the list and says why', async () => {
    let fails = false
    fakeApi({ [`GET ${TODO}`]: () => (fails ? fail('网关超时') : paged([beforeItem('op1')])) })
    render(<FlowTodoPage />)
    await screen.findByRole('button', { name: '请假申请-op1' })
    fails = true
    act(() => notifyWorkflowChanged())
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '网关超时' })))
    expect(screen.getByRole('button', { name: '请假申请-op1' })).toBeInTheDocument()
  })
})

describe('已办事宜 and 抄送事宜', () => {
  test('the done list shows what I did (record status) and opens with opType 2, taskId = the record id', async () => {
    const api = fakeApi({
      'GET /api/workflow/Engine/FlowBefore/List/2': paged([
        beforeItem('rec1', { fullName: '计量支付审批', status: 1 }),
        beforeItem('rec2', { fullName: '隐患整改审批', status: 0 })
      ])
    })
    render(<FlowDonePage />)
    await screen.findByRole('button', { name: '计量支付审批' })
    expect(screen.getByLabelText('状态：同意')).toBeInTheDocument()
    expect(screen.getByLabelText('状态：退回')).toBeInTheDocument()
    expect(api.calls('GET', '/api/workflow/Engine/FlowBefore/List/2')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: '隐患整改审批' }))
    expect(openedConfig()).toMatchObject({ id: 'task-rec2', opType: 2, taskId: 'rec2' })
  })

  test('the copied list shows the task status and opens read-only (opType 3)', async () => {
    fakeApi({ 'GET /api/workflow/Engine/FlowBefore/List/3': paged([beforeItem('cc1', { fullName: '计量支付审批', status: 2 })]) })
    render(<FlowCopyPage />)
    fireEvent.click(await screen.findByRole('button', { name: '计量支付审批' }))
    expect(screen.getByLabelText('状态：已通过')).toBeInTheDocument()
    expect(openedConfig()).toMatchObject({ id: 'task-cc1', opType: 3, taskId: 'cc1' })
  })

  test('empty texts per list', async () => {
    fakeApi({ 'GET /api/workflow/Engine/FlowBefore/List/3': paged([]) })
    render(<FlowCopyPage />)
    expect(await screen.findByText('暂无抄送事宜')).toBeInTheDocument()
  })
})

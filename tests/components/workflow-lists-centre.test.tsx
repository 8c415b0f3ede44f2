import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __triggerHook } from '../__mocks__/taro'
import ProcessCentrePage from '@/pages/index/workFlow'
import FlowScanFormPage from '@/pages/workFlow/scanForm/index'
import { notifyWorkflowChanged, taskCodeText } from '@/engines/workflow'
import { fakeApi, fail } from './profile/api-fake'
import { signIn, userInfo } from './profile/session-fixture'
import { find } from './ui'
import { openedConfig, paged, query } from './workflow-lists-fixture'

const TODO = '/api/workflow/Engine/FlowBefore/List/1'

beforeEach(() => {
  __reset()
  signIn()
})

describe('process centre', () => {
  test('shows the entries and the to-do count, counted again on show and when a task changes', async () => {
    let total = 3
    const api = fakeApi({ [`GET ${TODO}`]: () => paged([], total, 1, 1) })
    render(<ProcessCentrePage />)
    for (const name of ['发起流程', '已办事宜', '抄送事宜', '流程委托', '扫码']) expect(screen.getByRole('button', { name })).toBeInTheDocument()
    act(() => {
      __triggerHook('useDidShow')
    })
    expect(await screen.findByRole('button', { name: '待办事宜，3条待办' })).toHaveTextContent('3')
    expect(query(api.calls('GET', TODO)[0].query)).toEqual({ currentPage: '1', pageSize: '1' })
    total = 120
    act(() => {
      __triggerHook('useDidShow')
    })
    expect(await screen.findByRole('button', { name: '待办事宜，120条待办' })).toHaveTextContent('99+')
    total = 0
    act(() => notifyWorkflowChanged())
    expect(await screen.findByRole('button', { name: '待办事宜' })).not.toHaveTextContent('99+')
    expect(api.calls('GET', TODO)).toHaveLength(3)
  })

  test('a failed count leaves the entry usable and quiet', async () => {
    fakeApi({ [`GET ${TODO}`]: fail('服务器繁忙') })
    render(<ProcessCentrePage />)
    act(() => {
      __triggerHook('useDidShow')
    })
    await waitFor(() => expect(Taro.request).toHaveBeenCalled())
    expect(Taro.showToast).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: '待办事宜' }))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/workFlow/flowTodo/index' })
  })

  test('each entry opens its page', () => {
    fakeApi({})
    render(<ProcessCentrePage />)
    const urls = ['发起流程', '批量审批', '已办事宜', '抄送事宜', '流程委托', '扫码'].map((name) => {
      fireEvent.click(screen.getByRole('button', { name }))
      const calls = (Taro.navigateTo as jest.Mock).mock.calls
      return calls[calls.length - 1][0].url
    })
    expect(urls).toEqual([
      '/pages/workFlow/flowLaunch/index',
      // the batch page, reachable from where an approver with many to-dos starts
      '/pages/workFlow/batch/index',
      '/pages/workFlow/flowDone/index',
      '/pages/workFlow/flowCopy/index',
      '/pages/workFlow/entrust/index',
      '/pages/workFlow/scanForm/index'
    ])
  })
})

describe('scanForm', () => {
  const info = (over: Record<string, unknown> = {}) => ({
    flowTaskInfo: { id: 't1', processId: 't1', enCode: 'leaveApply', flowCode: 'leaveApply', fullName: '张华的请假申请', flowId: 'v1', status: 1, thisStepId: 'pm', creatorUserId: 'u-zhanghua' },
    flowTaskOperatorList: [{ id: 'op-9', handleId: 'u-other', taskNodeId: 'tn-1' }],
    flowFormInfo: { enCode: 'leaveApply', formType: 1 },
    ...over
  })

  test('a task code of someone else opens read-only (opType 3) in place of the scan page', async () => {
    __setRouterParams({ q: encodeURIComponent(taskCodeText('t1')) })
    const api = fakeApi({ 'GET /api/workflow/Engine/FlowBefore/t1': info() })
    render(<FlowScanFormPage />)
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalled())
    expect(api.calls('GET', '/api/workflow/Engine/FlowBefore/t1')).toHaveLength(1)
    expect(openedConfig('redirectTo')).toMatchObject({ id: 't1', opType: 3, enCode: 'leaveApply', formType: 1, flowId: 'v1' })
  })

  test('my open to-do on the task opens it for approval; my own launch as from 我发起的', async () => {
    __setRouterParams({ taskId: 't1' })
    fakeApi({ 'GET /api/workflow/Engine/FlowBefore/t1': info({ flowTaskOperatorList: [{ id: 'op-mine', handleId: userInfo.userId, taskNodeId: 'tn-2' }] }) })
    const { unmount } = render(<FlowScanFormPage />)
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledTimes(1))
    expect(openedConfig('redirectTo')).toMatchObject({ id: 't1', opType: 1, taskId: 'op-mine', taskNodeId: 'tn-2' })
    unmount()
    fakeApi({ 'GET /api/workflow/Engine/FlowBefore/t1': info({ flowTaskInfo: { ...info().flowTaskInfo, creatorUserId: userInfo.userId, status: 0 } }) })
    render(<FlowScanFormPage />)
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledTimes(2))
    expect(openedConfig('redirectTo')).toMatchObject({ id: 't1', opType: -1 })
  })

  test('an unknown code is named as such; a task I may not see says why', async () => {
    fakeApi({ 'GET /api/workflow/Engine/FlowBefore/t404': fail('该流程不存在或您无权查看') })
    render(<FlowScanFormPage />)
    const input = await find(document.body, '.scan-panel__input input')
    fireEvent.input(input, { target: { value: 'https://example.com/not-ours' } })
    fireEvent.click(screen.getByRole('button', { name: '打开' }))
    expect(await screen.findByText('无法识别的二维码')).toBeInTheDocument()
    expect(screen.getByText('https://example.com/not-ours')).toBeInTheDocument()
    fireEvent.input(input, { target: { value: '/pages/workFlow/scanForm/index?taskId=t404' } })
    fireEvent.click(screen.getByRole('button', { name: '打开' }))
    expect(await screen.findByText('该流程不存在或您无权查看')).toBeInTheDocument()
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })
})

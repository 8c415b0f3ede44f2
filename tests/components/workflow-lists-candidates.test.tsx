import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage, __triggerHook } from '../__mocks__/taro'
import CandidateUserSelectPage from '@/pages/workFlow/candiDateUserSelect/index'
import { openCandidateSelect, type CandidateSelectResult } from '@/engines/workflow'
import { pendingPickers } from '@/lib/picker-bridge'
import { fakeApi } from './profile/api-fake'
import { signIn } from './profile/session-fixture'
import { find } from './ui'

const URL = '/api/workflow/Engine/FlowBefore/CandidateUser/op-7'
const person = (id: string, name: string) => ({ id, fullName: `${name}/${id}`, headIcon: '', organize: '杭金项目部/工程部' })
const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(async () => {
  __reset()
  signIn()
  await flush()
})

/** opens the picker like the approve dialog does and renders the page it navigated to */
async function openPicker(payload: Parameters<typeof openCandidateSelect>[0]) {
  const answer = openCandidateSelect(payload)
  await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
  const url: string = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url
  expect(url).toMatch(/^\/pages\/workFlow\/candiDateUserSelect\/index\?pickerId=/)
  __setRouterParams({ pickerId: new URLSearchParams(url.split('?')[1]).get('pickerId')! })
  const page = render(<CandidateUserSelectPage />)
  return { answer, page }
}

describe('candiDateUserSelect', () => {
  test('pages the node candidates, searches, and answers the chosen people', async () => {
    const first = Array.from({ length: 20 }, (_, i) => person(`u${i}`, `人员${i}`))
    const api = fakeApi({
      [`POST ${URL}`]: (req: any) =>
        req.data.keyword ? { list: [person('guoqing', '郭晴')], pagination: { currentPage: 1, pageSize: 20, total: 1 } }
          : req.data.currentPage === 1 ? { list: first, pagination: { currentPage: 1, pageSize: 20, total: 21 } }
            : { list: [person('songwenbo', '宋文博')], pagination: { currentPage: 2, pageSize: 20, total: 21 } }
    })
    const { answer } = await openPicker({ taskOperatorId: 'op-7', nodeCode: 'node-sv', nodeName: '监理审批', selected: [person('u3', '人员3')] })
    expect(await screen.findByText('为「监理审批」选择审批人')).toBeInTheDocument()
    expect(await screen.findByRole('option', { name: '人员3/u3' })).toHaveAttribute('aria-selected', 'true')
    expect(api.calls('POST', URL)[0].data).toEqual({ nodeCode: 'node-sv', currentPage: 1, pageSize: 20 })
    act(() => {
      __triggerHook('useReachBottom')
    })
    fireEvent.click(await screen.findByRole('option', { name: '宋文博/songwenbo' }))
    expect(api.calls('POST', URL)[1].data).toMatchObject({ nodeCode: 'node-sv', currentPage: 2 })
    fireEvent.input(await find(document.body, '.at-search-bar input'), { target: { value: '郭' } })
    fireEvent.click(await find(document.body, '.at-search-bar__action'))
    fireEvent.click(await screen.findByRole('option', { name: '郭晴/guoqing' }))
    expect(api.calls('POST', URL)[2].data).toEqual({ nodeCode: 'node-sv', keyword: '郭', currentPage: 1, pageSize: 20 })
    expect(screen.getByText('已选3人：人员3、宋文博、郭晴')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    const result = (await answer) as CandidateSelectResult
    expect(result.ids).toEqual(['u3', 'songwenbo', 'guoqing'])
    expect(result.users.map((u) => u.fullName)).toEqual(['人员3/u3', '宋文博/songwenbo', '郭晴/guoqing'])
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(pendingPickers()).toBe(0)
  })

  test('at launch the flow and the form values go along; nothing chosen is refused; backing out answers undefined', async () => {
    const api = fakeApi({ 'POST /api/workflow/Engine/FlowBefore/CandidateUser/0': { list: [person('guoqing', '郭晴')], pagination: { total: 1 } } })
    const { answer } = await openPicker({ taskOperatorId: '0', nodeCode: 'n2', flowId: 'v1', formData: { days: 4 } })
    await screen.findByRole('option', { name: '郭晴/guoqing' })
    expect(api.calls('POST', '/api/workflow/Engine/FlowBefore/CandidateUser/0')[0].data).toEqual({
      nodeCode: 'n2', flowId: 'v1', formData: { days: 4 }, currentPage: 1, pageSize: 20
    })
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请至少选择一位审批人' }))
    expect(pendingPickers()).toBe(1)
    act(() => {
      __triggerHook('useUnload')
    })
    await expect(answer).resolves.toBeUndefined()
  })

  test('at launch the project and contract in use go along (the candidates are that project\'s); later steps do not send them', async () => {
    __storage.set('project', { id: 'pj-hj', enCode: 'G60', fullName: 'G60 杭金改扩建', organizeId: 'o1' })
    __storage.set('contract', { id: 'ct-tj02', projectId: 'pj-hj', enCode: 'TJ-02', fullName: 'TJ-02 标', kind: 'construction', contractor: '路桥二公司' })
    const api = fakeApi({
      'POST /api/workflow/Engine/FlowBefore/CandidateUser/0': { list: [person('guoqing', '郭晴')], pagination: { total: 1 } },
      [`POST ${URL}`]: { list: [person('songwenbo', '宋文博')], pagination: { total: 1 } }
    })
    const launch = await openPicker({ taskOperatorId: '0', nodeCode: 'n2', flowId: 'v1', formData: { days: 4 } })
    await screen.findByRole('option', { name: '郭晴/guoqing' })
    expect(api.calls('POST', '/api/workflow/Engine/FlowBefore/CandidateUser/0')[0].data).toMatchObject({ nodeCode: 'n2', projectId: 'pj-hj', contractId: 'ct-tj02' })
    act(() => {
      __triggerHook('useUnload')
    })
    await launch.answer
    launch.page.unmount()
    ;(Taro.navigateTo as jest.Mock).mockClear()

    const later = await openPicker({ taskOperatorId: 'op-7', nodeCode: 'n3' })
    await screen.findByRole('option', { name: '宋文博/songwenbo' })
    expect(api.calls('POST', URL)[0].data).not.toHaveProperty('projectId')
    act(() => {
      __triggerHook('useUnload')
    })
    await later.answer
  })

  test('an empty node says so; a page opened without its request says it expired', async () => {
    fakeApi({ [`POST ${URL}`]: { list: [], pagination: { total: 0 } } })
    const { answer, page } = await openPicker({ taskOperatorId: 'op-7', nodeCode: 'n3' })
    expect(await screen.findByText('该节点暂无候选人')).toBeInTheDocument()
    act(() => {
      __triggerHook('useUnload')
    })
    await answer
    page.unmount()
    __setRouterParams({ pickerId: 'gone' })
    render(<CandidateUserSelectPage />)
    expect(screen.getByText('选择已失效，请返回审批页面重新选择')).toBeInTheDocument()
  })
})

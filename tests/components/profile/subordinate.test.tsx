import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset, __setRouterParams } from '../../__mocks__/taro'
import SubordinatePage from '@/pages/my/subordinate'
import { fakeApi } from './api-fake'
import { signIn } from './session-fixture'

const self = { id: 'u-zhang', userName: '张伟/zhangwei', department: '工程管理部', position: '项目经理', isLeaf: false }
const li = { id: 'u-li', userName: '李强/liqiang', department: '工程管理部', position: '安全员', isLeaf: false }
const wang = { id: 'u-wang', userName: '王芳/wangfang', department: '试验室', position: '试验员', isLeaf: true }

beforeEach(() => {
  __reset()
  signIn()
})

describe('my subordinates', () => {
  test('level 0 answered with the user themself shows their own subordinates', async () => {
    const api = fakeApi({
      'GET /api/permission/Users/Current/Subordinate/0': [self],
      'GET /api/permission/Users/Current/Subordinate/u-zhang': [li, wang]
    })
    render(<SubordinatePage />)
    expect(await screen.findByText('李强')).toBeInTheDocument()
    expect(screen.getByText('王芳')).toBeInTheDocument()
    expect(screen.getByText('工程管理部 · 安全员')).toBeInTheDocument()
    expect(api.calls('GET', '/api/permission/Users/Current/Subordinate/0')).toHaveLength(1)
  })

  test('tapping a person drills down to their subordinates on the same page', async () => {
    fakeApi({ 'GET /api/permission/Users/Current/Subordinate/0': [li, wang] })
    render(<SubordinatePage />)
    fireEvent.click(await screen.findByText('李强'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/my/subordinate/index?id=u-li' })
  })

  test('a leaf and the 资料 button open the person card', async () => {
    fakeApi({ 'GET /api/permission/Users/Current/Subordinate/0': [li, wang] })
    render(<SubordinatePage />)
    fireEvent.click(await screen.findByText('王芳'))
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/message/userDetail/index?id=u-wang' })
    fireEvent.click(screen.getAllByText('资料')[0])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/message/userDetail/index?id=u-li' })
  })

  test('a deeper level loads by id and says 暂无下属 when empty', async () => {
    __setRouterParams({ id: 'u-li' })
    const api = fakeApi({ 'GET /api/permission/Users/Current/Subordinate/u-li': [] })
    render(<SubordinatePage />)
    expect(await screen.findByText('暂无下属')).toBeInTheDocument()
    expect(screen.getByText('下属列表')).toBeInTheDocument()
    await waitFor(() => expect(api.calls('GET', '/api/permission/Users/Current/Subordinate/u-li')).toHaveLength(1))
  })

  test('the page config disables pull-down refresh (spec §2)', () => {
    ;(globalThis as any).definePageConfig = (c: unknown) => c
    const config = require('@/pages/my/subordinate/index.config').default
    expect(config.enablePullDownRefresh).toBe(false)
  })
})

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro, { __reset, __storage, __triggerHook } from '../../__mocks__/taro'
import MinePage from '@/pages/index/my'
import { useSessionStore } from '@/features/session'
import { fakeApi } from './api-fake'
import { signIn, userInfo } from './session-fixture'

beforeEach(() => {
  __reset()
  signIn()
})

describe('the Mine tab', () => {
  test('shows who is signed in and the project and contract in use', () => {
    const { container } = render(<MinePage />)
    expect(screen.getByText('张伟')).toBeInTheDocument()
    expect(screen.getByText('账号：zhangwei')).toBeInTheDocument()
    expect(screen.getByText(`组织：${userInfo.organizeName}`)).toBeInTheDocument()
    expect(screen.getByText('岗位：项目经理')).toBeInTheDocument()
    // the picker sheet renders the project list too, so look inside the card
    const scope = within(container.querySelector('.pf-scope') as HTMLElement)
    expect(scope.getByText('沿江高速公路项目')).toBeInTheDocument()
    expect(scope.getByText('土建一标')).toBeInTheDocument()
    for (const entry of ['个人资料', '账号安全', '我的组织', '我的下属', '设置', '联系我们', '关于我们']) {
      expect(screen.getByText(entry)).toBeInTheDocument()
    }
  })

  test('in the browser there is no 扫一扫 entry (only the mini-program can scan)', () => {
    render(<MinePage />)
    expect(screen.queryByText('扫一扫')).toBeNull()
  })

  test('an entry opens its page', () => {
    render(<MinePage />)
    fireEvent.click(screen.getByText('我的下属'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/my/subordinate/index?id=0' })
  })

  test('logout asks first; declining keeps the session', async () => {
    const api = fakeApi({ 'GET /api/oauth/Logout': undefined })
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    render(<MinePage />)
    fireEvent.click(screen.getByText('退出登录'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
    expect((Taro.showModal as jest.Mock).mock.calls[0][0].content).toContain('退出')
    await act(() => Promise.resolve())
    expect(api.sent).toHaveLength(0)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(useSessionStore.getState().token).toBe('bearer test-token')
  })

  test('confirmed logout revokes the token, clears the session and returns to login', async () => {
    const api = fakeApi({ 'GET /api/oauth/Logout': undefined })
    render(<MinePage />)
    fireEvent.click(screen.getByText('退出登录'))
    await waitFor(() => expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }))
    expect(api.calls('GET', '/api/oauth/Logout')).toHaveLength(1)
    expect(api.calls('GET', '/api/oauth/Logout')[0].header.Authorization).toBe('bearer test-token')
    expect(__storage.has('token')).toBe(false)
    expect(useSessionStore.getState().userInfo).toBeNull()
  })

  test('pull-down refresh reloads the current user and stops the spinner', async () => {
    const renamed = { ...userInfo, userName: '张伟（新）' }
    const api = fakeApi({
      'GET /api/oauth/CurrentUser': { userInfo: renamed, menuList: [{ id: 'm1' }], permissionList: [], sysConfigInfo: { sysName: 'x', sysVersion: '3.3.5', copyright: 'c' } }
    })
    render(<MinePage />)
    act(() => {
      __triggerHook('usePullDownRefresh')
    })
    await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalled())
    expect(api.calls('GET', '/api/oauth/CurrentUser')[0].query).toBe('type=app')
    expect(await screen.findByText('张伟（新）')).toBeInTheDocument()
  })

  test('a session restored without its user data loads it, and offers a retry when that fails', async () => {
    __storage.delete('userInfo')
    useSessionStore.getState().restore()
    const { container } = render(<MinePage />) // no handler: the network is down
    expect(await screen.findByText('个人信息加载失败，请检查网络后重试')).toBeInTheDocument()
    // the way out stays available while the user data is missing
    expect(screen.getByText('退出登录')).toBeInTheDocument()
    fakeApi({
      'GET /api/oauth/CurrentUser': { userInfo, menuList: [{ id: 'm1' }], permissionList: [], sysConfigInfo: { sysName: 'x', sysVersion: '3.3.5', copyright: 'c' } }
    })
    fireEvent.click(container.querySelector('.page-state--error .page-state__retry') as HTMLElement)
    expect(await screen.findByText('张伟')).toBeInTheDocument()
  })

  test('a visitor without a session is sent to login', () => {
    __reset()
    useSessionStore.getState().restore()
    render(<MinePage />)
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })
})

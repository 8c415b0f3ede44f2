import { render, screen, waitFor, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../../__mocks__/taro'
import { useSessionStore } from '@/features/session'
import LaunchPage from '@/pages/launch/index'
import { currentUser, fakeApi, sessionRoutes } from './fake-api'

beforeEach(() => {
  __reset()
  useSessionStore.getState().restore()
})
afterEach(() => jest.useRealTimers())

function storeSession() {
  __storage.set('token', 'bearer stored')
  __storage.set('userInfo', currentUser().userInfo)
  __storage.set('project', { id: 'pj2', enCode: 'S318', fullName: 'S318国道改扩建', organizeId: 'o2' })
  useSessionStore.getState().restore()
}

describe('launch page', () => {
  it('without a stored token, shows the splash and relaunches login', async () => {
    render(<LaunchPage />)
    expect(screen.getByText('公路建设云平台')).toBeInTheDocument()
    await waitFor(() => expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }))
    expect(Taro.switchTab).not.toHaveBeenCalled()
  })

  it('with a stored token, refreshes the user and the projects, then opens the Workbench', async () => {
    storeSession()
    const api = fakeApi(sessionRoutes())
    render(<LaunchPage />)
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/apply' }))
    expect(api.find('GET', '/api/oauth/CurrentUser')[0].header.Authorization).toBe('bearer stored')
    expect(useSessionStore.getState().menuList.length).toBeGreaterThan(0)
    // the stored project choice is kept
    expect(useSessionStore.getState().project?.id).toBe('pj2')
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })

  it('when the user has lost every menu, then it goes back to login', async () => {
    storeSession()
    fakeApi(sessionRoutes(currentUser({ menuList: [] })))
    render(<LaunchPage />)
    await waitFor(() => expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }))
    expect(Taro.switchTab).not.toHaveBeenCalled()
    expect(__storage.has('token')).toBe(false)
  })

  it('when the token has expired (600), then the request layer takes the user to login, once', async () => {
    jest.useFakeTimers()
    storeSession()
    fakeApi({ 'GET /api/oauth/CurrentUser': { code: 600, msg: '登录过期,请重新登录' } })
    render(<LaunchPage />)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100)
    })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '登录过期,请重新登录' }))
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1500)
    })
    expect(Taro.reLaunch).toHaveBeenCalledTimes(1)
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
    expect(Taro.switchTab).not.toHaveBeenCalled()
    expect(useSessionStore.getState().token).toBe('')
  })

  it('without network, keeps the stored session and opens the Workbench', async () => {
    storeSession()
    render(<LaunchPage />) // no handler: every call fails like a network error
    // the client retries a failed GET twice (about 0.5 s in all) before the launch page gives up on the network
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/apply' }), { timeout: 3000 })
    expect(useSessionStore.getState().token).toBe('bearer stored')
  })
})

describe('launch screen content (GET /api/file/AppStartInfo/{name})', () => {
  it('shows the administrator\'s picture and words for a moment, then goes on', async () => {
    const api = fakeApi({
      'GET /api/file/AppStartInfo/app': { code: 200, data: { sysName: '路桥云', sysVersion: '3.4.0', copyright: '© 路桥集团', startImg: '/api/file/Image/annexpic/start.png', startText: '安全第一 质量为本' } }
    })
    const { container } = render(<LaunchPage />)
    expect(await screen.findByText('安全第一 质量为本')).toBeInTheDocument()
    expect(screen.getByText('路桥云')).toBeInTheDocument()
    expect(container.querySelector('.launch-splash__picture')?.getAttribute('src')).toBe('/H5Api/api/file/Image/annexpic/start.png')
    expect(api.find('GET', '/api/file/AppStartInfo/app')).toHaveLength(1)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    await waitFor(() => expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }), { timeout: 3000 })
  })

  it('a failed start-info call keeps the built-in splash and does not hold the launch', async () => {
    fakeApi({ 'GET /api/file/AppStartInfo/app': { code: 500, msg: '服务器错误' } })
    render(<LaunchPage />)
    await waitFor(() => expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }))
    expect(screen.getByText('公路建设云平台')).toBeInTheDocument()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })
})

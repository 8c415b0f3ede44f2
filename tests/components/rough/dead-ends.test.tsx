// A route this build lacks (a deep link, a shared card): the app's not-found handler opens a screen that says what
// it is (the user's menu name for it) and offers a way back, instead of silently landing on the Workbench.
import { fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { MenuItem } from '@shared/api/oauth'
import { __reset, __setRouterParams, __triggerHook } from '../../__mocks__/taro'
import App from '@/app'
import { isBuiltPage, routes } from '@/config/routes'
import { useSessionStore } from '@/features/session'
import { featureName, readablePath, UnavailableScreen } from '@/features/workbench'
import UnavailablePage from '@/pages/apply/unavailable'

const menu = (fullName: string, urlAddress: string, children: MenuItem[] = []): MenuItem =>
  ({ id: fullName, fullName, urlAddress, type: 2, children } as unknown as MenuItem)
const menus = [menu('安全管理', '', [menu('隐患上报', 'pages/apply/reportHidden/index'), menu('钢筋点数', '/pages/apply/rebarCount/index')])]

beforeEach(() => {
  __reset()
  useSessionStore.getState().restore()
})

describe('the not-found handler', () => {
  it('opens the unavailable screen with the path asked for, not the Workbench', () => {
    render(<App><span /></App>)
    __triggerHook('usePageNotFound', { path: 'pages/apply/reportHidden/index', query: {}, isEntryPage: true })
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: routes.unavailable('/pages/apply/reportHidden/index') })
    expect(isBuiltPage(routes.unavailable('/x'))).toBe(true)
  })

  it('starts the app normally for the bare site root', () => {
    render(<App><span /></App>)
    __triggerHook('usePageNotFound', { path: '/', query: {}, isEntryPage: true })
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: routes.launch })
  })
})

describe('what the screen calls a missing route', () => {
  it('takes the name of the user\'s menu that leads there, with or without a leading slash', () => {
    expect(featureName(menus, '/pages/apply/reportHidden/index')).toBe('隐患上报')
    expect(featureName(menus, 'pages/apply/rebarCount/index?x=1')).toBe('钢筋点数')
    expect(featureName(menus, '/pages/apply/unknown/index')).toBeUndefined()
    expect(readablePath('%2Fpages%2Fapply%2FrebarCount%2Findex')).toBe('/pages/apply/rebarCount/index')
    expect(readablePath('%E0%A4%A')).toBe('/%E0%A4%A')
  })

  it('shows the feature\'s name, that it is not open yet, the path, and ways back', () => {
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{}])
    render(<UnavailableScreen path='/pages/apply/reportHidden/index' menuList={menus} />)
    expect(screen.getAllByText('隐患上报').length).toBeGreaterThanOrEqual(2) // the bar and the heading
    expect(screen.getByText('「隐患上报」此功能尚未开放，敬请期待')).toBeInTheDocument()
    expect(screen.getByText('/pages/apply/reportHidden/index')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('返回'))
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: routes.tabWorkbench })
    fireEvent.click(screen.getByText('回到工作台'))
    expect(Taro.switchTab).toHaveBeenCalledTimes(2)
  })

  it('says 此功能尚未开放 with the path when no menu names it (the page reads ?path=)', () => {
    __setRouterParams({ path: '/pages/apply/rebarCount/index' })
    render(<UnavailablePage />)
    expect(screen.getAllByText('此功能尚未开放').length).toBeGreaterThanOrEqual(2)
    expect(screen.getByText('/pages/apply/rebarCount/index')).toBeInTheDocument()
    expect(screen.getByLabelText('返回')).toBeInTheDocument()
  })
})

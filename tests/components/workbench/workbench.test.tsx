import { render, screen, fireEvent, waitFor, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage, __triggerHook } from '../../__mocks__/taro'
import { useSessionStore } from '@/features/session'
import { buildSections, searchEntries } from '@/features/workbench'
import WorkbenchPage from '@/pages/index/apply'
import AllAppPage from '@/pages/workFlow/allApp/index'
import { currentUser, fakeApi, menu, sessionRoutes } from '../session/fake-api'
import type { MenuItem } from '@shared/api/oauth'

const tree: MenuItem[] = [
  menu({
    id: 'safety',
    fullName: '安全管理',
    type: 1,
    sortCode: 2,
    children: [
      // a low-code feature: opens the dynamicModel page of its model
      menu({ id: 'hazard', fullName: '隐患台账', type: 3, propertyJson: '{"moduleId":"m-hazard","iconBackgroundColor":"#ff9900"}' }),
      // a low-code feature without a model cannot open anything
      menu({ id: 'noModel', fullName: '未配置功能', type: 3, propertyJson: '{}' }),
      // a page this build does not have
      menu({ id: 'tunnelMonitoring', fullName: '隧道监控量测', type: 2, urlAddress: '/pages/apply/tunnelMonitoring/index' })
    ]
  }),
  menu({
    id: 'common',
    fullName: '常用',
    type: 1,
    sortCode: 1,
    children: [
      menu({ id: 'allApp', fullName: '全部应用', type: 2, urlAddress: '/pages/workFlow/allApp/index', sortCode: 2 }),
      menu({
        id: 'sub',
        fullName: '规范标准',
        type: 1,
        sortCode: 1,
        children: [
          menu({
            id: 'std',
            fullName: '国家标准全文公开系统',
            type: 7,
            urlAddress: 'https://openstd.samr.gov.cn/bzgk/gb/',
            icon: 'link',
            propertyJson: '{"iconBackgroundColor":"#19be6b"}'
          }),
          menu({ id: 'bad', fullName: '坏链接', type: 7, urlAddress: 'javascript:alert(1)' })
        ]
      }),
      menu({ id: 'report', fullName: '报表', type: 5, urlAddress: '/report/1' })
    ]
  }),
  menu({ id: 'map', fullName: '项目地图', type: 2, urlAddress: 'pages/index/map', sortCode: 3 })
]

/** a directory holding nothing this build can open */
const unopenable: MenuItem = menu({
  id: 'later',
  fullName: '即将上线',
  type: 1,
  children: [
    menu({ id: 'noModel2', fullName: '未配置功能', type: 3, propertyJson: '{}' }),
    menu({ id: 'tunnelMonitoring2', fullName: '隧道监控量测', type: 2, urlAddress: '/pages/apply/tunnelMonitoring/index' })
  ]
})

beforeEach(() => {
  __reset()
  useSessionStore.getState().restore()
})

describe('Workbench grouping', () => {
  it('groups by top-level directory, flattens nested ones and keeps only what the build opens', () => {
    const sections = buildSections(tree)
    expect(sections.map((s) => s.title)).toEqual(['应用', '常用', '安全管理'])
    expect(sections[0].entries.map((e) => e.name)).toEqual(['项目地图'])
    expect(sections[0].entries[0]).toMatchObject({ url: '/pages/index/map', tab: true })
    const common = sections[1].entries
    expect(common.map((e) => e.name)).toEqual(['国家标准全文公开系统', '全部应用'])
    expect(common[0]).toMatchObject({
      icon: 'link',
      color: '#19be6b',
      url: '/pages/apply/externalLink/index?url=https%3A%2F%2Fopenstd.samr.gov.cn%2Fbzgk%2Fgb%2F&title=%E5%9B%BD%E5%AE%B6%E6%A0%87%E5%87%86%E5%85%A8%E6%96%87%E5%85%AC%E5%BC%80%E7%B3%BB%E7%BB%9F',
      tab: false
    })
  })

  it('opens a low-code feature at its model with the menu id and name, and hides one without a model', () => {
    const safety = buildSections(tree).find((s) => s.title === '安全管理')
    expect(safety?.entries.map((e) => e.id)).toEqual(['hazard'])
    expect(safety?.entries[0]).toMatchObject({
      color: '#ff9900',
      tab: false,
      url: '/pages/apply/dynamicModel/index?id=m-hazard&menuId=hazard&title=%E9%9A%90%E6%82%A3%E5%8F%B0%E8%B4%A6'
    })
    expect(buildSections([unopenable])).toEqual([])
  })

  it('searches every openable entry by name', () => {
    expect(searchEntries(tree, '标准').map((e) => e.id)).toEqual(['std'])
    expect(searchEntries(tree, '').map((e) => e.id)).toEqual(['std', 'allApp', 'hazard', 'map'])
    expect(searchEntries(tree, '早班会')).toEqual([])
  })
})

function loginWith(menuList: MenuItem[]) {
  const user = currentUser({ menuList })
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', user.userInfo)
  __storage.set('menuList', menuList)
  useSessionStore.getState().restore()
  return user
}

describe('Workbench tab', () => {
  it('shows the sections with tiles and opens a page, a tab and an external link', async () => {
    loginWith(tree)
    render(<WorkbenchPage />)
    expect(screen.getByText('工作台')).toBeInTheDocument()
    expect(screen.getByText('常用')).toBeInTheDocument()
    expect(screen.getByText('隐患台账')).toBeInTheDocument()
    expect(screen.queryByText('未配置功能')).toBeNull()
    expect(screen.queryByText('隧道监控量测')).toBeNull()
    expect(screen.queryByText('坏链接')).toBeNull()

    fireEvent.click(screen.getByText('全部应用'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/workFlow/allApp/index' })
    fireEvent.click(screen.getByText('项目地图'))
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/map' })
    fireEvent.click(screen.getByText('国家标准全文公开系统'))
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: expect.stringMatching(/^\/pages\/apply\/externalLink\/index\?url=https%3A/) })
  })

  it('says honestly when nothing can be opened yet', () => {
    loginWith([unopenable])
    render(<WorkbenchPage />)
    expect(screen.getByText('暂无可用应用，更多功能即将上线')).toBeInTheDocument()
  })

  it('shows the current project and contract', () => {
    loginWith(tree)
    __storage.set('project', { id: 'pj1', enCode: 'G', fullName: '沿江高速公路一期', organizeId: 'o' })
    __storage.set('contract', { id: 'c', projectId: 'pj1', enCode: 'C', fullName: 'YJ-01土建标', kind: 'construction', contractor: 'x' })
    useSessionStore.getState().restore()
    render(<WorkbenchPage />)
    expect(screen.getByText('沿江高速公路一期')).toBeInTheDocument()
    expect(screen.getByText('YJ-01土建标')).toBeInTheDocument()
  })

  it('pull-to-refresh reloads CurrentUser and shows the new menu', async () => {
    loginWith([unopenable])
    const api = fakeApi(sessionRoutes(currentUser({ menuList: tree })))
    render(<WorkbenchPage />)
    await act(async () => {
      __triggerHook('usePullDownRefresh')
    })
    await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalled())
    expect(api.find('GET', '/api/oauth/CurrentUser')).toHaveLength(1)
    expect(screen.getByText('全部应用')).toBeInTheDocument()
  })

  it('shares the Workbench under the platform name', () => {
    loginWith(tree)
    render(<WorkbenchPage />)
    expect(__triggerHook('useShareAppMessage')).toEqual([{ title: '公路建设云平台', path: '/pages/index/apply' }])
  })

  it('loads a missing user once, and offers a retry when that fails', async () => {
    __storage.set('token', 'bearer t')
    useSessionStore.getState().restore()
    const { container } = render(<WorkbenchPage />) // no handler: the network is down
    expect(await screen.findByText('应用列表加载失败，请检查网络后重试')).toBeInTheDocument()
    fakeApi(sessionRoutes(currentUser({ menuList: tree })))
    fireEvent.click(container.querySelector('.page-state--error .page-state__retry')!)
    expect(await screen.findByText('全部应用')).toBeInTheDocument()
  })

  it('sends a visitor without a session to login', () => {
    render(<WorkbenchPage />)
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })
})

describe('全部应用', () => {
  it('lists every openable entry and filters by the search box', async () => {
    loginWith(tree)
    const { container } = render(<AllAppPage />)
    expect(screen.getByText('全部应用', { selector: '.app-grid__name' })).toBeInTheDocument()
    expect(screen.getByText('项目地图')).toBeInTheDocument()
    const input = await waitFor(() => {
      const el = container.querySelector('.at-search-bar input')
      if (!el) throw new Error('no search input')
      return el
    })
    fireEvent.input(input, { target: { value: '标准' } })
    await waitFor(() => expect(screen.queryByText('项目地图')).toBeNull())
    expect(screen.getByText('国家标准全文公开系统')).toBeInTheDocument()
    fireEvent.input(input, { target: { value: '不存在' } })
    expect(await screen.findByText('没有找到“不存在”相关的应用')).toBeInTheDocument()
  })

  it('pull-to-refresh reloads the menu from CurrentUser', async () => {
    loginWith([unopenable])
    const api = fakeApi(sessionRoutes(currentUser({ menuList: tree })))
    render(<AllAppPage />)
    expect(screen.getByText('暂无可用应用，更多功能即将上线')).toBeInTheDocument()
    await act(async () => {
      __triggerHook('usePullDownRefresh')
    })
    await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalled())
    expect(api.find('GET', '/api/oauth/CurrentUser')).toHaveLength(1)
    expect(await screen.findByText('国家标准全文公开系统')).toBeInTheDocument()
  })

  it('opened with a session but without its user data, it loads them, and offers a retry when that fails', async () => {
    __storage.set('token', 'bearer t')
    useSessionStore.getState().restore()
    const { container } = render(<AllAppPage />) // no handler: the network is down
    expect(await screen.findByText('应用列表加载失败，请检查网络后重试')).toBeInTheDocument()
    fakeApi(sessionRoutes(currentUser({ menuList: tree })))
    fireEvent.click(container.querySelector('.page-state--error .page-state__retry')!)
    expect(await screen.findByText('国家标准全文公开系统')).toBeInTheDocument()
  })
})

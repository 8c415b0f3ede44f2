import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __triggerHook } from '../../__mocks__/taro'
import ContactsPage from '@/pages/index/contacts'
import UserDetailPage from '@/pages/message/userDetail/index'
import { fakeApi, fail } from '../profile/api-fake'
import { signIn } from '../profile/session-fixture'
import { find } from '../ui'

const org = (id: string, fullName: string, type = 'company') => ({ id, fullName, type, hasChildren: true, parentId: '-1' })
const user = (id: string, fullName: string, organize = '沿江高速项目公司/工程管理部') => ({ id, fullName, type: 'user', isLeaf: true, headIcon: '', organize })

beforeEach(() => {
  __reset()
  signIn()
})

describe('contacts', () => {
  test('drills from the top organisations into a department and opens a person', async () => {
    const api = fakeApi({
      'POST /api/permission/Users/ImUser/Selector/0': { list: [org('o1', '沿江高速项目公司')] },
      'POST /api/permission/Users/ImUser/Selector/o1': { list: [org('d1', '工程管理部', 'department'), user('u-li', '李强/liqiang')] },
      'POST /api/permission/Users/ImUser/Selector/d1': { list: [] }
    })
    render(<ContactsPage />)
    fireEvent.click(await screen.findByLabelText('进入沿江高速项目公司'))
    expect(await screen.findByText('李强')).toBeInTheDocument()
    expect(screen.getByText('（liqiang）')).toBeInTheDocument()
    expect(api.calls('POST', '/api/permission/Users/ImUser/Selector/o1')[0].data).toMatchObject({ keyword: '' })
    fireEvent.click(screen.getByLabelText('进入工程管理部'))
    expect(await screen.findByText('该组织下暂无人员')).toBeInTheDocument()
    // the breadcrumb goes back up without asking the server again
    fireEvent.click(screen.getByText('沿江高速项目公司'))
    fireEvent.click(await screen.findByLabelText('查看李强'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/message/userDetail/index?id=u-li' })
    expect(api.calls('POST', '/api/permission/Users/ImUser/Selector/o1')).toHaveLength(1)
  })

  test('a keyword searches every user as a flat list, paged on reaching the bottom', async () => {
    const api = fakeApi({
      'POST /api/permission/Users/ImUser/Selector/0': (req: any) =>
        req.data?.keyword
          ? req.data.currentPage === 1
            ? { list: Array.from({ length: 20 }, (_, i) => user(`u${i}`, `王${i}/wang${i}`)), pagination: { currentPage: 1, pageSize: 20, total: 21 } }
            : { list: [user('u-last', '王末/wangmo')], pagination: { currentPage: 2, pageSize: 20, total: 21 } }
          : { list: [org('o1', '沿江高速项目公司')] }
    })
    render(<ContactsPage />)
    await screen.findByText('沿江高速项目公司')
    fireEvent.input(await find(document.body, '.at-search-bar input'), { target: { value: '王' } })
    fireEvent.click(await find(document.body, '.at-search-bar__action'))
    expect(await screen.findByText('王0')).toBeInTheDocument()
    const searches = api.calls('POST', '/api/permission/Users/ImUser/Selector/0').filter((r) => (r.data as any).keyword)
    expect(searches[0].data).toEqual({ keyword: '王', currentPage: 1, pageSize: 20 })
    __triggerHook('useReachBottom')
    expect(await screen.findByText('王末')).toBeInTheDocument()
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })

  test('searches as the name is typed, from the top, without the 搜索 button', async () => {
    const api = fakeApi({
      'POST /api/permission/Users/ImUser/Selector/0': (req: any) =>
        req.data?.keyword ? { list: [user('u-song', '宋文博/songwenbo', '监理办/驻地监理组')], pagination: { currentPage: 1, pageSize: 20, total: 1 } } : { list: [org('o1', '沿江高速项目公司')] }
    })
    render(<ContactsPage />)
    await screen.findByText('沿江高速项目公司')
    fireEvent.input(await find(document.body, '.at-search-bar input'), { target: { value: '宋文' } })
    expect(await screen.findByText('宋文博', undefined, { timeout: 2000 })).toBeInTheDocument()
    const searches = api.calls('POST', '/api/permission/Users/ImUser/Selector/0').filter((r) => (r.data as any).keyword)
    expect(searches.map((r) => (r.data as any).keyword)).toEqual(['宋文'])
  })

  test('a failed load offers 重试', async () => {
    let calls = 0
    fakeApi({ 'POST /api/permission/Users/ImUser/Selector/0': () => (++calls === 1 ? fail('服务繁忙') : { list: [org('o1', '沿江高速项目公司')] }) })
    render(<ContactsPage />)
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('沿江高速项目公司')).toBeInTheDocument()
  })
})

describe('user detail', () => {
  const detail = { id: 'u-li', account: 'liqiang', realName: '李强', headIcon: '/api/file/Image/userAvatar/li.png', mobilePhone: '13900001111', organizeName: '工程管理部', positionName: '安全员' }

  test('发消息 opens the chat with that user; call stays on the card', async () => {
    __setRouterParams({ id: 'u-li' })
    fakeApi({ 'GET /api/app/User/u-li': detail })
    render(<UserDetailPage />)
    fireEvent.click(await screen.findByText('发消息'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: '/pages/message/im/index?name=%E6%9D%8E%E5%BC%BA&formUserId=u-li&headIcon=%2Fapi%2Ffile%2FImage%2FuserAvatar%2Fli.png'
    })
    expect(screen.getByText('13900001111')).toBeInTheDocument()
  })

  test('no 发消息 on my own card', async () => {
    __setRouterParams({ id: 'u-zhang' })
    fakeApi({ 'GET /api/app/User/u-zhang': { ...detail, id: 'u-zhang', realName: '张伟' } })
    render(<UserDetailPage />)
    await screen.findByText('张伟')
    await waitFor(() => expect(screen.queryByText('发消息')).not.toBeInTheDocument())
  })
})

import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset, __setRouterParams, __storage } from '../../__mocks__/taro'
import UserDetailPage from '@/pages/message/userDetail'
import ContactUsPage from '@/pages/my/contactUs'
import AboutsPage from '@/pages/my/abouts'
import SettingsPage from '@/pages/my/settings'
import AccountSecurityPage from '@/pages/my/accountSecurity'
import { fakeApi, fail } from './api-fake'
import { signIn } from './session-fixture'

const sysConfigInfo = {
  sysName: '公路建设云平台',
  sysVersion: '3.3.5',
  copyright: 'Copyright © 2026 交投建设集团',
  companyName: '交投建设集团有限公司',
  companyTelePhone: '025-83000000'
}

beforeEach(() => {
  __reset()
})

describe('user detail', () => {
  test('shows the card; the mobile calls and the email copies', async () => {
    signIn()
    __setRouterParams({ id: 'u-li' })
    fakeApi({
      'GET /api/app/User/u-li': {
        id: 'u-li', account: 'liqiang', realName: '李强', headIcon: '', gender: 1,
        mobilePhone: '13900001111', email: 'liqiang@example.com', organizeName: '工程管理部', positionName: '安全员'
      }
    })
    render(<UserDetailPage />)
    expect(await screen.findByText('李强')).toBeInTheDocument()
    expect(screen.getByText('liqiang · 男')).toBeInTheDocument()
    fireEvent.click(screen.getByText('13900001111'))
    expect(Taro.makePhoneCall).toHaveBeenCalledWith({ phoneNumber: '13900001111' })
    fireEvent.click(screen.getByText('liqiang@example.com'))
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'liqiang@example.com' })
    // messaging composes its 发消息 action next to the card (tests/components/message/contacts.test.tsx)
    expect(screen.getByText('发消息')).toBeInTheDocument()
  })

  test('a user the server will not show gives its reason', async () => {
    signIn()
    __setRouterParams({ id: 'u-x' })
    fakeApi({ 'GET /api/app/User/u-x': fail('无权查看该用户') })
    render(<UserDetailPage />)
    expect(await screen.findByText('无权查看该用户')).toBeInTheDocument()
    expect(screen.queryByText('重试')).toBeNull()
    expect(screen.getByText('返回')).toBeInTheDocument()
  })
})

describe('contact us and about', () => {
  test('contact shows configured values and 暂未配置 for the rest, never invented ones', () => {
    signIn({ sysConfigInfo })
    render(<ContactUsPage />)
    expect(screen.getByText('交投建设集团有限公司')).toBeInTheDocument()
    expect(screen.getAllByText('暂未配置')).toHaveLength(2)
    fireEvent.click(screen.getByText('025-83000000'))
    expect(Taro.makePhoneCall).toHaveBeenCalledWith({ phoneNumber: '025-83000000' })
  })

  test('about shows the app version and code, the system version and the copyright', () => {
    signIn({ sysConfigInfo })
    render(<AboutsPage />)
    expect(screen.getByText('3.3.5（版本号 139）')).toBeInTheDocument()
    expect(screen.getByText('Copyright © 2026 交投建设集团')).toBeInTheDocument()
    expect(screen.getAllByText('公路建设云平台').length).toBeGreaterThan(0)
  })

  test('about without system info says it is not configured', () => {
    signIn({ sysConfigInfo: null })
    render(<AboutsPage />)
    expect(screen.getByText('暂未配置')).toBeInTheDocument()
    expect(screen.getByText('版权信息暂未配置')).toBeInTheDocument()
  })
})

describe('settings and account security', () => {
  test('清除缓存 asks, then removes cached entries but keeps the session', async () => {
    signIn()
    __storage.set('dynamicModelExtra', { a: 1 })
    __storage.set('dictionary-cache', [1, 2])
    render(<SettingsPage />)
    fireEvent.click(screen.getByText('清除缓存'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '缓存已清除' })))
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    expect(__storage.has('dynamicModelExtra')).toBe(false)
    expect(__storage.has('dictionary-cache')).toBe(false)
    expect(__storage.get('token')).toBe('bearer test-token')
    expect(__storage.has('userInfo')).toBe(true)
  })

  test('account security masks the contact data and shows the last login', () => {
    signIn()
    render(<AccountSecurityPage />)
    expect(screen.getByText('138****5678')).toBeInTheDocument()
    expect(screen.getByText('z***i@example.com')).toBeInTheDocument()
    expect(screen.getByText('2026-11-20 08:30')).toBeInTheDocument()
    fireEvent.click(screen.getByText('修改密码'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/my/modifyPsd/index' })
  })
})

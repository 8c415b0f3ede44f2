// 关于我们's update notice: GET /api/app/Version compared with this build (3.3.5, code 139).
import { fireEvent, render, screen } from '@testing-library/react'
import Taro, { __reset } from '../../__mocks__/taro'
import AboutsPage from '@/pages/my/abouts'
import { isNewer } from '@/features/profile/api/app-version'
import { fakeApi, fail } from './api-fake'
import { signIn } from './session-fixture'

beforeEach(() => __reset())

describe('update notice', () => {
  test('a newer release shows its version and notes, and the download link copies', async () => {
    signIn()
    const api = fakeApi({
      'GET /api/app/Version': { sysVersion: '3.4.0', versionCode: 140, updateContent: '新增隐患随手拍', downloadUrl: 'https://example.com/app' }
    })
    render(<AboutsPage />)
    expect(await screen.findByText('发现新版本 3.4.0')).toBeInTheDocument()
    expect(screen.getByText('新增隐患随手拍')).toBeInTheDocument()
    expect(api.calls('GET', '/api/app/Version')).toHaveLength(1)
    fireEvent.click(screen.getByText('复制下载地址'))
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'https://example.com/app' })
    // H5: the newest build is one reload away
    expect(screen.getByText('立即更新')).toBeInTheDocument()
  })

  test('the same release says it is the newest', async () => {
    signIn()
    fakeApi({ 'GET /api/app/Version': { sysVersion: '3.3.5', versionCode: 139 } })
    render(<AboutsPage />)
    expect(await screen.findByText('已是最新版本')).toBeInTheDocument()
    expect(screen.queryByText(/发现新版本/)).toBeNull()
  })

  test('a refused check shows the server\'s message and asks again on 重试', async () => {
    signIn()
    let answer: unknown = fail('版本服务维护中')
    const api = fakeApi({ 'GET /api/app/Version': () => answer })
    render(<AboutsPage />)
    expect(await screen.findByText('版本服务维护中')).toBeInTheDocument()
    answer = { sysVersion: '3.5.0', versionCode: 150 }
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('发现新版本 3.5.0')).toBeInTheDocument()
    expect(api.calls('GET', '/api/app/Version')).toHaveLength(2)
  })

  test('without a version code the dotted versions are compared', () => {
    expect(isNewer({ sysVersion: '3.10.0', versionCode: 0 }, '3.3.5', 139)).toBe(true)
    expect(isNewer({ sysVersion: '3.3.5', versionCode: 0 }, '3.3.5', 139)).toBe(false)
    expect(isNewer({ sysVersion: '3.2.9', versionCode: 0 }, '3.3.5', 139)).toBe(false)
  })
})

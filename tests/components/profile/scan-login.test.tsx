import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset, __setRouterParams } from '../../__mocks__/taro'
import ScanResultPage from '@/pages/my/scanResult'
import { scanner as weappScanner } from '@/lib/scanner.weapp'
import { scanAndRoute } from '@/features/profile/lib/scan-login'
import { fakeApi, fail } from './api-fake'
import { signIn } from './session-fixture'

beforeEach(() => {
  __reset()
  signIn()
})

describe('scan result page', () => {
  test('without a ticket it says so and calls nothing', async () => {
    const api = fakeApi({})
    render(<ScanResultPage />)
    expect(await screen.findByText('缺少登录凭证，请重新扫描网页端的登录二维码')).toBeInTheDocument()
    expect(api.sent).toHaveLength(0)
  })

  test('explains the request, and 确认登录 confirms the ticket', async () => {
    __setRouterParams({ ticket: 'tk-1' })
    const api = fakeApi({
      'GET /api/oauth/setCodeCertificateStatus/tk-1/1': undefined,
      'GET /api/oauth/confirmLogin/tk-1': undefined
    })
    render(<ScanResultPage />)
    expect(await screen.findByText('网页端登录确认')).toBeInTheDocument()
    expect(screen.getByText(/张伟（zhangwei）/)).toBeInTheDocument()
    expect(api.calls('GET', '/api/oauth/setCodeCertificateStatus/tk-1/1')).toHaveLength(1)
    expect(api.calls('GET', '/api/oauth/confirmLogin/tk-1')).toHaveLength(0)
    fireEvent.click(screen.getByText('确认登录'))
    expect(await screen.findByText('网页端已登录')).toBeInTheDocument()
    expect(api.calls('GET', '/api/oauth/confirmLogin/tk-1')).toHaveLength(1)
    expect(api.calls('GET', '/api/oauth/setCodeCertificateStatus/tk-1/-1')).toHaveLength(0)
  })

  test('取消 refuses the ticket and goes back', async () => {
    __setRouterParams({ ticket: 'tk-2' })
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{}, {}])
    const api = fakeApi({
      'GET /api/oauth/setCodeCertificateStatus/tk-2/1': undefined,
      'GET /api/oauth/setCodeCertificateStatus/tk-2/-1': undefined
    })
    render(<ScanResultPage />)
    fireEvent.click(await screen.findByText('取消'))
    await waitFor(() => expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 }))
    expect(api.calls('GET', '/api/oauth/setCodeCertificateStatus/tk-2/-1')).toHaveLength(1)
    expect(api.calls('GET', '/api/oauth/confirmLogin/tk-2')).toHaveLength(0)
  })

  test('an expired ticket shows the server reason instead of the buttons', async () => {
    __setRouterParams({ ticket: 'old' })
    fakeApi({ 'GET /api/oauth/setCodeCertificateStatus/old/1': fail('二维码已失效') })
    render(<ScanResultPage />)
    expect(await screen.findByText('二维码已失效')).toBeInTheDocument()
    expect(screen.queryByText('确认登录')).toBeNull()
    // the server's refusal will not change on a second try: the way out is back to the scanner
    expect(screen.queryByText('重试')).toBeNull()
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{}, {}])
    fireEvent.click(screen.getByText('返回'))
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })
  test('opened straight from the scanner (no page behind it), 返回 lands on the Workbench tab', async () => {
    __setRouterParams({ ticket: 'old' })
    fakeApi({ 'GET /api/oauth/setCodeCertificateStatus/old/1': fail('二维码已失效') })
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{}])
    render(<ScanResultPage />)
    fireEvent.click(await screen.findByText('返回'))
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/apply' })
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })
})

describe('扫一扫 in the mini-program', () => {
  test('a web-login code opens the confirmation page with its ticket', async () => {
    ;(Taro.scanCode as jest.Mock).mockResolvedValueOnce({ result: '{"t":"login","id":"tk 9"}' })
    await scanAndRoute(weappScanner)
    expect(Taro.scanCode).toHaveBeenCalledWith(expect.objectContaining({ scanType: ['qrCode'] }))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/my/scanResult/index?ticket=tk%209' })
  })

  test.each(['https://example.com', '{"t":"pay","id":"x"}', '{"t":"login"}', 'not json'])('%s is named as unrecognised', async (content) => {
    ;(Taro.scanCode as jest.Mock).mockResolvedValueOnce({ result: content })
    await scanAndRoute(weappScanner)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '无法识别的二维码' }))
  })

  test('closing the scanner does nothing', async () => {
    ;(Taro.scanCode as jest.Mock).mockRejectedValueOnce({ errMsg: 'scanCode:fail cancel' })
    await scanAndRoute(weappScanner)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(Taro.showModal).not.toHaveBeenCalled()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })
})

import { createHash } from 'crypto'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro, { __reset, __storage } from '../../__mocks__/taro'
import CancellationPage from '@/pages/my/cancellation'
import { useSessionStore } from '@/features/session'
import { fakeApi, fail } from './api-fake'
import { signIn } from './session-fixture'
import { typeInto } from './dom'

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

const typePassword = (container: HTMLElement, value: string) => typeInto(container, '请输入当前密码', value)

beforeEach(() => {
  __reset()
  signIn()
})

describe('account cancellation', () => {
  test('explains the consequences before anything else', () => {
    render(<CancellationPage />)
    expect(screen.getByText('注销账号后：')).toBeInTheDocument()
    expect(screen.getByText(/无法再登录本平台/)).toBeInTheDocument()
  })

  test('without the password nothing is asked or sent', async () => {
    const api = fakeApi({ 'POST /api/oauth/logoutCurrentUser': undefined })
    render(<CancellationPage />)
    fireEvent.click(screen.getAllByText('注销账号').pop() as HTMLElement)
    expect(await screen.findByText('请输入当前密码以确认是您本人操作')).toBeInTheDocument()
    expect(Taro.showModal).not.toHaveBeenCalled()
    expect(api.sent).toHaveLength(0)
  })

  test('declining the confirmation sends nothing', async () => {
    const api = fakeApi({ 'POST /api/oauth/logoutCurrentUser': undefined })
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    const { container } = render(<CancellationPage />)
    await typePassword(container, 'Highway@2026')
    fireEvent.click(screen.getAllByText('注销账号').pop() as HTMLElement)
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
    expect((Taro.showModal as jest.Mock).mock.calls[0][0].content).toContain('zhangwei')
    await act(() => Promise.resolve())
    expect(api.sent).toHaveLength(0)
    expect(__storage.get('token')).toBe('bearer test-token')
  })

  test('confirmed: the encoded password goes form-encoded, then the session is cleared and login opens', async () => {
    const api = fakeApi({ 'POST /api/oauth/logoutCurrentUser': undefined })
    const { container } = render(<CancellationPage />)
    await typePassword(container, 'Highway@2026')
    fireEvent.click(screen.getAllByText('注销账号').pop() as HTMLElement)
    await waitFor(() => expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }))
    const [call] = api.calls('POST', '/api/oauth/logoutCurrentUser')
    expect(call.data).toBe(`password=${md5('Highway@2026')}`)
    expect(call.header['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(__storage.has('token')).toBe(false)
    expect(useSessionStore.getState().token).toBe('')
    // the revoked token is not used for a Logout call that could only fail
    expect(api.calls('GET', '/api/oauth/Logout')).toHaveLength(0)
  })

  test('a wrong password is shown and the session stays', async () => {
    fakeApi({ 'POST /api/oauth/logoutCurrentUser': fail('密码错误') })
    const { container } = render(<CancellationPage />)
    await typePassword(container, 'nope12345')
    fireEvent.click(screen.getAllByText('注销账号').pop() as HTMLElement)
    expect(await screen.findByText('密码错误')).toBeInTheDocument()
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(__storage.get('token')).toBe('bearer test-token')
  })
})

import { createHash } from 'crypto'
import { fireEvent, render, screen, waitFor, act } from '@testing-library/react'
import Taro, { __reset } from '../../__mocks__/taro'
import ModifyPasswordPage from '@/pages/my/modifyPsd'
import { fakeApi, fail } from './api-fake'
import { signIn } from './session-fixture'
import { typeInto } from './dom'

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

async function fill(container: HTMLElement, old: string, next: string, again: string) {
  await typeInto(container, '请输入当前密码', old)
  await typeInto(container, '请输入新密码', next)
  await typeInto(container, '请再次输入新密码', again)
}

beforeEach(() => {
  __reset()
  signIn()
})

describe('change password', () => {
  test.each([
    ['too short', 'Highway@2026', 'abc123', 'abc123', '密码长度须为8-20位'],
    ['too long', 'Highway@2026', 'a1'.repeat(11), 'a1'.repeat(11), '密码长度须为8-20位'],
    ['letters only', 'Highway@2026', 'abcdefghij', 'abcdefghij', '密码须同时包含字母和数字'],
    ['digits only', 'Highway@2026', '1234567890', '1234567890', '密码须同时包含字母和数字'],
    ['same as the old one', 'Road2026pass', 'Road2026pass', 'Road2026pass', '新密码不能与当前密码相同'],
    ['confirmation differs', 'Highway@2026', 'Road2026pass', 'Road2026pas', '两次输入的新密码不一致'],
    ['old password missing', '', 'Road2026pass', 'Road2026pass', '请输入当前密码']
  ])('%s: the rule is named and nothing is sent', async (_name, old, next, again, message) => {
    const api = fakeApi({ 'POST /api/permission/Users/Current/Actions/ModifyPassword': undefined })
    const { container } = render(<ModifyPasswordPage />)
    await fill(container, old, next, again)
    fireEvent.click(screen.getByText('确认修改'))
    expect(await screen.findByText(message)).toBeInTheDocument()
    await act(() => Promise.resolve())
    expect(api.sent).toHaveLength(0)
  })

  test('a valid change sends both passwords encoded, says so and ends the session', async () => {
    const api = fakeApi({
      'POST /api/permission/Users/Current/Actions/ModifyPassword': undefined,
      'GET /api/oauth/Logout': undefined
    })
    const { container } = render(<ModifyPasswordPage />)
    await fill(container, 'Highway@2026', 'Road2026pass', 'Road2026pass')
    fireEvent.click(screen.getByText('确认修改'))
    await waitFor(() => expect(api.calls('POST', '/api/permission/Users/Current/Actions/ModifyPassword')).toHaveLength(1))
    const [call] = api.calls('POST', '/api/permission/Users/Current/Actions/ModifyPassword')
    expect(call.data).toEqual({ oldPassword: md5('Highway@2026'), password: md5('Road2026pass') })
    expect(call.header['Content-Type']).toMatch(/application\/json/)
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '修改成功，请重新登录' }))
    await waitFor(() => expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }), { timeout: 3000 })
    expect(api.calls('GET', '/api/oauth/Logout')).toHaveLength(1)
  })

  test('a wrong current password shows the server reason and keeps the session', async () => {
    fakeApi({ 'POST /api/permission/Users/Current/Actions/ModifyPassword': fail('旧密码错误') })
    const { container } = render(<ModifyPasswordPage />)
    await fill(container, 'Wrong2026pass', 'Road2026pass', 'Road2026pass')
    fireEvent.click(screen.getByText('确认修改'))
    expect(await screen.findByText('旧密码错误')).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 50))
    expect(Taro.reLaunch).not.toHaveBeenCalled()
  })
})

import { act, render, fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../../__mocks__/taro'
import { useSessionStore } from '@/features/session'
import LoginPage from '@/pages/login/index'
import { fakeApi, ok, sessionRoutes, type Call } from './fake-api'
import { typeInto as type, find } from '../ui'

// The image captcha of the password login: hidden until the server asks for it through getConfig/{account} (after a
// refused login, when the account field is left, or at once for a remembered account), then a picture and a field
// whose code goes with the next login as JNPF sends it (code + timestamp = the picture's key).

beforeEach(() => {
  __reset()
  useSessionStore.getState().restore()
})

const submitButton = (c: HTMLElement) => c.querySelector('.login-form__submit') as HTMLElement
const picture = (c: HTMLElement) => c.querySelector('.captcha-field__image')?.getAttribute('src') ?? ''
const keyOf = (src: string) => /\/api\/oauth\/ImageCode\/(\d+)\/([^/?]+)$/.exec(src)

/** the code a person would read off the picture drawn under `key` (this fake draws the key reversed) */
const readPicture = (key: string) => [...key].reverse().join('').slice(0, 4)

/**
 * the server: refuses the first `refusals` logins as wrong passwords, then asks for the captcha (getConfig says so,
 * a login without a code or with a wrong one is refused) and lets a login with the right code in
 */
function server(refusals: number) {
  let refused = 0
  const logins: Record<string, string>[] = []
  const api = fakeApi({
    ...sessionRoutes(),
    'GET /api/oauth/getConfig/zhangwei': () => ok({ enableVerificationCode: refused >= refusals ? 1 : 0, verificationCodeNumber: 4 }),
    'POST /api/oauth/Login': (call: Call) => {
      const body = call.body as Record<string, string>
      logins.push(body)
      if (refused < refusals) {
        refused += 1
        return { code: 400, msg: '账户或密码错误' }
      }
      if (!body.code) return { code: 400, msg: '请输入验证码' }
      if (body.code !== readPicture(body.timestamp)) return { code: 400, msg: '验证码错误，请刷新验证码后重新输入' }
      return ok({ token: 'bearer tok-1', theme: 'classic' })
    }
  })
  return { api, logins }
}

async function fillAndSubmit(container: HTMLElement, password: string) {
  await type(container, '.login-form__account', 'zhangwei')
  await type(container, '.login-form__password', password)
  await waitFor(() => expect(submitButton(container)).not.toHaveClass('at-button--disabled'))
  fireEvent.click(submitButton(container))
}

describe('login captcha', () => {
  it('shows no captcha while the server does not ask for one, and sends none', async () => {
    const { api, logins } = server(5)
    const { container } = render(<LoginPage />)
    await fillAndSubmit(container, 'Highway@2026')
    await waitFor(() => expect(api.find('GET', '/api/oauth/getConfig/zhangwei')).toHaveLength(1))
    expect(container.querySelector('.captcha-field__image')).toBeNull()
    expect(logins[0]).not.toHaveProperty('code')
  })

  it('when the server asks for it after refused logins, then a picture and a field appear and the code goes with the login', async () => {
    const { logins } = server(1)
    const { container } = render(<LoginPage />)
    await fillAndSubmit(container, 'Highway@2026')
    // refused once: getConfig now says the captcha is needed, so the picture appears and the button waits for a code
    await waitFor(() => expect(picture(container)).toMatch(/\/H5Api\/api\/oauth\/ImageCode\/4\/\w+$/))
    expect(submitButton(container)).toHaveClass('at-button--disabled')
    const first = keyOf(picture(container))![2]
    // tapping the picture draws another one
    fireEvent.click(await find(container, '.captcha-field__picture'))
    await waitFor(() => expect(keyOf(picture(container))![2]).not.toBe(first))
    const key = keyOf(picture(container))![2]
    await type(container, '.login-form__captcha', readPicture(key))
    await waitFor(() => expect(submitButton(container)).not.toHaveClass('at-button--disabled'))
    fireEvent.click(submitButton(container))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/apply' }))
    expect(logins.at(-1)).toMatchObject({ account: 'zhangwei', code: readPicture(key), timestamp: key })
  })

  it('when a code is refused, then a new picture is drawn and the used code is cleared', async () => {
    server(1)
    const { container } = render(<LoginPage />)
    await fillAndSubmit(container, 'Highway@2026')
    await waitFor(() => expect(picture(container)).not.toBe(''))
    const before = keyOf(picture(container))![2]
    await type(container, '.login-form__captcha', 'ZZZZ')
    await waitFor(() => expect(submitButton(container)).not.toHaveClass('at-button--disabled'))
    fireEvent.click(submitButton(container))
    await waitFor(() => expect(container.querySelector('.login-form__error')?.textContent).toBe('验证码错误，请刷新验证码后重新输入'))
    await waitFor(() => expect(keyOf(picture(container))![2]).not.toBe(before))
    const input = container.querySelector('.login-form__captcha input') as HTMLInputElement
    expect(input.value).toBe('')
  })

  it('asks at once for a remembered account, and when the account field is left', async () => {
    __storage.set('lastAccount', 'zhangwei')
    const api = fakeApi({
      'GET /api/oauth/getConfig/zhangwei': ok({ enableVerificationCode: 1, verificationCodeNumber: 5 }),
      'GET /api/oauth/getConfig/lisi': ok({ enableVerificationCode: 0, verificationCodeNumber: 4 })
    })
    const { container } = render(<LoginPage />)
    await waitFor(() => expect(picture(container)).toMatch(/\/api\/oauth\/ImageCode\/5\/\w+$/))
    await type(container, '.login-form__account', 'lisi')
    await act(async () => undefined)
    fireEvent.blur(container.querySelector('.login-form__account input') as HTMLInputElement)
    await waitFor(() => expect(api.find('GET', '/api/oauth/getConfig/lisi')).toHaveLength(1))
    await waitFor(() => expect(container.querySelector('.captcha-field__image')).toBeNull())
  })
})

import { render, screen, fireEvent, act, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../../__mocks__/taro'
import { useSessionStore } from '@/features/session'
import LoginPage from '@/pages/login/index'
import { fakeApi, sessionRoutes } from './fake-api'
import { typeInto as type, find } from '../ui'

beforeEach(() => {
  __reset()
  useSessionStore.getState().restore()
})

const submitButton = (c: HTMLElement) => c.querySelector('.login-form__submit') as HTMLElement

describe('login page', () => {
  it('keeps 登录 disabled until both account and password are filled', async () => {
    const api = fakeApi(sessionRoutes())
    const { container } = render(<LoginPage />)
    expect(submitButton(container)).toHaveClass('at-button--disabled')
    await type(container, '.login-form__account', 'zhangwei')
    await waitFor(() => expect(submitButton(container)).toHaveClass('at-button--disabled'))
    fireEvent.click(submitButton(container))
    await type(container, '.login-form__password', 'Highway@2026')
    await waitFor(() => expect(submitButton(container)).not.toHaveClass('at-button--disabled'))
    expect(api.calls).toHaveLength(0)
  })

  it('when the server says 账户或密码错误, then that text is shown under the form', async () => {
    fakeApi({ 'POST /api/oauth/Login': { code: 400, msg: '账户或密码错误，还可尝试4次' } })
    const { container } = render(<LoginPage />)
    await type(container, '.login-form__account', 'zhangwei')
    await type(container, '.login-form__password', 'bad')
    await waitFor(() => expect(submitButton(container)).not.toHaveClass('at-button--disabled'))
    fireEvent.click(submitButton(container))
    expect(await screen.findByText('账户或密码错误，还可尝试4次')).toBeInTheDocument()
    expect(Taro.switchTab).not.toHaveBeenCalled()
  })

  it.each([
    ['账号已被锁定，请10分钟后再试'],
    ['账号已被禁用，请联系管理员']
  ])('shows the server message %s', async (msg) => {
    fakeApi({ 'POST /api/oauth/Login': { code: 400, msg } })
    const { container } = render(<LoginPage />)
    await type(container, '.login-form__account', 'lisi')
    await type(container, '.login-form__password', 'Highway@2026')
    await waitFor(() => expect(submitButton(container)).not.toHaveClass('at-button--disabled'))
    fireEvent.click(submitButton(container))
    expect(await screen.findByText(msg)).toBeInTheDocument()
  })

  it('when the network is down, then it says so instead of a server message', async () => {
    const { container } = render(<LoginPage />) // no handler: every request fails like a network error
    await type(container, '.login-form__account', 'zhangwei')
    await type(container, '.login-form__password', 'Highway@2026')
    await waitFor(() => expect(submitButton(container)).not.toHaveClass('at-button--disabled'))
    fireEvent.click(submitButton(container))
    expect(await screen.findByText(/网络异常/)).toBeInTheDocument()
  })

  it('when the login succeeds, then it opens the Workbench and remembers the account', async () => {
    fakeApi(sessionRoutes())
    const { container } = render(<LoginPage />)
    await type(container, '.login-form__account', 'zhangwei')
    await type(container, '.login-form__password', 'Highway@2026')
    await waitFor(() => expect(submitButton(container)).not.toHaveClass('at-button--disabled'))
    fireEvent.click(submitButton(container))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/apply' }))
    expect(__storage.get('lastAccount')).toBe('zhangwei')
  })

  it('fills in the remembered account and toggles the password visibility', async () => {
    __storage.set('lastAccount', 'wangfang')
    const { container } = render(<LoginPage />)
    await act(async () => undefined)
    const account = (await find(container, '.login-form__account input')) as HTMLInputElement
    expect(account.value).toBe('wangfang')
    const password = () => container.querySelector('.login-form__password input') as HTMLInputElement
    expect(password().type).toBe('password')
    fireEvent.click(screen.getByText('显示'))
    await waitFor(() => expect(password().type).not.toBe('password'))
  })

  it('links to SMS login; the WeChat entry exists only in the mini-program build', () => {
    render(<LoginPage />)
    fireEvent.click(screen.getByText('短信验证码登录'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/otherLogin' })
    expect(screen.queryByText('微信登录')).toBeNull()
  })
})

import { render, screen, fireEvent, waitFor, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { createHash } from 'crypto'
import { __reset } from '../../__mocks__/taro'
import { useSessionStore } from '@/features/session'
import OtherLoginPage from '@/pages/login/otherLogin'
import WeChatBindingPage from '@/pages/login/weChatBinding'
import { WechatLogin } from '@/features/session/components/wechat-login/index.weapp'
import { fakeApi, ok, sessionRoutes } from './fake-api'
import { typeInto, find } from '../ui'

beforeEach(() => {
  __reset()
  useSessionStore.getState().restore()
})
afterEach(() => jest.useRealTimers())

const submit = (c: HTMLElement) => c.querySelector('.login-form__submit') as HTMLElement

describe('SMS login', () => {
  it('refuses to send a code to an invalid mobile', async () => {
    const api = fakeApi(sessionRoutes())
    const { container } = render(<OtherLoginPage />)
    await typeInto(container, '.sms-form__mobile', '12345')
    fireEvent.click(screen.getByText('获取验证码'))
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })

  it('keeps the invalid-mobile message while the number is still wrong and drops it once it is valid', async () => {
    fakeApi(sessionRoutes())
    const { container } = render(<OtherLoginPage />)
    await typeInto(container, '.sms-form__mobile', '12345')
    fireEvent.click(screen.getByText('获取验证码'))
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument()
    await typeInto(container, '.sms-form__mobile', '1380000000')
    expect(screen.getByText('请输入正确的11位手机号')).toBeInTheDocument()
    await typeInto(container, '.sms-form__mobile', '13800000001')
    await waitFor(() => expect(screen.queryByText('请输入正确的11位手机号')).toBeNull())
  })

  it('sends the code, counts down 60 s, and logs in with mobile + 6-digit code', async () => {
    const api = fakeApi({
      ...sessionRoutes(),
      'GET /api/oauth/getSmsCode': { code: 200, msg: '验证码已发送' },
      'POST /api/oauth/Login/sms': ok({ token: 'bearer sms-token' })
    })
    const { container } = render(<OtherLoginPage />)
    await typeInto(container, '.sms-form__mobile', '13800000001')
    fireEvent.click(screen.getByText('获取验证码'))
    expect(await screen.findByText('60秒后重发')).toBeInTheDocument()
    expect(api.find('GET', '/api/oauth/getSmsCode')[0].query).toEqual({ mobile: '13800000001' })

    fireEvent.click(screen.getByText('60秒后重发'))
    expect(api.find('GET', '/api/oauth/getSmsCode')).toHaveLength(1)

    await typeInto(container, '.sms-form__code', '12345')
    await waitFor(() => expect(submit(container)).toHaveClass('at-button--disabled'))
    await typeInto(container, '.sms-form__code', '123456')
    await waitFor(() => expect(submit(container)).not.toHaveClass('at-button--disabled'))
    fireEvent.click(submit(container))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/apply' }))
    const [login] = api.find('POST', '/api/oauth/Login/sms')
    expect(login.body).toEqual({ mobile: '13800000001', code: '123456' })
    expect(login.header['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(useSessionStore.getState().token).toBe('bearer sms-token')
  })

  it('shows the server message for an unknown mobile', async () => {
    fakeApi({ 'GET /api/oauth/getSmsCode': { code: 400, msg: '该手机号未注册' } })
    const { container } = render(<OtherLoginPage />)
    await typeInto(container, '.sms-form__mobile', '13900000009')
    fireEvent.click(screen.getByText('获取验证码'))
    expect(await screen.findByText('该手机号未注册')).toBeInTheDocument()
    expect(screen.getByText('获取验证码')).toBeInTheDocument()
  })

  it('allows a new code once the 60 s are over', async () => {
    fakeApi({ 'GET /api/oauth/getSmsCode': { code: 200, msg: 'ok' } })
    const { container } = render(<OtherLoginPage />)
    // the web component renders its inner input in real time (it raced under load with a fake clock): wait for it
    // first, then fake the clock for the countdown
    await typeInto(container, '.sms-form__mobile', '13800000001')
    jest.useFakeTimers()
    fireEvent.click(screen.getByText('获取验证码'))
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20)
    })
    expect(screen.getByText('60秒后重发')).toBeInTheDocument()
    await act(async () => {
      await jest.advanceTimersByTimeAsync(59_000)
    })
    expect(screen.getByText('1秒后重发')).toBeInTheDocument()
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000)
    })
    expect(screen.getByText('获取验证码')).toBeInTheDocument()
  })
})

describe('WeChat login', () => {
  it('H5: explains that it only works inside the mini-program, with a way back', () => {
    ;(Taro.getCurrentPages as jest.Mock).mockReturnValue([{}])
    render(<WeChatBindingPage />)
    expect(screen.getByText('微信登录仅在小程序中可用')).toBeInTheDocument()
    fireEvent.click(screen.getByText('返回账号登录').closest('.at-button')!)
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('mini-program: a bound WeChat account logs straight in', async () => {
    ;(Taro.login as jest.Mock).mockResolvedValueOnce({ code: 'wx-code-1', errMsg: 'login:ok' })
    const api = fakeApi({ ...sessionRoutes(), 'GET /api/oauth/GetWechatUserInfoByCode': ok({ bound: true, token: 'bearer wx' }) })
    const onSuccess = jest.fn()
    render(<WechatLogin onSuccess={onSuccess} onBack={jest.fn()} />)
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(api.find('GET', '/api/oauth/GetWechatUserInfoByCode')[0].query).toEqual({ code: 'wx-code-1' })
    expect(useSessionStore.getState().token).toBe('bearer wx')
  })

  it('mini-program: an unbound account logs in once with account and password to bind', async () => {
    ;(Taro.login as jest.Mock).mockResolvedValueOnce({ code: 'wx-code-2', errMsg: 'login:ok' })
    const api = fakeApi({
      ...sessionRoutes(),
      'GET /api/oauth/GetWechatUserInfoByCode': ok({ bound: false, ticket: 'bind-1' }),
      'POST /api/oauth/WeChatBinding': ok({ token: 'bearer bound' })
    })
    const onSuccess = jest.fn()
    const { container } = render(<WechatLogin onSuccess={onSuccess} onBack={jest.fn()} />)
    expect(await screen.findByText('绑定平台账号')).toBeInTheDocument()
    await typeInto(container, '.login-form__account', 'zhangwei')
    await typeInto(container, '.login-form__password', 'Highway@2026')
    const button = await find(container, '.login-form__submit:not(.at-button--disabled)')
    fireEvent.click(button)
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(api.find('POST', '/api/oauth/WeChatBinding')[0].body).toEqual({
      account: 'zhangwei',
      password: createHash('md5').update('Highway@2026').digest('hex'),
      ticket: 'bind-1'
    })
    expect(useSessionStore.getState().token).toBe('bearer bound')
  })

  it('mini-program: a server error is shown with a retry', async () => {
    ;(Taro.login as jest.Mock).mockResolvedValue({ code: 'c', errMsg: 'login:ok' })
    fakeApi({ 'GET /api/oauth/GetWechatUserInfoByCode': { code: 400, msg: '微信登录未配置' } })
    render(<WechatLogin onSuccess={jest.fn()} onBack={jest.fn()} />)
    expect(await screen.findByText('微信登录未配置')).toBeInTheDocument()
    expect(screen.getByText('重试')).toBeInTheDocument()
  })
})

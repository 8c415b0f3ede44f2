// The return from a provider's login on H5: the ticket answers the bound account(s) (JNPF status 6); one account is
// posted to Login/socials at once, several are listed and the one tapped is posted; the post is form-encoded with
// every field of the account and tenantLogin=true, and its token starts the session. Refusals are shown.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { SocialAccountVo } from '@shared/api/oauth'
import { SocialLogin } from '@/features/session/components/social-login/index.h5'
import { useSessionStore } from '@/features/session/stores/session-store'
import { __reset, __setRequestHandler, __setRouterParams } from '../../__mocks__/taro'

const account = (userId: string, acc: string, name: string): SocialAccountVo => ({
  source: 'wechat_open', ticket: 'tk-1', socialName: '爱丽丝', userId, account: acc, accountName: name, tenantId: '', tenantName: ''
})

type Posted = { url: string; method: string; body: Record<string, string>; contentType: string }

function serve(accounts: SocialAccountVo[], loginAnswer: { code: number; msg: string; data?: unknown }) {
  const posted: Posted[] = []
  __setRequestHandler((o) => {
    const url = String(o.url)
    const answer = (data: unknown, code = 200, msg = 'ok') => ({ statusCode: 200, data: { code, msg, data } })
    if (url.includes('/api/oauth/getLoginConfig')) return answer({ redirect: false, url: '', ticketParams: 'jnpf_ticket', socialsList: [] })
    if (url.includes('/api/oauth/socials/app/callback/wechat_open')) {
      return answer({ status: 6, value: JSON.stringify(accounts), ticketTimeout: 0 })
    }
    if (url.includes('/api/oauth/Login/socials')) {
      posted.push({ url, method: o.method, body: Object.fromEntries(new URLSearchParams(String(o.data))), contentType: o.header['Content-Type'] })
      return answer(loginAnswer.data, loginAnswer.code, loginAnswer.msg)
    }
    throw new Error(`unexpected ${url}`)
  })
  return posted
}

const loginWithToken = jest.fn(async () => undefined)

beforeEach(() => {
  __reset()
  loginWithToken.mockClear()
  useSessionStore.setState({ loginWithToken })
  __setRouterParams({ source: 'wechat_open', uuid: 'tk-1' })
})

it('posts the only bound account at once, form-encoded as JNPF does, and logs in with the token it answers', async () => {
  const posted = serve([account('u-cg', 'chengang', '陈刚')], { code: 200, msg: '登录成功', data: { token: 'bearer tok-1', theme: 'classic' } })
  const onSuccess = jest.fn()
  render(<SocialLogin onSuccess={onSuccess} onPendingBind={jest.fn()} />)
  await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
  expect(posted).toHaveLength(1)
  expect(posted[0].method).toBe('POST')
  expect(posted[0].contentType).toBe('application/x-www-form-urlencoded')
  expect(posted[0].body).toEqual({
    source: 'wechat_open', ticket: 'tk-1', socialName: '爱丽丝', userId: 'u-cg', account: 'chengang', accountName: '陈刚',
    tenantId: '', tenantName: '', tenantLogin: 'true'
  })
  expect(loginWithToken).toHaveBeenCalledWith('bearer tok-1')
})

it('lists several accounts and posts the one tapped', async () => {
  const posted = serve([account('u-cg', 'chengang', '陈刚'), account('u-gq', 'guoqing', '郭庆')], { code: 200, msg: '登录成功', data: { token: 'bearer tok-2', theme: 'classic' } })
  const onSuccess = jest.fn()
  render(<SocialLogin onSuccess={onSuccess} onPendingBind={jest.fn()} />)
  expect(await screen.findByText('请选择登录账号')).toBeTruthy()
  expect(screen.getByText('爱丽丝 · 账号：chengang')).toBeTruthy()
  expect(posted).toHaveLength(0)
  fireEvent.click(screen.getByRole('button', { name: '登录郭庆' }))
  await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
  expect(posted.map((p) => [p.body.userId, p.body.account, p.body.tenantLogin])).toEqual([['u-gq', 'guoqing', 'true']])
  expect(loginWithToken).toHaveBeenCalledWith('bearer tok-2')
})

it('shows the server’s refusal and starts no session', async () => {
  serve([account('u-cg', 'chengang', '陈刚')], { code: 400, msg: '账号已被禁用，请联系管理员' })
  const onSuccess = jest.fn()
  render(<SocialLogin onSuccess={onSuccess} onPendingBind={jest.fn()} />)
  expect((await screen.findByRole('alert')).textContent).toBe('账号已被禁用，请联系管理员')
  expect(onSuccess).not.toHaveBeenCalled()
  expect(loginWithToken).not.toHaveBeenCalled()
})

// jsdom lacks TextEncoder, which qrcode uses to encode the payload (browsers and Node have it)
import { TextEncoder } from 'util'
import { render, screen, fireEvent, act } from '@testing-library/react'
import { __reset, __triggerHook } from '../../__mocks__/taro'
import { useSessionStore } from '@/features/session'
import { QrLogin, qrLoginPayload } from '@/features/session/components/qr-login/index.h5'
import { fakeApi, ok, sessionRoutes } from './fake-api'

Object.assign(globalThis, { TextEncoder })

type Status = { status: number; value?: string }

/** a ticket endpoint answering the queued statuses in turn (the last one repeats) */
function ticketServer(statuses: Status[], ticket = 'tk-1') {
  let i = 0
  let issued = 0
  return fakeApi({
    ...sessionRoutes(),
    'GET /api/oauth/getTicket': () => ({ code: 200, msg: String(Date.now() + 5 * 60_000), data: `${ticket}-${++issued}` }),
    [`GET /api/oauth/getTicketStatus/${ticket}-1`]: () => ok({ ticketTimeout: 0, value: '', ...statuses[Math.min(i++, statuses.length - 1)] }),
    [`GET /api/oauth/getTicketStatus/${ticket}-2`]: () => ok({ status: 2, value: '', ticketTimeout: 0 })
  })
}

const tick = (ms: number) => act(async () => {
  await jest.advanceTimersByTimeAsync(ms)
})

beforeEach(() => {
  jest.useFakeTimers()
  __reset()
  useSessionStore.getState().restore()
})
afterEach(() => jest.useRealTimers())

describe('QR login (H5)', () => {
  it('encodes the ticket the way the mini-program scanner reads it', () => {
    expect(JSON.parse(qrLoginPayload('abc'))).toEqual({ t: 'login', id: 'abc' })
  })

  it('shows the QR code and keeps polling every 1.5 s while the status is 2', async () => {
    const api = ticketServer([{ status: 2 }])
    const { container } = render(<QrLogin active onSuccess={jest.fn()} />)
    await tick(50)
    expect(api.find('GET', '/api/oauth/getTicket')).toHaveLength(1)
    expect(container.querySelector('.qr-login__image')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(screen.getByText('等待扫码确认...')).toBeInTheDocument()
    await tick(1500)
    expect(api.find('GET', '/api/oauth/getTicketStatus/tk-1-1')).toHaveLength(1)
    await tick(1500 * 3)
    expect(api.find('GET', '/api/oauth/getTicketStatus/tk-1-1')).toHaveLength(4)
  })

  it('when the status turns 1, then it logs in with the token it carries', async () => {
    const api = ticketServer([{ status: 2 }, { status: 1, value: 'bearer qr-token' }])
    const onSuccess = jest.fn()
    render(<QrLogin active onSuccess={onSuccess} />)
    await tick(50)
    await tick(1500)
    await tick(1500)
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(useSessionStore.getState().token).toBe('bearer qr-token')
    expect(api.find('GET', '/api/oauth/CurrentUser')[0].header.Authorization).toBe('bearer qr-token')
    await tick(1500 * 2)
    expect(api.find('GET', '/api/oauth/getTicketStatus/tk-1-1')).toHaveLength(2)
  })

  it('when the status is 3, then its value is the error, with a refresh that issues a new ticket', async () => {
    const api = ticketServer([{ status: 3, value: '已取消登录' }])
    render(<QrLogin active onSuccess={jest.fn()} />)
    await tick(50)
    await tick(1500)
    expect(screen.getByText('已取消登录')).toBeInTheDocument()
    await tick(1500 * 2)
    expect(api.find('GET', '/api/oauth/getTicketStatus/tk-1-1')).toHaveLength(1)
    fireEvent.click(screen.getByText('刷新二维码').closest('.at-button')!)
    await tick(50)
    expect(api.find('GET', '/api/oauth/getTicket')).toHaveLength(2)
    expect(screen.getByText('等待扫码确认...')).toBeInTheDocument()
  })

  it('when the status is 5, then the code is shown as expired with a refresh', async () => {
    ticketServer([{ status: 5 }])
    render(<QrLogin active onSuccess={jest.fn()} />)
    await tick(50)
    await tick(1500)
    expect(screen.getByText('二维码已过期')).toBeInTheDocument()
    expect(screen.getByText('刷新二维码')).toBeInTheDocument()
  })

  it('expires by itself once the ticket lifetime has passed', async () => {
    fakeApi({
      'GET /api/oauth/getTicket': () => ({ code: 200, msg: String(Date.now() + 2000), data: 'short' }),
      'GET /api/oauth/getTicketStatus/short': ok({ status: 2, value: '', ticketTimeout: 0 })
    })
    render(<QrLogin active onSuccess={jest.fn()} />)
    await tick(50)
    await tick(1500)
    expect(screen.queryByText('二维码已过期')).toBeNull()
    await tick(1500)
    expect(screen.getByText('二维码已过期')).toBeInTheDocument()
  })

  it('keeps polling through a dropped request', async () => {
    let n = 0
    const api = fakeApi({
      'GET /api/oauth/getTicket': ok('tk'),
      'GET /api/oauth/getTicketStatus/tk': () => (++n === 1 ? { status: 502 } : ok({ status: 2, value: '', ticketTimeout: 0 }))
    })
    render(<QrLogin active onSuccess={jest.fn()} />)
    await tick(50)
    await tick(1500 * 3)
    expect(api.find('GET', '/api/oauth/getTicketStatus/tk')).toHaveLength(3)
    expect(screen.getByText('等待扫码确认...')).toBeInTheDocument()
  })

  it('stops polling when the page is hidden or left, and resumes when shown again', async () => {
    const api = ticketServer([{ status: 2 }])
    const { unmount } = render(<QrLogin active onSuccess={jest.fn()} />)
    await tick(50)
    await tick(1500)
    const polls = () => api.find('GET', '/api/oauth/getTicketStatus/tk-1-1').length
    expect(polls()).toBe(1)
    act(() => void __triggerHook('useDidHide'))
    await tick(1500 * 4)
    expect(polls()).toBe(1)
    act(() => void __triggerHook('useDidShow'))
    await tick(1500)
    expect(polls()).toBe(2)
    unmount()
    await tick(1500 * 4)
    expect(polls()).toBe(2)
  })

  it('says so when no ticket can be fetched', async () => {
    fakeApi({ 'GET /api/oauth/getTicket': { code: 400, msg: '服务暂不可用' } })
    render(<QrLogin active onSuccess={jest.fn()} />)
    await tick(50)
    expect(screen.getByText('服务暂不可用')).toBeInTheDocument()
  })
})

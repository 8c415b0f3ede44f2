import Taro from '@tarojs/taro'
import { TOKEN, connects, setup, socket, teardown, tick } from './helpers'

afterEach(teardown)

async function openService() {
  const ctx = setup()
  ctx.service.start()
  await tick()
  socket().open()
  return ctx
}

describe('socket service: send', () => {
  it('adds the stored token to every frame (overriding a stale one) and answers true', async () => {
    const { service } = await openService()
    expect(service.send({ method: 'MessageList', toUserId: 'u2', token: 'old' })).toBe(true)
    expect(socket().sent.at(-1)).toEqual({ method: 'MessageList', toUserId: 'u2', token: TOKEN })
  })

  it('a failed send answers false and reconnects at once', async () => {
    const { service } = await openService()
    const first = socket()
    first.failSends = true
    expect(service.send({ method: 'SendMessage' })).toBe(false)
    expect(first.close).toHaveBeenCalled()
    await tick()
    expect(connects()).toBe(2)
    expect(service.status).toBe('connecting')
    socket().open()
    expect(service.send({ method: 'SendMessage' })).toBe(true)
  })

  it('a send that throws answers false and reconnects', async () => {
    const { service } = await openService()
    socket().send.mockImplementationOnce(() => {
      throw new Error('boom')
    })
    expect(service.send({ method: 'SendMessage' })).toBe(false)
    await tick()
    expect(connects()).toBe(2)
  })

  it('send without an open socket answers false and connects (once while connecting)', async () => {
    const { service } = setup()
    expect(service.send({ method: 'SendMessage' })).toBe(false)
    await tick()
    expect(connects()).toBe(1)
    expect(service.send({ method: 'SendMessage' })).toBe(false)
    await tick()
    expect(connects()).toBe(1)
  })
})

describe('socket service: close', () => {
  it('close() closes the socket and nothing reconnects', async () => {
    const { service, statuses } = await openService()
    const task = socket()
    service.close()
    expect(task.close).toHaveBeenCalled()
    expect(service.status).toBe('closed')
    expect(statuses.at(-1)).toBe('closed')
    task.error()
    await tick(1000)
    expect(connects()).toBe(1)
    expect(service.send({ method: 'x' })).toBe(false)
  })

  it('close() during the retry wait cancels the retry', async () => {
    const { service } = await openService()
    socket().serverClose()
    service.close()
    await tick(1000)
    expect(connects()).toBe(1)
    expect(service.status).toBe('closed')
  })

  it('close() before connectSocket settles discards the late task', async () => {
    const { service } = setup()
    service.start()
    service.close()
    await tick()
    expect(socket().close).toHaveBeenCalled()
    expect(service.status).toBe('closed')
  })

  it('a closeSocket frame closes the socket, without reconnecting, and reaches subscribers', async () => {
    const { service } = await openService()
    const seen = jest.fn()
    service.on('closeSocket', seen)
    const task = socket()
    task.receive({ method: 'closeSocket' })
    expect(task.close).toHaveBeenCalled()
    expect(service.status).toBe('closed')
    expect(seen).toHaveBeenCalledWith({ method: 'closeSocket' })
    await tick(1000)
    expect(connects()).toBe(1)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('start() after close() connects again', async () => {
    const { service } = await openService()
    service.close()
    service.start()
    await tick()
    expect(connects()).toBe(2)
    socket().open()
    expect(service.status).toBe('open')
  })
})

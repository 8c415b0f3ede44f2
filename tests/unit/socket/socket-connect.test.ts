import Taro from '@tarojs/taro'
import { env } from '@/config/env'
import { createSocketService } from '@/lib/socket'
import { BASE, TOKEN, connects, setup, socket, teardown, tick } from './helpers'

afterEach(teardown)

describe('socket service: connecting', () => {
  it('does nothing without a stored token', async () => {
    const { service } = setup()
    Taro.removeStorageSync('token')
    service.start()
    await tick(100)
    expect(Taro.connectSocket).not.toHaveBeenCalled()
    expect(service.status).toBe('idle')
  })

  it('connects to the socket URL with the URL-encoded token as a path segment', async () => {
    const { service, statuses } = setup()
    service.start()
    await tick()
    expect(Taro.connectSocket).toHaveBeenCalledTimes(1)
    expect(socket().url).toBe(`${BASE}/bearer%20abc.def`)
    expect(service.status).toBe('connecting')
    expect(statuses).toEqual(['connecting'])
  })

  it('on open reports open and sends OnConnection with the token and mobileDevice true', async () => {
    const { service, statuses } = setup()
    service.start()
    await tick()
    socket().open()
    expect(service.status).toBe('open')
    expect(statuses).toEqual(['connecting', 'open'])
    expect(socket().sent).toEqual([{ method: 'OnConnection', token: TOKEN, mobileDevice: true }])
  })

  it('start() while connecting or open opens no second socket', async () => {
    const { service } = setup()
    service.start()
    service.start()
    await tick()
    socket().open()
    service.start()
    await tick(100)
    expect(connects()).toBe(1)
  })

  it('without a configured URL logs once and never connects', async () => {
    setup()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const service = createSocketService({ resolveUrl: () => '' })
    service.start()
    service.start()
    await tick(100)
    expect(Taro.connectSocket).not.toHaveBeenCalled()
    expect(service.status).toBe('idle')
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('a connection that does not open within env.socketTimeout is dropped and retried', async () => {
    const { service } = setup()
    service.start()
    await tick()
    const first = socket()
    await tick(env.socketTimeout - 1)
    expect(first.close).not.toHaveBeenCalled()
    await tick(1)
    expect(first.close).toHaveBeenCalled()
    await tick(10)
    expect(connects()).toBe(2)
    expect(service.status).toBe('connecting')
  })

  it('a rejected connectSocket goes through the retry ladder', async () => {
    const { service } = setup()
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    ;(Taro.connectSocket as jest.Mock).mockImplementationOnce(() => Promise.reject({ errMsg: 'connectSocket:fail' }))
    service.start()
    await tick(10)
    expect(Taro.connectSocket).toHaveBeenCalledTimes(2)
    socket().open()
    expect(service.status).toBe('open')
    ;(console.warn as jest.Mock).mockRestore()
  })
})

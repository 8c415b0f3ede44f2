import Taro from '@tarojs/taro'
import { connects, setup, socket, teardown, tick, toastTitles } from './helpers'

afterEach(teardown)

const failing = (attempt: number) => `IM通讯正在连接:连接第${attempt}次！稍后...`

describe('socket service: retry ladder (spec §8/§9)', () => {
  it('an error clears the socket and retries after 10 ms, with a toast from the third attempt on', async () => {
    const { service } = setup()
    service.start()
    await tick()
    socket().error()
    expect(service.status).toBe('connecting')
    await tick(9)
    expect(connects()).toBe(1)
    await tick(1)
    expect(connects()).toBe(2) // attempt 1
    socket().error()
    await tick(10)
    expect(connects()).toBe(3) // attempt 2
    expect(Taro.showToast).not.toHaveBeenCalled()
    socket().error()
    await tick(10)
    expect(connects()).toBe(4) // attempt 3
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: failing(3), icon: 'none', duration: 1500 }))
  })

  it('after more than 10 attempts toasts the failure once and stops', async () => {
    const { service, statuses } = setup()
    service.start()
    await tick()
    for (let attempt = 1; attempt <= 10; attempt++) {
      socket().error()
      await tick(10)
      expect(connects()).toBe(attempt + 1)
    }
    expect(toastTitles()).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map(failing))
    socket().error()
    await tick(10)
    expect(connects()).toBe(11)
    expect(toastTitles().at(-1)).toBe('IM通讯连接失败，联系服务器管理员')
    expect((Taro.showToast as jest.Mock).mock.calls.at(-1)[0]).toMatchObject({ duration: 1500, icon: 'none' })
    expect(service.status).toBe('failed')
    expect(statuses.at(-1)).toBe('failed')
    await tick(60000)
    expect(connects()).toBe(11)
    expect(Taro.showToast).toHaveBeenCalledTimes(9)
  })

  it('an open resets the counter', async () => {
    const { service } = setup()
    service.start()
    await tick()
    for (let i = 0; i < 5; i++) {
      socket().error()
      await tick(10)
    }
    socket().open()
    ;(Taro.showToast as jest.Mock).mockClear()
    socket().error()
    await tick(10)
    socket().error()
    await tick(10)
    expect(Taro.showToast).not.toHaveBeenCalled()
    socket().error()
    await tick(10)
    expect(toastTitles()).toEqual([failing(3)])
    expect(service.status).toBe('connecting')
  })

  it('the browser firing error and close for one failure counts once', async () => {
    const { service } = setup()
    service.start()
    await tick()
    const task = socket()
    task.error() // fires onError, then onClose
    await tick(10)
    expect(connects()).toBe(2)
    await tick(100)
    expect(connects()).toBe(2)
    expect(service.status).toBe('connecting')
  })

  it('a server-side close of an open socket reconnects (server restart) and the new socket works', async () => {
    const { service } = setup()
    const received: unknown[] = []
    service.on('initMessage', (frame) => received.push(frame))
    service.start()
    await tick()
    socket().open()
    socket().serverClose(1001, 'going away')
    expect(service.status).toBe('connecting')
    expect(service.send({ method: 'SendMessage' })).toBe(false)
    await tick(10)
    expect(connects()).toBe(2)
    socket().open()
    socket().receive({ method: 'initMessage', unreadNums: [] })
    expect(received).toHaveLength(1)
    expect(service.send({ method: 'SendMessage', toUserId: 'u2' })).toBe(true)
    expect(socket().sent.at(-1)).toMatchObject({ method: 'SendMessage', toUserId: 'u2' })
  })

  it('start() after the ladder gave up begins a fresh one', async () => {
    const { service } = setup()
    service.start()
    await tick()
    for (let i = 0; i <= 10; i++) {
      socket().error()
      await tick(10)
    }
    expect(service.status).toBe('failed')
    ;(Taro.showToast as jest.Mock).mockClear()
    service.start()
    await tick()
    expect(connects()).toBe(12)
    socket().error()
    await tick(10)
    expect(connects()).toBe(13)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })
})

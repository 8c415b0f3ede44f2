import Taro from '@tarojs/taro'
import { __storage } from '../../__mocks__/taro'
import { useSharedStore } from '@/lib/shared-store'
import { TOKEN, setup, socket, teardown, tick } from './helpers'

afterEach(teardown)

async function openService() {
  const ctx = setup()
  ctx.service.start()
  await tick()
  socket().open()
  return ctx
}

describe('socket service: incoming frames', () => {
  it('every known frame reaches its subscribers; unsubscribe stops it', async () => {
    const { service } = await openService()
    const methods = ['initMessage', 'Online', 'Offline', 'sendMessage', 'GetHandSignUrl', 'receiveMessage', 'messageList', 'messagePush', 'error'] as const
    const seen: string[] = []
    const offs = methods.map((m) => service.on(m, (frame) => seen.push(frame.method)))
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const m of methods) socket().receive({ method: m, x: 1 })
    expect(seen).toEqual([...methods])
    offs.forEach((off) => off())
    socket().receive({ method: 'initMessage' })
    expect(seen).toHaveLength(methods.length)
    ;(console.warn as jest.Mock).mockRestore()
  })

  it('passes the whole frame', async () => {
    const { service } = await openService()
    const handler = jest.fn()
    service.on('receiveMessage', handler)
    socket().receive({ method: 'receiveMessage', formUserId: 'u2', formMessage: 'hi', messageType: 'text' })
    expect(handler).toHaveBeenCalledWith({ method: 'receiveMessage', formUserId: 'u2', formMessage: 'hi', messageType: 'text' })
  })

  it('ignores non-JSON, non-object, method-less and unknown frames', async () => {
    const { service } = await openService()
    const handler = jest.fn()
    service.on('initMessage', handler)
    for (const raw of ['not json', '[1,2]', '"initMessage"', 'null', '{"x":1}', '{"method":"refresh"}', '{"method":7}']) {
      socket().receive(raw)
    }
    expect(handler).not.toHaveBeenCalled()
    expect(service.status).toBe('open')
  })

  it('a failing subscriber does not keep the others from the frame', async () => {
    const { service } = await openService()
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const second = jest.fn()
    service.on('Online', () => {
      throw new Error('bad handler')
    })
    service.on('Online', second)
    socket().receive({ method: 'Online', userId: 'u2' })
    expect(second).toHaveBeenCalled()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('workMessage is only logged', async () => {
    const { service } = await openService()
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined)
    socket().receive({ method: 'workMessage', title: 't' })
    expect(log).toHaveBeenCalledWith('workMessage', { method: 'workMessage', title: 't' })
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(service.status).toBe('open')
    log.mockRestore()
  })

  it('GetCallBackHandSignUrl toggles the batch e-signature refresh flag', async () => {
    await openService()
    expect(useSharedStore.getState().refreshBatchESign).toBe(false)
    socket().receive({ method: 'GetCallBackHandSignUrl' })
    expect(useSharedStore.getState().refreshBatchESign).toBe(true)
    socket().receive({ method: 'GetCallBackHandSignUrl' })
    expect(useSharedStore.getState().refreshBatchESign).toBe(false)
  })
})

describe('socket service: logout frame', () => {
  it('toasts 登录已过期, waits 1500 ms, clears the session, closes the socket and relaunches login', async () => {
    const { service } = await openService()
    Taro.setStorageSync('userInfo', { userId: 'u1' })
    Taro.setStorageSync('sysConfigInfo', { sysVersion: '3.6' })
    const task = socket()
    task.receive({ method: 'logout', token: TOKEN })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '登录已过期', icon: 'none', duration: 1500 }))
    await tick(1499)
    expect(__storage.has('token')).toBe(true)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(task.close).not.toHaveBeenCalled()
    await tick(1)
    expect(__storage.has('token')).toBe(false)
    expect(__storage.has('userInfo')).toBe(false)
    expect(__storage.has('sysConfigInfo')).toBe(true)
    expect(task.close).toHaveBeenCalled()
    expect(service.status).toBe('closed')
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
    await tick(1000)
    expect(Taro.connectSocket).toHaveBeenCalledTimes(1)
  })

  it('shows the frame msg when there is one and does not reconnect when the server drops the socket meanwhile', async () => {
    await openService()
    socket().receive({ method: 'logout', msg: '您的帐号在其他地方已登录,被强制踢出' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '您的帐号在其他地方已登录,被强制踢出' }))
    socket().serverClose()
    await tick(1500)
    expect(Taro.connectSocket).toHaveBeenCalledTimes(1)
    expect(Taro.reLaunch).toHaveBeenCalledTimes(1)
  })

  it('ignores a logout for another token', async () => {
    const { service } = await openService()
    const handler = jest.fn()
    service.on('logout', handler)
    socket().receive({ method: 'logout', token: 'bearer someone-else' })
    await tick(3000)
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(handler).not.toHaveBeenCalled()
    expect(__storage.get('token')).toBe(TOKEN)
    expect(service.status).toBe('open')
  })

  it('a logout frame does not end the session the user has logged in to since (the frame of his own 退出登录)', async () => {
    const { service } = await openService()
    socket().receive({ method: 'logout', token: TOKEN })
    await tick(500)
    // he has left, and logged in again before the toast's delay is over
    Taro.setStorageSync('token', 'bearer the-new-session')
    await tick(2000)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(__storage.get('token')).toBe('bearer the-new-session')
    expect(socket().close).not.toHaveBeenCalled()
    expect(service.status).not.toBe('closed')
  })

  it('two logout frames give one toast and one relaunch', async () => {
    await openService()
    socket().receive({ method: 'logout' })
    socket().receive({ method: 'logout' })
    await tick(3000)
    expect(Taro.showToast).toHaveBeenCalledTimes(1)
    expect(Taro.reLaunch).toHaveBeenCalledTimes(1)
  })
})

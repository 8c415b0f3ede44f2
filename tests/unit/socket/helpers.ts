import Taro from '@tarojs/taro'
import { __lastSocket, __reset, __sockets, type FakeSocketTask } from '../../__mocks__/taro'
import { createSocketService } from '@/lib/socket'
import { __resetBuiltins } from '@/lib/socket/builtins'
import { useSharedStore } from '@/lib/shared-store'
import type { SocketStatus } from '@/lib/socket'

export const TOKEN = 'bearer abc.def'
export const BASE = 'ws://im.test/api/message/websocket'

export function setup() {
  jest.useFakeTimers()
  __reset()
  __resetBuiltins()
  useSharedStore.getState().reset()
  Taro.setStorageSync('token', TOKEN)
  const service = createSocketService({ resolveUrl: () => BASE })
  const statuses: SocketStatus[] = []
  service.onStatus((s) => statuses.push(s))
  return { service, statuses }
}

export function teardown() {
  __resetBuiltins()
  jest.clearAllTimers()
  jest.useRealTimers()
}

/** lets the connectSocket promise settle (and runs timers due within `ms`) */
export async function tick(ms = 0): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms)
}

export function socket(): FakeSocketTask {
  const task = __lastSocket()
  if (!task) throw new Error('no socket was connected')
  return task
}

export const connects = () => __sockets().length

export const toastTitles = () => (Taro.showToast as jest.Mock).mock.calls.map(([opts]) => opts.title as string)

import Taro from '@tarojs/taro'
import { __lastSocket } from '../../__mocks__/taro'
import { socketService } from '@/lib/socket'
import { installMessageHandlers, uninstallMessageHandlers } from '@/features/message'
import { useMessageStore } from '@/features/message'
import { useChatStore } from '@/features/message'

/** the Taro stand-in has no tab-bar APIs */
export function installTabBarFakes() {
  const fakes = {
    setTabBarBadge: jest.fn(() => Promise.resolve({ errMsg: 'setTabBarBadge:ok' })),
    removeTabBarBadge: jest.fn(() => Promise.resolve({ errMsg: 'removeTabBarBadge:ok' }))
  }
  Object.assign(Taro as object, fakes)
  return fakes
}

/** fresh stores, handlers and socket before each test */
export function resetMessaging() {
  socketService.close()
  uninstallMessageHandlers()
  useMessageStore.getState().reset()
  useChatStore.getState().close()
  installMessageHandlers()
}

/** starts the app's real socket service over the Taro fake and opens it */
export async function openSocket() {
  socketService.start()
  await Promise.resolve()
  await Promise.resolve()
  const task = __lastSocket()
  if (!task) throw new Error('the socket service did not connect')
  task.open()
  return task
}

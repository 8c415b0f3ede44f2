// The app's one socketService follows the session: cleared storage (logout, 600/601/602) closes it.
import Taro from '@tarojs/taro'
import { __lastSocket, __reset } from '../../__mocks__/taro'
import { clearSession } from '@/lib/storage'
import { socketService } from '@/lib/socket'
import { TOKEN, teardown, tick } from './helpers'

afterEach(teardown)

describe('socketService singleton', () => {
  it('closes when the session is cleared', async () => {
    jest.useFakeTimers()
    __reset()
    Taro.setStorageSync('token', TOKEN)
    // jest runs as H5 in node, without a page location: give the derivation one
    ;(globalThis as unknown as { window: unknown }).window = { location: { protocol: 'http:', host: 'localhost:8080' } }
    socketService.start()
    await tick()
    const task = __lastSocket()!
    expect(task.url).toBe('ws://localhost:8080/H5Api/api/message/websocket/bearer%20abc.def')
    task.open()
    expect(socketService.status).toBe('open')
    clearSession()
    expect(task.close).toHaveBeenCalled()
    expect(socketService.status).toBe('closed')
    await tick(1000)
    expect(Taro.connectSocket).toHaveBeenCalledTimes(1)
    delete (globalThis as unknown as { window?: unknown }).window
  })
})

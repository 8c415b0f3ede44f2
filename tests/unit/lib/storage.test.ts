import Taro from '@tarojs/taro'
import { __reset, __storage } from '../../__mocks__/taro'
import { clearSession, getToken, onSessionCleared, storage } from '@/lib/storage'

beforeEach(() => __reset())

describe('storage', () => {
  it('stores and reads typed values under the JNPF key names', () => {
    storage.set('token', 'bearer abc')
    storage.set('projectList', [{ id: 'p1', enCode: 'G15', fullName: '沈海高速扩建', organizeId: 'o1' }])
    expect(__storage.get('token')).toBe('bearer abc')
    expect(storage.get('token')).toBe('bearer abc')
    expect(storage.get('projectList')?.[0].fullName).toBe('沈海高速扩建')
  })

  it('reads a missing key as undefined (WeChat answers an empty string)', () => {
    expect(Taro.getStorageSync('contract')).toBe('')
    expect(storage.get('contract')).toBeUndefined()
  })

  it('removes a key when set to an empty value', () => {
    storage.set('copyright', '© 公路集团')
    storage.set('copyright', '')
    expect(__storage.has('copyright')).toBe(false)
    storage.set('sysVersion', '3.6')
    storage.set('sysVersion', undefined)
    expect(__storage.has('sysVersion')).toBe(false)
  })

  it('reads a broken entry as missing', () => {
    ;(Taro.getStorageSync as unknown as jest.Mock).mockImplementationOnce(() => {
      throw new SyntaxError('Unexpected token')
    })
    expect(storage.get('userInfo')).toBeUndefined()
  })
})

describe('getToken', () => {
  it('is empty without a stored token and the stored string otherwise', () => {
    expect(getToken()).toBe('')
    storage.set('token', 'bearer xyz')
    expect(getToken()).toBe('bearer xyz')
  })
})

describe('clearSession', () => {
  function fill() {
    const values: Record<string, unknown> = {
      token: 'bearer t',
      userInfo: { userId: 'u1' },
      permissionList: [{ modelId: 'm1' }],
      menuList: [{ id: 'menu' }],
      dynamicModelExtra: { modelId: 'm1' },
      project: { id: 'p1' },
      projectList: [{ id: 'p1' }],
      contract: { id: 'c1' },
      contractList: [{ id: 'c1' }],
      sysConfigInfo: { sysName: '公路建设云平台' },
      sysVersion: '3.6.0',
      copyright: '©',
      lastAccount: 'zhangsan'
    }
    for (const [key, value] of Object.entries(values)) __storage.set(key, value)
  }

  it('removes the user, project and contract data but keeps the system info and the last account', () => {
    fill()
    clearSession()
    expect(Array.from(__storage.keys()).sort()).toEqual(['copyright', 'lastAccount', 'sysConfigInfo', 'sysVersion'])
  })

  it('notifies every listener once per clearing, until unsubscribed', () => {
    const first = jest.fn()
    const second = jest.fn()
    const offFirst = onSessionCleared(first)
    const offSecond = onSessionCleared(second)
    clearSession()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    offFirst()
    clearSession()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
    offSecond()
  })

  it('still notifies the other listeners when one throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = onSessionCleared(() => {
      throw new Error('boom')
    })
    const healthy = jest.fn()
    const offHealthy = onSessionCleared(healthy)
    clearSession()
    expect(healthy).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
    broken()
    offHealthy()
    error.mockRestore()
  })

  it('lets a listener unsubscribe itself while being notified', () => {
    const later = jest.fn()
    const off = onSessionCleared(() => off())
    const offLater = onSessionCleared(later)
    clearSession()
    clearSession()
    expect(later).toHaveBeenCalledTimes(2)
    offLater()
  })
})

// The Taro stand-in is shared by every unit and component test: its defaults and __reset must hold.
import Taro from '@tarojs/taro'
import { __reset, __setRequestHandler, __setRouterParams, __storage, __triggerHook } from '../../__mocks__/taro'

beforeEach(() => __reset())

it('fails a request without a handler like a network error that names the call', async () => {
  const fail = jest.fn()
  await expect(Taro.request({ url: '/H5Api/api/x', method: 'POST', fail })).rejects.toEqual({
    errMsg: 'request:fail no mock handler for POST /H5Api/api/x'
  })
  expect(fail).toHaveBeenCalledWith({ errMsg: 'request:fail no mock handler for POST /H5Api/api/x' })
})

it('answers through the success callback and the promise', async () => {
  __setRequestHandler(() => ({ data: { code: 200 } }))
  const success = jest.fn()
  const res = await Taro.request({ url: '/x', success })
  expect(res).toMatchObject({ statusCode: 200, data: { code: 200 } })
  expect(success).toHaveBeenCalledWith(res)
})

it('__reset restores overridden defaults, storage, router params and handlers', async () => {
  ;(Taro.getEnv as unknown as jest.Mock).mockReturnValue(Taro.ENV_TYPE.WEAPP)
  Taro.setStorageSync('token', 'bearer t')
  __setRouterParams({ id: '1' })
  __setRequestHandler(() => ({ data: {} }))
  await Taro.showToast({ title: 'x' })
  __reset()
  expect(Taro.getEnv()).toBe('WEB')
  expect(__storage.size).toBe(0)
  expect(Taro.getStorageSync('token')).toBe('')
  expect(Taro.getCurrentInstance().router?.params).toEqual({})
  expect(Taro.showToast).not.toHaveBeenCalled()
  await expect(Taro.request({ url: '/x' })).rejects.toHaveProperty('errMsg')
})

it('stores copies, like real storage does', () => {
  const value = { a: 1 }
  Taro.setStorageSync('k', value)
  value.a = 2
  expect(Taro.getStorageSync('k')).toEqual({ a: 1 })
})

it('triggers nothing when no component registered the hook', () => {
  expect(__triggerHook('usePullDownRefresh')).toEqual([])
})

// No failure passes silently: a call made with the client's toast has its refusal toasted by the client, and what
// never reached the server (network down, time-out) is said by the screen through these helpers and the form store.
import Taro from '@tarojs/taro'
import { __reset, __setRequestHandler } from '../../__mocks__/taro'
import { createFormStore } from '@/lib/form'
import { http, RequestError } from '@/lib/request'
import { toastFailure, toastUnlessShown } from '@/lib/error-text'

const toasts = () => (Taro.showToast as unknown as jest.Mock).mock.calls.map((c) => c[0].title)

beforeEach(() => __reset())

test('a refusal already toasted by the client is not said twice; a network failure is said with the hint', () => {
  expect(toastUnlessShown(new RequestError('无权删除', 400), '删除失败')).toBeUndefined()
  expect(toasts()).toEqual([])
  toastUnlessShown({ errMsg: 'request:fail timeout' }, '删除失败')
  expect(toasts()).toEqual(['删除失败：网络异常，请检查网络后重试'])
})

test('after a silent call the server\'s message is shown', () => {
  toastFailure(new RequestError('签名图片过大', 400), '签名未能保存为默认签名')
  expect(toasts()).toEqual(['签名图片过大'])
})

test('a form whose save never reached the server says so instead of failing silently', async () => {
  __setRequestHandler(() => {
    throw { errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' }
  })
  const form = createFormStore({ values: { name: '张伟' } })
  const ok = await form.submit(async () => {
    await http.put('/api/permission/Users/Current/BaseInfo', {})
  })
  expect(ok).toBe(false)
  expect(toasts()).toEqual(['提交失败，请重试：网络异常，请检查网络后重试'])
})

test('a form whose save the server refused leaves the message to the client toast, once', async () => {
  __setRequestHandler(() => ({ data: { code: 400, msg: '手机号码格式不正确' } }))
  const form = createFormStore({ values: { name: '张伟' } })
  await form.submit(async () => {
    await http.put('/api/permission/Users/Current/BaseInfo', {})
  })
  expect(toasts()).toEqual(['手机号码格式不正确'])
})

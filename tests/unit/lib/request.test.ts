import Taro from '@tarojs/taro'
import { __reset, __setRequestHandler, __storage } from '../../__mocks__/taro'
import { http, request, RequestError } from '@/lib/request'
import { onSessionCleared } from '@/lib/storage'

const envelope = (data: unknown, code = 200, msg = 'Success') => ({ statusCode: 200, data: { code, msg, data } })

/** a request handler whose answer the test releases */
function deferred() {
  let release!: (value: { statusCode: number; data: unknown }) => void
  const promise = new Promise<{ statusCode: number; data: unknown }>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

const toast = Taro.showToast as unknown as jest.Mock
const requestMock = Taro.request as unknown as jest.Mock

beforeEach(() => {
  __reset()
  jest.useFakeTimers()
})

afterEach(async () => {
  // let any scheduled session redirect finish so module state is clean for the next test
  await jest.runOnlyPendingTimersAsync()
  jest.useRealTimers()
})

describe('when the server answers HTTP 200 with body code 200', () => {
  it('resolves the whole envelope', async () => {
    __setRequestHandler(() => envelope({ id: 'u1' }, 200, '获取成功'))
    await expect(http.get('/api/oauth/CurrentUser', { type: 'app' })).resolves.toEqual({
      code: 200,
      msg: '获取成功',
      data: { id: 'u1' }
    })
    expect(toast).not.toHaveBeenCalled()
  })

  it('sends GET data as an encoded query string, leaving out empty values', async () => {
    __setRequestHandler(() => envelope(null))
    await http.get('/api/message', { keyword: '张 三', currentPage: 1, sort: undefined, ids: ['a', 'b'] })
    const opts = requestMock.mock.calls[0][0]
    expect(opts.url).toBe('/H5Api/api/message?keyword=%E5%BC%A0%20%E4%B8%89&currentPage=1&ids=%5B%22a%22%2C%22b%22%5D')
    expect(opts.method).toBe('GET')
    expect(opts.data).toBeUndefined()
    expect(opts.timeout).toBe(60000)
  })

  it('keeps an absolute URL and appends to an existing query', async () => {
    __setRequestHandler(() => envelope(null))
    await http.get('https://sms.example.com/api/oauth/getSmsCode?x=1', { mobile: '13800138000' })
    expect(requestMock.mock.calls[0][0].url).toBe('https://sms.example.com/api/oauth/getSmsCode?x=1&mobile=13800138000')
  })

  it('parses a body that arrives as JSON text', async () => {
    __setRequestHandler(() => ({ statusCode: 200, data: '{"code":200,"msg":"ok","data":5}' }))
    await expect(http.post('/api/x', {})).resolves.toEqual({ code: 200, msg: 'ok', data: 5 })
  })
})

describe('headers', () => {
  it('sends the stored token unchanged as Authorization, the app origin and JSON content type', async () => {
    __storage.set('token', 'bearer abc.def')
    __setRequestHandler(() => envelope(null))
    await http.post('/api/permission/Users/Current/BaseInfo', { realName: '李四' })
    const opts = requestMock.mock.calls[0][0]
    expect(opts.header).toEqual({
      Authorization: 'bearer abc.def',
      'jnpf-origin': 'app',
      'Content-Type': 'application/json;charset=UTF-8'
    })
    expect(opts.data).toEqual({ realName: '李四' })
    expect(opts.url).toBe('/H5Api/api/permission/Users/Current/BaseInfo')
  })

  it('leaves Authorization out when no token is stored', async () => {
    __setRequestHandler(() => envelope(null))
    await http.get('/api/oauth/getLoginConfig')
    expect(requestMock.mock.calls[0][0].header).not.toHaveProperty('Authorization')
    expect(requestMock.mock.calls[0][0].header['jnpf-origin']).toBe('app')
  })

  it('lets a caller add headers and change the time-out', async () => {
    __setRequestHandler(() => envelope(null))
    await request({ url: '/api/x', method: 'PUT', header: { 'vue-version': '3' }, timeout: 1000000 })
    expect(requestMock.mock.calls[0][0]).toMatchObject({ method: 'PUT', timeout: 1000000, header: { 'vue-version': '3' } })
  })
})

describe('form bodies', () => {
  it('URL-encodes the fields, JSON for arrays and objects, with the form content type', async () => {
    __setRequestHandler(() => envelope({ token: 'bearer t' }))
    await http.post(
      '/api/oauth/Login',
      { account: 'admin', password: 'a&b=c', grant_type: 'password', list: [1, 2], extra: { a: '中' }, skip: undefined },
      { form: true }
    )
    const opts = requestMock.mock.calls[0][0]
    expect(opts.header['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(opts.data).toBe(
      'account=admin&password=a%26b%3Dc&grant_type=password&list=%5B1%2C2%5D&extra=%7B%22a%22%3A%22%E4%B8%AD%22%7D'
    )
  })

  it('rejects a form body that is not an object, before any call', async () => {
    await expect(http.post('/api/oauth/Login', 42, { form: true })).rejects.toThrow(TypeError)
    expect(requestMock).not.toHaveBeenCalled()
  })
})

describe('when the server answers with an error', () => {
  it.each([
    ['body code 400 with a message', { statusCode: 200, data: { code: 400, msg: '账户或密码错误' } }, '账户或密码错误', 400],
    ['body code 400 without a message', { statusCode: 200, data: { code: 400 } }, '请求出错，请重试', 400],
    ['body code 400 with a blank message', { statusCode: 200, data: { code: 400, msg: '  ' } }, '请求出错，请重试', 400],
    ['HTTP 500 without an envelope', { statusCode: 500, data: '<html>' }, '请求出错，请重试', 500],
    ['HTTP 500 with an envelope', { statusCode: 500, data: { code: 500, msg: '系统异常' } }, '系统异常', 500],
    ['HTTP 502 with a success body', { statusCode: 502, data: { code: 200, msg: 'ok' } }, '请求出错，请重试', 502],
    ['HTTP 200 without an envelope', { statusCode: 200, data: 'plain' }, '请求出错，请重试', 400]
  ])('%s: toasts and rejects with a RequestError', async (_name, response, message, code) => {
    __setRequestHandler(() => response)
    // a write without an Idempotency-Key is never tried twice (GETs are: request-retry.test.ts)
    const error = await http.post('/api/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestError)
    expect(error).toMatchObject({ message, code })
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({ title: message, icon: 'none', duration: 1500 })
  })

  it('carries the data of a failed envelope', async () => {
    __setRequestHandler(() => ({ statusCode: 200, data: { code: 400, msg: '校验失败', data: { field: 'mobile' } } }))
    await expect(http.post('/api/x')).rejects.toMatchObject({ code: 400, data: { field: 'mobile' } })
  })

  it('does not toast when the caller is silent', async () => {
    __setRequestHandler(() => ({ statusCode: 200, data: { code: 400, msg: '账户已锁定' } }))
    await expect(http.post('/api/oauth/Login', {}, { silent: true })).rejects.toMatchObject({ message: '账户已锁定' })
    expect(toast).not.toHaveBeenCalled()
  })

  it('rejects a network failure with the raw error and no toast', async () => {
    const raw = { errMsg: 'request:fail timeout' }
    __setRequestHandler(() => {
      throw raw
    })
    const call = http.get('/api/x').catch((e: unknown) => e)
    await jest.runAllTimersAsync() // the retries' backoff
    const error = await call
    expect(requestMock).toHaveBeenCalledTimes(3)
    expect(error).toBe(raw)
    expect(error).not.toBeInstanceOf(RequestError)
    expect(toast).not.toHaveBeenCalled()
  })

  it('works when Taro answers through the returned promise only', async () => {
    requestMock.mockImplementationOnce(() => Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: 1 } }))
    await expect(http.get('/api/x')).resolves.toMatchObject({ data: 1 })
  })
})

describe.each([600, 601, 602])('session error %i', (code) => {
  it('toasts once, then after 1500 ms clears the session and relaunches login once', async () => {
    __storage.set('token', 'bearer old')
    __storage.set('userInfo', { userId: 'u1' })
    __storage.set('sysVersion', '3.6.0')
    const cleared = jest.fn()
    const unsubscribe = onSessionCleared(cleared)
    __setRequestHandler(() => ({ statusCode: 200, data: { code, msg: '登录过期,请重新登录' } }))

    const results = await Promise.all([http.get('/api/a'), http.get('/api/b'), http.post('/api/c', {}, { silent: true })].map((p) => p.catch((e: unknown) => e)))
    for (const error of results) expect(error).toMatchObject({ code, message: '登录过期,请重新登录' })
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({ title: '登录过期,请重新登录', icon: 'none', duration: 1500 })

    await jest.advanceTimersByTimeAsync(1499)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(__storage.get('token')).toBe('bearer old')

    await jest.advanceTimersByTimeAsync(1)
    expect(Taro.reLaunch).toHaveBeenCalledTimes(1)
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
    expect(__storage.has('token')).toBe(false)
    expect(__storage.has('userInfo')).toBe(false)
    expect(__storage.get('sysVersion')).toBe('3.6.0')
    expect(cleared).toHaveBeenCalledTimes(1)

    await jest.advanceTimersByTimeAsync(5000)
    expect(Taro.reLaunch).toHaveBeenCalledTimes(1)
    unsubscribe()
  })
})

it('treats a later session error, after the redirect, as a new one', async () => {
  __setRequestHandler(() => ({ statusCode: 200, data: { code: 600, msg: '过期' } }))
  await http.get('/api/a').catch(() => undefined)
  await jest.advanceTimersByTimeAsync(1500)
  await http.get('/api/a').catch(() => undefined)
  await jest.advanceTimersByTimeAsync(1500)
  expect(Taro.reLaunch).toHaveBeenCalledTimes(2)
})

describe('a session error for a token that is no longer the stored one', () => {
  it('leaves the new session alone when a call from before a logout and a new login comes back 600', async () => {
    __storage.set('token', 'bearer old')
    const answer = deferred()
    __setRequestHandler(() => answer.promise)
    const late = http.get('/api/from-the-old-session').catch((e: unknown) => e)
    __storage.set('token', 'bearer new') // logged out and in again while the call was on its way
    answer.release({ statusCode: 200, data: { code: 600, msg: '登录过期,请重新登录' } })
    expect(await late).toMatchObject({ code: 600 })
    await jest.advanceTimersByTimeAsync(5000)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(toast).not.toHaveBeenCalled()
    expect(__storage.get('token')).toBe('bearer new')
  })

  it('does not end a session that began during the toast before the redirect', async () => {
    __storage.set('token', 'bearer old')
    __setRequestHandler(() => ({ statusCode: 200, data: { code: 600, msg: '过期' } }))
    await http.get('/api/a').catch(() => undefined)
    __storage.set('token', 'bearer new')
    await jest.advanceTimersByTimeAsync(1500)
    expect(Taro.reLaunch).not.toHaveBeenCalled()
    expect(__storage.get('token')).toBe('bearer new')
    // the next session error is about the new session: that one ends it
    await http.get('/api/b').catch(() => undefined)
    await jest.advanceTimersByTimeAsync(1500)
    expect(Taro.reLaunch).toHaveBeenCalledTimes(1)
    expect(__storage.has('token')).toBe(false)
  })
})

describe('the 请求中... indicator', () => {
  it('is not shown for a call that ends within 800 ms', async () => {
    __setRequestHandler(() => envelope(1))
    await http.get('/api/quick')
    await jest.advanceTimersByTimeAsync(2000)
    expect(Taro.showLoading).not.toHaveBeenCalled()
    expect(Taro.hideLoading).not.toHaveBeenCalled()
  })

  it('appears at 800 ms and goes when the call ends', async () => {
    const answer = deferred()
    __setRequestHandler(() => answer.promise)
    const call = http.get('/api/slow')
    await jest.advanceTimersByTimeAsync(799)
    expect(Taro.showLoading).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(Taro.showLoading).toHaveBeenCalledWith({ title: '请求中...', mask: true })
    answer.release({ statusCode: 200, data: { code: 200, msg: 'ok' } })
    await call
    expect(Taro.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('is shown once across concurrent calls and hidden when the last one ends', async () => {
    const first = deferred()
    const second = deferred()
    requestMock
      .mockImplementationOnce((opts) => first.promise.then((res) => (opts.success(res), res)))
      .mockImplementationOnce((opts) => second.promise.then((res) => (opts.success(res), res)))
    const a = http.get('/api/a')
    await jest.advanceTimersByTimeAsync(500)
    const b = http.get('/api/b')
    await jest.advanceTimersByTimeAsync(300) // a has run 800 ms, b 300 ms
    expect(Taro.showLoading).toHaveBeenCalledTimes(1)
    first.release({ statusCode: 200, data: { code: 200, msg: 'ok' } })
    await a
    expect(Taro.hideLoading).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(600) // b passes 800 ms while the indicator is up: no second one
    expect(Taro.showLoading).toHaveBeenCalledTimes(1)
    second.release({ statusCode: 200, data: { code: 200, msg: 'ok' } })
    await b
    expect(Taro.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('is hidden before the error toast of a slow failing call', async () => {
    const answer = deferred()
    __setRequestHandler(() => answer.promise)
    const call = http.get('/api/slow').catch((e: unknown) => e)
    await jest.advanceTimersByTimeAsync(900)
    answer.release({ statusCode: 200, data: { code: 400, msg: '失败' } })
    await call
    const hideOrder = (Taro.hideLoading as unknown as jest.Mock).mock.invocationCallOrder[0]
    expect(hideOrder).toBeLessThan(toast.mock.invocationCallOrder[0])
  })

  it('can be turned off for background polling', async () => {
    const answer = deferred()
    __setRequestHandler(() => answer.promise)
    const call = http.get('/api/oauth/getTicketStatus/t1', undefined, { loading: false })
    await jest.advanceTimersByTimeAsync(2000)
    answer.release({ statusCode: 200, data: { code: 200, msg: 'ok' } })
    await call
    expect(Taro.showLoading).not.toHaveBeenCalled()
  })

  it('goes away after a network failure too', async () => {
    requestMock.mockImplementationOnce((opts) => {
      setTimeout(() => opts.fail({ errMsg: 'request:fail' }), 1000)
    })
    const call = http.get('/api/x').catch((e: unknown) => e)
    await jest.runAllTimersAsync() // the first try fails after 1 s, the retries at once
    await call
    expect(Taro.showLoading).toHaveBeenCalledTimes(1)
    expect(Taro.hideLoading).toHaveBeenCalledTimes(1)
  })
})

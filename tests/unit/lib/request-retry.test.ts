// Weak network: the request client tries again, with backoff, the calls that may safely run twice, and never the
// others; every try keeps its own time-out, and an offline device learns at once.
import Taro from '@tarojs/taro'
import { __reset, __setRequestHandler, __setUploadHandler, __setDownloadHandler } from '../../__mocks__/taro'
import { downloadFile, http, RequestError, RETRIES, RETRY_BASE_MS, uploadFile } from '@/lib/request'
import { backoffDelay } from '@/lib/retry'

const requestMock = Taro.request as unknown as jest.Mock
const uploadMock = Taro.uploadFile as unknown as jest.Mock
const toast = Taro.showToast as unknown as jest.Mock
const ok = (data: unknown = null) => ({ statusCode: 200, data: { code: 200, msg: 'ok', data } })
const broken = { errMsg: 'request:fail net::ERR_CONNECTION_RESET' }

/** a handler failing like a dropped connection `failures` times, then answering */
function flaky(failures: number, answer = ok()) {
  let calls = 0
  return () => {
    calls += 1
    if (calls <= failures) throw broken
    return answer
  }
}

function setOnline(online: boolean) {
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: online }, configurable: true })
}

beforeEach(() => {
  __reset()
  setOnline(true)
  jest.useFakeTimers()
})

afterEach(async () => {
  await jest.runOnlyPendingTimersAsync()
  jest.useRealTimers()
  jest.restoreAllMocks()
  delete (globalThis as { navigator?: unknown }).navigator
})

describe('backoff', () => {
  it('doubles from the base, stays under the cap, and spreads by at most 20 %', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 500, 30000, () => 0.5))).toEqual([500, 1000, 2000, 4000])
    expect(backoffDelay(20, 500, 30000, () => 0.5)).toBe(30000)
    expect(backoffDelay(1, 500, 30000, () => 0)).toBe(400)
    expect(backoffDelay(1, 500, 30000, () => 1)).toBe(600)
  })
})

describe('a GET whose answer never came', () => {
  // the jitter pinned at both ends: each retry waits 0.8 to 1.2 x its plain delay, counted from the try before it
  it.each([
    ['earliest', 0, 0.8],
    ['latest', 1, 1.2]
  ])('is tried again after a wait that grows (%s jitter), and resolves when a later try answers', async (_, random, factor) => {
    jest.spyOn(Math, 'random').mockReturnValue(random)
    __setRequestHandler(flaky(2, ok('third time')))
    const call = http.get('/api/x')
    await jest.advanceTimersByTimeAsync(0)
    expect(requestMock).toHaveBeenCalledTimes(1)
    const first = RETRY_BASE_MS * factor
    await jest.advanceTimersByTimeAsync(first - 1)
    expect(requestMock).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(requestMock).toHaveBeenCalledTimes(2)
    const second = 2 * RETRY_BASE_MS * factor // the wait doubles
    await jest.advanceTimersByTimeAsync(second - 1)
    expect(requestMock).toHaveBeenCalledTimes(2)
    await jest.advanceTimersByTimeAsync(1)
    expect(requestMock).toHaveBeenCalledTimes(3)
    await expect(call).resolves.toMatchObject({ data: 'third time' })
    expect(toast).not.toHaveBeenCalled()
  })

  it('gives up after the last retry with the raw error; each try had the spec time-out', async () => {
    __setRequestHandler(flaky(99))
    const call = http.get('/api/x').catch((e: unknown) => e)
    await jest.runAllTimersAsync()
    expect(await call).toBe(broken)
    expect(requestMock).toHaveBeenCalledTimes(1 + RETRIES)
    expect(requestMock.mock.calls.every(([o]) => o.timeout === 60000)).toBe(true)
  })

  it('is retried when a gateway answers for an absent server, toasting only the last answer', async () => {
    let calls = 0
    __setRequestHandler(() => (++calls < 3 ? { statusCode: 503, data: '<html>' } : ok(7)))
    const call = http.get('/api/x')
    await jest.runAllTimersAsync()
    await expect(call).resolves.toMatchObject({ data: 7 })
    expect(toast).not.toHaveBeenCalled()
  })

  it('is not retried on an offline device, nor when the caller says so', async () => {
    setOnline(false)
    __setRequestHandler(flaky(99))
    await expect(http.get('/api/x')).rejects.toBe(broken)
    expect(requestMock).toHaveBeenCalledTimes(1)
    setOnline(true)
    requestMock.mockClear()
    await expect(http.get('/api/x', undefined, { retry: 0 })).rejects.toBe(broken)
    expect(requestMock).toHaveBeenCalledTimes(1)
  })

  it('an answer from the server itself (a refusal) is never retried', async () => {
    __setRequestHandler(() => ({ statusCode: 200, data: { code: 400, msg: '参数错误' } }))
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(RequestError)
    expect(requestMock).toHaveBeenCalledTimes(1)
  })
})

describe('writes', () => {
  it('without an Idempotency-Key are sent once: the server might have done it', async () => {
    __setRequestHandler(flaky(1))
    await expect(http.post('/api/x', { a: 1 })).rejects.toBe(broken)
    expect(requestMock).toHaveBeenCalledTimes(1)
  })

  it('with an Idempotency-Key are retried with the same key, so the server does it once', async () => {
    __setRequestHandler(flaky(1, ok('rec')))
    const call = http.post('/api/visualdev/OnlineDev/m', { data: '{}' }, { header: { 'Idempotency-Key': 'k-1' } })
    await jest.runAllTimersAsync()
    await expect(call).resolves.toMatchObject({ data: 'rec' })
    expect(requestMock).toHaveBeenCalledTimes(2)
    expect(requestMock.mock.calls.map(([o]) => o.header['Idempotency-Key'])).toEqual(['k-1', 'k-1'])
  })
})

describe('uploads and downloads', () => {
  it('an upload that broke off starts again from 0 % and resolves the stored file', async () => {
    let calls = 0
    __setUploadHandler((_o, progress) => {
      calls += 1
      progress(40)
      if (calls === 1) throw { errMsg: 'uploadFile:fail abort' }
      progress(100)
      return ok({ name: 'a.jpg' })
    })
    const percents: number[] = []
    const call = uploadFile({ url: '/api/file/Uploader/annexpic', filePath: 'blob:a', onProgress: (p) => percents.push(p) })
    await jest.runAllTimersAsync()
    await expect(call).resolves.toMatchObject({ data: { name: 'a.jpg' } })
    expect(uploadMock).toHaveBeenCalledTimes(2)
    expect(percents).toEqual([40, 0, 40, 100])
  })

  it('a download is retried like a GET', async () => {
    let calls = 0
    __setDownloadHandler(() => {
      if (++calls === 1) throw { errMsg: 'downloadFile:fail' }
      return { statusCode: 200, tempFilePath: 'http://tmp/a.pdf' }
    })
    const call = downloadFile({ url: '/api/file/Download/a/b' })
    await jest.runAllTimersAsync()
    await expect(call).resolves.toEqual({ tempFilePath: 'http://tmp/a.pdf' })
  })
})

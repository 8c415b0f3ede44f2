// Network part of the @tarojs/taro stand-in: request / uploadFile / downloadFile answer through a handler the
// test sets, calling the success/fail callbacks and returning a promise with the task methods, like real Taro.
import type { AnyFn } from './taro-mock-fn'

export interface MockResponse {
  statusCode?: number
  data?: unknown
  header?: Record<string, string>
}
export type RequestHandler = (options: any) => MockResponse | Promise<MockResponse>
/** `progress(percent)` reports upload progress to onProgressUpdate listeners */
export type UploadHandler = (options: any, progress: (percent: number) => void) => MockResponse | Promise<MockResponse>
export type DownloadHandler = (options: any) => { statusCode?: number; tempFilePath?: string } | Promise<{ statusCode?: number; tempFilePath?: string }>

const noHandler = (kind: string) => (options: any) => {
  throw { errMsg: `${kind}:fail no mock handler for ${options?.method ?? 'GET'} ${options?.url}` }
}
let requestHandler: RequestHandler = noHandler('request')
let uploadHandler: UploadHandler = noHandler('uploadFile')
let downloadHandler: DownloadHandler = noHandler('downloadFile')

export function __setRequestHandler(handler: RequestHandler): void {
  requestHandler = handler
}
export function __setUploadHandler(handler: UploadHandler): void {
  uploadHandler = handler
}
export function __setDownloadHandler(handler: DownloadHandler): void {
  downloadHandler = handler
}

function runNetwork<R>(options: any, produce: () => R | Promise<R>, shape: (raw: R) => any, extra: object = {}) {
  const promise: any = Promise.resolve()
    .then(produce)
    .then(
      (raw) => {
        const res = shape(raw)
        options?.success?.(res)
        options?.complete?.(res)
        return res
      },
      (error) => {
        const err = error && typeof error === 'object' ? error : { errMsg: String(error) }
        options?.fail?.(err)
        options?.complete?.(err)
        throw err
      }
    )
  // like Taro: callers that use callbacks never see the promise rejection
  promise.catch(() => undefined)
  return Object.assign(promise, { abort: jest.fn(), onHeadersReceived: jest.fn(), offHeadersReceived: jest.fn() }, extra)
}

export const requestImpl = (options: any) =>
  runNetwork(options, () => requestHandler(options), (raw: MockResponse) => ({
    statusCode: raw?.statusCode ?? 200,
    data: raw?.data,
    header: raw?.header ?? {},
    errMsg: 'request:ok'
  }))

export const uploadImpl = (options: any) => {
  const listeners: AnyFn[] = []
  const progress = (percent: number) =>
    listeners.forEach((l) => l({ progress: percent, totalBytesSent: percent, totalBytesExpectedToSend: 100 }))
  const onProgressUpdate = jest.fn((l: AnyFn) => {
    listeners.push(l)
  })
  return runNetwork(
    options,
    () => uploadHandler(options, progress),
    (raw: MockResponse) => ({
      statusCode: raw?.statusCode ?? 200,
      // the real API hands the body over as a string
      data: typeof raw?.data === 'string' ? raw.data : JSON.stringify(raw?.data ?? ''),
      errMsg: 'uploadFile:ok'
    }),
    { onProgressUpdate, offProgressUpdate: jest.fn(), progress: onProgressUpdate }
  )
}

export const downloadImpl = (options: any) =>
  runNetwork(options, () => downloadHandler(options), (raw: { statusCode?: number; tempFilePath?: string }) => ({
    statusCode: raw?.statusCode ?? 200,
    tempFilePath: raw?.tempFilePath ?? 'http://tmp/download.file',
    errMsg: 'downloadFile:ok'
  }))

export function resetNetwork(): void {
  requestHandler = noHandler('request')
  uploadHandler = noHandler('uploadFile')
  downloadHandler = noHandler('downloadFile')
}

// A stand-in JNPF server at the Taro.request level: each test declares the answers it needs by "METHOD /path"
// (path after the API base, without the query) and reads back what the app sent.
import { __setRequestHandler, __setUploadHandler } from '../../__mocks__/taro'

export interface SentRequest {
  method: string
  path: string
  query: string
  data: unknown
  header: Record<string, string>
}

type Answer = unknown | ((req: SentRequest) => unknown)

/** the JNPF envelope; `fail(msg)` gives the code-400 refusal */
export const ok = (data?: unknown) => ({ code: 200, msg: 'Success', ...(data === undefined ? {} : { data }) })
export const fail = (msg: string, code = 400) => ({ __envelope: { code, msg } })

export function fakeApi(answers: Record<string, Answer>) {
  const sent: SentRequest[] = []
  __setRequestHandler((opts: any) => {
    const url = String(opts.url).replace(/^\/H5Api/, '')
    const [path, query = ''] = url.split('?')
    const req: SentRequest = { method: opts.method ?? 'GET', path, query, data: opts.data, header: opts.header ?? {} }
    sent.push(req)
    const key = `${req.method} ${path}`
    if (!(key in answers)) return { statusCode: 404, data: { code: 404, msg: `no fake for ${key}` } }
    const answer = answers[key]
    const value = typeof answer === 'function' ? (answer as (r: SentRequest) => unknown)(req) : answer
    if (value && typeof value === 'object' && '__envelope' in value) return { statusCode: 200, data: (value as any).__envelope }
    return { statusCode: 200, data: ok(value) }
  })
  return {
    sent,
    calls: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path)
  }
}

/** uploads answer UploaderVO after reporting the given progress steps; `release` lets a test look mid-upload */
export function fakeUpload(name: string, steps: number[] = []) {
  const uploads: any[] = []
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  __setUploadHandler(async (opts: any, progress: (p: number) => void) => {
    uploads.push(opts)
    steps.forEach((p) => progress(p))
    await gate
    return { statusCode: 200, data: ok({ name, url: `/api/file/Image/useravatar/${name}`, fileSize: 1024, fileExtension: 'png' }) }
  })
  return { uploads, release: () => release() }
}

// Baidu AI Cloud face comparison (人脸对比 v3), for installs that buy it: an access token from the API key and secret
// key (POST /oauth/2.0/token, client_credentials; kept until shortly before it expires, fetched again when the
// service calls it invalid), then POST /rest/2.0/face/v3/match with both photos as BASE64; a score of 80 or more is
// one person, as Baidu recommends for a false-accept rate of one in ten thousand. Enrolment checks the photo through
// /rest/2.0/face/v3/detect. Errors come back as {error_code, error_msg} and are told to the user in words; keys
// travel in the query, so URLs are never logged or put in messages.
import { BadRequest } from '../../../errors'
import type { Enrolled, FaceEngine, FaceVerdict } from './engine'
import { MANY_FACES, NO_FACE, UNREADABLE } from './messages'

/** Baidu's threshold for a false-accept rate of 1/10,000 */
export const BAIDU_PASS_SCORE = 80
const TIMEOUT_MS = 15_000

/** error codes of the face API, in words for the person holding the phone */
const MESSAGES: Record<number, string> = {
  4: '人脸比对服务请求量超限，请稍后再试',
  17: '人脸比对服务今日调用次数已达上限，请联系管理员',
  18: '人脸比对服务繁忙，请稍后再试',
  19: '人脸比对服务调用总量已达上限，请联系管理员',
  6: '人脸比对服务未开通此接口权限，请联系管理员',
  222201: '人脸比对服务暂时不可用，请稍后再试',
  222202: NO_FACE,
  222203: UNREADABLE,
  222204: UNREADABLE,
  222304: '照片过大，请重新拍照',
  223113: '人脸有遮挡，请摘下口罩、帽子后重新拍照',
  223114: '人脸模糊，请保持手机稳定后重新拍照',
  223115: '光线不佳，请到明亮处重新拍照',
  223116: '人脸不完整，请正对镜头重新拍照',
  223120: '活体检测未通过，请本人重新拍照'
}
const TOKEN_ERRORS = new Set([110, 111])

class BaiduError extends BadRequest {
  constructor(readonly errorCode: number, message: string) {
    super(message)
  }
}

interface BaiduAnswer { error_code?: number; error_msg?: string; result?: Record<string, unknown> | null }

export class BaiduFaceClient implements FaceEngine {
  readonly name = 'baidu' as const
  private token: { value: string; until: number } | undefined
  private fetching: Promise<string> | undefined

  constructor(private readonly base: string, private readonly apiKey: string, private readonly secretKey: string) {}

  private async post(path: string, query: Record<string, string>, body?: unknown): Promise<Record<string, unknown>> {
    let res: Response
    try {
      res = await fetch(`${this.base}${path}?${new URLSearchParams(query).toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS)
      })
    } catch {
      throw new BadRequest('无法连接人脸比对服务，请稍后再试')
    }
    let answer: unknown
    try {
      answer = await res.json()
    } catch {
      answer = undefined
    }
    if (!answer || typeof answer !== 'object') throw new BadRequest('人脸比对服务返回了无法识别的内容')
    return answer as Record<string, unknown>
  }

  /** the cached access token, or a new one */
  private async accessToken(now = Date.now()): Promise<string> {
    if (this.token && this.token.until > now) return this.token.value
    this.fetching ??= (async () => {
      try {
        const a = await this.post('/oauth/2.0/token', { grant_type: 'client_credentials', client_id: this.apiKey, client_secret: this.secretKey })
        if (typeof a.access_token !== 'string' || a.access_token === '') {
          throw new BadRequest(a.error === 'invalid_client' ? '人脸比对服务的 API Key 或 Secret Key 不正确，请联系管理员' : '人脸比对服务鉴权失败，请联系管理员')
        }
        const seconds = Number(a.expires_in) > 0 ? Number(a.expires_in) : 3600
        // an hour's margin (a tenth of a short-lived one), so a token is never used just as it expires
        this.token = { value: a.access_token, until: Date.now() + seconds * 1000 - Math.min(3600, seconds / 10) * 1000 }
        return a.access_token
      } finally {
        this.fetching = undefined
      }
    })()
    return this.fetching
  }

  /** one call of the face API; a token the service calls invalid or expired is fetched again once */
  private async call(path: string, body: unknown, again = true): Promise<Record<string, unknown>> {
    const token = await this.accessToken()
    const a = (await this.post(path, { access_token: token }, body)) as BaiduAnswer
    const code = Number(a.error_code ?? 0)
    if (code === 0) return a.result ?? {}
    if (TOKEN_ERRORS.has(code) && again) {
      if (this.token?.value === token) this.token = undefined
      return this.call(path, body, false)
    }
    throw new BaiduError(code, MESSAGES[code] ?? `人脸比对服务返回错误 ${code}${a.error_msg ? `（${String(a.error_msg).slice(0, 80)}）` : ''}`)
  }

  async enrol(photo: Buffer): Promise<{ descriptor: string }> {
    const r = await this.call('/rest/2.0/face/v3/detect', { image: photo.toString('base64'), image_type: 'BASE64', max_face_num: 2 })
    const n = Number(r.face_num ?? (Array.isArray(r.face_list) ? r.face_list.length : 0))
    if (n === 0) throw new BadRequest(NO_FACE)
    if (n > 1) throw new BadRequest(MANY_FACES)
    return { descriptor: '' }
  }

  async compare(enrolled: Enrolled, probe: Buffer): Promise<FaceVerdict> {
    const image = (b: Buffer) => ({ image: b.toString('base64'), image_type: 'BASE64', face_type: 'LIVE', quality_control: 'LOW', liveness_control: 'NONE' })
    const r = await this.call('/rest/2.0/face/v3/match', [image(await enrolled.photo()), image(probe)])
    const score = Number(r.score)
    if (!Number.isFinite(score)) throw new BadRequest('人脸比对服务返回了无法识别的内容')
    return { same: score >= BAIDU_PASS_SCORE, score: Math.round(score * 100) / 100 }
  }
}


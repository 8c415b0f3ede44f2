// Face verification of attendance (modules/attendance/face-service.ts): a worker's face enrolled by himself or by a
// manager of his section, and compared at clock-in on the server; where the section's shift rule requires it, a
// registered worker's punch without a face photo is refused. With the embedded model (the default: the face model
// of @vladmandic/face-api in a worker thread) on the public-domain photos of tests/fixtures/faces, and with the
// Baidu AI Cloud face-match provider against a local fake that speaks its protocol (token, detect, match, errors).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import crypto from 'node:crypto'
import { NO_FACE_PHOTO, readFace, retake, sideBySide } from '../fixtures/faces'
import { closeLocalEngine } from '../../server/src/modules/attendance/face/local-engine'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const A = '/H5Api/api/attendance'
const CN = 8 * 3_600_000
const DAY = 86_400_000
const midnight = Math.floor((Date.now() + CN) / DAY) * DAY - CN
const dayText = (ms: number) => new Date(ms + CN).toISOString().slice(0, 10)

afterAll(async () => { await closeLocalEngine() })

async function setup(t: TestApp, tok: Record<string, string>) {
  for (const a of ['yangshan', 'chengang', 'jiangtao', 'huangwei', 'yuanhao']) tok[a] = await login(t, a)
  const f = await t.app.ctx.db.selectFrom('attendanceFence').selectAll().where('contractId', '=', 'ct-hj-tj01').where('shape', '=', 'circle').executeTakeFirstOrThrow()
  const mine = await get(t, `${A}/face?contractId=ct-hj-tj01`, tok.yangshan)
  return { at: { contractId: 'ct-hj-tj01', longitude: Number(f.centerLongitude), latitude: Number(f.centerLatitude), accuracy: 15 }, workerId: mine.data.list[0].workerId as string }
}

const upload = async (t: TestApp, token: string, bytes: Buffer, name = 'face.jpg') => {
  const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token, ...multipart(name, bytes) })
  expect(up.code).toBe(200)
  return { fileId: up.data.fileId ?? '', url: up.data.url as string, name }
}

describe.each(dialects)('face verification with the embedded model on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let at: Record<string, unknown>
  let workerId: string
  let n = 0
  const punch = (who: string, body: Record<string, unknown>) =>
    call(t, { method: 'POST', url: `${A}/clock`, payload: { ...at, ...body }, token: tok[who], headers: { 'idempotency-key': `face-key-${++n}-${dialect}` } })
  const punches = async () => Number((await t.app.ctx.db.selectFrom('attendancePunch').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', 'u-yangshan').where('punchDay', '=', dayText(midnight)).executeTakeFirstOrThrow()).n)

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', TOKEN_TTL_HOURS: '48' })
    t.clock.t = midnight + 7 * 3_600_000 + 20 * 60_000
    ;({ at, workerId } = await setup(t, tok))
  }, 120_000)
  afterAll(async () => { await t.close() })

  test('enrolment: the worker himself or a section manager; a photo without a face or of two faces is refused', async () => {
    expect((await get(t, `${A}/workers/${workerId}/face`, tok.yangshan)).data).toMatchObject({ realName: '杨山', enrolled: false, photo: null })
    const coffee = await upload(t, tok.yangshan, readFace(NO_FACE_PHOTO))
    expect((await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: coffee }, tok.yangshan)).msg).toBe('未检测到人脸，请正对镜头重新拍照')
    const two = await upload(t, tok.yangshan, sideBySide(readFace('obama-1.jpg'), readFace('biden-1.jpg')))
    expect((await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: two }, tok.yangshan)).msg).toBe('照片中有多张人脸，请单人正对镜头拍照')
    const junk = await upload(t, tok.yangshan, Buffer.from('not a picture at all'))
    expect((await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: junk }, tok.yangshan)).msg).toBe('照片无法识别，请重新拍照（支持 JPG、PNG 格式）')
    expect((await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: { url: 'https://example.com/a.jpg' } }, tok.yangshan)).msg).toBe('人脸照片格式不正确，请重新拍照')
    // another section's foreman neither sees nor enrols him; a photo someone else uploaded cannot be taken up
    const other = await upload(t, tok.jiangtao, readFace('obama-1.jpg'))
    expect((await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: other }, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
    expect((await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: other }, tok.yangshan)).msg).toBe('文件不存在或无权访问，请重新上传')
    // nor does the project manager of another project (宁绩)
    const foreign = await upload(t, tok.yuanhao, readFace('obama-1.jpg'))
    expect((await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: foreign }, tok.yuanhao)).msg).toBe('合同段不存在或您无权访问')
    expect((await get(t, `${A}/workers/${workerId}/face`, tok.yuanhao)).code).toBe(400)
    expect((await get(t, `${A}/face?contractId=ct-hj-tj01`, tok.yangshan)).data.list[0].enrolled).toBe(false)

    // the foreman enrols him, then he re-takes it himself
    const byForeman = await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: await upload(t, tok.chengang, readFace('obama-3.jpg')) }, tok.chengang)
    expect(byForeman.code).toBe(200)
    expect(byForeman.data).toMatchObject({ enrolled: true, provider: 'local' })
    const self = await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: await upload(t, tok.yangshan, readFace('obama-1.jpg')) }, tok.yangshan)
    expect(self.msg).toBe('人脸录入成功')
    expect(self.data.photo.url).toMatch(/\?exp=\d+&sig=/)
    const row = await t.app.ctx.db.selectFrom('attendanceFace').selectAll().where('workerId', '=', workerId).executeTakeFirstOrThrow()
    expect(JSON.parse(row.descriptor)).toHaveLength(128)
    // the enrolment photo is read by him and the section's managers, not by another section's foreman
    const download = `/H5Api/api/file/Download/annexpic/${self.data.photo.url.split('/').pop().split('?')[0]}`
    expect((await call(t, { method: 'GET', url: download, token: tok.huangwei })).code).toBe(200)
    expect((await call(t, { method: 'GET', url: download, token: tok.jiangtao })).code).toBe(400)
  }, 120_000)

  test('clock-in: the same person is accepted, another person and a photo without a face are refused', async () => {
    const before = await punches()
    const biden = await punch('yangshan', { facePhoto: await upload(t, tok.yangshan, readFace('biden-1.jpg')) })
    expect(biden.code).toBe(400)
    expect(biden.msg).toBe('人脸比对未通过，请本人重新拍照')
    expect((await punch('yangshan', { facePhoto: await upload(t, tok.yangshan, readFace('collins-1.jpg')) })).msg).toBe('人脸比对未通过，请本人重新拍照')
    expect((await punch('yangshan', { facePhoto: await upload(t, tok.yangshan, readFace(NO_FACE_PHOTO)) })).msg).toBe('未检测到人脸，请正对镜头重新拍照')
    expect(await punches()).toBe(before)

    const same = await punch('yangshan', { facePhoto: await upload(t, tok.yangshan, retake(readFace('obama-2.jpg'))) })
    expect(same.code).toBe(200)
    expect(same.data.face.score).toBeGreaterThan(40)
    expect(same.data.face.photo.url).toMatch(/\?exp=\d+&sig=/)
    expect(await punches()).toBe(before + 1)
    // the managers see the photo the punch was made with
    const rec = await get(t, `${A}/records?contractId=ct-hj-tj01&from=${dayText(midnight)}&to=${dayText(midnight)}`, tok.huangwei)
    expect(rec.data.list.find((p: { id: string }) => p.id === same.data.id).face.score).toBe(same.data.face.score)
  }, 120_000)

  test('a section whose rule requires the face refuses a worker\'s punch without a photo; managers without an entry are not asked', async () => {
    const rule = (await get(t, `${A}/rule?contractId=ct-hj-tj01`, tok.chengang)).data
    expect(rule.requireFace).toBe(false)
    expect((await send(t, 'PUT', `${A}/rule`, { ...rule, requireFace: true }, tok.yangshan)).code).toBe(400)
    expect((await send(t, 'PUT', `${A}/rule`, { ...rule, requireFace: true }, tok.chengang)).data.requireFace).toBe(true)
    // a rule screen that does not send the switch keeps it
    const { requireFace: _r, ...withoutSwitch } = rule
    expect((await send(t, 'PUT', `${A}/rule`, { ...withoutSwitch, lateGrace: 15 }, tok.chengang)).data.requireFace).toBe(true)
    expect((await get(t, `${A}/today?contractId=ct-hj-tj01`, tok.yangshan)).data.rule.requireFace).toBe(true)

    t.clock.t = midnight + 17 * 3_600_000 + 40 * 60_000
    const before = await punches()
    expect((await punch('yangshan', {})).msg).toBe('本合同段打卡需人脸识别，请拍摄本人正脸照片后打卡')
    expect(await punches()).toBe(before)
    const out = await punch('yangshan', { facePhoto: await upload(t, tok.yangshan, readFace('obama-3.jpg')) })
    expect(out.data).toMatchObject({ kind: 'out' })
    // the foreman has no registry entry and no enrolment: he clocks in as before
    expect((await punch('chengang', {})).code).toBe(200)

    // a worker who never enrolled is told to enrol first
    await t.app.ctx.db.deleteFrom('attendanceFace').where('workerId', '=', workerId).execute()
    expect((await punch('yangshan', { facePhoto: await upload(t, tok.yangshan, readFace('obama-3.jpg')) })).msg).toBe('您尚未录入人脸照片，请先在“人脸录入”中拍照登记')
    expect((await send(t, 'PUT', `${A}/rule`, { ...rule, requireFace: false }, tok.chengang)).data.requireFace).toBe(false)
  }, 120_000)
})

/**
 * A local stand-in for Baidu AI Cloud's face API: /oauth/2.0/token (client_credentials), /rest/2.0/face/v3/detect and
 * /rest/2.0/face/v3/match with BASE64 images, answering {error_code, error_msg, result}. Who is on a photo it looks up
 * in `people` by the photo's hash; a photo it does not know has no face (222202).
 */
function fakeBaidu() {
  const people = new Map<string, string>()
  const seen = { tokens: 0, matches: 0, detects: 0, expireNext: false }
  let token = ''
  const hash = (b64: string) => crypto.createHash('sha256').update(Buffer.from(b64, 'base64')).digest('hex')
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x')
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const fail = (code: number, msg: string) => reply(200, { error_code: code, error_msg: msg, log_id: 1, timestamp: 0, cached: 0, result: null })
      if (req.method !== 'POST') return reply(405, {})
      if (url.pathname === '/oauth/2.0/token') {
        if (url.searchParams.get('grant_type') !== 'client_credentials') return reply(400, { error: 'unsupported_grant_type', error_description: 'grant type not supported' })
        if (url.searchParams.get('client_id') !== 'ak-test' || url.searchParams.get('client_secret') !== 'sk-test') {
          return reply(401, { error: 'invalid_client', error_description: 'unknown client id' })
        }
        seen.tokens += 1
        token = `24.${crypto.randomBytes(8).toString('hex')}.2592000.1.282335-1`
        return reply(200, { access_token: token, expires_in: 2592000, refresh_token: 'r', scope: 'public brain_all_scope', session_key: 's', session_secret: 's' })
      }
      if (url.searchParams.get('access_token') !== token) return fail(110, 'Access token invalid or no longer valid')
      if (seen.expireNext) {
        seen.expireNext = false
        return fail(111, 'Access token expired')
      }
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return fail(222001, 'param[image] is null')
      }
      if (url.pathname === '/rest/2.0/face/v3/detect') {
        seen.detects += 1
        const { image, image_type: type } = body as { image?: string; image_type?: string }
        if (type !== 'BASE64' || !image) return fail(222001, 'param[image] is null')
        if (!people.has(hash(image))) return fail(222202, 'pic not has face')
        return reply(200, { error_code: 0, error_msg: 'SUCCESS', log_id: 2, result: { face_num: 1, face_list: [{ face_token: 't1', face_probability: 1 }] } })
      }
      if (url.pathname === '/rest/2.0/face/v3/match') {
        seen.matches += 1
        if (!Array.isArray(body) || body.length !== 2 || body.some((i) => i.image_type !== 'BASE64' || !i.image)) return fail(222001, 'param[image] is null')
        const [a, b] = body.map((i) => people.get(hash(i.image)))
        if (!a || !b) return fail(222202, 'pic not has face')
        return reply(200, { error_code: 0, error_msg: 'SUCCESS', log_id: 3, result: { score: a === b ? 93.5 : 12.25, face_list: [{ face_token: 'a' }, { face_token: 'b' }] } })
      }
      return reply(404, {})
    })
  })
  return { server, people, seen, hash: (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex') }
}

describe.each(dialects)('face verification through the Baidu face-match provider on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let at: Record<string, unknown>
  let workerId: string
  let n = 0
  const fake = fakeBaidu()
  const punch = (body: Record<string, unknown>) =>
    call(t, { method: 'POST', url: `${A}/clock`, payload: { ...at, ...body }, token: tok.yangshan, headers: { 'idempotency-key': `baidu-key-${++n}-${dialect}` } })
  const me = Buffer.from('jpeg bytes of yangshan, first photo')
  const meAgain = Buffer.from('jpeg bytes of yangshan, at the gate')
  const stranger = Buffer.from('jpeg bytes of somebody else')

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', TOKEN_TTL_HOURS: '48', FACE_PROVIDER: 'baidu', FACE_API_BASE: base, FACE_API_KEY: 'ak-test', FACE_SECRET_KEY: 'sk-test' })
    t.clock.t = midnight + 7 * 3_600_000 + 20 * 60_000
    ;({ at, workerId } = await setup(t, tok))
    fake.people.set(fake.hash(me), 'yangshan')
    fake.people.set(fake.hash(meAgain), 'yangshan')
    fake.people.set(fake.hash(stranger), 'stranger')
  }, 120_000)
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => fake.server.close(resolve))
  })

  test('enrolment is checked by detect, clock-in compared by match: one person passes at 80, another not; no face is told', async () => {
    const none = await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: await upload(t, tok.yangshan, Buffer.from('a wall')) }, tok.yangshan)
    expect(none.msg).toBe('未检测到人脸，请正对镜头重新拍照')
    const enrolled = await send(t, 'POST', `${A}/workers/${workerId}/face`, { photo: await upload(t, tok.yangshan, me) }, tok.yangshan)
    expect(enrolled.data).toMatchObject({ enrolled: true, provider: 'baidu' })
    expect((await t.app.ctx.db.selectFrom('attendanceFace').select('descriptor').where('workerId', '=', workerId).executeTakeFirstOrThrow()).descriptor).toBe('')

    expect((await punch({ facePhoto: await upload(t, tok.yangshan, stranger) })).msg).toBe('人脸比对未通过，请本人重新拍照')
    expect((await punch({ facePhoto: await upload(t, tok.yangshan, Buffer.from('the sky')) })).msg).toBe('未检测到人脸，请正对镜头重新拍照')
    const ok = await punch({ facePhoto: await upload(t, tok.yangshan, meAgain) })
    expect(ok.code).toBe(200)
    expect(ok.data.face.score).toBe(93.5)
    // one token for all of it, kept until it expires
    expect(fake.seen.tokens).toBe(1)
    expect(fake.seen.matches).toBe(3)
  })

  test('an expired token is fetched again once; wrong keys and an unreachable service are told plainly', async () => {
    fake.seen.expireNext = true
    t.clock.t = midnight + 17 * 3_600_000 + 40 * 60_000
    expect((await punch({ facePhoto: await upload(t, tok.yangshan, meAgain) })).code).toBe(200)
    expect(fake.seen.tokens).toBe(2)

    const { BaiduFaceClient } = await import('../../server/src/modules/attendance/face/baidu')
    const base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
    const enrolment = { descriptor: '', photo: async () => me }
    await expect(new BaiduFaceClient(base, 'ak-test', 'wrong').compare(enrolment, meAgain)).rejects.toThrow('人脸比对服务的 API Key 或 Secret Key 不正确，请联系管理员')
    await expect(new BaiduFaceClient('http://127.0.0.1:9', 'ak-test', 'sk-test').compare(enrolment, meAgain)).rejects.toThrow('无法连接人脸比对服务，请稍后再试')
    await expect(new BaiduFaceClient(base, 'ak-test', 'sk-test').compare(enrolment, stranger)).resolves.toEqual({ same: false, score: 12.25 })
  })
})

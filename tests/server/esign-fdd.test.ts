// Signing through 法大大 (FASC OpenAPI 5.1) against a local fake that speaks its protocol: every call's X-FASC-Sign
// is checked with the app secret, business calls need the token it handed out, the PDF goes up by the upload URL
// and comes back signed after the provider's signed callback; a callback with a wrong signature changes nothing.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fascSign } from '../../server/src/modules/esign/providers/fdd-client'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { U, approve, approver, launch, makeFlow, makeModel, start, users } from './workflow-fixtures'

const S = '/H5Api/api/Signature/signaturefddservice'
const APP_ID = 'app-test'
const SECRET = 'secret-of-the-test-app'
const SIGNED_PDF = Buffer.from('%PDF-1.4\n% signed by the fake provider\n%%EOF\n')

class FakeFdd {
  server = http.createServer((req, res) => void this.handle(req, res))
  calls: { path: string; biz: Record<string, any> }[] = []
  uploaded: Buffer | null = null
  badSigns = 0
  base = ''

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = Buffer.concat(chunks)
    const reply = (data: unknown, code = '100000') => res.end(JSON.stringify({ code, msg: code === '100000' ? '请求成功' : '失败', data }))
    if (req.method === 'PUT' && req.url === '/upload/1') { this.uploaded = body; res.end(); return }
    if (req.method === 'GET' && req.url === '/download/1') { res.end(SIGNED_PDF); return }
    const h = req.headers as Record<string, string>
    const bizContent = new URLSearchParams(body.toString()).get('bizContent')
    const params: Record<string, string> = {}
    for (const k of ['X-FASC-App-Id', 'X-FASC-Sign-Type', 'X-FASC-Timestamp', 'X-FASC-Nonce', 'X-FASC-Api-SubVersion', 'X-FASC-AccessToken', 'X-FASC-Grant-Type']) {
      if (h[k.toLowerCase()]) params[k] = h[k.toLowerCase()]
    }
    if (bizContent !== null) params.bizContent = bizContent
    if (h['x-fasc-app-id'] !== APP_ID || fascSign(params, h['x-fasc-timestamp'], SECRET) !== h['x-fasc-sign']) {
      this.badSigns++
      reply(null, '100001')
      return
    }
    const path = req.url ?? ''
    if (path === '/service/get-access-token') { reply({ accessToken: 'tok-1', expiresIn: '7200' }); return }
    if (h['x-fasc-accesstoken'] !== 'tok-1') { res.statusCode = 401; reply(null, '100002'); return }
    const biz = JSON.parse(bizContent ?? '{}')
    this.calls.push({ path, biz })
    if (path === '/file/get-upload-url') reply({ uploadUrl: `${this.base}/upload/1`, fddFileUrl: 'fdd://file/1' })
    else if (path === '/file/process') reply({ fileIdList: [{ fileId: 'file-1' }] })
    else if (path === '/sign-task/create') reply({ signTaskId: 'st-1' })
    else if (path === '/sign-task/actor/get-url') reply({ actorSignTaskUrl: 'https://fadada.example/sign/st-1' })
    else if (path === '/sign-task/owner/get-download-url') reply({ downloadUrl: `${this.base}/download/1` })
    else reply(null, '100003')
  }

  /** a callback as the provider signs it */
  callback(event: string, biz: Record<string, unknown>, secret = SECRET) {
    const bizContent = JSON.stringify(biz)
    const headers: Record<string, string> = {
      'X-FASC-App-Id': APP_ID, 'X-FASC-Sign-Type': 'HMAC-SHA256', 'X-FASC-Timestamp': String(Date.now()), 'X-FASC-Nonce': 'n1', 'X-FASC-Event': event
    }
    headers['X-FASC-Sign'] = fascSign({ ...headers, bizContent }, headers['X-FASC-Timestamp'], secret)
    return { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ bizContent }).toString() }
  }
}

describe.each(dialects)('e-signature through 法大大 on %s', (dialect) => {
  let t: TestApp
  const fake = new FakeFdd()
  let tok = ''

  beforeAll(async () => {
    await fake.start()
    t = await createTestApp(dialect, { ESIGN_BASE_URL: fake.base, ESIGN_APP_ID: APP_ID, ESIGN_SECRET: SECRET, ESIGN_CORP_ID: 'corp-1', LOGIN_RATE_LIMIT: '1000' })
    t.clock.t = Date.now()
    tok = await login(t, 'huangwei')
  })
  afterAll(async () => {
    await t.close()
    fake.server.close()
  })

  it('creates a sign task there, hands the signer its address, and keeps the PDF it signed', async () => {
    await makeModel(t, 'vm-t-fdd')
    const flow = await makeFlow(t, start({}, approver('owner', '业主审批', { approvers: users(U.huangwei) })), { modelId: 'vm-t-fdd' })
    const zh = await login(t, 'zhanghua')
    expect((await launch(t, zh, flow.flowId, { title: '八月计量', amount: 3 })).code).toBe(200)
    const taskId = (await t.app.ctx.db.selectFrom('flowTask').select('id').where('flowId', '=', flow.flowId).executeTakeFirstOrThrow()).id
    await approve(t, tok, taskId, U.huangwei)

    const role = await send(t, 'POST', `${S}/GetRoleSign/?flag=login`, {}, tok)
    expect(role.data.provider).toMatchObject({ kind: 'fdd', certified: true })
    const r = await send(t, 'POST', `${S}/HandSign`, { taskIds: [taskId] }, tok)
    expect(r.code).toBe(200)
    expect(r.data[0].document).toMatchObject({ state: 0, provider: 'fdd', signUrl: 'https://fadada.example/sign/st-1' })
    expect(fake.badSigns).toBe(0)
    expect(fake.uploaded?.subarray(0, 5).toString()).toBe('%PDF-')
    const create = fake.calls.find((c) => c.path === '/sign-task/create')!
    expect(create.biz).toMatchObject({ initiator: { idType: 'corp', openId: 'corp-1' }, docs: [{ docFileId: 'file-1' }] })
    expect(create.biz.actors[0].actor).toMatchObject({ actorType: 'person', actorId: U.huangwei, actorName: '黄伟' })
    // the list still offers it, with the provider's address
    const pending = (await send(t, 'POST', `${S}/GetRoleSign/?flag=approve`, {}, tok)).data.handSignPushData.handSignPushDataList
    expect(pending.find((p: { taskId: string }) => p.taskId === taskId).signUrl).toBe('https://fadada.example/sign/st-1')

    const forged = fake.callback('sign-task-finished', { signTaskId: 'st-1' }, 'another-secret')
    const refused = await t.app.inject({ method: 'POST', url: `${S}/Callback`, ...forged })
    expect(JSON.parse(refused.body).code).toBe(400)
    const docId = r.data[0].document.id
    expect((await get(t, `${S}/Verify/${docId}`, tok)).msg).toBe('该文件尚未完成签署')

    const done = await t.app.inject({ method: 'POST', url: `${S}/Callback`, ...fake.callback('sign-task-finished', { signTaskId: 'st-1' }) })
    expect(JSON.parse(done.body)).toMatchObject({ code: 200, msg: 'success' })
    const verified = await get(t, `${S}/Verify/${docId}`, tok)
    expect(verified.data).toMatchObject({ valid: true, provider: 'fdd', certified: true })
    const file = await get(t, `${S}/Download/${docId}`, tok)
    expect((await t.app.inject({ method: 'GET', url: file.data.url })).rawPayload).toEqual(SIGNED_PDF)
  })
})

// Electronic signatures (issue 20) on a real database: the batch-sign prompt's inputs (GetRoleSign) through a
// document's life, the personal seal made once, the batch role check, the stamp in the PDF where the flow puts it,
// the hash that verifies the stored file and a copy and fails a changed one, the socket frames, and what a user of
// another project cannot reach.
import fs from 'node:fs'
import path from 'node:path'
import { uploadsRoot } from '../../server/src/lib/file-store'
import { PNG_SIGNATURE, pngSize } from './helpers/png-size'
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { pdfObjects, pdfText } from './helpers/pdf-text'
import { listen, TestSocket } from './socket-client'
import { U, approver, launch, makeFlow, makeModel, start, users, approve, type Flow } from './workflow-fixtures'

const S = '/H5Api/api/Signature/signaturefddservice'
const MODEL = 'vm-t-esign'
const PLACE = { page: 0, x: 60, y: 500, width: 80 }

/** the stamp drawn on the last page: its image's pixel size and where it sits, in points from the top-left */
function lastPageStamp(pdf: Buffer) {
  const objs = pdfObjects(pdf)
  const byId = new Map(objs.map((o) => [o.id, o]))
  const pages = objs.filter((o) => /\/Type\s*\/Page\b/.test(o.dict))
  const last = pages[pages.length - 1]
  const resources = byId.get(Number(/\/Resources (\d+) 0 R/.exec(last.dict)?.[1]))?.dict ?? last.dict
  const xobjects = [...(/\/XObject\s*<<([^>]*)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)]
  const contents = byId.get(Number(/\/Contents (\d+) 0 R/.exec(last.dict)?.[1]))!
  const stream = contents.stream!.toString('latin1')
  const found = []
  for (const [, name, id] of xobjects) {
    const img = byId.get(Number(id))!
    const m = new RegExp(`([-\\d.]+) 0 0 ([-\\d.]+) ([-\\d.]+) ([-\\d.]+) cm\\s*/${name} Do`).exec(stream)
    if (!m) continue
    const [w, h, x, y] = m.slice(1).map(Number)
    // pdfkit draws with the page flipped (y down from the top): the matrix puts the image's top-left at (x, y + h)
    found.push({ name, width: Number(/\/Width (\d+)/.exec(img.dict)?.[1]), height: Number(/\/Height (\d+)/.exec(img.dict)?.[1]), box: { x, y: y + h, w, h: -h } })
  }
  return found
}

describe.each(dialects)('e-signature on %s', (dialect) => {
  let t: TestApp
  let base = ''
  const tok: Record<string, string> = {}
  let flow: Flow
  let leaveFlow: Flow

  /** a passed task on the model: zhanghua files, huangwei approves */
  async function passedPayment(title: string): Promise<string> {
    const r = await launch(t, tok.zhanghua, flow.flowId, { title, amount: 12 })
    if (r.code !== 200) throw new Error(r.msg)
    const id = (await t.app.ctx.db.selectFrom('flowTask').select('id').where('flowId', '=', flow.flowId)
      .orderBy('creatorTime', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()).id
    t.clock.advance(1000)
    await approve(t, tok.huangwei, id, U.huangwei)
    return id
  }

  /** a passed leave (system form): chengang asks, zhanghua approves */
  async function passedLeave(reason: string): Promise<string> {
    const r = await launch(t, tok.chengang, leaveFlow.flowId, { leaveType: '事假', leaveDayCount: 1, leaveReason: reason })
    if (r.code !== 200) throw new Error(r.msg)
    const id = (await t.app.ctx.db.selectFrom('flowTask').select('id').where('flowId', '=', leaveFlow.flowId)
      .orderBy('creatorTime', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()).id
    t.clock.advance(1000)
    await approve(t, tok.zhanghua, id, U.zhanghua)
    return id
  }

  const roleSign = async (who: string, flag = 'approve') => {
    const r = await send(t, 'POST', `${S}/GetRoleSign/?flag=${flag}`, {}, tok[who])
    expect(r.code).toBe(200)
    return r.data
  }
  const pending = async (who: string) => (await roleSign(who)).handSignPushData.handSignPushDataList.map((d: { taskId: string }) => d.taskId)

  const download = async (who: string, id: string): Promise<Buffer> => {
    const r = await get(t, `${S}/Download/${id}`, tok[who])
    if (r.code !== 200) throw new Error(r.msg)
    const file = await t.app.inject({ method: 'GET', url: r.data.url })
    expect(file.statusCode).toBe(200)
    return file.rawPayload
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    base = await listen(t)
    for (const a of ['zhanghua', 'huangwei', 'chengang', 'yuanhao', 'songwenbo']) tok[a] = await login(t, a)
    await makeModel(t, MODEL)
    flow = await makeFlow(t, start({}, approver('owner', '业主审批', { approvers: users(U.huangwei), eSignPosition: PLACE })), { modelId: MODEL, name: '计量支付' })
    leaveFlow = await makeFlow(t, start({
      formOperates: [['leaveType', '请假类型'], ['leaveDayCount', '请假天数'], ['leaveReason', '请假事由']].map(([id, name]) => ({ id, name, read: true, write: true }))
    }, approver('pm', '项目经理审批', { approvers: users(U.zhanghua) })), { name: '请假' })
  })
  afterAll(async () => { await t.close() })

  it('asks zhanghua to sign what he approved, by the rule of spec §4, until he signs it', async () => {
    const first = await roleSign('zhanghua', 'login')
    // no seal yet: state 0 (the app makes the seal, then asks again); not a batch signer
    expect(first).toMatchObject({ state: 0, roleSign: false, signList: { F_State: 0 }, provider: { kind: 'local', certified: false } })
    expect(first.provider.notice).toMatch(/非CA认证/)
    const leave = await passedLeave('办理证件')
    const seal = await send(t, 'POST', `${S}/CreatePersonSeal`, {}, tok.zhanghua)
    expect(seal.code).toBe(200)
    expect(seal.data.sealName).toBe('张华')
    const png = Buffer.from(seal.data.sealImg.split(',')[1], 'base64')
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(pngSize(png)).toEqual({ width: 240, height: 240 })
    // created once: a second call answers the same seal
    expect((await send(t, 'POST', `${S}/CreatePersonSeal`, {}, tok.zhanghua)).data.creatorTime).toBe(seal.data.creatorTime)

    const rows: [string, () => Promise<unknown>, { state: number; F_State: number; list: boolean }][] = [
      ['with a seal and a passed leave', async () => undefined, { state: 10, F_State: 0, list: true }],
      ['put aside (稍后签署)', () => send(t, 'POST', `${S}/SignListState`, { state: 1 }, tok.zhanghua), { state: 10, F_State: 1, list: true }],
      ['a newer document arrives', async () => { t.clock.advance(60_000); await passedLeave('体检') }, { state: 10, F_State: 0, list: true }]
    ]
    for (const [, step, want] of rows) {
      await step()
      const r = await roleSign('zhanghua')
      expect({ state: r.state, F_State: r.signList.F_State, list: r.handSignPushData.handSignPushDataList.length > 0 }).toEqual(want)
    }
    await send(t, 'POST', `${S}/SignListState`, { state: 1 }, tok.zhanghua)
    expect((await roleSign('zhanghua', 'approve')).signList.F_State).toBe(1)
    // each login reminds again
    expect((await roleSign('zhanghua', 'login')).signList.F_State).toBe(0)

    const list = await pending('zhanghua')
    expect(list).toContain(leave)
    for (const id of list) {
      const r = await send(t, 'POST', `${S}/HandSign`, { taskIds: [id] }, tok.zhanghua)
      expect(r.code).toBe(200)
      expect(r.data[0]).toMatchObject({ ok: true, document: { state: 1, provider: 'local', stampKind: 'seal' } })
    }
    expect(await pending('zhanghua')).toEqual([])
    // the system form printed with its labels and the approval records
    const signed = (await get(t, `${S}/SignedList`, tok.zhanghua)).data.list
    const text = pdfText(await download('zhanghua', signed.find((d: { taskId: string }) => d.taskId === leave).id))
    expect(text).toContain('请假事由')
    expect(text).toContain('办理证件')
    expect(text).toContain('审批记录')
  })

  it('lets only a batch signer sign several documents at once', async () => {
    const ids = [await passedPayment('一月计量'), await passedPayment('二月计量'), await passedPayment('三月计量')]
    const leaves = [await passedLeave('探亲'), await passedLeave('培训')]
    const refused = await send(t, 'POST', `${S}/HandSign`, { taskIds: leaves }, tok.zhanghua)
    expect(refused.code).toBe(400)
    expect(refused.msg).toContain('批量电子签章')
    expect(await t.app.ctx.db.selectFrom('esignDocument').select('id').where('taskId', 'in', leaves).execute()).toEqual([])

    expect((await roleSign('huangwei')).roleSign).toBe(true)
    const r = await send(t, 'POST', `${S}/HandSign`, { taskIds: ids }, tok.huangwei)
    expect(r.code).toBe(200)
    expect(r.data.map((x: { ok: boolean }) => x.ok)).toEqual([true, true, true])
    for (const id of ids) expect(await pending('huangwei')).not.toContain(id)
    // signed twice? no
    const again = await send(t, 'POST', `${S}/HandSign`, { taskIds: [ids[0]] }, tok.huangwei)
    expect(again.code).toBe(400)
  })

  it('puts the seal where the flow says, hashes the PDF and notices any change', async () => {
    const id = await passedPayment('四月计量')
    const r = await send(t, 'POST', `${S}/HandSign`, { taskIds: [id] }, tok.huangwei)
    const doc = r.data[0].document
    const pdf = await download('huangwei', doc.id)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const stamps = lastPageStamp(pdf).filter((s) => s.width === 240 && s.height === 240)
    expect(stamps).toHaveLength(1)
    const box = stamps[0].box
    expect(box.x).toBeCloseTo(PLACE.x, 1)
    expect(box.y).toBeCloseTo(PLACE.y, 1)
    expect(box.w).toBeCloseTo(PLACE.width, 1)
    // the signature's metadata in the information dictionary (each entry an object of its own)
    const info = pdf.toString('latin1')
    const ref = /\/ESignDocument (\d+) 0 R/.exec(info)![1]
    expect(info).toMatch(new RegExp(`\\n${ref} 0 obj\\s*\\(${doc.id}\\)`))
    expect(pdfText(pdf)).toContain('本地签章')

    const ok = await get(t, `${S}/Verify/${doc.id}`, tok.huangwei)
    expect(ok.data).toMatchObject({ valid: true, sha256: doc.sha256, recorded: doc.sha256, provider: 'local', certified: false })
    expect(ok.data.trail.map((x: { action: string }) => x.action)).toEqual(['print', 'sign', 'download', 'verify'])
    const copy = await send(t, 'POST', `${S}/Verify`, { file: pdf.toString('base64') }, tok.huangwei)
    expect(copy.data.valid).toBe(true)

    const changed = Buffer.from(pdf)
    const at = changed.indexOf('四月')
    changed[changed.length - 40] ^= 1
    expect(at).not.toBe(0)
    const bad = await send(t, 'POST', `${S}/Verify`, { file: changed.toString('base64') }, tok.huangwei)
    expect(bad.data).toMatchObject({ valid: false, recorded: doc.sha256 })
    // the stored file changed on disk
    const row = await t.app.ctx.db.selectFrom('esignDocument').selectAll().where('id', '=', doc.id).executeTakeFirstOrThrow()
    fs.appendFileSync(path.join(uploadsRoot(t.config.dataDir), 'esign', row.storedName), '%tampered\n')
    const stored = await get(t, `${S}/Verify/${doc.id}`, tok.huangwei)
    expect(stored.data.valid).toBe(false)
    expect(stored.data.msg).toContain('已被修改')
  })

  it('tells the approvers over the socket, and the signer’s other devices when signed', async () => {
    const { s } = await TestSocket.connect(base, tok.huangwei)
    try {
      const id = await passedPayment('五月计量')
      const push = await s.next('GetHandSignUrl', (f) => f.taskIds?.includes(id))
      expect(push.url).toBe('/pages/workFlow/flowModal/index')
      const r = await send(t, 'POST', `${S}/HandSign`, { taskIds: [id] }, tok.huangwei)
      const done = await s.next('GetCallBackHandSignUrl', (f) => f.taskId === id)
      expect(done).toMatchObject({ state: 1, documentId: r.data[0].document.id })
    } finally {
      s.close()
    }
  })

  it('signs with the seal by itself for an approver who chose auto-sign', async () => {
    await send(t, 'POST', `${S}/CreatePersonSeal`, {}, tok.huangwei)
    expect((await send(t, 'PUT', `${S}/AutoSign`, { enabled: true }, tok.huangwei)).code).toBe(200)
    const id = await passedPayment('六月计量')
    expect(await pending('huangwei')).not.toContain(id)
    const docs = (await get(t, `${S}/SignedList`, tok.huangwei)).data.list
    expect(docs.find((d: { taskId: string }) => d.taskId === id)).toMatchObject({ state: 1 })
    await send(t, 'PUT', `${S}/AutoSign`, { enabled: false }, tok.huangwei)
  })

  it('keeps another project out', async () => {
    const id = await passedPayment('七月计量')
    expect(await pending('yuanhao')).not.toContain(id)
    const sign = await send(t, 'POST', `${S}/HandSign`, { taskIds: [id] }, tok.yuanhao)
    expect(sign.code).toBe(400)
    const mine = await send(t, 'POST', `${S}/HandSign`, { taskIds: [id] }, tok.huangwei)
    const docId = mine.data[0].document.id
    for (const url of [`${S}/Download/${docId}`, `${S}/Verify/${docId}`]) {
      const r = await get(t, url, tok.yuanhao)
      expect(r.code).toBe(400)
      expect(r.msg).toBe('签署文件不存在或您无权查看')
    }
    expect((await get(t, `${S}/SignedList`, tok.yuanhao)).data.list).toEqual([])
    // bad input changes nothing and is told why
    expect((await send(t, 'POST', `${S}/HandSign`, { taskIds: [] }, tok.huangwei)).code).toBe(400)
    expect((await send(t, 'POST', `${S}/GetRoleSign/?flag=other`, {}, tok.huangwei)).code).toBe(400)
    expect((await send(t, 'POST', `${S}/Verify`, { file: 'bm90IGEgcGRm' }, tok.huangwei)).msg).toBe('不是PDF文件')
    expect((await call(t, { method: 'POST', url: `${S}/GetRoleSign/?flag=login` })).code).not.toBe(200)
  })
})

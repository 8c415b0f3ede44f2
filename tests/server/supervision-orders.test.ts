// Supervision orders (监理指令, issue 19): a supervision engineer issues an order to a section (待回复), the section's
// people reply with photos and a signature (待复核), the issuer or another supervision engineer of the section closes
// it or returns it (then the section replies again); each move only for the one whose turn it is and only from its
// state, a closed order takes none; bad input is a 400 that changes nothing; another project's orders stay unseen;
// open orders are reminded around their deadline; the order prints to a PDF with its signatures.
// the app first: it loads the modules in the order they expect (files, tasks and visualdev import one another)
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'
import type { RecordLinkBody } from '../../types/api/message'
import type { MessageTable } from '../../server/src/db/schema'
import { signaturePng } from '../../server/src/db/seed/flows/signature-png'
import { Scheduler } from '../../server/src/modules/scheduler'
import { ORDER_REMINDER_JOB, orderReminderJob, sendOrderReminders } from '../../server/src/modules/supervision-orders'
import { pdfImageCount, pdfText } from './helpers/pdf-text'

const O = '/H5Api/api/supervision-orders'
const DAY = 86_400_000
const dayText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)
const SIGN = signaturePng(3)
/** each signer's own hand: the PDF draws one image per distinct signature */
const [HAND_ZH, HAND_CG, HAND_CLOSE] = [signaturePng(5), signaturePng(7), signaturePng(9)]

describe.each(dialects)('supervision orders (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const db = () => t.app.ctx.db

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['songwenbo', 'guoqing', 'zhanghua', 'chengang', 'yangshan', 'zhengkai', 'huangwei', 'yehui', 'dongliang', 'admin']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const issue = (who: string, body: Record<string, unknown> = {}) => send(t, 'POST', O, {
    projectId: 'proj-hj', contractId: 'ct-hj-tj01', type: 'quality', subject: '盖梁钢筋间距超标', chainage: 'K15+120', part: '5#墩盖梁',
    finding: '抽检盖梁主筋间距，3处偏差超过±10mm', requirement: '调整钢筋间距，自检合格后报监理复查', deadline: dayText(t.clock.now() + 3 * DAY),
    photos: [], signImg: SIGN, ...body
  }, tok[who])
  const detail = (who: string, id: string) => get(t, `${O}/${id}`, tok[who])
  const move = (who: string, id: string, action: string, body: Record<string, unknown> = {}) => send(t, 'POST', `${O}/${id}/${action}`, body, tok[who])
  const inbox = async (userId: string, orderId: string): Promise<MessageTable[]> =>
    (await db().selectFrom('baseMessage').selectAll().where('userId', '=', userId).execute())
      .filter((m) => (JSON.parse(m.bodyText) as RecordLinkBody).id === orderId)
  const count = async () => Number((await db().selectFrom('supervisionOrder').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n)
  const photo = async (who: string) => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok[who], ...multipart('整改.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 7])) })
    return { name: '整改.jpg', url: up.data.url as string }
  }

  test('the demo orders say who acts next, flag the overdue and list by scope, state and section', async () => {
    const todo = await get(t, `${O}?projectId=proj-hj&scope=todo`, tok.zhanghua)
    expect(todo.code).toBe(200)
    const subjects = todo.data.list.map((c: { subject: string }) => c.subject)
    expect(subjects).toEqual(expect.arrayContaining(['主线桥3#墩墩身混凝土蜂窝麻面', '路堑高边坡第三级平台临边防护缺失']))
    expect(subjects).not.toContain('通道涵盖板钢筋保护层厚度不足')
    const overdue = todo.data.list.find((c: { subject: string }) => c.subject === '路堑高边坡第三级平台临边防护缺失')
    expect([overdue.overdue, overdue.nextText, overdue.orderNo]).toEqual([true, '待 TJ-01 整改回复', expect.stringMatching(/^JL01-AQ-\d{4}-007$/)])
    const verify = await get(t, `${O}?projectId=proj-hj&scope=todo`, tok.songwenbo)
    expect(verify.data.list.map((c: { nextText: string }) => c.nextText)).toEqual(['待 宋文博 复核'])
    const issued = await get(t, `${O}?projectId=proj-hj&scope=issued&state=closed`, tok.guoqing)
    expect(issued.data.list.map((c: { subject: string }) => c.subject)).toEqual(['钢筋加工场临时用电不规范'])
    const tj02 = await get(t, `${O}?projectId=proj-hj&scope=all&contractId=ct-hj-tj02`, tok.songwenbo)
    expect(tj02.data.pagination.total).toBe(2)
    // a TJ-01 man sees his section's orders only
    const all = await get(t, `${O}?projectId=proj-hj&scope=all&pageSize=2&currentPage=2`, tok.zhanghua)
    expect(all.data.pagination.total).toBe(4)
    expect(all.data.list).toHaveLength(2)
    expect((await get(t, `${O}/options?projectId=proj-hj`, tok.songwenbo)).data.mayIssue).toBe(true)
    expect((await get(t, `${O}/options?projectId=proj-hj`, tok.zhanghua)).data).toMatchObject({ mayIssue: false, sections: [{ id: 'ct-hj-tj01', enCode: 'TJ-01' }] })
  })

  test('issue → reply with a photo → return → reply again → close, each by the one whose turn it is', async () => {
    const p = await issue('songwenbo')
    expect(p.code).toBe(200)
    const id = p.data.id as string
    expect(p.data.orderNo).toMatch(new RegExp(`^JL01-ZL-${dayText(t.clock.now()).slice(0, 4)}-013$`))
    expect((await inbox('u-zhanghua', id)).map((m) => m.title)).toEqual([expect.stringContaining('监理指令：盖梁钢筋间距超标')])
    expect((await inbox('u-chengang', id))).toHaveLength(1)
    // the owner's manager holds TJ-01 but does not reply for the contractor
    expect((await inbox('u-huangwei', id))).toHaveLength(0)
    const d = (await detail('zhanghua', id)).data
    expect([d.state, d.nextText, d.actions, d.steps[0].signImg]).toEqual(['issued', '待 TJ-01 整改回复', ['reply'], SIGN])
    expect((await detail('songwenbo', id)).data.actions).toEqual([])
    expect((await detail('huangwei', id)).data.actions).toEqual([])

    // not theirs to reply or to verify yet
    expect((await move('songwenbo', id, 'reply', { content: 'x', photos: [await photo('songwenbo')], signImg: SIGN })).code).toBe(400)
    expect((await move('yangshan', id, 'reply', { content: 'x', photos: [await photo('yangshan')], signImg: SIGN })).code).toBe(400)
    expect((await move('songwenbo', id, 'close', { signImg: SIGN })).msg).toBe('监理指令待回复，您不能闭合')
    const pic = await photo('zhanghua')
    expect((await move('zhanghua', id, 'reply', { content: '已调整', photos: [], signImg: SIGN })).msg).toBe('请上传整改后的现场照片')
    expect((await move('zhanghua', id, 'reply', { content: '已调整', photos: [pic] })).msg).toBe('请回复人签名')
    expect((await move('zhanghua', id, 'reply', { content: '', photos: [pic], signImg: SIGN })).msg).toBe('请填写整改情况')
    const r1 = await move('zhanghua', id, 'reply', { content: '已按设计调整钢筋间距，自检合格', photos: [pic], signImg: HAND_ZH })
    expect([r1.code, r1.data.state, r1.data.nextText, r1.data.replyCount]).toEqual([200, 'replied', '待 宋文博 复核', 1])
    expect((await inbox('u-songwenbo', id)).map((m) => m.title)).toEqual(['张华已回复监理指令：盖梁钢筋间距超标，请复核'])
    // the reply photo is readable by the issuer, not by another project's people
    const reply = r1.data.steps.find((s: { kind: string }) => s.kind === 'reply')
    const seen = await call(t, { method: 'GET', url: reply.photos[0].url, token: tok.songwenbo })
    expect([seen.status, seen.headers['content-type']]).toEqual([200, expect.stringMatching(/^image\//)])
    expect((await call(t, { method: 'GET', url: reply.photos[0].url.split('?')[0], token: tok.yehui })).msg).toBe('文件不存在或无权访问')
    expect((await move('zhanghua', id, 'reply', { content: '再回复', photos: [pic], signImg: SIGN })).code).toBe(400)

    // another supervision engineer of the section may verify; a return needs an opinion
    expect((await detail('guoqing', id)).data.actions).toEqual(['close', 'return'])
    expect((await move('guoqing', id, 'return', { opinion: '' })).msg).toBe('请填写复查意见')
    const back = await move('guoqing', id, 'return', { opinion: '左侧两处仍超标，请复调' })
    expect([back.data.state, back.data.nextText]).toEqual(['returned', '待 TJ-01 重新整改回复'])
    expect((await inbox('u-zhanghua', id)).map((m) => m.title)).toContain('监理指令被退回：盖梁钢筋间距超标，复查意见：左侧两处仍超标，请复调')
    const r2 = await move('chengang', id, 'reply', { content: '已复调，全部合格', photos: [await photo('chengang')], signImg: HAND_CG })
    expect([r2.data.state, r2.data.replyCount]).toEqual(['replied', 2])
    expect((await move('songwenbo', id, 'close', { opinion: '复查合格' })).msg).toBe('请监理工程师签名')
    const closed = await move('songwenbo', id, 'close', { opinion: '复查合格，同意闭合', signImg: HAND_CLOSE })
    expect([closed.data.state, closed.data.nextText, closed.data.actions]).toEqual(['closed', '', []])
    expect(closed.data.steps.map((s: { kind: string; userName: string }) => `${s.kind} ${s.userName}`))
      .toEqual(['issue 宋文博', 'reply 张华', 'return 郭晴', 'reply 陈刚', 'close 宋文博'])

    // nobody moves a closed order
    expect((await move('songwenbo', id, 'return', { opinion: '再看看' })).msg).toBe('监理指令已闭合，不能再修改')
    expect((await move('zhanghua', id, 'reply', { content: 'x', photos: [pic], signImg: SIGN })).msg).toBe('监理指令已闭合，不能再修改')

    // the printed order carries its text, its moves and every signature
    const printed = await send(t, 'POST', `${O}/${id}/pdf`, {}, tok.zhanghua)
    expect(printed.code).toBe(200)
    expect(printed.data.name).toMatch(/^监理通知单_JL01-ZL-\d{4}-013_\d{14}\.pdf$/)
    const file = await t.app.inject({ method: 'GET', url: printed.data.url })
    expect(file.statusCode).toBe(200)
    const pdf = file.rawPayload
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    for (const s of ['监理通知单', '盖梁钢筋间距超标', '整改回复与复查', '左侧两处仍超标，请复调', '复查合格，同意闭合']) expect(text).toContain(s)
    // issue, two replies and the closing are signed (the return was not); the JPEG stub prints as a note
    expect(pdfImageCount(pdf)).toBe(4)
  })

  test('an order written without signal and sent twice by the outbox under one key is issued once, with one number', async () => {
    const before = await count()
    const keyed = () => call(t, {
      method: 'POST', url: O, token: tok.songwenbo, headers: { 'idempotency-key': 'outbox-issue-1' },
      payload: {
        projectId: 'proj-hj', contractId: 'ct-hj-tj01', type: 'safety', subject: '临边防护缺失', part: '6#墩', finding: '墩顶作业平台未设临边防护',
        requirement: '立即设置1.2m防护栏杆并挂安全网', deadline: dayText(t.clock.now() + DAY), photos: [], signImg: SIGN
      }
    })
    const [a, b] = [await keyed(), await keyed()]
    expect([a.code, b.code]).toEqual([200, 200])
    expect(b.data).toEqual(a.data)
    expect(await count()).toBe(before + 1)
  })

  test('a move sent by the outbox under an Idempotency-Key is made once; a move meeting an order moved on is refused', async () => {
    const id = (await issue('songwenbo', { subject: '墩身模板拼缝漏浆' })).data.id as string
    const keyed = (who: string, action: string, body: Record<string, unknown>, key: string) =>
      call(t, { method: 'POST', url: `${O}/${id}/${action}`, token: tok[who], payload: body, headers: { 'idempotency-key': key } })
    const reply = { content: '拼缝已加密封条，复浇前自检合格', photos: [await photo('zhanghua')], signImg: HAND_ZH }
    const first = await keyed('zhanghua', 'reply', reply, 'outbox-reply-1')
    expect([first.code, first.data.state, first.data.replyCount]).toEqual([200, 'replied', 1])
    // the answer was lost: the outbox sends it again, and nothing moves twice
    const again = await keyed('zhanghua', 'reply', reply, 'outbox-reply-1')
    expect([again.code, again.data.state, again.data.replyCount]).toEqual([200, 'replied', 1])
    expect(again.data.steps.filter((s: { kind: string }) => s.kind === 'reply')).toHaveLength(1)
    // a colleague's reply made offline meanwhile, sent later under its own key: the order moved on, it is refused
    const late = await keyed('chengang', 'reply', { ...reply, photos: [await photo('chengang')], signImg: HAND_CG }, 'outbox-reply-2')
    expect([late.code, late.msg]).toEqual([400, '监理指令待复核，您不能回复'])
    expect((await detail('zhanghua', id)).data.replyCount).toBe(1)
    // a key another user sent stays theirs; a malformed key changes nothing
    const bad = await call(t, { method: 'POST', url: `${O}/${id}/close`, token: tok.songwenbo, payload: { signImg: SIGN }, headers: { 'idempotency-key': 'bad key\u00e9' } })
    expect(bad.code).toBe(400)
    expect((await detail('songwenbo', id)).data.state).toBe('replied')
    const closed = await keyed('songwenbo', 'close', { signImg: SIGN }, 'outbox-reply-1')
    expect([closed.code, closed.data.state]).toEqual([200, 'closed'])
  })

  test('only supervision engineers issue, to their own sections; bad input is a 400 that stores nothing', async () => {
    const before = await count()
    expect((await issue('zhanghua')).msg).toBe('只有监理工程师可以签发监理指令')
    expect((await issue('huangwei')).code).toBe(400)
    // guoqing does not supervise TJ-03; yehui is of another project
    expect((await issue('guoqing', { contractId: 'ct-hj-tj03' })).msg).toBe('合同段不存在或不在您的监理范围内')
    expect((await issue('yehui')).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await issue('songwenbo', { contractId: 'ct-nj-tj01' })).code).toBe(400)
    expect((await issue('songwenbo', { contractId: 'ct-hj-jl01' })).code).toBe(400)
    for (const [body, msg] of [
      [{ type: 'bad' }, '请选择指令类型'],
      [{ subject: '' }, '请填写指令主题'],
      [{ subject: 'x'.repeat(101) }, '指令主题不能超过100个字'],
      [{ chainage: '十二公里' }, '桩号格式不正确，例如 K12+300 或 K12+300～K12+450'],
      [{ chainage: '', part: '' }, '请填写桩号或部位'],
      [{ finding: '  ' }, '请填写存在问题'],
      [{ requirement: 7 }, '整改要求格式不正确'],
      [{ deadline: '2026-02-30' }, '整改期限不是有效日期'],
      [{ deadline: dayText(t.clock.now() - DAY) }, '整改期限不能早于今天'],
      [{ deadline: 'tomorrow' }, '请选择整改期限（yyyy-MM-dd）'],
      [{ photos: 'x' }, '现场照片格式不正确'],
      [{ signImg: '' }, '请监理工程师签名'],
      [{ signImg: 'https://evil.example.com/a.png' }, '签名图片格式不正确']
    ] as const) {
      const r = await issue('songwenbo', body)
      expect([r.code, r.msg]).toEqual([400, msg])
    }
    expect((await send(t, 'POST', O, [1, 2], tok.songwenbo)).code).toBe(400)
    expect(await count()).toBe(before)
    for (const q of ['scope=bad', 'state=open', 'pageSize=0', 'currentPage=x', 'state=closed&state=issued', 'keyword=' + 'k'.repeat(51)]) {
      const r = await get(t, `${O}?projectId=proj-hj&${q}`, tok.songwenbo)
      expect([q, r.code]).toEqual([q, 400])
    }
  })

  test('another project stays unseen: lists, detail, moves and the PDF', async () => {
    const nj = (await db().selectFrom('supervisionOrder').select('id').where('projectId', '=', 'proj-nj').where('state', '=', 'replied').executeTakeFirstOrThrow()).id
    expect((await get(t, `${O}?projectId=proj-nj&scope=all`, tok.songwenbo)).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await detail('songwenbo', nj)).msg).toBe('监理指令不存在或您无权访问')
    expect((await move('songwenbo', nj, 'close', { signImg: SIGN })).msg).toBe('监理指令不存在或您无权访问')
    expect((await send(t, 'POST', `${O}/${nj}/pdf`, {}, tok.zhanghua)).code).toBe(400)
    expect((await detail('yehui', nj)).data.actions).toEqual(['close', 'return'])
    expect((await detail('dongliang', nj)).data.actions).toEqual([])
    // a section's orders are not another section's: TJ-02's manager does not open TJ-01's
    const tj01 = (await get(t, `${O}?projectId=proj-hj&scope=all&contractId=ct-hj-tj01`, tok.songwenbo)).data.list[0].id
    expect((await detail('zhengkai', tj01)).msg).toBe('监理指令不存在或您无权访问')
    expect((await get(t, `${O}?projectId=proj-hj&scope=all&contractId=ct-hj-tj01`, tok.zhengkai)).data.pagination.total).toBe(0)
    expect((await get(t, `${O}/no-such-order`, tok.admin)).msg).toBe('监理指令不存在或您无权访问')
  })

  test('open orders are reminded around their deadline, once; overdue ones reach the issuer; closed ones none', async () => {
    const due = dayText(t.clock.now() + 2 * DAY)
    const id = (await issue('guoqing', { contractId: 'ct-hj-tj02', type: 'environment', subject: '便道积水', deadline: due })).data.id as string
    const run = async (daysAfterDue: number) => {
      t.clock.t = Date.parse(`${due}T08:00:00+08:00`) + daysAfterDue * DAY
      const s = new Scheduler(t.app.ctx)
      s.register(orderReminderJob)
      expect((await s.tick())[ORDER_REMINDER_JOB]).toBe('ran')
    }
    const titles = async () => [...(await inbox('u-zhengkai', id)), ...(await inbox('u-jiangtao', id)), ...(await inbox('u-guoqing', id))]
      .filter((m) => m.title.includes('到期') || m.title.includes('逾期')).map((m) => `${m.userId} ${m.title}`).sort()
    await run(-1)
    expect(await titles()).toEqual([
      expect.stringMatching(new RegExp(`^u-jiangtao 监理指令将于${due}到期：JL01-HB-\\d{4}-003 便道积水$`)),
      expect.stringMatching(new RegExp(`^u-zhengkai 监理指令将于${due}到期：JL01-HB-\\d{4}-003 便道积水$`))
    ])
    expect(await sendOrderReminders({ ctx: t.app.ctx, job: ORDER_REMINDER_JOB, slot: 0, now: t.clock.now() })).toBe(0)
    await run(1)
    expect((await titles()).filter((x) => x.includes('逾期'))).toEqual([
      expect.stringMatching(/^u-guoqing 监理指令已逾期1天未闭合/), expect.stringMatching(/^u-jiangtao 监理指令已逾期1天未闭合/),
      expect.stringMatching(/^u-zhengkai 监理指令已逾期1天未闭合/)
    ])
    const card = (await get(t, `${O}?projectId=proj-hj&scope=issued&keyword=便道积水`, await login(t, 'guoqing'))).data.list[0]
    expect(card.overdue).toBe(true)
    // closed: no more reminders
    tok.zhengkai = await login(t, 'zhengkai')
    tok.guoqing = await login(t, 'guoqing')
    expect((await move('zhengkai', id, 'reply', { content: '已排水并铺碎石', photos: [await photo('zhengkai')], signImg: SIGN })).code).toBe(200)
    expect((await move('guoqing', id, 'close', { signImg: SIGN })).code).toBe(200)
    await run(2)
    expect((await titles()).filter((x) => x.includes('逾期'))).toHaveLength(3)
    t.clock.t = Date.now()
  })
})

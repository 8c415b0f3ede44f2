// The message centre over HTTP (jnpf-api.md §7): notices released by an administrator land in each recipient's
// inbox and are pushed live; each user reads only their own inbox.
import { createMessage } from '../../server/src/modules/message/service'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { listen, TestSocket, userId } from './socket-client'

describe.each(dialects)('message centre on %s', (dialect) => {
  let t: TestApp
  let base: string
  let admin: string
  let hw: string
  let xu: string

  beforeAll(async () => {
    t = await createTestApp(dialect)
    // the counts below are of this test's messages: the demo's own (early warnings, reminders) are cleared first
    await t.app.ctx.db.deleteFrom('baseMessage').where('userId', 'in', [userId('huangwei'), userId('xuzhiming')]).execute()
    base = await listen(t)
    admin = await login(t, 'admin')
    hw = await login(t, 'huangwei')
    xu = await login(t, 'xuzhiming')
  })
  afterAll(async () => { await t.close() })

  const publish = async (title: string, body: Record<string, unknown>) => {
    const c = await send(t, 'POST', '/H5Api/api/message/Notice', { title, bodyText: `<p>${title}的正文</p>`, ...body }, admin)
    expect(c.code).toBe(200)
    return send(t, 'PUT', `/H5Api/api/message/Notice/${c.data.id}/Actions/Release`, {}, admin)
  }

  test('a released notice is pushed live (messagePush) to every open socket of each recipient and counted unread', async () => {
    const a = await TestSocket.connect(base, hw)
    const b = await TestSocket.connect(base, await login(t, 'huangwei'))
    const r = await publish('节前安全检查通知', { toUserIds: [userId('huangwei'), userId('xuzhiming')] })
    expect(r).toMatchObject({ code: 200, data: { recipients: 2 } })
    for (const s of [a.s, b.s]) {
      expect(await s.next('messagePush')).toEqual({
        method: 'messagePush', unreadNoticeCount: 1, messageType: 1, userId: userId('admin'), toUserId: userId('huangwei'),
        title: '节前安全检查通知', id: expect.any(String), messageDefaultTime: expect.any(Number)
      })
      s.close()
    }
    const again = await TestSocket.connect(base, hw)
    expect(again.init).toMatchObject({ unreadNoticeCount: 1, unreadTotalCount: 1, messageDefaultText: '节前安全检查通知' })
    again.s.close()
    expect((await send(t, 'PUT', `/H5Api/api/message/Notice/${'x'}/Actions/Release`, {}, admin)).msg).toBe('公告不存在')
  })

  test('only administrators (or notice publishers) may write and release notices', async () => {
    const r = await send(t, 'POST', '/H5Api/api/message/Notice', { title: 't', bodyText: 'b', all: true }, hw)
    expect(r).toMatchObject({ code: 400, msg: '没有访问权限' })
    const draft = await send(t, 'POST', '/H5Api/api/message/Notice', { title: '草稿', bodyText: 'b', toUserIds: [userId('huangwei')] }, admin)
    expect((await send(t, 'PUT', `/H5Api/api/message/Notice/${draft.data.id}/Actions/Release`, {}, hw)).msg).toBe('没有访问权限')
    expect((await send(t, 'PUT', `/H5Api/api/message/Notice/${draft.data.id}/Actions/Release`, {}, admin)).code).toBe(200)
    expect((await send(t, 'PUT', `/H5Api/api/message/Notice/${draft.data.id}/Actions/Release`, {}, admin)).msg).toBe('公告已发布')
    expect((await send(t, 'POST', '/H5Api/api/message/Notice', { title: 'x', bodyText: 'b' }, admin)).msg).toMatch(/接收人/)
  })

  test('list pages newest first with keyword, type and isRead filters; getUnReadMsgNum answers strings', async () => {
    const ctx = t.app.ctx
    await createMessage(ctx, { toUserIds: [userId('xuzhiming')], type: 2, title: '【待办】桥梁浇筑申请', flowType: 1, bodyText: JSON.stringify({ type: 2, processId: 'p1', taskOperatorId: 'o1' }) })
    t.clock.advance(1000)
    await createMessage(ctx, { toUserIds: [userId('xuzhiming')], type: 3, title: '系统维护', bodyText: '今晚维护' })
    t.clock.advance(1000)
    await createMessage(ctx, { toUserIds: [userId('xuzhiming')], type: 4, title: '周例会', bodyText: '周一 9:00' })
    const all = await get(t, '/H5Api/api/message?currentPage=1&pageSize=2', xu)
    expect(all.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 4 }) // + the notice above
    expect(all.data.list.map((m: any) => m.title)).toEqual(['周例会', '系统维护'])
    expect(Object.keys(all.data.list[0]).sort()).toEqual(['creatorUser', 'enabledMark', 'excerpt', 'flowType', 'id', 'isRead', 'lastModifyTime',
      'lastModifyUserId', 'releaseTime', 'releaseUser', 'title', 'type'].sort())
    const flow = await get(t, `/H5Api/api/message?type=2&keyword=${encodeURIComponent('浇筑')}`, xu)
    expect(flow.data.list).toEqual([expect.objectContaining({ title: '【待办】桥梁浇筑申请', type: 2, flowType: 1, isRead: 0 })])
    expect((await get(t, '/H5Api/api/message?keyword=%25', xu)).data.list).toEqual([])
    expect((await get(t, '/H5Api/api/message/getUnReadMsgNum', xu)).data).toEqual({ unReadMsg: '1', unReadNotice: '1', unReadSchedule: '1', unReadSystemMsg: '1', unReadNum: '4' })

    const id = flow.data.list[0].id
    const peek = await get(t, `/H5Api/api/message/${id}`, xu)
    expect(JSON.parse(peek.data.bodyText)).toMatchObject({ processId: 'p1' })
    expect((await get(t, '/H5Api/api/message?isRead=0', xu)).data.pagination.total).toBe(4)
    const read = await get(t, `/H5Api/api/message/ReadInfo/${id}`, xu)
    expect(read.data).toMatchObject({ id, title: '【待办】桥梁浇筑申请', bodyText: peek.data.bodyText })
    expect((await get(t, '/H5Api/api/message?isRead=1', xu)).data.list.map((m: any) => m.id)).toEqual([id])
  })

  test('nobody reads another user\'s message: the id answers 400 and nothing changes', async () => {
    const mine = await get(t, '/H5Api/api/message?type=2', xu)
    const id = mine.data.list[0].id
    for (const url of [`/H5Api/api/message/${id}`, `/H5Api/api/message/ReadInfo/${id}`]) {
      const r = await get(t, url, hw)
      expect(r).toMatchObject({ code: 400, msg: '消息不存在' })
      expect(r.data).toBeUndefined()
    }
  })

  test('ReadAll reads by type, then says 暂无未读消息 when nothing is left', async () => {
    expect((await send(t, 'POST', '/H5Api/api/message/Actions/ReadAll', { type: 3 }, xu)).msg).toBe('操作成功')
    expect((await get(t, '/H5Api/api/message/getUnReadMsgNum', xu)).data.unReadSystemMsg).toBe('0')
    expect((await send(t, 'POST', '/H5Api/api/message/Actions/ReadAll', { type: 3 }, xu))).toMatchObject({ code: 400, msg: '暂无未读消息' })
    expect((await send(t, 'POST', '/H5Api/api/message/Actions/ReadAll', {}, xu)).code).toBe(200)
    expect((await get(t, '/H5Api/api/message/getUnReadMsgNum', xu)).data.unReadNum).toBe('0')
    expect((await send(t, 'POST', '/H5Api/api/message/Actions/ReadAll', {}, xu)).msg).toBe('暂无未读消息')
  })

  test('createMessage refuses a bad type or an empty title and stores nothing', async () => {
    await expect(createMessage(t.app.ctx, { toUserIds: [userId('xuzhiming')], type: 9 as 1, title: 'x', bodyText: '' })).rejects.toThrow('消息类型不正确')
    await expect(createMessage(t.app.ctx, { toUserIds: [userId('xuzhiming')], type: 1, title: '  ', bodyText: '' })).rejects.toThrow('消息标题不能为空')
    expect((await get(t, '/H5Api/api/message', xu)).data.pagination.total).toBe(4)
  })
})

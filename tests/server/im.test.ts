// IM over HTTP (imreply, ImRecord) and across a restart: a client reconnecting to a new server on the same data
// sees its history.
import { buildApp } from '../../server/src/app'
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { listen, TestSocket, userId } from './socket-client'

describe.each(dialects)('IM over HTTP on %s', (dialect) => {
  let t: TestApp
  let base: string
  let hw: string
  let xu: string
  let wj: string

  const say = async (s: TestSocket, token: string, to: string, text: string) => {
    s.send({ method: 'SendMessage', token, toUserId: userId(to), messageType: 'text', messageContent: text })
    return s.next('sendMessage')
  }

  beforeAll(async () => {
    t = await createTestApp(dialect)
    base = await listen(t)
    hw = await login(t, 'huangwei')
    xu = await login(t, 'xuzhiming')
    wj = await login(t, 'wangjianguo')
  })
  afterAll(async () => { await t.close() })

  test('imreply lists conversations newest first with the latest message and unread count', async () => {
    const a = await TestSocket.connect(base, xu)
    const b = await TestSocket.connect(base, wj)
    await say(a.s, xu, 'huangwei', '图纸已上传')
    t.clock.advance(1000)
    await say(b.s, wj, 'huangwei', '明天检查')
    await say(b.s, wj, 'huangwei', '九点到')
    a.s.close()
    b.s.close()
    const r = await get(t, '/H5Api/api/message/imreply', hw)
    expect(r.data.list).toEqual([
      { id: userId('wangjianguo'), realName: '王建国', account: 'wangjianguo', headIcon: expect.any(String), latestMessage: '九点到', latestDate: expect.any(Number), unreadMessage: 2, messageType: 'text' },
      expect.objectContaining({ id: userId('xuzhiming'), latestMessage: '图纸已上传', unreadMessage: 1 })
    ])
    // the sender's list has the conversation too, nothing unread
    expect((await get(t, '/H5Api/api/message/imreply', wj)).data.list).toEqual([expect.objectContaining({ id: userId('huangwei'), unreadMessage: 0 })])
  })

  test('ImRecord/MessageList pages the history; UpdateReadMessage reads it; another pair stays private', async () => {
    const p = await get(t, `/H5Api/api/message/ImRecord/MessageList?toUserId=${userId('wangjianguo')}&currentPage=1&pageSize=1`, hw)
    expect(p.data.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 })
    expect(p.data.list).toEqual([expect.objectContaining({ content: '九点到', sendUserId: userId('wangjianguo'), receiveUserId: userId('huangwei'), state: 0 })])
    expect((await get(t, `/H5Api/api/message/ImRecord/MessageList?toUserId=${userId('wangjianguo')}&keyword=${encodeURIComponent('检查')}`, hw)).data.list.map((m: any) => m.content)).toEqual(['明天检查'])
    expect((await call(t, { method: 'POST', url: `/H5Api/api/message/ImRecord/UpdateReadMessage?formUserId=${userId('wangjianguo')}`, token: hw })).code).toBe(200)
    const list = (await get(t, '/H5Api/api/message/imreply', hw)).data.list
    expect(list.find((c: any) => c.id === userId('wangjianguo')).unreadMessage).toBe(0)
    // xuzhiming asking about huangwei<->wangjianguo only ever sees his own conversation with wangjianguo (none)
    const spy = await get(t, `/H5Api/api/message/ImRecord/MessageList?toUserId=${userId('wangjianguo')}&formUserId=${userId('huangwei')}`, xu)
    expect(spy.data.list).toEqual([])
    expect((await get(t, '/H5Api/api/message/ImRecord/MessageList', hw)).msg).toMatch(/toUserId/)
  })

  test('relocation removes a conversation from my list only; deleteChatRecord hides my history only', async () => {
    expect((await send(t, 'DELETE', `/H5Api/api/message/imreply/relocation/${userId('xuzhiming')}`, undefined, hw)).code).toBe(200)
    expect((await get(t, '/H5Api/api/message/imreply', hw)).data.list.map((c: any) => c.id)).toEqual([userId('wangjianguo')])
    expect((await get(t, '/H5Api/api/message/imreply', xu)).data.list.map((c: any) => c.id)).toEqual([userId('huangwei')])
    expect((await send(t, 'DELETE', `/H5Api/api/message/imreply/relocation/${userId('xuzhiming')}`, undefined, hw)).msg).toBe('会话不存在')

    expect((await send(t, 'DELETE', `/H5Api/api/message/imreply/deleteChatRecord/${userId('wangjianguo')}`, undefined, hw)).code).toBe(200)
    expect((await get(t, `/H5Api/api/message/ImRecord/MessageList?toUserId=${userId('wangjianguo')}`, hw)).data.pagination.total).toBe(0)
    expect((await get(t, `/H5Api/api/message/ImRecord/MessageList?toUserId=${userId('huangwei')}`, wj)).data.pagination.total).toBe(2)
    // a new message brings the conversation back
    const s = await TestSocket.connect(base, wj)
    await say(s.s, wj, 'huangwei', '收到请回复')
    s.s.close()
    expect((await get(t, '/H5Api/api/message/imreply', hw)).data.list[0]).toMatchObject({ id: userId('wangjianguo'), latestMessage: '收到请回复', unreadMessage: 1 })
  })

  test('after app.close() and a new server on the same data, a reconnecting client sees its history and can send again', async () => {
    const a = await TestSocket.connect(base, hw)
    const sent = await say(a.s, hw, 'wangjianguo', '重启前的消息')
    await t.app.close()
    await a.s.closed
    const app2 = await buildApp(t.config, { clock: t.clock, logger: false })
    try {
      await app2.listen({ port: 0, host: '127.0.0.1' })
      const base2 = `ws://127.0.0.1:${(app2.server.address() as { port: number }).port}`
      const again = await TestSocket.connect(base2, hw)
      again.s.send({ method: 'MessageList', token: hw, toUserId: userId('wangjianguo'), currentPage: 1, pageSize: 50 })
      const page = await again.s.next('messageList')
      expect(page.list.map((m: any) => m.id)).toContain(sent.id)
      expect((await say(again.s, hw, 'wangjianguo', '重启后的消息')).toMessage).toBe('重启后的消息')
      again.s.close()
    } finally {
      await app2.close()
    }
  })
})

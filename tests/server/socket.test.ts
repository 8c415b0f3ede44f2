// The IM websocket through real sockets on loopback: every method of jnpf-api.md §8, the connect and frame token
// checks, several devices, offline users, and that a message is stored before it is acknowledged.
import { aes, call, createTestApp, dialects, form, get, login, md5, multipart, send, type TestApp } from './helpers/app'
import { listen, TestSocket, userId } from './socket-client'

describe.each(dialects)('IM websocket on %s', (dialect) => {
  let t: TestApp
  let base: string
  const tokens: Record<string, string> = {}
  const open: TestSocket[] = []
  const connect = async (account: string, token = tokens[account]) => {
    const r = await TestSocket.connect(base, token)
    open.push(r.s)
    return r
  }

  beforeAll(async () => {
    t = await createTestApp(dialect)
    base = await listen(t)
    for (const a of ['huangwei', 'wangjianguo', 'zhanghua', 'yuanhao', 'xuzhiming']) tokens[a] = await login(t, a)
  })
  afterEach(() => { while (open.length) open.pop()!.close() })
  afterAll(async () => { await t.close() })

  test('a bad path token gets closeSocket and the connection is closed', async () => {
    const s = await TestSocket.open(base, 'bearer nope')
    expect(await s.next('closeSocket')).toEqual({ method: 'closeSocket' })
    await s.closed
  })

  test('OnConnection answers initMessage with every §8.3 field; others who may see the user get Online, then Offline', async () => {
    const { s: watcher } = await connect('wangjianguo')
    const { s, init } = await connect('huangwei')
    expect(Object.keys(init).sort()).toEqual(['method', 'messageDefaultText', 'messageDefaultTime', 'onlineUsers', 'unreadMessageCount',
      'unreadNoticeCount', 'unreadNums', 'unreadScheduleCount', 'unreadSystemMessageCount', 'unreadTotalCount', 'userId'].sort())
    expect(init.userId).toBe(userId('huangwei'))
    expect(init.onlineUsers).toContain(userId('wangjianguo'))
    expect(await watcher.next('Online')).toEqual({ method: 'Online', userId: userId('huangwei') })
    s.close()
    expect(await watcher.next('Offline')).toEqual({ method: 'Offline', userId: userId('huangwei') })
  })

  test('a user of another project is not told who comes online', async () => {
    const { s: other } = await connect('yuanhao')
    await connect('zhanghua')
    expect(await other.none('Online')).toBe(true)
  })

  test('SendMessage is stored before the sendMessage echo; every device of both users gets it', async () => {
    const phone = await connect('huangwei')
    const pc = await connect('huangwei', await login(t, 'huangwei'))
    const r1 = await connect('xuzhiming')
    const r2 = await connect('xuzhiming', await login(t, 'xuzhiming'))
    phone.s.send({ method: 'SendMessage', token: tokens.huangwei, toUserId: userId('xuzhiming'), messageType: 'text', messageContent: '桩基验收 <b>明早</b> 9点' })
    const echo = await phone.s.next('sendMessage')
    // stored before the echo left the server
    const row = await t.app.ctx.db.selectFrom('baseImContent').selectAll().where('id', '=', echo.id).executeTakeFirst()
    expect(row?.content).toBe('桩基验收 <b>明早</b> 9点')
    expect(echo).toMatchObject({
      UserId: userId('huangwei'), toUserId: userId('xuzhiming'), messageType: 'text', toMessage: '桩基验收 <b>明早</b> 9点',
      realName: '黄伟', account: 'huangwei', toRealName: '徐志明', toAccount: 'xuzhiming'
    })
    expect(typeof echo.dateTime).toBe('number')
    expect(echo.latestDate).toBe(echo.dateTime)
    expect((await pc.s.next('sendMessage')).id).toBe(echo.id)
    for (const r of [r1, r2]) {
      expect(await r.s.next('receiveMessage')).toMatchObject({
        formUserId: userId('huangwei'), formMessage: '桩基验收 <b>明早</b> 9点', messageType: 'text', userId: userId('xuzhiming'), realName: '黄伟', id: echo.id
      })
    }
  })

  test('a user cannot message someone outside their projects: error frame, nothing stored', async () => {
    const { s } = await connect('zhanghua')
    s.send({ method: 'SendMessage', token: tokens.zhanghua, toUserId: userId('yuanhao'), messageType: 'text', messageContent: 'hi' })
    expect((await s.next('error')).msg).toBe('用户不存在或不在您的项目中')
    const n = await t.app.ctx.db.selectFrom('baseImContent').select('id').where('sendUserId', '=', userId('zhanghua')).execute()
    expect(n).toHaveLength(0)
  })

  test('an offline user finds the messages in initMessage unread counts and MessageList; UpdateReadMessage clears them', async () => {
    const { s } = await connect('wangjianguo')
    for (const text of ['一', '二', '三']) {
      s.send({ method: 'SendMessage', token: tokens.wangjianguo, toUserId: userId('zhanghua'), messageType: 'text', messageContent: text })
      await s.next('sendMessage')
    }
    const { s: z, init } = await connect('zhanghua')
    expect(init.unreadNums).toContainEqual(expect.objectContaining({
      sendUserId: userId('wangjianguo'), unreadNum: 3, defaultMessage: '三', defaultMessageType: 'text'
    }))
    z.send({ method: 'MessageList', token: tokens.zhanghua, toUserId: userId('wangjianguo'), formUserId: userId('zhanghua'), currentPage: 1, pageSize: 2, sord: 'desc' })
    const page1 = await z.next('messageList')
    expect(page1.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 })
    expect(page1.list.map((m: any) => m.content)).toEqual(['二', '三']) // newest page, ascending within it
    expect(page1.list[0]).toMatchObject({ sendUserId: userId('wangjianguo'), receiveUserId: userId('zhanghua'), contentType: 'text', enabledMark: 0 })
    z.send({ method: 'MessageList', token: tokens.zhanghua, toUserId: userId('wangjianguo'), currentPage: 2, pageSize: 2 })
    expect((await z.next('messageList')).list.map((m: any) => m.content)).toEqual(['一'])
    z.send({ method: 'UpdateReadMessage', token: tokens.zhanghua, formUserId: userId('wangjianguo') })
    z.close()
    const again = await connect('zhanghua', await login(t, 'zhanghua'))
    expect(again.init.unreadNums.find((u: any) => u.sendUserId === userId('wangjianguo'))).toBeUndefined()
  })

  test('image messages carry the IM upload path; someone else\'s upload is refused', async () => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/IM', token: tokens.huangwei, ...multipart('site.png', Buffer.from('\x89PNG\r\n\x1a\nxx')) })
    expect(up.code).toBe(200)
    const { s } = await connect('huangwei')
    s.send({ method: 'SendMessage', token: tokens.huangwei, toUserId: userId('xuzhiming'), messageType: 'image', messageContent: JSON.stringify({ name: up.data.name, width: 640, height: 480 }) })
    // the path is signed for the receiver's <image> (the token cannot go with it)
    expect((await s.next('sendMessage')).toMessage).toEqual({ path: expect.stringMatching(new RegExp(`^/api/file/Image/IM/${up.data.name}\\?exp=\\d+&sig=`)), width: 640, height: 480 })
    const { s: x } = await connect('xuzhiming')
    x.send({ method: 'SendMessage', token: tokens.xuzhiming, toUserId: userId('huangwei'), messageType: 'voice', messageContent: { name: up.data.name, length: 3 } })
    expect((await x.next('error')).msg).toBe('文件不存在，请重新上传')
  })

  test('bad frames get an error frame and never crash the server', async () => {
    const { s } = await connect('huangwei')
    const cases: [unknown, string | RegExp][] = [
      ['not json', '消息不是合法的 JSON'],
      ['[1,2]', '缺少 method'],
      [{ token: tokens.huangwei }, '缺少 method'],
      [{ method: 'Explode', token: tokens.huangwei }, /不支持的 method/],
      [{ method: 'SendMessage', token: tokens.huangwei }, '缺少或无效的字段 toUserId'],
      [{ method: 'SendMessage', token: tokens.huangwei, toUserId: userId('xuzhiming'), messageType: 'video', messageContent: 'x' }, /messageType/],
      [{ method: 'SendMessage', token: tokens.huangwei, toUserId: userId('xuzhiming'), messageType: 'text', messageContent: '   ' }, '消息内容不能为空'],
      [{ method: 'SendMessage', token: tokens.huangwei, toUserId: userId('xuzhiming'), messageType: 'text', messageContent: 'x'.repeat(5001) }, /不能超过5000/],
      [{ method: 'SendMessage', token: tokens.huangwei, toUserId: userId('huangwei'), messageType: 'text', messageContent: 'me' }, '不能给自己发送消息'],
      [{ method: 'SendMessage', token: tokens.huangwei, toUserId: userId('xuzhiming'), messageType: 'image', messageContent: '{bad' }, '消息内容格式不正确'],
      [{ method: 'UpdateReadMessage', token: tokens.huangwei }, '缺少或无效的字段 formUserId'],
      [{ method: 'MessageList', token: tokens.huangwei }, /toUserId/],
      [JSON.stringify({ method: 'SendMessage', pad: 'x'.repeat(70 * 1024) }), /不能超过 64 KB/],
      [Buffer.from([1, 2, 3]), '只接受 JSON 文本消息']
    ]
    for (const [frame, msg] of cases) {
      if (Buffer.isBuffer(frame)) s.ws.send(frame, { binary: true })
      else s.send(frame)
      const e = await s.next('error')
      if (typeof msg === 'string') expect(e.msg).toBe(msg)
      else expect(e.msg).toMatch(msg)
    }
    // still alive and serving
    s.send({ method: 'SendMessage', token: tokens.huangwei, toUserId: userId('xuzhiming'), messageType: 'text', messageContent: 'ok' })
    expect((await s.next('sendMessage')).toMessage).toBe('ok')
  })

  test('a frame before OnConnection is refused; a frame with a bad token gets closeSocket; a huge frame closes the socket', async () => {
    const fresh = await TestSocket.open(base, tokens.huangwei)
    open.push(fresh)
    fresh.send({ method: 'MessageList', token: tokens.huangwei, toUserId: userId('xuzhiming') })
    expect((await fresh.next('error')).msg).toBe('请先发送 OnConnection')
    const { s } = await connect('huangwei')
    s.send({ method: 'MessageList', token: 'bearer forged', toUserId: userId('xuzhiming') })
    await s.next('closeSocket')
    await s.closed
    const { s: big } = await connect('huangwei')
    big.send('x'.repeat(300 * 1024))
    expect(await big.closed).toBe(1009)
    // the token is taken from the path when a frame carries none
    const { s: pathOnly } = await connect('huangwei')
    pathOnly.send({ method: 'MessageList', toUserId: userId('xuzhiming') })
    expect((await pathOnly.next('messageList')).pagination.total).toBeGreaterThan(0)
  })

  test('more than 30 frames a second are refused with an error frame', async () => {
    const { s } = await connect('huangwei')
    for (let i = 0; i < 40; i++) s.send({ method: 'UpdateReadMessage', token: tokens.huangwei, formUserId: userId('xuzhiming') })
    expect((await s.next('error')).msg).toBe('消息发送过于频繁，请稍后再试')
  })

  test('a second socket of the same token replaces the first (closeSocket)', async () => {
    const first = await connect('huangwei')
    await connect('huangwei')
    await first.s.next('closeSocket')
    expect(await first.s.closed).toBe(1000)
  })

  test('the socket route exists under the root mount too, and a plain GET gets an envelope', async () => {
    const s = await TestSocket.open(base, tokens.huangwei, encodeURIComponent(tokens.huangwei), '')
    open.push(s)
    s.send({ method: 'OnConnection', token: tokens.huangwei, mobileDevice: false })
    expect((await s.next('initMessage')).userId).toBe(userId('huangwei'))
    expect((await get(t, `/api/message/websocket/${encodeURIComponent(tokens.huangwei)}`)).msg).toBe('请使用 WebSocket 连接')
  })

  test('revoking a session sends logout {token, msg} to its sockets: Logout, and password change for the other sessions', async () => {
    const token = await login(t, 'xuzhiming')
    const { s } = await connect('xuzhiming', token)
    expect((await get(t, '/H5Api/api/oauth/Logout', token)).code).toBe(200)
    const out = await s.next('logout')
    expect(out).toEqual({ method: 'logout', token, msg: expect.any(String) })
    await s.closed

    const keep = await login(t, 'xuzhiming')
    const other = await login(t, 'xuzhiming')
    const kept = await connect('xuzhiming', keep)
    const dropped = await connect('xuzhiming', other)
    const r = await send(t, 'POST', '/H5Api/api/permission/Users/Current/Actions/ModifyPassword', { oldPassword: aes(), password: aes('Highway@2027') }, keep)
    expect(r.code).toBe(200)
    expect((await dropped.s.next('logout')).token).toBe(other)
    expect(await kept.s.none('logout')).toBe(true)
  })

  test('an account cancel logs out every socket of the user', async () => {
    const token = await login(t, 'chengang')
    const { s } = await connect('chengang', token)
    expect((await form(t, '/H5Api/api/oauth/logoutCurrentUser', { password: md5() }, token)).code).toBe(200)
    expect(await s.next('logout')).toMatchObject({ token })
    await s.closed
  })
})

// The console's 通知公告 page over the notices the app's message centre delivers: the filtered list (draft, sent,
// expired), the draft form with category, expiry, files and reminder, release to the chosen people or to everybody
// the publisher may reach, deletes of drafts only; and the message list the console calls with empty filters.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const N = '/api/message/Notice'
const DAY = 86_400_000

describe.each(dialects)('console notices on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  let yuanhao: string
  const db = () => t.app.ctx.db
  const notices = () => db().selectFrom('baseNotice').selectAll().orderBy('id').execute()
  const inbox = (userId: string) => db().selectFrom('baseMessage').selectAll().where('userId', '=', userId).where('type', '=', 1).execute()
  const list = async (body: Record<string, unknown>, token = admin) => (await send(t, 'POST', `${N}/List`, { currentPage: 1, pageSize: 20, ...body }, token)).data
  const draft = (over: Record<string, unknown>) => ({
    title: '汛期安全通报', bodyText: '<p>各项目部注意防汛</p>', toUserIds: '', category: '2', expirationTime: t.clock.now() + DAY,
    files: JSON.stringify([{ name: '防汛预案.pdf', fileId: 'f1', url: '/api/file/f1' }]), coverImage: '', excerpt: '防汛', remindCategory: 1,
    sendConfigId: '', ...over
  })

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    yuanhao = await login(t, 'yuanhao')
    huangwei = await grantAdminAreas(t, 'huangwei', ['msgCenter.notice'])
  })
  afterAll(async () => { await t.close() })

  test('when the console lists messages with empty filters, then it gets all types instead of a refusal', async () => {
    for (const q of ['?type=&isRead=&keyword=', '?type=', '', '?currentPage=1&pageSize=20&type=&isRead=']) {
      expect((await get(t, `/api/message${q}`, zhanghua)).code).toBe(200)
    }
    expect((await get(t, '/api/message?type=9', zhanghua)).code).toBe(400)
    expect((await send(t, 'POST', '/api/message/Actions/ReadAll', { type: '' }, zhanghua)).msg).toBe('暂无未读消息')
  })

  test('when an administrator drafts, edits and releases a notice, then the list shows each state and the chosen people get it', async () => {
    const expires = t.clock.now() + 60_000
    const created = await send(t, 'POST', N, draft({ expirationTime: expires }), admin)
    expect(created).toMatchObject({ code: 200, msg: '新建成功', data: { id: expect.any(String) } })
    const id = created.data.id
    const listed = await list({ keyword: '汛期', type: [], enabledMark: [] })
    expect(listed.pagination.total).toBe(1)
    expect(listed.list[0]).toMatchObject({
      id, title: '汛期安全通报', category: '安全通报', enabledMark: 0, creatorUser: '陈志远/admin', releaseUser: '', releaseTime: null, excerpt: '防汛'
    })
    expect((await get(t, `${N}/${id}`, admin)).data).toMatchObject({
      id, category: '2', toUserIds: '', bodyText: '<p>各项目部注意防汛</p>', remindCategory: 1, files: expect.stringContaining('防汛预案.pdf')
    })

    expect(await send(t, 'PUT', `${N}/${id}`, draft({ title: '汛期安全通报（第1期）', toUserIds: 'u-zhanghua,u-lijun', expirationTime: expires }), admin)).toMatchObject({ code: 200, msg: '更新成功' })
    expect((await get(t, `${N}/${id}`, admin)).data).toMatchObject({ title: '汛期安全通报（第1期）', toUserIds: 'u-zhanghua,u-lijun', lastModifyTime: t.clock.now() })
    expect(await send(t, 'PUT', `${N}/${id}/Actions/Release`, {}, admin)).toMatchObject({ code: 200, msg: '发布成功', data: { recipients: 2 } })
    expect((await inbox('u-zhanghua')).map((m) => m.title)).toEqual(['汛期安全通报（第1期）'])
    expect(await inbox('u-yuanhao')).toEqual([])
    expect((await list({ enabledMark: ['1'] })).list[0]).toMatchObject({ id, enabledMark: 1, releaseUser: '陈志远/admin', releaseTime: t.clock.now() })

    expect(await send(t, 'PUT', `${N}/${id}`, draft({}), admin)).toMatchObject({ code: 400, msg: '已发布的公告不能修改' })
    expect(await send(t, 'DELETE', `${N}/${id}`, undefined, admin)).toMatchObject({ code: 400, msg: '已发布的公告不能删除' })
    // past its expiry a sent notice shows as 已过期
    t.clock.advance(60_001)
    expect((await list({ enabledMark: '2' })).list.map((n: { id: string }) => n.id)).toEqual([id])
    expect((await list({ enabledMark: ['1'] })).list).toEqual([])

    const audit = await db().selectFrom('baseSyslog').select('type').where('objectId', '=', id).where('moduleName', '=', '通知公告').orderBy('createdAt').execute()
    expect(audit.map((a) => a.type)).toEqual(['新增', '修改', '发布'])
  })

  test('when a draft is deleted, then it is gone; a notice sent without reminder still reaches the inbox', async () => {
    const id = (await send(t, 'POST', N, draft({ title: '临时草稿' }), admin)).data.id
    expect(await send(t, 'DELETE', `${N}/${id}`, undefined, admin)).toMatchObject({ code: 200, msg: '删除成功' })
    expect((await notices()).some((n) => n.id === id)).toBe(false)
    const quiet = (await send(t, 'POST', N, draft({ title: '静默通知', toUserIds: 'u-yuanhao', remindCategory: 3 }), admin)).data.id
    expect((await send(t, 'PUT', `${N}/${quiet}/Actions/Release`, {}, admin)).data).toEqual({ recipients: 1 })
    expect((await inbox('u-yuanhao')).map((m) => m.title)).toEqual(['静默通知'])
  })

  test('when the form or a filter is wrong, then 400 says what and no notice changes', async () => {
    const before = await notices()
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ title: '' }, /title/],
      [{ title: '   ' }, '公告标题不能为空'],
      [{ remindCategory: 2 }, '暂不支持自定义发送配置，请选择默认或不提醒'],
      [{ category: '99' }, '公告类型不存在'],
      [{ expirationTime: t.clock.now() - 1 }, '失效时间必须晚于当前时间'],
      [{ expirationTime: 'soon' }, '失效时间格式不正确'],
      [{ files: 'not json' }, '附件格式不正确'],
      [{ toUserIds: 'u-nobody' }, '接收人 u-nobody 不存在或不在您的项目中']
    ]
    for (const [over, msg] of cases) {
      const r = await send(t, 'POST', N, draft(over), admin)
      expect({ over, code: r.code }).toEqual({ over, code: 400 })
      if (typeof msg === 'string') expect(r.msg).toBe(msg)
      else expect(r.msg).toMatch(msg)
    }
    expect(await send(t, 'POST', `${N}/List`, { enabledMark: ['5'] }, admin)).toMatchObject({ code: 400, msg: '状态不正确' })
    expect(await send(t, 'POST', `${N}/List`, { releaseTime: ['x', 'y'] }, admin)).toMatchObject({ code: 400, msg: '发布开始时间格式不正确' })
    expect(await send(t, 'PUT', `${N}/nope/Actions/Release`, {}, admin)).toMatchObject({ code: 400, msg: '公告不存在' })
    expect(await get(t, `${N}/nope`, admin)).toMatchObject({ code: 400, msg: '公告不存在' })
    expect(await notices()).toEqual(before)
  })

  test('when a project administrator publishes, then only to the people of their projects, and they see only their own notices', async () => {
    const no = '没有访问权限，请联系管理员'
    expect(await send(t, 'POST', `${N}/List`, {}, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect(await send(t, 'POST', N, draft({}), zhanghua)).toMatchObject({ code: 400, msg: '没有访问权限' })

    expect(await send(t, 'POST', N, draft({ toUserIds: 'u-yuanhao' }), huangwei)).toMatchObject({ code: 400, msg: '接收人 u-yuanhao 不存在或不在您的项目中' })
    const mine = (await send(t, 'POST', N, draft({ title: '杭金项目部通知' }), huangwei)).data.id
    expect((await list({}, huangwei)).list.map((n: { id: string }) => n.id)).toEqual([mine])
    const adminDraft = (await send(t, 'POST', N, draft({ title: '集团草稿' }), admin)).data.id
    expect(await get(t, `${N}/${adminDraft}`, huangwei)).toMatchObject({ code: 400, msg: '公告不存在' })
    expect(await send(t, 'DELETE', `${N}/${adminDraft}`, undefined, huangwei)).toMatchObject({ code: 400, msg: '公告不存在' })
    expect(await send(t, 'PUT', `${N}/${adminDraft}/Actions/Release`, {}, huangwei)).toMatchObject({ code: 400, msg: '公告不存在' })

    const released = await send(t, 'PUT', `${N}/${mine}/Actions/Release`, {}, huangwei)
    expect(released.code).toBe(200)
    expect((await inbox('u-zhanghua')).map((m) => m.title)).toContain('杭金项目部通知')
    expect((await inbox('u-yuanhao')).map((m) => m.title)).not.toContain('杭金项目部通知')
    expect((await inbox('u-dongliang')).map((m) => m.title)).not.toContain('杭金项目部通知')
    expect((await get(t, '/api/message?type=1', yuanhao)).data.list.map((m: { title: string }) => m.title)).not.toContain('杭金项目部通知')
  })
})

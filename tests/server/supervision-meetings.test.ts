// Supervision meetings (监理例会 / 工地会议, issue 19): a supervision engineer or a manager calls a meeting (待召开) and
// the attendees are told; attendees sign themselves in on the meeting's day only, once, and the host sees who has
// not; the organiser or host opens it (待发布纪要), records minutes, photos and resolutions, and publishes the minutes
// (纪要已发布): each resolution becomes a task of its owner (a person or a section) in the task centre, found in the
// owner's 我的任务 and moving through the task's own states; nobody else runs the meeting, a published or cancelled
// meeting takes no change; bad input is a 400 that changes nothing; another project's meetings stay unseen.
// the app first: it loads the modules in the order they expect (files, tasks and visualdev import one another)
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'
import type { RecordLinkBody } from '../../types/api/message'
import { MEETING_REMINDER_JOB, sendMeetingReminders } from '../../server/src/modules/supervision-meetings'

const M = '/H5Api/api/supervision-meetings'
const T = '/H5Api/api/tasks'
const DAY = 86_400_000
const dayText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

describe.each(dialects)('supervision meetings (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const db = () => t.app.ctx.db
  const today = () => dayText(t.clock.now())

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['songwenbo', 'guoqing', 'zhanghua', 'chengang', 'yangshan', 'huangwei', 'yehui', 'dongliang', 'admin', 'tianye']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const base = (body: Record<string, unknown> = {}) => ({
    projectId: 'proj-hj', contractIds: ['ct-hj-tj01'], type: 'regular', subject: '第14次监理例会', meetingDate: today(), startTime: '14:00',
    place: '杭金项目部二楼会议室', hostUserId: 'u-songwenbo', agenda: ['各合同段汇报进度', '布置下周工作'], attendeeIds: ['u-zhanghua', 'u-chengang', 'u-guoqing'], ...body
  })
  const create = (who: string, body: Record<string, unknown> = {}) => send(t, 'POST', M, base(body), tok[who])
  const detail = (who: string, id: string) => get(t, `${M}/${id}`, tok[who])
  const post = (who: string, id: string, action: string, body: Record<string, unknown> = {}) => send(t, 'POST', `${M}/${id}/${action}`, body, tok[who])
  const minutes = (who: string, id: string, body: Record<string, unknown>) => send(t, 'PUT', `${M}/${id}/minutes`, body, tok[who])
  const count = async (table: 'supervisionMeeting' | 'taskItem') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n)
  const inbox = async (userId: string, id: string) => (await db().selectFrom('baseMessage').selectAll().where('userId', '=', userId).execute())
    .filter((m) => { try { return (JSON.parse(m.bodyText) as RecordLinkBody).id === id } catch { return false } })

  test('the demo meetings list by scope with their sign-in counts; other sections and projects do not see them', async () => {
    const mine = await get(t, `${M}?projectId=proj-hj&scope=mine`, tok.chengang)
    expect(mine.code).toBe(200)
    const subjects = mine.data.list.map((c: { subject: string }) => c.subject)
    expect(subjects).toEqual(expect.arrayContaining(['第13次监理例会', 'K25+150高边坡防护专题会议', '第12次监理例会']))
    expect(subjects).not.toContain('月度安全生产专题会议')
    const todays = mine.data.list.find((c: { subject: string }) => c.subject === '第13次监理例会')
    expect([todays.stateName, todays.attendeeCount, todays.signedCount, todays.mine]).toEqual(['待召开', 9, 1, { attendee: true, signedAt: null }])
    // TJ-02's foreman reads the whole-project meeting and TJ-02's, not the TJ-01-only one
    const all = await get(t, `${M}?projectId=proj-hj&scope=all`, tok.tianye)
    const seen = all.data.list.map((c: { subject: string }) => c.subject)
    expect(seen).toEqual(expect.arrayContaining(['月度安全生产专题会议', '第13次监理例会']))
    expect(seen).not.toContain('K25+150高边坡防护专题会议')
    const other = await get(t, `${M}?projectId=proj-hj&scope=all`, tok.yehui)
    expect([other.code, other.msg]).toEqual([400, '您不是该项目的成员，无法查看其数据'])
    const foreign = await detail('yehui', 'meeting-demo-1')
    expect([foreign.code, foreign.msg]).toEqual([400, '会议不存在或您无权访问'])
    const nj = await get(t, `${M}?projectId=proj-nj&scope=all`, tok.dongliang)
    expect(nj.data.list.map((c: { subject: string }) => c.subject).sort()).toEqual(['宁绩高速第一次工地会议', '第8次监理例会'].sort())
    // the published minutes show the task each resolution became
    const pub = await detail('songwenbo', 'meeting-demo-1')
    expect(pub.data.resolutions.map((r: { taskId: string; ownerText: string }) => [r.taskId, r.ownerText])).toEqual([['task-demo-5', expect.stringMatching(/^TJ-01 /)]])
    expect(pub.data.actions).toEqual([])
  })

  test('call → sign in on the day → hold → minutes with a photo and resolutions → publish: the resolutions are tasks of their owners', async () => {
    const before = await count('taskItem')
    const made = await create('songwenbo')
    expect([made.code, made.msg, made.data.meetingNo]).toEqual([200, '会议已创建，已通知参会人员', expect.stringMatching(/^HY-\d{4}-\d{3}$/)])
    const id = made.data.id as string
    expect(await inbox('u-chengang', id)).toHaveLength(1)
    const first = await detail('songwenbo', id)
    // the host is an attendee too
    expect(first.data.attendees.map((a: { userId: string }) => a.userId)).toEqual(['u-songwenbo', 'u-zhanghua', 'u-chengang', 'u-guoqing'])
    expect(first.data.actions).toEqual(['signIn', 'edit', 'editMinutes', 'hold', 'cancel'])
    // an attendee signs in once; the time is kept; others may not run the meeting
    expect((await detail('chengang', id)).data.actions).toEqual(['signIn'])
    const signed = await post('chengang', id, 'sign-in')
    expect([signed.code, signed.msg]).toEqual([200, '签到成功'])
    const mine = signed.data.attendees.find((a: { userId: string }) => a.userId === 'u-chengang')
    expect(mine.signedAt).toBe(t.clock.now())
    expect((await post('chengang', id, 'sign-in')).msg).toBe('您已签到')
    expect((await post('yangshan', id, 'sign-in')).msg).toBe('您不在本次会议的参会人员名单中')
    expect((await post('chengang', id, 'hold')).msg).toBe('只有会议的组织人或主持人可以开始会议')
    expect((await minutes('zhanghua', id, { minutes: 'x' })).msg).toBe('只有会议的组织人或主持人可以修改会议纪要')
    // the host sees who signed in and who did not
    const sheet = await detail('songwenbo', id)
    expect(sheet.data.attendees.filter((a: { signedAt: number | null }) => a.signedAt === null).map((a: { realName: string }) => a.realName)).toEqual(['宋文博', '张华', '郭晴'])
    const held = await post('songwenbo', id, 'hold')
    expect([held.code, held.data.state, held.data.actions]).toEqual([200, 'held', ['signIn', 'editMinutes', 'publish']])
    expect((await post('songwenbo', id, 'publish')).msg).toBe('请先填写会议纪要')
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.songwenbo, ...multipart('会场.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9])) })
    const due = dayText(t.clock.now() + 5 * DAY)
    const saved = await minutes('songwenbo', id, {
      minutes: '一、TJ-01本周完成3#墩墩身浇筑。\n二、K25+150高边坡防护须本周完成。',
      photos: [{ name: '会场.jpg', url: up.data.url }],
      resolutions: [
        { content: '完成K25+150第三级平台临边防护', ownerType: 'user', ownerUserId: 'u-chengang', dueDate: due },
        { content: 'TJ-01报送雨季施工专项方案', ownerType: 'section', contractId: 'ct-hj-tj01', dueDate: due }
      ]
    })
    expect([saved.code, saved.data.photos.length, saved.data.resolutions.map((r: { ownerText: string; taskId: string }) => [r.ownerText, r.taskId])])
      .toEqual([200, 1, [['陈刚', ''], [expect.stringMatching(/^TJ-01 /), '']]])
    expect(await count('taskItem')).toBe(before)
    // the photo is read by the meeting's readers only
    const photo = await call(t, { method: 'GET', url: saved.data.photos[0].url, token: tok.chengang })
    expect(photo.status).toBe(200)
    const pub = await post('songwenbo', id, 'publish')
    expect([pub.code, pub.msg, pub.data.state, pub.data.actions]).toEqual([200, '会议纪要已发布，决议事项已转为任务', 'published', []])
    expect(await count('taskItem')).toBe(before + 2)
    const [r1, r2] = pub.data.resolutions as { taskId: string; taskStateName: string }[]
    expect([r1.taskStateName, r2.taskStateName]).toEqual(['待接收', '待接收'])
    // the owner finds it in 我的任务 and it follows the task's states
    const tasks = await get(t, `${T}?projectId=proj-hj&scope=mine`, tok.chengang)
    const mineIds = tasks.data.list.map((c: { id: string }) => c.id)
    expect(mineIds).toEqual(expect.arrayContaining([r1.taskId, r2.taskId]))
    const task = await get(t, `${T}/${r1.taskId}`, tok.chengang)
    expect([task.data.title, task.data.dueDate, task.data.publisherName, task.data.content])
      .toEqual(['完成K25+150第三级平台临边防护', due, '宋文博', expect.stringContaining('第14次监理例会')])
    expect((await send(t, 'POST', `${T}/${r1.taskId}/accept`, {}, tok.chengang)).code).toBe(200)
    expect((await detail('chengang', id)).data.resolutions[0].taskStateName).toBe('进行中')
    // published: nothing changes any more
    expect((await minutes('songwenbo', id, { minutes: '改' })).msg).toBe('会议纪要已发布，不能再修改')
    expect((await post('songwenbo', id, 'publish')).msg).toBe('会议纪要已发布，不能再修改')
    expect((await post('zhanghua', id, 'sign-in')).msg).toBe('会议纪要已发布，不能再修改')
    expect(await count('taskItem')).toBe(before + 2)
  })

  test('sign-in only on the meeting\'s day; a meeting to come is not held early; cancelling needs a reason and tells the attendees', async () => {
    const made = await create('huangwei', { meetingDate: dayText(t.clock.now() + 2 * DAY), hostUserId: 'u-huangwei', contractIds: [] })
    expect(made.code).toBe(200)
    const id = made.data.id as string
    expect((await detail('chengang', id)).data.actions).toEqual([])
    expect((await post('chengang', id, 'sign-in')).msg).toBe(`只能在会议当天（${dayText(t.clock.now() + 2 * DAY)}）签到`)
    expect((await post('huangwei', id, 'hold')).msg).toBe(`会议定于${dayText(t.clock.now() + 2 * DAY)}召开，未到会议日期`)
    expect((await post('huangwei', id, 'cancel', { reason: '' })).msg).toBe('请填写取消原因')
    const gone = await post('huangwei', id, 'cancel', { reason: '业主检查，改期召开' })
    expect([gone.code, gone.data.state, gone.data.cancelReason]).toEqual([200, 'cancelled', '业主检查，改期召开'])
    expect((await inbox('u-zhanghua', id)).map((m) => m.title)).toContain('会议取消：第14次监理例会，原因：业主检查，改期召开')
    expect((await post('huangwei', id, 'hold')).msg).toBe('会议已取消，不能再修改')
  })

  test('editing keeps the signed-in attendees and is refused once held', async () => {
    const id = (await create('songwenbo')).data.id as string
    await post('zhanghua', id, 'sign-in')
    const drop = await send(t, 'PUT', `${M}/${id}`, base({ attendeeIds: ['u-chengang'] }), tok.songwenbo)
    expect([drop.code, drop.msg]).toEqual([400, '已签到的参会人员不能移除'])
    const edit = await send(t, 'PUT', `${M}/${id}`, base({ place: 'TJ-01项目部会议室', attendeeIds: ['u-zhanghua', 'u-chengang', 'u-lijun'] }), tok.songwenbo)
    expect([edit.code, edit.data.place, edit.data.signedCount]).toEqual([200, 'TJ-01项目部会议室', 1])
    expect((await send(t, 'PUT', `${M}/${id}`, base(), tok.guoqing)).msg).toBe('只有会议的组织人或主持人可以修改会议')
    await post('songwenbo', id, 'hold')
    expect((await send(t, 'PUT', `${M}/${id}`, base(), tok.songwenbo)).msg).toBe('会议待发布纪要，您不能修改会议')
  })

  test('bad input is a 400 that creates or changes nothing', async () => {
    const n = await count('supervisionMeeting')
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ projectId: 'proj-nj' }, '您不是该项目的成员，无法查看其数据'],
      [{ type: 'party' }, '请选择会议类型'],
      [{ subject: '  ' }, '请填写会议名称'],
      [{ subject: 'x'.repeat(101) }, '会议名称不能超过100个字'],
      [{ meetingDate: '2026-02-30' }, '会议日期不是有效日期'],
      [{ meetingDate: dayText(t.clock.now() - DAY) }, '会议日期不能早于今天'],
      [{ startTime: '25:00' }, '请选择开始时间（HH:mm）'],
      [{ place: '' }, '请填写会议地点'],
      [{ hostUserId: 'u-yehui' }, '主持人须为本项目的在职人员'],
      [{ agenda: [' '] }, '请至少填写一项会议议程'],
      [{ agenda: 'x' }, '会议议程格式不正确'],
      [{ attendeeIds: ['u-dongliang'] }, '参会人员须为本项目的在职人员'],
      [{ attendeeIds: 'u-zhanghua' }, '参会人员格式不正确'],
      [{ attendeeIds: [] }, '请选择参会人员'],
      [{ contractIds: ['ct-nj-tj01'] }, '合同段不存在或不属于该项目'],
      [{}, '只有监理工程师或项目管理人员可以组织会议', 'chengang']
    ]
    for (const [body, msg, who] of cases) {
      const r = await create(who ?? 'songwenbo', body)
      expect([r.status, r.code, r.msg]).toEqual([200, 400, msg])
    }
    expect((await send(t, 'POST', M, [1], tok.songwenbo)).msg).toBe('请求内容格式不正确')
    expect((await get(t, `${M}?projectId=proj-hj&scope=x`, tok.songwenbo)).msg).toBe('列表范围不正确')
    expect((await get(t, `${M}?projectId=proj-hj&state=open`, tok.songwenbo)).msg).toBe('会议状态不正确')
    expect(await count('supervisionMeeting')).toBe(n)
    // the minutes: a bad resolution saves nothing of the whole
    const id = 'meeting-demo-3'
    const badMinutes: [unknown, string][] = [
      [[{ content: '', ownerType: 'user', ownerUserId: 'u-chengang', dueDate: today() }], '请填写第1项决议的内容'],
      [[{ content: 'a', ownerType: 'role', dueDate: today() }], '请选择第1项决议的责任人或责任合同段'],
      [[{ content: 'a', ownerType: 'user', ownerUserId: 'u-yehui', dueDate: today() }], '第1项决议：任务接收人须为本项目的在职人员'],
      [[{ content: 'a', ownerType: 'section', contractId: 'ct-nj-tj01', dueDate: today() }], '第1项决议：合同段不存在或不属于该项目'],
      [[{ content: 'a', ownerType: 'user', ownerUserId: 'u-chengang', dueDate: dayText(t.clock.now() - DAY) }], '第1项决议：完成期限不能早于今天'],
      ['x', '决议事项格式不正确']
    ]
    for (const [resolutions, msg] of badMinutes) {
      const r = await minutes('songwenbo', id, { minutes: '新纪要', resolutions })
      expect([r.code, r.msg]).toEqual([400, msg])
    }
    const after = await detail('songwenbo', id)
    expect([after.data.minutes, after.data.resolutions.length]).toEqual([expect.stringContaining('K25+150右侧路堑第三级平台'), 2])
    // an unknown meeting is the same refusal as another project's
    expect((await detail('songwenbo', 'nope')).msg).toBe('会议不存在或您无权访问')
  })

  test('everyone called hears of a meeting the day before and on the day, once each; the schedule shows it; a cancelled one neither', async () => {
    const start = t.clock.now()
    const remind = () => sendMeetingReminders({ ctx: t.app.ctx, job: MEETING_REMINDER_JOB, slot: 0, now: t.clock.now() })
    const tomorrow = dayText(start + DAY)
    const id = (await create('songwenbo', { subject: '第15次监理例会', meetingDate: tomorrow, startTime: '09:30', attendeeIds: ['u-zhanghua', 'u-chengang'] })).data.id as string
    const gone = (await create('songwenbo', { subject: '临时专题会议', meetingDate: tomorrow, attendeeIds: ['u-chengang'] })).data.id as string
    expect((await post('songwenbo', gone, 'cancel', { reason: '改期' })).code).toBe(200)
    const told = async (userId: string, meetingId: string) => (await inbox(userId, meetingId)).map((m) => m.title).filter((x) => /召开会议/.test(x))
    expect(await remind()).toBeGreaterThanOrEqual(1)
    for (const who of ['u-zhanghua', 'u-chengang', 'u-songwenbo']) {
      expect(await told(who, id)).toEqual(['明天09:30召开会议：第15次监理例会（杭金项目部二楼会议室），请准时参加并在现场签到'])
    }
    expect(await told('u-guoqing', id)).toEqual([]) // not called to this one
    expect(await told('u-chengang', gone)).toEqual([])
    await remind()
    expect(await told('u-chengang', id)).toHaveLength(1) // once
    t.clock.t = start + DAY
    await remind()
    expect((await told('u-chengang', id)).sort()).toEqual([
      '今天09:30召开会议：第15次监理例会（杭金项目部二楼会议室），请准时参加并在现场签到',
      '明天09:30召开会议：第15次监理例会（杭金项目部二楼会议室），请准时参加并在现场签到'
    ].sort())
    t.clock.t = start // the sessions of the test are a day old otherwise
    // the attendee's calendar has it on its day, read-only; the cancelled one is not there; another user's is theirs
    const day = (await get(t, `/H5Api/api/schedule/day?date=${tomorrow}&projectId=proj-hj`, tok.chengang)).data
    expect(day.meetings.map((m: { subject: string; startTime: string; stateName: string }) => [m.subject, m.startTime, m.stateName])).toEqual([['第15次监理例会', '09:30', '待召开']])
    const month = (await get(t, `/H5Api/api/schedule/month?month=${tomorrow.slice(0, 7)}&projectId=proj-hj`, tok.chengang)).data
    expect(month.days).toContain(tomorrow)
    expect((await get(t, `/H5Api/api/schedule/day?date=${tomorrow}&projectId=proj-hj`, tok.guoqing)).data.meetings).toEqual([])
  })

  test('the held demo meeting publishes its saved resolutions as tasks of chengang and of TJ-01', async () => {
    const before = await count('taskItem')
    const r = await post('songwenbo', 'meeting-demo-3', 'publish')
    expect([r.code, r.data.state]).toEqual([200, 'published'])
    expect(await count('taskItem')).toBe(before + 2)
    const section = await get(t, `${T}?projectId=proj-hj&scope=mine`, tok.zhanghua)
    expect(section.data.list.map((c: { title: string }) => c.title)).toContain('K25+150坡顶截水沟贯通并做好出水口消能处理')
  })
})

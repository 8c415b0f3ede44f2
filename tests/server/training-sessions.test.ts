// Training attendance (培训签到): the demo's sessions with their sign-ins; an organiser (safety officer / project
// manager) holds a session for a course of the project and invites its members; the invited sign in with a hand
// signature within the window (not before it opens, not after the end, not once closed, once only); the organiser sees
// who signed and who is missing and closes it; the hours of signed sessions add up in the attendee's record; the exam
// list names the session of a course; workers cannot organise; nothing crosses projects; bad input is a 400.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const T = '/H5Api/api/training'
const MIN = 60_000
const SIG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

describe.each(dialects)('training sessions (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const create = (who: string, more: Record<string, unknown> = {}) => send(t, 'POST', `${T}/sessions`, {
    projectId: 'proj-hj', courseId: 'train-hj-fire', place: 'TJ-02 项目部会议室', trainer: '何晓燕', hours: 1.5,
    startsAt: t.clock.now() + 60 * MIN, endsAt: t.clock.now() + 150 * MIN, userIds: ['u-yangshan', 'u-caoyong', 'u-tianye'], ...more
  }, tok[who])
  const sign = (id: string, who: string, signature: unknown = SIG) => send(t, 'POST', `${T}/sessions/${id}/sign`, { signature }, tok[who])

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['hexiaoyan', 'huangwei', 'yangshan', 'caoyong', 'tianye', 'chengang', 'panyue', 'shiwei', 'jiangtao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  test('the demo: sessions with sign-ins; a worker sees those he is invited to, the safety officer all with who is missing', async () => {
    const mine = (await get(t, `${T}/sessions?projectId=proj-hj`, tok.yangshan)).data
    expect(mine.mayOrganise).toBe(false)
    const ids = mine.list.map((s: { id: string }) => s.id)
    expect(ids).toEqual(expect.arrayContaining(['train-session-hj-height', 'train-session-hj-power']))
    expect(ids).not.toContain('train-session-hj-lifting')
    const height = mine.list.find((s: { id: string }) => s.id === 'train-session-hj-height')
    expect(height).toMatchObject({ state: 'closed', invited: true, hours: 2, courseTitle: '高处作业安全', sectionName: 'TJ-01', organiserName: '何晓燕' })
    expect(height.signedAt).not.toBeNull()
    const all = (await get(t, `${T}/sessions?projectId=proj-hj&scope=all`, tok.hexiaoyan)).data
    expect(all.mayOrganise).toBe(true)
    expect(all.list.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['train-session-hj-height', 'train-session-hj-power', 'train-session-hj-lifting']))
    const detail = (await get(t, `${T}/sessions/train-session-hj-height`, tok.hexiaoyan)).data
    expect(detail).toMatchObject({ mayManage: true, total: 4, signed: 3 })
    expect(detail.missingPeople.map((p: { name: string }) => p.name)).toEqual(['吴大伟'])
    expect(detail.signedPeople.every((p: { signature: string }) => p.signature.startsWith('data:image/png;base64,'))).toBe(true)
    // a worker's own view carries no one else's signature or the lists
    const own = (await get(t, `${T}/sessions/train-session-hj-height`, tok.yangshan)).data
    expect(own).toMatchObject({ mayManage: false, signedPeople: [], missingPeople: [] })
    expect(own.mySignature).toMatch(/^data:image\/png/)
    // the hours of the signed sessions in the record
    const hours = (await get(t, `${T}/hours?projectId=proj-hj`, tok.chengang)).data
    expect(hours.sessions.map((s: { id: string }) => s.id).sort()).toEqual(['train-session-hj-height', 'train-session-hj-power'])
    expect(hours.totalHours).toBe(3.5)
  })

  test('an organiser holds a session; the invited sign in within the window, once; the organiser closes it; hours add up', async () => {
    const r = await create('hexiaoyan')
    expect(r.code).toBe(200)
    const s = r.data
    expect(s).toMatchObject({ title: '施工现场消防安全', state: 'upcoming', total: 3, signed: 0, hours: 1.5, mayManage: true })
    expect(s.missingPeople.map((p: { userId: string }) => p.userId).sort()).toEqual(['u-caoyong', 'u-tianye', 'u-yangshan'])
    // the exam list names the session of the course for the invited
    const courses = (await get(t, `${T}/courses?projectId=proj-hj`, tok.caoyong)).data
    expect(courses.find((c: { id: string }) => c.id === 'train-hj-fire').session).toMatchObject({ id: s.id, title: '施工现场消防安全', state: 'upcoming' })
    // too early: the window opens 30 minutes before the start
    expect((await sign(s.id, 'yangshan')).msg).toBe('培训开始前30分钟才能签到')
    t.clock.advance(31 * MIN)
    // someone not invited: a stranger is told nothing; the organiser, who reads it, is told why
    expect((await sign(s.id, 'chengang')).msg).toBe('培训班不存在或您无权访问')
    expect((await sign(s.id, 'hexiaoyan')).msg).toBe('您不在本次培训的参训名单中')
    expect((await sign(s.id, 'yangshan', '')).msg).toBe('请先手写签名')
    expect((await sign(s.id, 'yangshan', 'https://evil.example.com/a.png')).msg).toBe('签名图片格式不正确')
    const before = (await get(t, `${T}/hours?projectId=proj-hj`, tok.yangshan)).data.totalHours
    const ok = await sign(s.id, 'yangshan')
    expect(ok.code).toBe(200)
    expect(ok.data).toMatchObject({ state: 'signing', mayManage: false, mySignature: SIG })
    expect((await sign(s.id, 'yangshan')).msg).toBe('您已签到')
    // two at once: both counted
    const both = await Promise.all([sign(s.id, 'caoyong'), sign(s.id, 'caoyong')])
    expect(both.map((b) => b.code).sort()).toEqual([200, 400])
    const seen = (await get(t, `${T}/sessions/${s.id}`, tok.hexiaoyan)).data
    expect(seen.signedPeople.map((p: { name: string }) => p.name).sort()).toEqual(['曹勇', '杨山'].sort())
    expect(seen.missingPeople.map((p: { name: string }) => p.name)).toEqual(['田野'])
    expect((await get(t, `${T}/hours?projectId=proj-hj`, tok.yangshan)).data.totalHours).toBe(before + 1.5)
    // closing: only the organisers; no sign-in afterwards
    expect((await send(t, 'POST', `${T}/sessions/${s.id}/close`, {}, tok.yangshan)).msg).toBe('只有培训组织人可以结束签到')
    const closed = await send(t, 'POST', `${T}/sessions/${s.id}/close`, {}, tok.huangwei)
    expect(closed.data).toMatchObject({ state: 'closed', signed: 2, total: 3 })
    expect((await send(t, 'POST', `${T}/sessions/${s.id}/close`, {}, tok.hexiaoyan)).msg).toBe('培训已结束签到')
    expect((await sign(s.id, 'tianye')).msg).toBe('培训已结束签到')
  })

  test('after the end no one signs in', async () => {
    const s = (await create('huangwei', { startsAt: t.clock.now() + 5 * MIN, endsAt: t.clock.now() + 20 * MIN })).data
    t.clock.advance(21 * MIN)
    expect((await sign(s.id, 'tianye')).msg).toBe('培训已结束，不能再签到')
    expect((await get(t, `${T}/sessions/${s.id}`, tok.tianye)).data.state).toBe('ended')
  })

  test('rights and projects: workers do not organise; another project\'s sessions, courses and people are refused', async () => {
    expect((await create('yangshan')).msg).toBe('只有安全员、安全总监和项目经理可以组织培训')
    expect((await create('chengang')).msg).toBe('只有安全员、安全总监和项目经理可以组织培训')
    expect((await get(t, `${T}/sessions?projectId=proj-hj&scope=all`, tok.yangshan)).msg).toBe('您没有查看全部培训班的权限')
    expect((await get(t, `${T}/sessions/people?projectId=proj-hj`, tok.yangshan)).msg).toBe('只有安全员、安全总监和项目经理可以组织培训')
    // a session the worker is not invited to
    expect((await get(t, `${T}/sessions/train-session-hj-lifting`, tok.yangshan)).msg).toBe('培训班不存在或您无权访问')
    // 宁绩's safety officer: not 杭金's sessions, people or courses
    expect((await get(t, `${T}/sessions/train-session-hj-height`, tok.panyue)).msg).toBe('培训班不存在或您无权访问')
    expect((await get(t, `${T}/sessions?projectId=proj-hj`, tok.panyue)).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await get(t, `${T}/sessions/people?projectId=proj-hj`, tok.panyue)).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await sign('train-session-hj-power', 'shiwei')).msg).toBe('培训班不存在或您无权访问')
    expect((await send(t, 'POST', `${T}/sessions/train-session-hj-power/close`, {}, tok.panyue)).msg).toBe('培训班不存在或您无权访问')
    const nj = (await get(t, `${T}/sessions?projectId=proj-nj&scope=all`, tok.panyue)).data.list
    expect(nj.map((s: { id: string }) => s.id)).toEqual(['train-session-nj-tunnel'])
    // 杭金's organiser cannot invite 宁绩's people nor use its course
    expect((await create('hexiaoyan', { userIds: ['u-shiwei'] })).msg).toBe('参训人员须为本项目的在岗人员')
    expect((await create('hexiaoyan', { courseId: 'train-nj-tunnel' })).msg).toBe('培训课程不存在或不属于该项目')
    expect((await create('hexiaoyan', { contractId: 'ct-nj-tj01' })).msg).toBe('合同段不属于该项目')
    const people = (await get(t, `${T}/sessions/people?projectId=proj-hj`, tok.hexiaoyan)).data
    expect(people.find((p: { userId: string }) => p.userId === 'u-yangshan')).toMatchObject({ name: '杨山', sectionNames: ['TJ-01'] })
    expect(people.some((p: { userId: string }) => p.userId === 'u-shiwei' || p.userId === 'u-wudawei')).toBe(false)
  })

  test('培训签到 opens from the Workbench for the organisers (safety officers, project managers), not for workers', async () => {
    const urls = async (who: string) => {
      const out: string[] = []
      const walk = (items: { urlAddress?: string; children?: unknown[] }[]) => items.forEach((m) => { out.push(m.urlAddress ?? ''); walk((m.children ?? []) as never) })
      walk((await get(t, '/H5Api/api/oauth/CurrentUser?type=App', tok[who])).data.menuList)
      return out
    }
    const PAGE = '/pages/apply/safetyTrain/trainAttendance/index'
    for (const who of ['hexiaoyan', 'huangwei', 'panyue']) expect(await urls(who)).toContain(PAGE)
    for (const who of ['yangshan', 'chengang']) {
      const mine = await urls(who)
      expect(mine).not.toContain(PAGE)
      // the invited reach it from 安全培训考试
      expect(mine).toContain('/pages/apply/safetyTrain/safeTrainOnlineExam/index')
    }
  })

  test('bad input is answered 400 with a clear message, never 500', async () => {
    const now = t.clock.now()
    const cases: [Record<string, unknown>, string][] = [
      [{ courseId: '' }, '请选择培训课程'],
      [{ place: '  ' }, '请填写培训地点'],
      [{ trainer: undefined }, '请填写授课人'],
      [{ trainer: 'x'.repeat(51) }, '授课人不能超过50个字'],
      [{ hours: 'abc' }, '请填写学时'],
      [{ hours: 0 }, '学时应在0.1至24之间'],
      [{ hours: 1.25 }, '学时最多保留一位小数'],
      [{ startsAt: 'soon' }, '请选择开始时间'],
      [{ endsAt: now + 30 * MIN, startsAt: now + 60 * MIN }, '结束时间必须晚于开始时间'],
      [{ startsAt: now - 120 * MIN, endsAt: now - 60 * MIN }, '结束时间必须晚于当前时间'],
      [{ endsAt: now + 30 * 3600_000 }, '一次培训不能超过24小时'],
      [{ userIds: [] }, '请选择参训人员'],
      [{ userIds: 'u-yangshan' }, '请选择参训人员'],
      [{ userIds: [1] }, '请选择参训人员'],
      [{ contractId: 5 }, '合同段格式不正确'],
      [{ projectId: '' }, '请选择项目']
    ]
    for (const [more, msg] of cases) {
      const r = await create('hexiaoyan', more)
      expect([r.code, r.msg]).toEqual([400, msg])
    }
    const others: [Promise<{ code: number; msg: string }>, string][] = [
      [send(t, 'POST', `${T}/sessions`, [1], tok.hexiaoyan), '请求内容格式不正确'],
      [sign('no-such', 'yangshan'), '培训班不存在或您无权访问'],
      [sign('train-session-hj-power', 'yangshan', 42), '签名图片格式不正确'],
      [get(t, `${T}/sessions?projectId=proj-hj&scope=every`, tok.hexiaoyan), '范围不正确（mine 或 all）'],
      [get(t, `${T}/sessions?projectId=proj-hj&pageSize=1000`, tok.hexiaoyan), '分页参数不正确'],
      [get(t, `${T}/hours`, tok.yangshan), '请选择项目']
    ]
    for (const [p, msg] of others) {
      const r = await p
      expect([r.code, r.msg]).toEqual([400, msg])
    }
  })
})

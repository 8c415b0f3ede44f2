// The daily work log (工作日志, issue 19): one log per person per China day; shared with the author's manager
// (陈刚 -> 张华), who lists it under 下属日志, reads it and comments (the author hears of it); only the author
// changes it and only within 7 days; nobody else, and nobody of another project, reads it; bad input is a 400.
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const L = '/H5Api/api/work-logs'
const DAY = 86_400_000
const dayText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

describe.each(dialects)('work log (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const today = () => dayText(t.clock.now())
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id)

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'zhanghua', 'lijun', 'huangwei', 'songwenbo', 'yuanhao', 'wangjianguo']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const write = (who: string, over: Record<string, unknown> = {}) => send(t, 'POST', L, {
    projectId: 'proj-hj', logDate: dayText(t.clock.now() - 3 * DAY), weather: '晴', done: '完成K24+100左幅2#墩柱钢筋绑扎。', problems: '', plan: '墩柱模板安装。', shared: true, ...over
  }, tok[who])

  test('my logs by month; 下属日志 of the manager; comments', async () => {
    const mine = (await get(t, `${L}?projectId=proj-hj&scope=mine`, tok.chengang)).data
    expect(mine.list.length).toBe(4)
    expect(mine.list[0]).toMatchObject({ logDate: today(), authorName: '陈刚', shared: true })
    const month = today().slice(0, 7)
    const inMonth = (await get(t, `${L}?projectId=proj-hj&scope=mine&month=${month}`, tok.chengang)).data.list
    expect(inMonth.every((c: { logDate: string }) => c.logDate.startsWith(month))).toBe(true)
    const team = (await get(t, `${L}?projectId=proj-hj&scope=team`, tok.zhanghua)).data.list
    expect(team.map((c: { authorName: string }) => c.authorName)).toEqual(['陈刚', '陈刚', '陈刚', '陈刚'])
    expect(team.find((c: { commentCount: number }) => c.commentCount === 1)).toBeTruthy()
    // 宋文博's log is not shared; 王建国 reads 黄伟's
    expect((await get(t, `${L}?projectId=proj-hj&scope=team`, tok.wangjianguo)).data.list.map((c: { authorName: string }) => c.authorName)).toEqual(['黄伟'])
    const paged = (await get(t, `${L}?projectId=proj-hj&scope=mine&pageSize=3&currentPage=2`, tok.chengang)).data
    expect([paged.list.length, paged.pagination.total]).toEqual([1, 4])
  })

  test('one log a day; the manager is told, reads it and comments, the author hears of it; others read nothing', async () => {
    const r = await write('chengang')
    expect(r.code).toBe(200)
    const id = r.data.id as string
    expect([r.data.managerName, r.data.editable, r.data.mayComment]).toEqual(['张华', true, false])
    expect((await write('chengang')).msg).toBe('该日已填写工作日志，请在原日志上修改')
    const told = await t.app.ctx.db.selectFrom('baseMessage').selectAll().where('userId', '=', 'u-zhanghua').execute()
    expect(told.filter((m) => m.title === `陈刚的工作日志（${dayText(t.clock.now() - 3 * DAY)}）`).length).toBe(1)

    const seen = (await get(t, `${L}/${id}`, tok.zhanghua)).data
    expect([seen.editable, seen.mayComment]).toEqual([false, true])
    for (const who of ['lijun', 'huangwei', 'yuanhao', 'songwenbo']) expect((await get(t, `${L}/${id}`, tok[who]))).toMatchObject({ code: 400, msg: '工作日志不存在或您无权访问' })
    expect((await send(t, 'POST', `${L}/${id}/comments`, { content: '好' }, tok.chengang)).msg).toBe('只有直属上级可以点评该日志')
    expect((await send(t, 'PUT', `${L}/${id}`, { done: '改' }, tok.zhanghua)).msg).toBe('只能修改本人的工作日志')
    const c = await send(t, 'POST', `${L}/${id}/comments`, { content: '注意墩柱钢筋保护层厚度。' }, tok.zhanghua)
    expect(c.data.comments).toEqual([expect.objectContaining({ userName: '张华', content: '注意墩柱钢筋保护层厚度。' })])
    const heard = await t.app.ctx.db.selectFrom('baseMessage').selectAll().where('userId', '=', 'u-chengang').execute()
    expect(heard.some((m) => m.title.startsWith('张华点评了您'))).toBe(true)

    // taken back (not shared): the manager no longer reads it
    expect((await send(t, 'PUT', `${L}/${id}`, { weather: '阴', done: '完成K24+100左幅2#墩柱钢筋绑扎及验收。', shared: false }, tok.chengang)).code).toBe(200)
    expect((await get(t, `${L}/${id}`, tok.zhanghua)).code).toBe(400)
    expect(ids((await get(t, `${L}?projectId=proj-hj&scope=team`, tok.zhanghua)).data.list)).not.toContain(id)
    // another project's people see none of it
    expect((await get(t, `${L}?projectId=proj-hj&scope=mine`, tok.yuanhao)).code).toBe(400)
  })

  test('only within 7 days: an older log is read-only, an older date cannot be written, nor a future one', async () => {
    const old = (await get(t, `${L}?projectId=proj-hj&scope=mine`, tok.chengang)).data.list
      .find((c: { logDate: string }) => c.logDate === dayText(t.clock.now() - 9 * DAY))
    const d = (await get(t, `${L}/${old.id}`, tok.chengang)).data
    expect(d.editable).toBe(false)
    expect((await send(t, 'PUT', `${L}/${old.id}`, { done: '补充' }, tok.chengang)).msg).toBe('只能修改7天内的日志')
    expect((await write('chengang', { logDate: dayText(t.clock.now() - 8 * DAY) })).msg).toBe('只能填写7天内的日志')
    expect((await write('chengang', { logDate: dayText(t.clock.now() + DAY) })).msg).toBe('不能填写未来日期的日志')
  })

  test('the photos open for the author and the manager it is shared with, for nobody else', async () => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.lijun, ...multipart('墩柱.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9])) })
    const r = await write('lijun', { logDate: today(), photos: [{ name: '墩柱.jpg', url: up.data.url }] })
    expect(r.code).toBe(200)
    const url = String(r.data.photos[0].url).replace(/^\/api/, '/H5Api/api').split('?')[0]
    // (without the signature the link carries, so that the reader's own right is what is checked)
    for (const who of ['lijun', 'zhanghua']) expect((await call(t, { method: 'GET', url, token: tok[who] })).status).toBe(200)
    for (const who of ['chengang', 'yuanhao']) expect((await call(t, { method: 'GET', url, token: tok[who] })).msg).toBe('文件不存在或无权访问')
  })

  test('bad input is a 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ logDate: '2026-02-30' }, '请选择日志日期（yyyy-MM-dd）'],
      [{ done: '' }, '请填写今日工作'],
      [{ weather: '冰雹' }, '天气不正确'],
      [{ shared: 'yes' }, '共享设置格式不正确'],
      [{ photos: [{ url: '' }] }, '现场照片格式不正确'],
      [{ projectId: 'proj-nj' }, '您不是该项目的成员，无法查看其数据']
    ]
    for (const [over, msg] of cases) expect(await write('lijun', over)).toMatchObject({ code: 400, msg })
    // 张华 has no manager to share with
    expect((await write('zhanghua')).msg).toBe('您尚未设置直属上级，无法共享日志')
    expect((await get(t, `${L}?projectId=proj-hj&scope=all`, tok.lijun)).msg).toBe('日志范围不正确')
    expect((await get(t, `${L}?projectId=proj-hj&month=2026-1`, tok.lijun)).msg).toBe('月份格式不正确（yyyy-MM）')
  })
})

// Attendance on the demo group (modules/attendance): the fence geometry, clocking in inside the fence, refused
// outside it with the distance, field service with photo and reason, signs of a faked position, the client's key
// that makes a resent punch harmless, exited workers, the worker registry with the ID-card check, fences and shift
// rules kept by the section's managers, records and statistics, and nothing of another project or section.
import { fenceDistance, haversine, insidePolygon } from '../../src/utils/geofence'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const A = '/H5Api/api/attendance'
const CN = 8 * 3_600_000
const DAY = 86_400_000
/** China midnight of the real today: the demo seed is made for the real today */
const midnight = Math.floor((Date.now() + CN) / DAY) * DAY - CN
const dayText = (ms: number) => new Date(ms + CN).toISOString().slice(0, 10)
const east = (p: { longitude: number; latitude: number }, m: number) => ({ longitude: p.longitude + m / (111_194.93 * Math.cos((p.latitude * Math.PI) / 180)), latitude: p.latitude })
const PHOTO = { fileId: 'f1', url: '/api/file/Image/annex/field-1.jpg', name: 'field-1.jpg' }

describe('fence geometry', () => {
  const c = { longitude: 120.26, latitude: 29.86 }
  const circle = { shape: 'circle' as const, center: c, radius: 500 }
  const square = [east(c, -100), east(c, 100), { ...east(c, 100), latitude: c.latitude + 0.002 }, { ...east(c, -100), latitude: c.latitude + 0.002 }]
  test('a circle: inside, on the edge, outside by the metres beyond the radius', () => {
    expect(fenceDistance(c, circle)).toBe(0)
    expect(fenceDistance(east(c, 500), circle)).toBe(0)
    expect(fenceDistance(east(c, 800), circle)).toBeCloseTo(300, 0)
    expect(haversine(c, east(c, 1000))).toBeCloseTo(1000, 0)
  })
  test('a polygon: inside, on an edge, outside by the distance to the nearest edge', () => {
    const inside = { longitude: c.longitude, latitude: c.latitude + 0.001 }
    expect(insidePolygon(inside, square)).toBe(true)
    expect(fenceDistance(inside, { shape: 'polygon', points: square })).toBe(0)
    expect(fenceDistance({ ...east(c, 100), latitude: c.latitude + 0.001 }, { shape: 'polygon', points: square })).toBe(0)
    expect(fenceDistance({ ...east(c, 300), latitude: c.latitude + 0.001 }, { shape: 'polygon', points: square })).toBeCloseTo(200, 0)
    expect(insidePolygon(east(c, 300), square)).toBe(false)
  })
})

describe.each(dialects)('attendance on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let works: { id: string; longitude: number; latitude: number; radius: number }
  let n = 0
  const key = () => `test-key-${++n}-${dialect}`

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', TOKEN_TTL_HOURS: '48' })
    t.clock.t = midnight + 6 * 3_600_000
    for (const a of ['yangshan', 'chengang', 'jiangtao', 'huangwei', 'yuanhao', 'caoyong', 'songwenbo']) tok[a] = await login(t, a)
    const f = await t.app.ctx.db.selectFrom('attendanceFence').selectAll().where('contractId', '=', 'ct-hj-tj01').where('shape', '=', 'circle').executeTakeFirstOrThrow()
    works = { id: f.id, longitude: Number(f.centerLongitude), latitude: Number(f.centerLatitude), radius: Number(f.radius) }
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = midnight + 7 * 3_600_000 + 20 * 60_000 })

  const db = () => t.app.ctx.db
  const punch = (who: string, body: Record<string, unknown>, k = key()) =>
    call(t, { method: 'POST', url: `${A}/clock`, payload: { contractId: 'ct-hj-tj01', accuracy: 15, ...body }, token: tok[who], headers: { 'idempotency-key': k } })
  const count = async (userId: string) => Number((await db().selectFrom('attendancePunch').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId).where('punchDay', '=', dayText(midnight)).executeTakeFirstOrThrow()).n)

  test('the demo has fences on every construction section, workers and two weeks of punches', async () => {
    const fences = await get(t, `${A}/fences?projectId=proj-hj`, tok.huangwei)
    expect(fences.code).toBe(200)
    expect(fences.data.list.length).toBe(9)
    expect(fences.data.list.map((f: { shape: string }) => f.shape)).toEqual(expect.arrayContaining(['circle', 'polygon']))
    const workers = await get(t, `${A}/workers?contractId=ct-hj-tj01&pageSize=100`, tok.chengang)
    expect(workers.data.list.map((w: { realName: string }) => w.realName)).toEqual(expect.arrayContaining(['杨山', '吴大伟']))
    expect(workers.data.list.find((w: { realName: string }) => w.realName === '吴大伟').exited).toBe(true)
    const stats = await get(t, `${A}/statistics?projectId=proj-hj&from=${dayText(midnight - 14 * DAY)}&to=${dayText(midnight - DAY)}`, tok.huangwei)
    expect(stats.code).toBe(200)
    expect(stats.data.total.present).toBeGreaterThan(300)
    expect(stats.data.total.late).toBeGreaterThan(0)
    expect(stats.data.total.absent).toBeGreaterThan(0)
  })

  test('yangshan clocks in inside the fence; a resent punch is the same punch; the next one clocks out', async () => {
    const today = await get(t, `${A}/today`, tok.yangshan)
    expect(today.data.contractId).toBe('ct-hj-tj01')
    expect(today.data.fences.length).toBe(3)
    expect(today.data.punches).toEqual([])
    const k = key()
    const first = await punch('yangshan', { longitude: works.longitude, latitude: works.latitude, clientTime: t.clock.t - 60_000 }, k)
    expect(first.code).toBe(200)
    expect(first.data).toMatchObject({ kind: 'in', inside: true, distance: 0, field: false, late: false })
    t.clock.advance(30_000)
    const again = await punch('yangshan', { longitude: works.longitude, latitude: works.latitude }, k)
    expect(again.data.id).toBe(first.data.id)
    expect(await count('u-yangshan')).toBe(1)
    t.clock.t = midnight + 17 * 3_600_000 + 40 * 60_000
    const out = await punch('yangshan', { ...east(works, 200) })
    expect(out.msg).toBe('打卡成功')
    expect(out.data).toMatchObject({ kind: 'out', inside: true, early: false })
    expect(await count('u-yangshan')).toBe(2)
    expect((await get(t, `${A}/today`, tok.yangshan)).data.punches.map((p: { kind: string }) => p.kind)).toEqual(['in', 'out'])
  })

  test('outside the fence a punch is refused with the distance; a field-service punch needs a photo and a reason', async () => {
    const before = await count('u-chengang')
    const far = east(works, works.radius + 1500)
    const refused = await punch('chengang', far)
    expect(refused.code).toBe(400)
    expect(refused.msg).toMatch(/^您不在考勤范围内，距离TJ-01主线施工区（K\d+\+\d{3}～K\d+\+\d{3}）1500米$/)
    expect((await punch('chengang', { ...far, field: true, reason: '去诸暨材料厂验收钢筋' })).msg).toBe('外勤打卡请拍摄现场照片')
    expect((await punch('chengang', { ...far, field: true, photos: [PHOTO] })).msg).toBe('外勤打卡请填写事由')
    expect(await count('u-chengang')).toBe(before)
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.chengang, ...multipart('外勤.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 7])) })
    const field = await punch('chengang', { ...far, field: true, photos: [{ name: '外勤.jpg', url: up.data.url }], reason: '去诸暨材料厂验收钢筋' })
    expect(field.data).toMatchObject({ kind: 'in', inside: false, field: true, reason: '去诸暨材料厂验收钢筋' })
    expect(field.data.distance).toBeGreaterThan(1400)
    // the photo goes with the punch: the managers of the section read it, another section's foreman does not
    expect((await get(t, `${A}/records?contractId=ct-hj-tj01&field=1&from=${dayText(midnight)}`, tok.huangwei)).data.list[0].photos[0].url).toMatch(/\?exp=\d+&sig=/)
    const download = `/H5Api/api/file/Download/annexpic/${up.data.name}`
    expect((await call(t, { method: 'GET', url: download, token: tok.huangwei })).code).toBe(200)
    expect((await call(t, { method: 'GET', url: download, token: tok.jiangtao })).code).toBe(400)
    const fieldOnly = await get(t, `${A}/records?contractId=ct-hj-tj01&field=1&from=${dayText(midnight)}`, tok.huangwei)
    expect(fieldOnly.data.list.map((r: { realName: string }) => r.realName)).toEqual(['陈刚'])
  })

  test('signs of a faked position and bad input are refused and nothing is written', async () => {
    const before = await count('u-caoyong')
    const f = await db().selectFrom('attendanceFence').selectAll().where('contractId', '=', 'ct-hj-tj02').where('shape', '=', 'circle').executeTakeFirstOrThrow()
    const at = { contractId: 'ct-hj-tj02', longitude: Number(f.centerLongitude), latitude: Number(f.centerLatitude) }
    expect((await punch('caoyong', { ...at, mock: true })).msg).toBe('检测到模拟定位，无法打卡')
    expect((await punch('caoyong', { ...at, accuracy: 350 })).msg).toBe('定位精度不足（±350米），请到开阔处重新定位')
    expect((await punch('caoyong', { ...at, longitude: 'x' })).msg).toBe('定位坐标不正确')
    expect((await punch('caoyong', { ...at, clientTime: t.clock.t + 3_600_000 })).msg).toBe('打卡时间不正确')
    expect((await punch('caoyong', { ...at, clientTime: t.clock.t - 13 * 3_600_000 })).msg).toBe('离线打卡已超过12小时，无法补交')
    expect((await call(t, { method: 'POST', url: `${A}/clock`, payload: at, token: tok.caoyong })).msg).toBe('缺少打卡提交标识')
    expect((await call(t, { method: 'POST', url: `${A}/clock`, payload: [1], token: tok.caoyong, headers: { 'idempotency-key': key() } })).code).toBe(400)
    // a punch 40 km away two minutes after the last one
    expect((await punch('caoyong', at)).code).toBe(200)
    t.clock.advance(120_000)
    const jump = await punch('caoyong', { ...at, ...east(at, 40_000) })
    expect(jump.code).toBe(400)
    expect(jump.msg).toMatch(/^与上次打卡位置相距40\.0公里，间隔过短，疑似虚拟定位$/)
    expect(await count('u-caoyong')).toBe(before + 1)
  })

  test('a worker who exited cannot clock in; a labourer not on the registry neither; nobody clocks in on another section', async () => {
    const list = await get(t, `${A}/workers?contractId=ct-hj-tj02&keyword=曹勇`, tok.huangwei)
    const w = list.data.list[0]
    const f = await db().selectFrom('attendanceFence').selectAll().where('contractId', '=', 'ct-hj-tj02').where('shape', '=', 'circle').executeTakeFirstOrThrow()
    const at = { contractId: 'ct-hj-tj02', longitude: Number(f.centerLongitude), latitude: Number(f.centerLatitude) }
    const yesterday = dayText(midnight - DAY)
    expect((await send(t, 'POST', `${A}/workers`, { ...w, exitDate: yesterday }, tok.huangwei)).code).toBe(200)
    t.clock.t = midnight + 12 * 3_600_000
    expect((await punch('caoyong', at)).msg).toBe(`您已于${yesterday}退场，无法打卡`)
    expect((await send(t, 'POST', `${A}/workers`, { ...w, exitDate: '' }, tok.huangwei)).code).toBe(200)
    await db().deleteFrom('attendanceWorker').where('id', '=', w.id).execute()
    expect((await punch('caoyong', at)).msg).toBe('您不在本合同段的劳务人员名册中，请联系工区长登记')
    expect((await punch('yangshan', at)).msg).toBe('合同段不存在或您无权访问')
  })

  test('the registry: the ID card is checked, one card once per section, only the section managers write', async () => {
    const base = { contractId: 'ct-hj-tj01', realName: '周德胜', trade: '钢筋工', team: '桥梁一队', entryDate: dayText(midnight - 3 * DAY) }
    expect((await send(t, 'POST', `${A}/workers`, { ...base, idCard: '330681199001011234' }, tok.chengang)).msg).toBe('请输入正确的18位身份证号')
    expect((await send(t, 'POST', `${A}/workers`, { ...base, idCard: '33068119900101123' }, tok.chengang)).msg).toBe('请输入正确的18位身份证号')
    expect((await send(t, 'POST', `${A}/workers`, { ...base, idCard: '11010519491231002X', realName: '' }, tok.chengang)).msg).toBe('请填写姓名')
    expect((await send(t, 'POST', `${A}/workers`, { ...base, idCard: '11010519491231002X', exitDate: dayText(midnight - 5 * DAY) }, tok.chengang)).msg).toBe('退场日期不能早于进场日期')
    expect((await send(t, 'POST', `${A}/workers`, { ...base, idCard: '11010519491231002X' }, tok.yangshan)).msg).toBe('您没有登记劳务人员的权限')
    expect((await send(t, 'POST', `${A}/workers`, { ...base, idCard: '11010519491231002X' }, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
    const saved = await send(t, 'POST', `${A}/workers`, { ...base, idCard: '11010519491231002x' }, tok.chengang)
    expect(saved.code).toBe(200)
    expect(saved.data).toMatchObject({ idCard: '11010519491231002X', exited: false })
    expect((await send(t, 'POST', `${A}/workers`, { ...base, realName: '周德', idCard: '11010519491231002X' }, tok.chengang)).msg).toBe('身份证号已登记：周德胜')
    expect((await get(t, `${A}/workers/${saved.data.id}`, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
    expect((await get(t, `${A}/workers?contractId=ct-hj-tj01`, tok.yangshan)).msg).toBe('您没有查看劳务人员名册的权限')
    expect((await get(t, `${A}/workers?projectId=proj-hj`, tok.yuanhao)).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await get(t, `${A}/workers?contractId=ct-hj-tj01&currentPage=0`, tok.chengang)).msg).toBe('分页参数不正确')
  })

  test('fences and the shift rule: only the section managers set them, bad shapes and times are refused', async () => {
    const c = { longitude: works.longitude, latitude: works.latitude }
    expect((await send(t, 'POST', `${A}/fences`, { contractId: 'ct-hj-tj01', name: '拌合站', shape: 'polygon', points: [c, east(c, 100)] }, tok.chengang)).msg).toBe('多边形围栏应有3～100个顶点')
    expect((await send(t, 'POST', `${A}/fences`, { contractId: 'ct-hj-tj01', name: '拌合站', shape: 'circle', center: c, radius: 5 }, tok.chengang)).msg).toBe('围栏半径应为20～5000米的整数')
    expect((await send(t, 'POST', `${A}/fences`, { contractId: 'ct-hj-tj01', name: '拌合站', shape: 'circle', center: { longitude: 10, latitude: 10 }, radius: 50 }, tok.chengang)).msg).toBe('围栏中心坐标不正确')
    expect((await send(t, 'POST', `${A}/fences`, { contractId: 'ct-hj-tj01', name: '拌合站', shape: 'circle', center: c, radius: 50 }, tok.yangshan)).msg).toBe('您没有设置考勤围栏的权限')
    const made = await send(t, 'POST', `${A}/fences`, { contractId: 'ct-hj-tj01', name: '拌合站', shape: 'polygon', points: [c, east(c, 100), { ...east(c, 100), latitude: c.latitude + 0.001 }] }, tok.chengang)
    expect(made.code).toBe(200)
    expect((await send(t, 'DELETE', `${A}/fences/${made.data.id}`, {}, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
    expect((await send(t, 'DELETE', `${A}/fences/${made.data.id}`, {}, tok.chengang)).code).toBe(200)
    expect((await get(t, `${A}/fences?contractId=ct-hj-tj01`, tok.yuanhao)).msg).toBe('合同段不存在或您无权访问')

    expect((await send(t, 'PUT', `${A}/rule`, { contractId: 'ct-hj-tj01', workStart: '7:30', workEnd: '17:30' }, tok.chengang)).msg).toBe('上班时间格式应为 HH:mm')
    expect((await send(t, 'PUT', `${A}/rule`, { contractId: 'ct-hj-tj01', workStart: '18:00', workEnd: '17:30' }, tok.chengang)).msg).toBe('下班时间应晚于上班时间')
    expect((await send(t, 'PUT', `${A}/rule`, { contractId: 'ct-hj-tj01', workStart: '07:30', workEnd: '17:30', restDays: [7] }, tok.chengang)).msg).toBe('休息日应为0（周日）～6（周六）')
    expect((await send(t, 'PUT', `${A}/rule`, { contractId: 'ct-hj-tj01', workStart: '07:00', workEnd: '17:30' }, tok.yangshan)).msg).toBe('您没有设置考勤规则的权限')
    expect((await send(t, 'PUT', `${A}/rule`, { contractId: 'ct-hj-tj01', workStart: '07:00', workEnd: '17:00', lateGrace: 5, restDays: [0] }, tok.chengang)).code).toBe(200)
    expect((await get(t, `${A}/rule?contractId=ct-hj-tj01`, tok.yangshan)).data).toMatchObject({ workStart: '07:00', lateGrace: 5, restDays: '0' })
    // yangshan's 07:19 clock-in today is late under the new rule (unless today is a Sunday, now a rest day)
    const mine = await get(t, `${A}/records?contractId=ct-hj-tj01&from=${dayText(midnight)}`, tok.yangshan)
    const sunday = new Date(midnight + CN).getUTCDay() === 0
    expect(mine.data.list.find((r: { kind: string }) => r.kind === 'in').late).toBe(!sunday)
    await send(t, 'PUT', `${A}/rule`, { contractId: 'ct-hj-tj01', workStart: '07:30', workEnd: '17:30', lateGrace: 10, earlyGrace: 10 }, tok.chengang)
  })

  test('records and statistics: a worker sees his own, the managers everyone of their sections, nobody another project', async () => {
    const from = dayText(midnight - 14 * DAY)
    const mine = await get(t, `${A}/records?projectId=proj-hj&from=${from}&pageSize=100`, tok.yangshan)
    expect(mine.code).toBe(200)
    expect(new Set(mine.data.list.map((r: { userId: string }) => r.userId))).toEqual(new Set(['u-yangshan']))
    const all = await get(t, `${A}/records?contractId=ct-hj-tj01&from=${dayText(midnight)}&pageSize=100`, tok.huangwei)
    expect(all.data.list.map((r: { realName: string }) => r.realName)).toEqual(expect.arrayContaining(['杨山', '陈刚']))
    expect(all.data.pagination.total).toBe(all.data.list.length)
    expect((await get(t, `${A}/records?contractId=ct-hj-tj01`, tok.yuanhao)).msg).toBe('合同段不存在或您无权访问')
    expect((await get(t, `${A}/records?projectId=proj-hj&from=2026-02-30`, tok.huangwei)).msg).toBe('日期格式应为 yyyy-MM-dd')
    expect((await get(t, `${A}/statistics?projectId=proj-hj&from=2026-01-01&to=2026-04-01`, tok.huangwei)).msg).toBe('查询期间不能超过62天')

    const stats = await get(t, `${A}/statistics?contractId=ct-hj-tj01&from=${dayText(midnight)}&to=${dayText(midnight)}`, tok.huangwei)
    expect(stats.data.bySection).toEqual([expect.objectContaining({ contractId: 'ct-hj-tj01', present: 2 })])
    const ys = stats.data.people.find((p: { realName: string }) => p.realName === '杨山')
    expect(ys).toMatchObject({ present: 1, late: 0, early: 0, absent: 0 })
    expect(ys.hours).toBeGreaterThan(9)
    expect(stats.data.people.find((p: { realName: string }) => p.realName === '陈刚')).toMatchObject({ present: 1, field: 1 })
    const own = await get(t, `${A}/statistics?contractId=ct-hj-tj01&from=${from}`, tok.yangshan)
    expect(own.data.people.map((p: { realName: string }) => p.realName)).toEqual(['杨山'])
    expect((await get(t, `${A}/statistics?projectId=proj-hj`, tok.yuanhao)).msg).toBe('您不是该项目的成员，无法查看其数据')
    // the supervisor sees the section he supervises
    expect((await get(t, `${A}/records?contractId=ct-hj-tj01&from=${dayText(midnight)}`, tok.songwenbo)).data.pagination.total).toBe(all.data.pagination.total)
  })
})

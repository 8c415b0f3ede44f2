// Key inspections on the demo group (modules/key-inspections): today's plan with what went unvisited, points kept
// by safety officers, supervisors and managers (not by foremen or workers), a visit counted only inside the point's
// radius and with a believable fix, a resent visit that counts once, a problem registered as a hazard, the missed
// periods counted across days on a controlled clock, the foreman's manual positioning, the map's markers, and
// nothing of another section or project.
import { planOf, periodOf } from '../../server/src/modules/key-inspections/rules'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const K = '/H5Api/api/key-inspections'
const CN = 8 * 3_600_000
const DAY = 86_400_000
/** China midnight of the real today: the demo seed is made for the real today */
const midnight = Math.floor((Date.now() + CN) / DAY) * DAY - CN
const east = (p: { longitude: number; latitude: number }, m: number) => ({ longitude: p.longitude + m / (111_194.93 * Math.cos((p.latitude * Math.PI) / 180)), latitude: p.latitude })
const PHOTO = { fileId: 'k1', url: '/api/file/Image/annex/key-1.jpg', name: 'key-1.jpg' }

describe('periods and missed visits', () => {
  test('a daily point is due each day, a weekly one each week from Monday', () => {
    expect(periodOf('daily', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' })
    expect(periodOf('weekly', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' }) // a Wednesday
    expect(periodOf('weekly', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }) // the Sunday
  })
  test('unvisited yesterday is missed; periods before the point was set up are not', () => {
    const daily = { frequency: 'daily' as const, createdDay: '2026-11-20', visitDays: ['2026-11-20', '2026-11-21', '2026-11-23'] }
    expect(planOf(daily, '2026-11-25')).toMatchObject({ status: 'missed', missedCount: 2 }) // 22nd and 24th
    expect(planOf({ ...daily, visitDays: [...daily.visitDays, '2026-11-24'] }, '2026-11-25')).toMatchObject({ status: 'due', missedCount: 1 })
    expect(planOf({ ...daily, visitDays: [...daily.visitDays, '2026-11-25'] }, '2026-11-25')).toMatchObject({ status: 'visited', missedCount: 2 })
    const weekly = { frequency: 'weekly' as const, createdDay: '2026-11-04', visitDays: ['2026-11-05', '2026-11-18'] }
    // weeks of 3 Nov (visited), 10 Nov (missed), 17 Nov (visited); this week not yet
    expect(planOf(weekly, '2026-11-25')).toMatchObject({ status: 'due', missedCount: 1, periodFrom: '2026-11-23', periodTo: '2026-11-29' })
    expect(planOf({ ...weekly, visitDays: ['2026-11-05'] }, '2026-11-25')).toMatchObject({ status: 'missed', missedCount: 2 })
  })
})

describe.each(dialects)('key inspections on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let n = 0
  const key = () => `key-visit-${++n}-${dialect}`
  type Pt = { id: string; name: string; longitude: number; latitude: number; radius: number; kind: string; frequency: string }
  let pit: Pt
  let slope: Pt

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', TOKEN_TTL_HOURS: '480' })
    t.clock.t = midnight + 9 * 3_600_000
    for (const a of ['wangfang', 'chengang', 'zhanghua', 'yangshan', 'jiangtao', 'songwenbo', 'yuanhao']) tok[a] = await login(t, a)
    const rows = await t.app.ctx.db.selectFrom('keyInspectionPoint').selectAll().where('contractId', '=', 'ct-hj-tj01').execute()
    const pick = (kind: string) => {
      const p = rows.find((r) => r.kind === kind)!
      return { id: p.id, name: p.name, longitude: Number(p.longitude), latitude: Number(p.latitude), radius: Number(p.radius), kind: p.kind, frequency: p.frequency }
    }
    pit = pick('深基坑')
    slope = pick('高边坡')
  }, 120_000)
  afterAll(async () => { await t.close() })

  const db = () => t.app.ctx.db
  const visit = (who: string, body: Record<string, unknown>, k = key()) =>
    call(t, { method: 'POST', url: `${K}/visits`, payload: { accuracy: 12, condition: 'normal', photos: [PHOTO], ...body }, token: tok[who], headers: { 'idempotency-key': k } })
  const visits = async (pointId: string) => Number((await db().selectFrom('keyInspectionVisit').select((eb) => eb.fn.countAll<number>().as('n')).where('pointId', '=', pointId).executeTakeFirstOrThrow()).n)
  const planOfPoint = async (who: string, id: string) => (await get(t, `${K}/plan?projectId=proj-hj`, tok[who])).data.list.find((p: { id: string }) => p.id === id)

  test("the demo plan: the section's five points, the slope missed yesterday, the mixing plant last week", async () => {
    const plan = await get(t, `${K}/plan?projectId=proj-hj`, tok.wangfang)
    expect(plan.code).toBe(200)
    expect(plan.data.canKeep).toBe(true)
    expect(plan.data.list.map((p: { contractId: string }) => p.contractId)).toEqual(Array(5).fill('ct-hj-tj01'))
    const of = (kind: string) => plan.data.list.find((p: { kind: string }) => p.kind === kind)
    expect(of('高边坡')).toMatchObject({ status: 'missed', missedCount: 2, frequency: 'daily' })
    expect(of('深基坑')).toMatchObject({ status: 'due', missedCount: 0 })
    expect(of('深基坑').lastVisit.visitDay).toBe(new Date(midnight - DAY + CN).toISOString().slice(0, 10))
    expect(of('拌合站')).toMatchObject({ status: 'missed', missedCount: 1, frequency: 'weekly' })
    // the supervisor of three sections sees all fifteen points
    expect((await get(t, `${K}/plan?projectId=proj-hj`, tok.songwenbo)).data.list.length).toBe(15)
  })

  test('points are kept by safety officers, supervisors and managers; input is checked', async () => {
    const point = { contractId: 'ct-hj-tj01', name: '2号桥临时用电箱', kind: '临时用电', chainage: 'K21+450', longitude: pit.longitude, latitude: pit.latitude + 0.003, frequency: 'daily' }
    expect((await send(t, 'POST', `${K}/points`, point, tok.chengang)).msg).toBe('您没有维护重点巡查部位的权限')
    expect((await send(t, 'POST', `${K}/points`, point, tok.yangshan)).msg).toBe('您没有维护重点巡查部位的权限')
    expect((await send(t, 'POST', `${K}/points`, { ...point, contractId: 'ct-hj-tj02' }, tok.wangfang)).code).toBe(400) // not her section
    expect((await send(t, 'POST', `${K}/points`, { ...point, radius: 5 }, tok.wangfang)).msg).toBe('巡查半径应为20～1000米之间的整数')
    expect((await send(t, 'POST', `${K}/points`, { ...point, kind: '桥面' }, tok.wangfang)).msg).toContain('部位类型应为')
    expect((await send(t, 'POST', `${K}/points`, { ...point, chainage: '21+450' }, tok.wangfang)).msg).toBe('桩号格式应为K12+300')
    expect((await send(t, 'POST', `${K}/points`, { ...point, longitude: 10 }, tok.wangfang)).msg).toBe('重点部位坐标不正确')
    expect((await send(t, 'POST', `${K}/points`, { ...point, frequency: 'monthly' }, tok.wangfang)).msg).toBe('巡查频次应为每日或每周')
    const before = await db().selectFrom('keyInspectionPoint').select('id').execute()
    const saved = await send(t, 'POST', `${K}/points`, { ...point, responsibleRoles: ['safetyOfficer'] }, tok.wangfang)
    expect(saved.code).toBe(200)
    expect(saved.data).toMatchObject({ name: '2号桥临时用电箱', radius: 100, frequency: 'daily', enabled: true, responsibleRoles: ['safetyOfficer'] })
    expect((await db().selectFrom('keyInspectionPoint').select('id').execute()).length).toBe(before.length + 1)
    // the project manager edits it; a foreman of another section cannot reach it
    const edited = await send(t, 'POST', `${K}/points`, { ...point, id: saved.data.id, radius: 60, frequency: 'weekly' }, tok.zhanghua)
    expect(edited.data).toMatchObject({ radius: 60, frequency: 'weekly' })
    expect((await send(t, 'PUT', `${K}/points/${saved.data.id}/enabled`, { enabled: false }, tok.jiangtao)).msg).toBe('重点巡查部位不存在')
    expect((await send(t, 'PUT', `${K}/points/${saved.data.id}/enabled`, { enabled: false }, tok.chengang)).msg).toBe('您没有维护重点巡查部位的权限')
    const off = await send(t, 'PUT', `${K}/points/${saved.data.id}/enabled`, { enabled: false }, tok.wangfang)
    expect(off.data.enabled).toBe(false)
    expect(await planOfPoint('wangfang', saved.data.id)).toBeUndefined()
    expect((await visit('wangfang', { pointId: saved.data.id, ...point })).msg).toBe('该重点部位已停用，无需巡查')
    // the keepers' list still has it
    expect((await get(t, `${K}/points?contractId=ct-hj-tj01`, tok.wangfang)).data.list.some((p: { id: string; enabled: boolean }) => p.id === saved.data.id && !p.enabled)).toBe(true)
  })

  test('a visit counts inside the radius, with a good fix and a photo; a resent one counts once', async () => {
    const near = east(pit, pit.radius - 20)
    const far = east(pit, pit.radius + 150)
    const refused = await visit('chengang', { pointId: pit.id, ...far })
    expect(refused.msg).toMatch(new RegExp(`^您不在巡查范围内，距离${pit.name.replace(/[()（）+]/g, '.')}2[45]\\d米（须在${pit.radius}米内）$`))
    expect((await visit('chengang', { pointId: pit.id, ...near, accuracy: 300 })).msg).toBe('定位精度不足（±300米），请到开阔处重新定位')
    expect((await visit('chengang', { pointId: pit.id, ...near, mock: true })).msg).toBe('检测到模拟定位，无法提交巡查')
    expect((await visit('chengang', { pointId: pit.id, ...near, photos: [] })).msg).toBe('请至少拍摄一张现场照片')
    expect((await visit('chengang', { pointId: pit.id, ...near, condition: 'problem' })).msg).toBe('发现问题时请描述问题')
    expect((await visit('chengang', { pointId: pit.id, ...near, condition: 'fine' })).msg).toBe('请选择现场情况：正常或发现问题')
    expect((await visit('yangshan', { pointId: pit.id, ...near })).msg).toBe('您没有重点巡查的权限')
    expect((await visit('jiangtao', { pointId: pit.id, ...near })).msg).toBe('重点巡查部位不存在')
    expect((await call(t, { method: 'POST', url: `${K}/visits`, payload: { pointId: pit.id, ...near, condition: 'normal', photos: [PHOTO] }, token: tok.chengang })).msg).toBe('缺少巡查提交标识')
    const before = await visits(pit.id)

    const k = key()
    const first = await visit('chengang', { pointId: pit.id, ...near, notes: '支护完好' }, k)
    expect(first.code).toBe(200)
    expect(first.data).toMatchObject({ pointId: pit.id, condition: 'normal', notes: '支护完好', realName: '陈刚' })
    expect(first.data.distance).toBeGreaterThanOrEqual(pit.radius - 21)
    expect(first.data.distance).toBeLessThanOrEqual(pit.radius)
    t.clock.advance(20_000)
    const again = await visit('chengang', { pointId: pit.id, ...near, notes: '支护完好' }, k)
    expect(again.data.id).toBe(first.data.id)
    expect(await visits(pit.id)).toBe(before + 1)
    expect(await planOfPoint('wangfang', pit.id)).toMatchObject({ status: 'visited', lastVisit: { id: first.data.id } })
    // the section's members read it; another section's foreman does not
    expect((await get(t, `${K}/visits/${first.data.id}`, tok.wangfang)).data.id).toBe(first.data.id)
    expect((await get(t, `${K}/visits/${first.data.id}`, tok.jiangtao)).msg).toBe('巡查记录不存在')

    // fifty kilometres a minute later is no journey
    t.clock.advance(60_000)
    const jump = await visit('chengang', { pointId: slope.id, longitude: near.longitude + 0.5, latitude: near.latitude })
    expect(jump.msg).toMatch(/^与上次巡查位置相距\d+\.\d公里，间隔过短，疑似虚拟定位$/)
  })

  test('a problem found is registered as a hazard in the same step', async () => {
    t.clock.advance(3_600_000)
    const hazards = async () => Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', 'vm-hazard-rectify').executeTakeFirstOrThrow()).n)
    const before = await hazards()
    const r = await visit('wangfang', { pointId: slope.id, ...east(slope, 30), condition: 'problem', notes: '坡顶截水沟堵塞，坡面有浮石', registerHazard: true })
    expect(r.code).toBe(200)
    expect(r.data.hazardNo).not.toBe('')
    expect(await hazards()).toBe(before + 1)
    const hazard = await db().selectFrom('visualdevRecord').selectAll().where('id', '=', r.data.hazardId).executeTakeFirstOrThrow()
    expect(hazard.contractId).toBe('ct-hj-tj01')
    expect(JSON.parse(hazard.data)).toMatchObject({ location: slope.name, description: '坡顶截水沟堵塞，坡面有浮石', hazardCategory: 'dd-hazardCategory-6', responsible: 'u-chengang' })
    expect(await planOfPoint('chengang', slope.id)).toMatchObject({ status: 'visited', missedCount: 2 })
  })

  test("a visit's photos are read by the section's members, not by another section", async () => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.zhanghua, ...multipart('基坑.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9])) })
    const r = await visit('zhanghua', { pointId: pit.id, ...east(pit, 10), photos: [{ name: '基坑.jpg', url: up.data.url }] })
    expect(r.code).toBe(200)
    expect(r.data.photos[0].url).toMatch(/\?exp=\d+&sig=/)
    const download = `/H5Api/api/file/Download/annexpic/${up.data.name}`
    expect((await call(t, { method: 'GET', url: download, token: tok.wangfang })).code).toBe(200)
    expect((await call(t, { method: 'GET', url: download, token: tok.jiangtao })).code).toBe(400)
  })

  test('missed visits are counted across days on the clock', async () => {
    t.clock.t = midnight + 2 * DAY + 10 * 3_600_000
    const made = await send(t, 'POST', `${K}/points`, { contractId: 'ct-hj-tj01', name: '3号涵洞基坑', kind: '深基坑', longitude: pit.longitude, latitude: pit.latitude + 0.01, frequency: 'daily' }, tok.wangfang)
    const p = made.data as Pt
    expect(await planOfPoint('wangfang', p.id)).toMatchObject({ status: 'due', missedCount: 0, lastVisit: null })
    expect((await visit('wangfang', { pointId: p.id, longitude: p.longitude, latitude: p.latitude })).code).toBe(200)
    t.clock.advance(DAY) // the next day: visited yesterday, due today
    expect(await planOfPoint('wangfang', p.id)).toMatchObject({ status: 'due', missedCount: 0 })
    t.clock.advance(DAY) // two days on, yesterday went unvisited
    expect(await planOfPoint('wangfang', p.id)).toMatchObject({ status: 'missed', missedCount: 1 })
    t.clock.advance(2 * DAY)
    expect(await planOfPoint('wangfang', p.id)).toMatchObject({ status: 'missed', missedCount: 3 })
    expect((await visit('wangfang', { pointId: p.id, longitude: p.longitude, latitude: p.latitude })).code).toBe(200)
    expect(await planOfPoint('wangfang', p.id)).toMatchObject({ status: 'visited', missedCount: 3 })
  })

  test('the foreman sets a point where he stands; a poor fix or another section is refused', async () => {
    const spot = east(pit, 35)
    expect((await send(t, 'PUT', `${K}/points/${pit.id}/position`, { ...spot, accuracy: 80, source: 'fix' }, tok.chengang)).msg).toBe('定位精度不足（±80米），请到开阔处重新定位')
    expect((await send(t, 'PUT', `${K}/points/${pit.id}/position`, { ...spot, source: 'fix' }, tok.chengang)).msg).toBe('现场定位须带定位精度')
    expect((await send(t, 'PUT', `${K}/points/${pit.id}/position`, { ...spot, accuracy: 8, source: 'fix' }, tok.jiangtao)).msg).toBe('重点巡查部位不存在')
    expect((await send(t, 'PUT', `${K}/points/${pit.id}/position`, { ...spot, accuracy: 8, source: 'fix' }, tok.yangshan)).msg).toBe('您没有设置重点部位位置的权限')
    const moved = await send(t, 'PUT', `${K}/points/${pit.id}/position`, { ...spot, accuracy: 8, source: 'fix' }, tok.chengang)
    expect(moved.msg).toBe('位置已更新')
    expect(moved.data).toMatchObject({ longitude: spot.longitude, latitude: spot.latitude, positionAccuracy: 8 })
    expect(moved.data.chainage).toMatch(/^K\d+\+\d{3}$/)
    const typed = await send(t, 'PUT', `${K}/points/${pit.id}/position`, { longitude: pit.longitude, latitude: pit.latitude, source: 'manual' }, tok.chengang)
    expect(typed.data).toMatchObject({ longitude: pit.longitude, positionAccuracy: null })
    // the foreman sees the points to position, not to keep
    const list = await get(t, `${K}/points?contractId=ct-hj-tj01`, tok.chengang)
    expect(list.data.list.length).toBeGreaterThanOrEqual(5)
  })

  test('bad input is a 400 that says what is wrong, never a 500', async () => {
    const bad = [
      await call(t, { method: 'GET', url: `${K}/plan?projectId=proj-hj&projectId=proj-nj`, token: tok.wangfang }),
      await call(t, { method: 'POST', url: `${K}/points`, payload: [1, 2] as unknown as object, token: tok.wangfang }),
      await call(t, { method: 'POST', url: `${K}/points`, payload: '{"name":', headers: { 'content-type': 'application/json' }, token: tok.wangfang }),
      await send(t, 'PUT', `${K}/points/${pit.id}/enabled`, {}, tok.wangfang),
      await send(t, 'PUT', `${K}/points/${'x'.repeat(80)}/position`, { longitude: 120, latitude: 30, source: 'manual' }, tok.chengang),
      await send(t, 'PUT', `${K}/points/${pit.id}/position`, { longitude: 120, latitude: 30 }, tok.chengang),
      await visit('wangfang', { pointId: 42 }),
      await visit('wangfang', { pointId: pit.id, longitude: 'east', latitude: 30 }),
      await visit('wangfang', { pointId: pit.id, ...pit, accuracy: 'good' }),
      await visit('wangfang', { pointId: pit.id, ...pit, clientTime: 'now' }),
      await visit('wangfang', { pointId: pit.id, ...pit, photos: 'photo.jpg' }),
      await visit('wangfang', { pointId: pit.id, ...pit, photos: [{ url: 7 }] }),
      await visit('wangfang', { pointId: 'no-such-point', ...pit })
    ]
    for (const r of bad) {
      expect(r.status).toBeLessThan(500)
      expect(r.code).toBe(400)
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/)
    }
  })

  test('the map marks the key points with their state; nothing of another project', async () => {
    const map = await get(t, '/H5Api/api/dashboard/map?projectId=proj-hj', tok.wangfang)
    const keys = map.data.markers.filter((m: { kind: string }) => m.kind === 'keyPoint')
    expect(keys.length).toBeGreaterThanOrEqual(5)
    expect(keys.every((m: { contractId: string; status: string }) => m.contractId === 'ct-hj-tj01' && ['visited', 'due', 'missed'].includes(m.status))).toBe(true)
    expect((await get(t, `${K}/plan?projectId=proj-hj`, tok.yuanhao)).msg).toBe('您不是该项目的成员，无法查看其数据')
    const nj = await get(t, `${K}/plan?projectId=proj-nj`, tok.yuanhao)
    expect(nj.data.list.length).toBeGreaterThan(0)
    expect(nj.data.list.every((p: { projectId: string }) => p.projectId === 'proj-nj')).toBe(true)
    expect((await get(t, `${K}/plan`, tok.wangfang)).msg).toBe('请选择项目')
  })
})

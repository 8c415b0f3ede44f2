// The fence screen's server side (modules/attendance/setup-service): the list says whether the user may manage the
// section's fences and rule; a polygon must have three distinct vertices, some area and no crossing edges (the app
// checks the same with src/utils/geofence's polygonProblem); an edited fence keeps its section and a refused edit
// changes nothing; another section's managers and members of another project neither see nor touch it.
import { polygonProblem } from '../../src/utils/geofence'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const A = '/H5Api/api/attendance'
const C = { longitude: 120.26, latitude: 29.86 }
const at = (dx: number, dy: number) => ({ longitude: C.longitude + dx * 0.001, latitude: C.latitude + dy * 0.001 })
const SQUARE = [at(0, 0), at(1, 0), at(1, 1), at(0, 1)]
const BOW_TIE = [at(0, 0), at(1, 1), at(1, 0), at(0, 1)]

describe('polygon checks', () => {
  test('a square passes; too few, repeated, collinear or crossing vertices are refused with the reason', () => {
    expect(polygonProblem(SQUARE)).toBe('')
    expect(polygonProblem([at(0, 0), at(2, 0), at(1, 1)])).toBe('')
    expect(polygonProblem(SQUARE.slice(0, 2))).toBe('多边形围栏应有3～100个顶点')
    expect(polygonProblem([at(0, 0), at(1, 0), at(0, 0), at(0, 1)])).toBe('多边形围栏的顶点不能重复')
    expect(polygonProblem([at(0, 0), at(1, 0), at(2, 0)])).toBe('多边形围栏的顶点不能在一条直线上')
    expect(polygonProblem(BOW_TIE)).toBe('多边形围栏的边不能相交')
    // a vertex lying on a non-adjacent edge is a touch, refused too
    expect(polygonProblem([at(0, 0), at(2, 0), at(2, 2), at(1, 0), at(0, 2)])).toBe('多边形围栏的边不能相交')
  })
})

describe.each(dialects)('fence setup on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', TOKEN_TTL_HOURS: '48' })
    for (const a of ['yangshan', 'chengang', 'jiangtao', 'yuanhao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const fenceCount = async () => Number((await t.app.ctx.db.selectFrom('attendanceFence').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contractId', '=', 'ct-hj-tj01').executeTakeFirstOrThrow()).n)

  test('the list and the rule say who may manage them: the foreman yes, a worker no', async () => {
    const manager = await get(t, `${A}/fences?contractId=ct-hj-tj01`, tok.chengang)
    expect(manager.code).toBe(200)
    expect(manager.data.mayManage).toBe(true)
    expect(manager.data.list.length).toBeGreaterThan(0)
    // the demo's polygons pass the check, so a manager can edit one and save it again
    const polygons = manager.data.list.filter((f: { shape: string }) => f.shape === 'polygon')
    expect(polygons.length).toBeGreaterThan(0)
    for (const f of polygons) expect(polygonProblem(f.points)).toBe('')
    const worker = await get(t, `${A}/fences?contractId=ct-hj-tj01`, tok.yangshan)
    expect(worker.data.mayManage).toBe(false)
    expect(worker.data.list.map((f: { id: string }) => f.id)).toEqual(manager.data.list.map((f: { id: string }) => f.id))
    expect((await get(t, `${A}/rule?contractId=ct-hj-tj01`, tok.chengang)).data).toMatchObject({ contractId: 'ct-hj-tj01', mayManage: true })
    expect((await get(t, `${A}/rule?contractId=ct-hj-tj01`, tok.yangshan)).data.mayManage).toBe(false)
  })

  test('a self-crossing or degenerate polygon is refused and nothing is written', async () => {
    const before = await fenceCount()
    const post = (points: unknown) => send(t, 'POST', `${A}/fences`, { contractId: 'ct-hj-tj01', name: '钢筋加工场', shape: 'polygon', points }, tok.chengang)
    expect((await post(BOW_TIE)).msg).toBe('多边形围栏的边不能相交')
    expect((await post([at(0, 0), at(1, 0), at(1, 0), at(0, 1)])).msg).toBe('多边形围栏的顶点不能重复')
    expect((await post([at(0, 0), at(1, 0), at(2, 0)])).msg).toBe('多边形围栏的顶点不能在一条直线上')
    expect((await post([at(0, 0), { longitude: 200, latitude: 29.86 }, at(0, 1)])).msg).toBe('第2个顶点坐标不正确')
    expect((await post('abc')).msg).toBe('多边形围栏应有3～100个顶点')
    expect((await send(t, 'POST', `${A}/fences`, { contractId: 'ct-hj-tj01', name: '钢筋加工场', shape: 'circle', center: C, radius: 5001 }, tok.chengang)).msg).toBe('围栏半径应为20～5000米的整数')
    expect((await send(t, 'POST', `${A}/fences`, { contractId: 'ct-hj-tj01', name: '  ', shape: 'circle', center: C, radius: 80 }, tok.chengang)).msg).toBe('请填写围栏名称')
    expect(await fenceCount()).toBe(before)
  })

  test('a manager adds a polygon, edits it into a circle and disables it, then deletes it; a refused edit changes nothing', async () => {
    const made = await send(t, 'POST', `${A}/fences`, { contractId: 'ct-hj-tj01', name: '钢筋加工场', shape: 'polygon', points: SQUARE }, tok.chengang)
    expect(made.code).toBe(200)
    expect(made.data).toMatchObject({ contractId: 'ct-hj-tj01', name: '钢筋加工场', shape: 'polygon', enabled: true, center: null })
    expect(made.data.points).toEqual(SQUARE)
    const id = made.data.id as string

    // the edit names another section: the fence stays on its own
    const edited = await send(t, 'POST', `${A}/fences`, { id, contractId: 'ct-hj-tj02', name: '钢筋加工场（圆）', shape: 'circle', center: C, radius: 150, enabled: false }, tok.chengang)
    expect(edited.data).toMatchObject({ id, contractId: 'ct-hj-tj01', shape: 'circle', radius: 150, enabled: false, center: C, points: [] })
    const bad = await send(t, 'POST', `${A}/fences`, { id, name: '改坏', shape: 'polygon', points: BOW_TIE }, tok.chengang)
    expect(bad.code).toBe(400)
    const listed = (await get(t, `${A}/fences?contractId=ct-hj-tj01`, tok.chengang)).data.list.find((f: { id: string }) => f.id === id)
    expect(listed).toMatchObject({ name: '钢筋加工场（圆）', shape: 'circle', radius: 150, enabled: false })

    // the worker and another section's foreman may not touch it
    expect((await send(t, 'POST', `${A}/fences`, { id, name: '改名', shape: 'circle', center: C, radius: 100 }, tok.yangshan)).msg).toBe('您没有设置考勤围栏的权限')
    expect((await send(t, 'POST', `${A}/fences`, { id, name: '改名', shape: 'circle', center: C, radius: 100 }, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
    expect((await send(t, 'DELETE', `${A}/fences/${id}`, {}, tok.yangshan)).msg).toBe('您没有设置考勤围栏的权限')
    expect((await get(t, `${A}/fences?contractId=ct-hj-tj01`, tok.yuanhao)).msg).toBe('合同段不存在或您无权访问')
    expect((await get(t, `${A}/rule?contractId=ct-hj-tj01`, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')

    expect((await send(t, 'DELETE', `${A}/fences/${id}`, {}, tok.chengang)).msg).toBe('删除成功')
    expect((await send(t, 'DELETE', `${A}/fences/${id}`, {}, tok.chengang)).msg).toBe('围栏不存在或您无权访问')
    expect((await get(t, `${A}/fences?contractId=ct-hj-tj01`, tok.chengang)).data.list.some((f: { id: string }) => f.id === id)).toBe(false)
  })
})

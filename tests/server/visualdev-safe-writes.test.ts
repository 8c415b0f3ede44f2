// Safe writes of low-code records (issue 10): JNPF's concurrencyLock (f_version in the edit info, a stale update
// refused in one atomic UPDATE), Idempotency-Key on creates, server-owned fields ignored on input (record PUT and an
// approver's form), and the change history of each record with the rights of reading it.
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, opts } from './visualdev-fixtures'
import { U, act, approver, entryOf, launch, makeFlow, start, users } from './workflow-fixtures'

const LOCKED = 'vm-t-safe'
const PLAIN = 'vm-t-safe-plain'
const FLOW_MODEL = 'vm-t-safe-flow'
const url = (model: string, id = '') => `/H5Api/api/visualdev/OnlineDev/${model}${id ? `/${id}` : ''}`
const STALE = '当前表单原数据已被调整，请重新进入该页面编辑并提交数据'
const NOT_FOUND = '数据不存在或您无权访问'

const fields = [
  fld('input', '标题', 'title', { required: true }),
  fld('select', '隐患等级', 'level', {}, opts([['1', '一般'], ['2', '重大']])),
  fld('inputNumber', '数量', 'amount'),
  fld('createUser', '创建人员', 'creatorUser'),
  fld('createTime', '创建时间', 'creatorTime'),
  fld('modifyUser', '修改人员', 'modifierUser'),
  fld('currOrganize', '所属组织', 'organize'),
  fld('currPosition', '所属岗位', 'position')
]

describe.each(dialects)('safe writes of low-code records on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    const db = t.app.ctx.db
    const model = (id: string, lock: boolean, enableFlow = false) => ({
      id, fullName: id, enCode: id, webType: 2, formData: JSON.stringify({ concurrencyLock: lock, fields }), columnData: '{}',
      appColumnData: '{}', tables: '[]', enableFlow: enableFlow ? 1 : 0, flowId: '', flowEnCode: '', flowTemplateJson: '', sortCode: 0, createdAt: 0
    })
    await db.insertInto('baseVisualDev').values([model(LOCKED, true), model(PLAIN, false), model(FLOW_MODEL, true, true)]).execute()
    await grantMenu(t, 'm-t-safe', LOCKED, { 'role-pm': { buttons: ALL_BUTTONS }, 'role-chief': { buttons: ALL_BUTTONS }, 'role-supervisor': { buttons: ['btn_detail'] } })
    await grantMenu(t, 'm-t-safe-plain', PLAIN, { 'role-pm': { buttons: ALL_BUTTONS } })
    await grantMenu(t, 'm-t-safe-flow', FLOW_MODEL, { 'role-pm': { buttons: ALL_BUTTONS }, 'role-supervisor': { buttons: ALL_BUTTONS } })
    for (const a of ['zhanghua', 'songwenbo', 'yuanhao', 'lijun']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  const row = (id: string) => t.app.ctx.db.selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const count = async (model: string) => Number((await t.app.ctx.db.selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('modelId', '=', model).executeTakeFirstOrThrow()).n)
  const historyRows = (id: string) => t.app.ctx.db.selectFrom('visualdevRecordHistory').selectAll().where('recordId', '=', id).execute()
  const create = async (model: string, data: Record<string, unknown>, who = 'zhanghua') => {
    const r = await send(t, 'POST', url(model), { data: JSON.stringify(data) }, tok[who])
    if (r.code !== 200) throw new Error(r.msg)
    return r.data.id as string
  }
  const info = async (model: string, id: string, who = 'zhanghua') => JSON.parse((await get(t, url(model, id), tok[who])).data.data)
  const put = (model: string, id: string, data: Record<string, unknown>, who = 'zhanghua') =>
    send(t, 'PUT', url(model, id), { id, data: JSON.stringify(data) }, tok[who])
  const post = (model: string, data: Record<string, unknown>, key?: string, who = 'zhanghua') => call(t, {
    method: 'POST', url: url(model), payload: { data: JSON.stringify(data) }, token: tok[who], headers: key === undefined ? {} : { 'idempotency-key': key }
  })

  describe('concurrencyLock', () => {
    test('when the model locks, then the edit info carries f_version and each update raises it', async () => {
      const id = await create(LOCKED, { title: '边坡裂缝', level: '1' })
      expect((await info(LOCKED, id)).f_version).toBe(0)
      expect((await put(LOCKED, id, { title: '边坡裂缝（复查）', level: '1', f_version: 0 })).msg).toBe('更新成功')
      expect((await info(LOCKED, id)).f_version).toBe(1)
      // the version may come back as the string a form kept it as
      expect((await put(LOCKED, id, { title: '边坡裂缝（三查）', level: '2', f_version: '1' })).code).toBe(200)
      expect((await row(id)).version).toBe(2)
    })

    test('when an update carries an older f_version, then it is refused with JNPF\'s words and changes nothing', async () => {
      const id = await create(LOCKED, { title: '护栏缺失', level: '1' })
      expect((await put(LOCKED, id, { title: '第一位的修改', level: '1', f_version: 0 })).code).toBe(200)
      const before = await row(id)
      const history = await historyRows(id)
      expect(await put(LOCKED, id, { title: '第二位的修改', level: '2', f_version: 0 })).toMatchObject({ code: 400, msg: STALE })
      expect(await row(id)).toEqual(before)
      expect(await historyRows(id)).toEqual(history)
      expect((await put(LOCKED, id, { title: 'x', f_version: 'abc' })).code).toBe(400)
      expect(await row(id)).toEqual(before)
    })

    test('when 20 people save the same version at once, then exactly one succeeds and the rest are refused', async () => {
      const id = await create(LOCKED, { title: '并发', level: '1' })
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => put(LOCKED, id, { title: `并发${i}`, level: '1', f_version: 0 })))
      const won = answers.filter((a) => a.code === 200)
      expect(won).toHaveLength(1)
      expect(answers.filter((a) => a.code === 400 && a.msg === STALE)).toHaveLength(19)
      const stored = await row(id)
      expect(stored.version).toBe(1)
      expect(await historyRows(id)).toHaveLength(1)
      expect(JSON.parse(stored.data).title).toBe(`并发${answers.findIndex((a) => a.code === 200)}`)
    })

    test('when the model has no lock, then the info has no f_version and an old one is not checked', async () => {
      const id = await create(PLAIN, { title: '无锁' })
      expect('f_version' in (await info(PLAIN, id))).toBe(false)
      expect((await put(PLAIN, id, { title: '无锁1', f_version: 0 })).code).toBe(200)
      expect((await put(PLAIN, id, { title: '无锁2', f_version: 0 })).code).toBe(200)
    })

    test('when the record is another project\'s, then neither the update nor the history reaches it', async () => {
      const id = await create(LOCKED, { title: '杭金的记录', level: '1' })
      const before = await row(id)
      expect(await put(LOCKED, id, { title: '宁绩改的', f_version: 0 }, 'yuanhao')).toMatchObject({ code: 400, msg: NOT_FOUND })
      expect((await get(t, `${url(LOCKED, id)}/History`, tok.yuanhao)).msg).toBe(NOT_FOUND)
      expect(await row(id)).toEqual(before)
    })
  })

  describe('Idempotency-Key', () => {
    test('when a create is sent again with the same key, then the first record is the answer and nothing new is made', async () => {
      const first = await post(LOCKED, { title: '重复提交', level: '1' }, 'k-once-1')
      expect(first).toMatchObject({ code: 200, msg: '新建成功' })
      const n = await count(LOCKED)
      const again = await post(LOCKED, { title: '重复提交（改了）', level: '2' }, 'k-once-1')
      expect(again).toMatchObject({ code: 200, msg: '新建成功', data: { id: first.data.id } })
      expect(await count(LOCKED)).toBe(n)
      expect(JSON.parse((await row(first.data.id)).data).title).toBe('重复提交')
      // another key, another model or another user is another submission
      expect((await post(LOCKED, { title: '另一次', level: '1' }, 'k-once-2')).data.id).not.toBe(first.data.id)
      expect((await post(PLAIN, { title: '另一个功能' }, 'k-once-1')).data.id).not.toBe(first.data.id)
      expect((await post(LOCKED, { title: '另一个人' }, 'k-once-1', 'lijun')).data.id).not.toBe(first.data.id)
      expect(await count(LOCKED)).toBe(n + 2)
    })

    test('when ten duplicates arrive at once, then one record is made and all answer it', async () => {
      const n = await count(LOCKED)
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(LOCKED, { title: '连点十次', level: '1' }, 'k-burst')))
      expect(answers.every((a) => a.code === 200)).toBe(true)
      expect(new Set(answers.map((a) => a.data.id)).size).toBe(1)
      expect(await count(LOCKED)).toBe(n + 1)
    })

    test('when a keyed create is refused, then the key is given back and the corrected retry creates', async () => {
      const n = await count(LOCKED)
      expect(await post(LOCKED, { level: '1' }, 'k-retry')).toMatchObject({ code: 400, msg: '标题不能为空' })
      expect(await count(LOCKED)).toBe(n)
      expect((await post(LOCKED, { title: '补上标题', level: '1' }, 'k-retry')).code).toBe(200)
      expect(await count(LOCKED)).toBe(n + 1)
    })

    test('when the key is older than 24 hours, then it is forgotten', async () => {
      const first = await post(LOCKED, { title: '昨天的', level: '1' }, 'k-day')
      t.clock.advance(24 * 3600_000 + 1)
      // the sessions expired with the day: sign in again
      for (const a of Object.keys(tok)) tok[a] = await login(t, a)
      const later = await post(LOCKED, { title: '今天的', level: '1' }, 'k-day')
      expect(later.code).toBe(200)
      expect(later.data.id).not.toBe(first.data.id)
    })

    test('when the key is malformed, then the create is refused and nothing is made', async () => {
      const n = await count(LOCKED)
      expect((await post(LOCKED, { title: '坏键' }, 'x'.repeat(129))).code).toBe(400)
      expect((await post(LOCKED, { title: '坏键' }, '带中文')).code).toBe(400)
      expect(await count(LOCKED)).toBe(n)
    })
  })

  describe('an edit under an Idempotency-Key (the outbox sends a queued edit so)', () => {
    const keyedPut = (model: string, id: string, data: Record<string, unknown>, key: string, who = 'zhanghua') => call(t, {
      method: 'PUT', url: url(model, id), payload: { id, data: JSON.stringify(data) }, token: tok[who], headers: { 'idempotency-key': key }
    })

    test('when a keyed edit is sent again (its answer was lost), then it is applied once and the repeat answers success', async () => {
      const id = await create(LOCKED, { title: '离线修改前', level: '1' })
      expect(await keyedPut(LOCKED, id, { title: '离线修改', level: '2', f_version: 0 }, 'k-edit-1')).toMatchObject({ code: 200, msg: '更新成功' })
      // the same save again: its f_version 0 is old now, yet it is the same edit, not a stale one
      expect(await keyedPut(LOCKED, id, { title: '离线修改', level: '2', f_version: 0 }, 'k-edit-1')).toMatchObject({ code: 200, msg: '更新成功' })
      expect(Number((await row(id)).version)).toBe(1)
      expect(JSON.parse((await row(id)).data).title).toBe('离线修改')
    })

    test('when the record changed after the edit was queued, then the keyed edit is refused as stale and overwrites nothing', async () => {
      const id = await create(LOCKED, { title: '原标题', level: '1' })
      // saved meanwhile from another device
      expect((await put(LOCKED, id, { title: '项目经理先改了', level: '1', f_version: 0 })).code).toBe(200)
      expect(await keyedPut(LOCKED, id, { title: '离线时改的', level: '2', f_version: 0 }, 'k-edit-2')).toMatchObject({ code: 400, msg: STALE })
      expect(JSON.parse((await row(id)).data).title).toBe('项目经理先改了')
      // refused, the key is given back: the same save stays refused, it never slips through later
      expect(await keyedPut(LOCKED, id, { title: '离线时改的', level: '2', f_version: 0 }, 'k-edit-2')).toMatchObject({ code: 400, msg: STALE })
      expect(JSON.parse((await row(id)).data).title).toBe('项目经理先改了')
    })
  })

  describe('server-owned fields', () => {
    test('when an editor sends back the display values the info gave, then the update succeeds and they stay as stored', async () => {
      const id = await create(LOCKED, { title: '系统字段', level: '1' })
      const before = await row(id)
      const opened = await info(LOCKED, id)
      expect(opened.creatorUser).toBe('张华/zhanghua')
      const sent = { ...opened, title: '系统字段（改）', creatorUser: '别人/other', creatorTime: '2000-01-01 00:00:00', organize: ['x'], position: 'p-x' }
      expect((await put(LOCKED, id, sent)).code).toBe(200)
      const after = await row(id)
      expect(after.creatorUserId).toBe(before.creatorUserId)
      expect(after.creatorTime).toBe(before.creatorTime)
      const [was, now] = [JSON.parse(before.data), JSON.parse(after.data)]
      expect(now).toEqual({ ...was, title: '系统字段（改）' })
      expect((await info(LOCKED, id)).creatorUser).toBe('张华/zhanghua')
    })

    test('when an approver sends back the form with its system fields as display text, then the approval succeeds', async () => {
      const flow = await makeFlow(t, start({}, approver('a', '复查', {
        approvers: users(U.songwenbo), formOperates: [{ id: 'title', name: '标题', read: true, write: true }]
      })), { modelId: FLOW_MODEL })
      const launched = await launch(t, tok.zhanghua, flow.flowId, { title: '待审', level: '1' })
      expect(launched.code).toBe(200)
      const id = launched.data.id as string
      const before = await row(id)
      const entry = await entryOf(t, id, U.songwenbo)
      const formData = { title: '审后', level: '1', creatorUser: '张华/zhanghua', creatorTime: '2026-01-01 08:00:00', organize: '杭金项目', f_version: 0 }
      expect((await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', formData })).code).toBe(200)
      const after = await row(id)
      expect(after.creatorUserId).toBe(before.creatorUserId)
      expect(JSON.parse(after.data)).toEqual({ ...JSON.parse(before.data), title: '审后' })
    })
  })

  describe('change history', () => {
    test('when a record is changed twice, then History answers who, when and each field\'s old and new display value, newest first', async () => {
      const id = await create(LOCKED, { title: '历史', level: '1', amount: 3 })
      t.clock.advance(1000)
      expect((await put(LOCKED, id, { title: '历史', level: '2', amount: 3, f_version: 0 })).code).toBe(200)
      t.clock.advance(1000)
      expect((await put(LOCKED, id, { title: '历史（终）', level: '2', f_version: 1 })).code).toBe(200)
      // nothing changed: no entry
      expect((await put(LOCKED, id, { title: '历史（终）', level: '2', f_version: 2 })).code).toBe(200)
      const r = await get(t, `${url(LOCKED, id)}/History`, tok.zhanghua)
      expect(r.code).toBe(200)
      const list = r.data.list as { creatorUser: string; creatorUserId: string; creatorTime: number; changes: unknown[] }[]
      expect(list).toHaveLength(2)
      expect(list[0]).toMatchObject({ creatorUser: '张华/zhanghua', creatorUserId: U.zhanghua })
      expect(list[0].changes).toEqual([
        { field: 'title', label: '标题', oldValue: '历史', newValue: '历史（终）' },
        { field: 'amount', label: '数量', oldValue: '3', newValue: '' }
      ])
      expect(list[1].changes).toEqual([{ field: 'level', label: '隐患等级', oldValue: '一般', newValue: '重大' }])
      expect(list[0].creatorTime).toBeGreaterThan(list[1].creatorTime)
    })

    test('when the reader may read the record, then History answers; without the model or the record, it is refused', async () => {
      const id = await create(LOCKED, { title: '权限', level: '1' })
      expect((await put(LOCKED, id, { title: '权限改', level: '1', f_version: 0 })).code).toBe(200)
      // the supervisor holds only btn_detail, which is reading
      expect((await get(t, `${url(LOCKED, id)}/History`, tok.songwenbo)).data.list).toHaveLength(1)
      expect((await get(t, `${url(PLAIN, id)}/History`, tok.zhanghua)).msg).toBe(NOT_FOUND)
      expect((await get(t, `${url(LOCKED, 'no-such-id')}/History`, tok.zhanghua)).msg).toBe(NOT_FOUND)
      expect((await get(t, `${url(LOCKED, id)}/History`)).code).not.toBe(200)
    })
  })
})

// Server-side validation beyond the basic controls: child-table rows with their own messages and ids, unique
// inputs per project, bill numbers the server issues, the value shapes of selector, upload, sign and location
// controls, and references (organisations, users, linked records) that must exist and be visible.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'

const MODEL = 'vm-t-valid'
const TARGET = 'vm-t-valid-target'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const tree = { options: [{ id: 'a', fullName: '甲', children: [{ id: 'a1', fullName: '甲一' }] }], props: { label: 'fullName', value: 'id' } }

const fields = [
  fld('input', '编号', 'code', { unique: true }), fld('billRule', '单号', 'no', { rule: 'tBill' }),
  fld('cascader', '分类', 'cat', { dataType: 'static' }, tree), fld('organizeSelect', '单位', 'org'),
  fld('usersSelect', '参与方', 'parties', {}, { multiple: true }), fld('userSelect', '负责人', 'user'), fld('areaSelect', '地区', 'area'),
  fld('uploadFile', '附件', 'files', {}, { limit: 2 }), fld('sign', '签名', 'sign'), fld('location', '位置', 'loc'),
  fld('timePicker', '时间', 'time'), fld('slider', '区间', 'range', {}, { range: true, min: 0, max: 100 }),
  fld('relationForm', '关联', 'rel', {}, { modelId: TARGET, relationField: 'code' }),
  fld('popupSelect', '材料', 'mat', {}, { interfaceId: 'di-t-valid', propsValue: 'id', relationField: 'fullName' }),
  {
    __config__: { jnpfKey: 'table', label: '材料', required: true, children: [
      fld('input', '名称', 'name', { required: true }), fld('inputNumber', '用量', 'qty', {}, { min: 0 }),
      fld('input', '规格', 'spec', { regList: [{ pattern: '/^[A-Z]\\d+$/', message: '规格格式不正确' }] })
    ] },
    __vModel__: 'items'
  },
  fld('currOrganize', '所属组织', 'myOrg'), fld('currPosition', '所属岗位', 'myPos')
]
const ok = (over: Record<string, unknown> = {}) => ({ code: `C-${Math.random().toString(36).slice(2, 10)}`, items: [{ name: '钢筋', qty: 1 }], ...over })

describe.each(dialects)('low-code validation on %s', (dialect) => {
  let t: TestApp
  let zh: string
  let yh: string
  let foreign: string

  beforeAll(async () => {
    t = await createTestApp(dialect)
    await insertModel(t, { id: TARGET, fields: [fld('input', '编号', 'code')] })
    await insertModel(t, { id: MODEL, fields })
    await grantMenu(t, 'm-t-valid', MODEL, { 'role-pm': { buttons: ALL_BUTTONS } })
    await grantMenu(t, 'm-t-valid-target', TARGET, { 'role-pm': { buttons: ALL_BUTTONS } })
    await t.app.ctx.db.insertInto('baseBillRule').values({
      id: 'bill-t', enCode: 'tBill', fullName: '测试单号', prefix: 'TB', dateFormat: 'yyyyMMdd', digit: 3, startNumber: '1', thisNumber: 0, lastDate: '', outputNumber: ''
    }).execute()
    await t.app.ctx.db.insertInto('baseDataInterface').values({
      id: 'di-t-valid', fullName: '测试材料', enCode: 'tValid', category: 'test', dataType: 2, enabledMark: 1, description: '', sortCode: 0,
      definition: JSON.stringify({ rows: [{ id: 'm1', fullName: '钢筋' }, { id: 'm-nj', fullName: '宁绩的材料', projectId: 'proj-nj' }] })
    }).execute()
    zh = await login(t, 'zhanghua')
    yh = await login(t, 'yuanhao')
    foreign = (await send(t, 'POST', `/H5Api/api/visualdev/OnlineDev/${TARGET}`, { data: { code: '宁绩的' } }, yh)).data.id
    t.clock.t = Date.parse('2026-03-02T10:00:00+08:00')
  })
  afterAll(async () => { await t.close() })

  const create = (data: unknown, token = zh) => send(t, 'POST', M, { data: JSON.stringify(data) }, token)
  const stored = () => t.app.ctx.db.selectFrom('visualdevRecord').selectAll().where('modelId', '=', MODEL).orderBy('id').execute()
  const rule = () => t.app.ctx.db.selectFrom('baseBillRule').select(['thisNumber']).where('id', '=', 'bill-t').executeTakeFirstOrThrow()
  const raw = async (id: string) => JSON.parse((await get(t, `${M}/${id}`, zh)).data.data)

  test('the server issues the bill number, one per record, whatever the client sent', async () => {
    const a = await create(ok({ no: 'MINE-1' }))
    const b = await create(ok())
    expect([a.code, b.code]).toEqual([200, 200])
    expect((await raw(a.data.id)).no).toBe('TB20260302001')
    expect((await raw(b.data.id)).no).toBe('TB20260302002')
    // an edit cannot change it either
    const data = await raw(a.data.id)
    expect((await send(t, 'PUT', `${M}/${a.data.id}`, { data: { ...data, no: 'HACKED' } }, zh)).code).toBe(200)
    expect((await raw(a.data.id)).no).toBe('TB20260302001')
  })

  test('child-table rows keep their ids, new rows get one, and edits match rows by id', async () => {
    const c = await create(ok({ items: [{ id: 'r-1', name: '钢筋', qty: 2, extra: 'dropped' }, { name: '水泥', qty: 3 }] }))
    const rows = (await raw(c.data.id)).items
    expect(rows[0]).toEqual({ id: 'r-1', name: '钢筋', qty: 2 })
    expect(rows[1]).toMatchObject({ name: '水泥', qty: 3 })
    expect(typeof rows[1].id).toBe('string')
  })

  test('unique inputs are unique within the project: another project may reuse the value, an edit may keep it', async () => {
    const first = await create(ok({ code: 'DUP-1' }))
    expect(first.code).toBe(200)
    const before = await stored()
    expect(await create(ok({ code: 'DUP-1' }))).toMatchObject({ code: 400, msg: '编号不能重复' })
    expect(await stored()).toEqual(before)
    expect((await create(ok({ code: 'DUP-1' }), yh)).code).toBe(200)
    const data = await raw(first.data.id)
    expect((await send(t, 'PUT', `${M}/${first.data.id}`, { data: { ...data, cat: ['a'] } }, zh)).code).toBe(200)
    const second = await create(ok({ code: 'DUP-2' }))
    expect((await send(t, 'PUT', `${M}/${second.data.id}`, { data: { ...(await raw(second.data.id)), code: 'DUP-1' } }, zh)))
      .toMatchObject({ code: 400, msg: '编号不能重复' })
  })

  test('the creator organisation and position are written by the server', async () => {
    const c = await create(ok({ myOrg: ['org-nj'], myPos: 'pos-x' }))
    const row = await t.app.ctx.db.selectFrom('visualdevRecord').select('data').where('id', '=', c.data.id).executeTakeFirstOrThrow()
    expect(JSON.parse(row.data)).toMatchObject({ myOrg: ['org-hq', 'org-hj', 'org-hj-c1'], myPos: 'pos-hj-c1-xmjl' })
  })

  test('values of every shape are accepted when right', async () => {
    const c = await create(ok({
      cat: ['a', 'a1'], org: ['org-hq', 'org-hj'], parties: ['u-chengang--user', 'org-hj--company'], user: 'u-chengang',
      area: ['330000', '330100'], files: [{ name: 'a.pdf', fileId: 'a.pdf', url: '/api/file/Download/annex/a.pdf', fileSize: 10, junk: 1 }],
      sign: 'data:image/png;base64,iVBORw0KGgo=', loc: JSON.stringify({ lng: 120.1, lat: 30.2, fullAddress: '杭州' }), time: '08:30:00',
      range: [10, 20], mat: 'm1', rel: (await send(t, 'POST', `/H5Api/api/visualdev/OnlineDev/${TARGET}`, { data: { code: '杭金的' } }, zh)).data.id
    }))
    expect(c.code).toBe(200)
    expect((await raw(c.data.id)).files).toEqual([{ name: 'a.pdf', fileId: 'a.pdf', url: '/api/file/Download/annex/a.pdf', fileSize: 10 }])
  })

  test.each([
    ['an empty required child table', { items: [] }, '材料不能为空'],
    ['a child table that is not a list', { items: { name: 'x' } }, '材料的值不正确'],
    ['a row that is not an object', { items: ['x'] }, '材料的值不正确'],
    ['a required cell left empty in row 2', { items: [{ name: 'a' }, { name: '' }] }, '材料(2)名称不能为空'],
    ['a cell below min', { items: [{ name: 'a', qty: -1 }] }, '材料(1)用量不能小于0'],
    ['a cell against its pattern', { items: [{ name: 'a', spec: 'x1' }] }, '材料(1)规格：规格格式不正确'],
    ['a cascader path not in the tree', { cat: ['a', 'b9'] }, '分类的选项“b9”不在可选范围内'],
    ['a cascader value that is not a path', { cat: 'a' }, '分类的值不正确'],
    ['an organisation that does not exist', { org: ['org-hq', 'org-nope'] }, '单位选择的“org-nope”不存在或您无权选择'],
    ['a user that does not exist', { user: 'u-nobody' }, '负责人选择的“u-nobody”不存在或您无权选择'],
    ['a usersSelect value without its type', { parties: ['u-chengang'] }, '参与方的值“u-chengang”应为“编号--类型”'],
    ['a usersSelect id that does not exist', { parties: ['u-nobody--user'] }, '参与方选择的“u-nobody”不存在或您无权选择'],
    ['an area that does not exist', { area: ['999999'] }, '地区选择的“999999”不存在或您无权选择'],
    ['a file with a script address', { files: [{ name: 'x', url: 'javascript:alert(1)' }] }, '附件的文件地址不正确'],
    ['a file without a name', { files: [{ url: '/a' }] }, '附件的文件信息不完整'],
    ['more files than the limit', { files: [1, 2, 3].map((i) => ({ name: `${i}`, url: `/f/${i}` })) }, '附件最多上传2个文件'],
    ['a signature that is not an image', { sign: 'data:text/html;base64,PHNjcmlwdD4=' }, '签名应为签名图片'],
    ['a location that is not JSON', { loc: '{lng' }, '位置的值不正确'],
    ['a location with text coordinates', { loc: JSON.stringify({ lng: 'east' }) }, '位置的值不正确'],
    ['a time that is not one', { time: '25:00' }, '时间应为时间（时:分:秒）'],
    ['a range slider with one value', { range: [1] }, '区间的值不正确'],
    ['a range slider out of bounds', { range: [1, 101] }, '区间不能大于100'],
    ['a linked record of another project', { rel: 'FOREIGN' }, '关联选择的'],
    ['a popup value the interface does not have', { mat: 'm9' }, '材料选择的“m9”不存在或您无权选择'],
    ['a popup row of another project', { mat: 'm-nj' }, '材料选择的“m-nj”不存在或您无权选择'],
    ['a linked record that does not exist', { rel: 'no-such-record' }, '关联选择的“no-such-record”不存在或您无权选择']
  ])('refuses %s; nothing is stored and no bill number is used', async (_name, over, msg) => {
    const before = await stored()
    const numbers = await rule()
    const value = JSON.parse(JSON.stringify(over).replace('FOREIGN', foreign))
    const r = await create(ok(value))
    expect(r.code).toBe(400)
    expect(r.msg).toContain(msg)
    expect(await stored()).toEqual(before)
    expect(await rule()).toEqual(numbers)
  })
})

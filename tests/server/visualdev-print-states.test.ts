// A printed record of a model with record states carries them (issue 10: "a record prints ... with its photos,
// signatures and state timeline"): the current state with its due time, then every move with who, the move, the
// change of state, the opinion, and the move's photos and signature drawn; a model without states prints none. The
// fields a move fills go to the record's change history like an edit's.
import fs from 'node:fs'
import path from 'node:path'
import { signaturePng } from '../../server/src/db/seed/flows/signature-png'
import { call, createTestApp, dialects, login, multipart, send, type TestApp } from './helpers/app'
import { pdfImageCount, pdfText } from './helpers/pdf-text'

type J = Record<string, unknown>
const B = '/api/visualdev/Base'
const PHOTO = fs.readFileSync(path.join(__dirname, 'fixtures/site-photo.jpg'))

const field = (jnpfKey: string, label: string, vModel: string): J => ({ __config__: { jnpfKey, label, required: false, regList: [] }, __vModel__: vModel })
const formData = JSON.stringify({ formRef: 'formRef', fields: [field('input', '巡查部位', 'place'), field('textarea', '处理措施', 'measures')] })
const columns = JSON.stringify({ type: 1, columnList: [{ prop: 'place', label: '巡查部位', jnpfKey: 'input' }], btnsList: [{ value: 'add', label: '新增' }] })
const STATES = {
  initial: 'open',
  states: [
    { code: 'open', name: '待处理', colour: '#2979ff' },
    { code: 'fixing', name: '处理中', colour: '#ff9900' },
    { code: 'done', name: '已完成', colour: '#19be6b', final: true }
  ],
  transitions: [
    { code: 'start', name: '开始处理', from: ['open'], to: 'fixing', who: { creator: true } },
    {
      code: 'finish', name: '处理完成', from: ['fixing'], to: 'done', who: { creator: true },
      needs: { fields: ['measures'], opinion: true, opinionLabel: '处理说明', photos: 1, photosLabel: '处理后照片', signature: true }
    }
  ],
  due: { days: 3 }
}
const body = (enCode: string, fullName: string, recordStates: unknown): J => ({
  fullName, enCode, type: 1, webType: 2, enableFlow: 0, formData, columnData: columns, appColumnData: columns, tables: '[]', recordStates
})

describe.each(dialects)('the state timeline of a printed record on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const modelId = async (enCode: string) =>
    (await t.app.ctx.db.selectFrom('baseVisualDev').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id
  const create = async (model: string, place: string) => {
    const r = await call(t, { method: 'POST', url: `/api/visualdev/OnlineDev/${model}`, token: admin, payload: { data: JSON.stringify({ place }) } })
    if (r.code !== 200) throw new Error(r.msg)
    return r.data.id as string
  }
  const printed = async (model: string, id: string) => {
    const r = await send(t, 'POST', `/api/visualdev/OnlineDev/${model}/${id}/Actions/Print`, {}, admin)
    if (r.code !== 200) throw new Error(r.msg)
    const pdf = (await t.app.inject({ method: 'GET', url: r.data.url })).rawPayload
    return { pdf, text: pdfText(pdf).replace(/\n/g, '') }
  }
  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    expect((await send(t, 'POST', B, body('slopeStates', '边坡巡查记录', JSON.stringify(STATES)), admin)).code).toBe(200)
    expect((await send(t, 'POST', B, body('slopePlain', '边坡巡查台账', ''), admin)).code).toBe(200)
  })
  afterAll(async () => { await t.close() })

  test('when the record has not moved, then its state and due time print with 暂无状态变更', async () => {
    t.clock.t = Date.parse('2026-04-01T09:00:00+08:00')
    const model = await modelId('slopeStates')
    const { text } = await printed(model, await create(model, 'K3+185 右侧路堑边坡'))
    for (const s of ['状态记录', '当前状态', '待处理', '办理期限', '2026-04-04 09:00:00', '暂无状态变更']) expect(text).toContain(s)
    expect(text.indexOf('基本信息')).toBeLessThan(text.indexOf('状态记录'))
    expect(text.indexOf('状态记录')).toBeLessThan(text.indexOf('修改记录'))
  })

  test('when the record moved twice, then each move prints with who, the change of state, the opinion, its photo and signature, and the filled field is in the history', async () => {
    t.clock.t = Date.parse('2026-04-01T09:00:00+08:00')
    const model = await modelId('slopeStates')
    const id = await create(model, 'K5+020 左侧路堤边坡')
    const O = `/api/visualdev/OnlineDev/${model}/${id}/Actions/Transition`
    t.clock.t += 3600_000
    expect((await send(t, 'POST', O, { transition: 'start' }, admin)).code).toBe(200)
    const up = await call(t, { method: 'POST', url: '/api/file/Uploader/annexpic', token: admin, ...multipart('处理后.jpg', PHOTO) })
    t.clock.t += 5 * 86400_000
    const done = await send(t, 'POST', O, {
      transition: 'finish', opinion: '冲沟回填并补植草皮，复查合格', data: { measures: '浆砌片石回填' },
      photos: [{ fileId: up.data.name, url: up.data.url, name: '处理后.jpg' }], signImg: signaturePng(4)
    }, admin)
    expect(done.code).toBe(200)
    const { pdf, text } = await printed(model, id)
    for (const s of ['状态记录', '当前状态', '已完成', '时间', '操作人', '操作', '状态变化', '意见', '照片与签名',
      '2026-04-01 10:00:00', '陈志远/admin', '开始处理', '待处理 → 处理中',
      '2026-04-06 10:00:00', '处理完成', '处理中 → 已完成', '冲沟回填并补植草皮，复查合格']) expect(text).toContain(s)
    expect(text.indexOf('开始处理')).toBeLessThan(text.indexOf('处理完成'))
    // a record whose moves have no photos prints no photo column
    const other = await create(model, 'K5+600 左侧路堤边坡')
    expect((await send(t, 'POST', `/api/visualdev/OnlineDev/${model}/${other}/Actions/Transition`, { transition: 'start' }, admin)).code).toBe(200)
    const plain = (await printed(model, other)).text
    expect(plain).toContain('待处理 → 处理中')
    expect(plain).not.toContain('照片与签名')
    // a final state has no due time, and is not overdue however late it was reached
    expect(text).not.toContain('办理期限')
    expect(text).not.toContain('超期')
    // the move's photo and its signature
    expect(pdfImageCount(pdf)).toBe(2)
    // the field the move filled is in the change history, as an edit's would be, at the version the move wrote
    expect(text).not.toContain('暂无修改记录')
    expect(text.slice(text.indexOf('修改记录'))).toContain('浆砌片石回填')
    const db = t.app.ctx.db
    const history = await db.selectFrom('visualdevRecordHistory').selectAll().where('recordId', '=', id).execute()
    const record = await db.selectFrom('visualdevRecord').select('version').where('id', '=', id).executeTakeFirstOrThrow()
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ version: record.version, createdAt: t.clock.t })
    expect(JSON.parse(history[0].changes)).toEqual([{ field: 'measures', label: '处理措施', oldValue: '', newValue: '浆砌片石回填' }])
  })

  test('when the record is overdue, then its state prints with 超期', async () => {
    t.clock.t = Date.parse('2026-04-01T09:00:00+08:00')
    const model = await modelId('slopeStates')
    const id = await create(model, 'K7+400 右侧路堑边坡')
    t.clock.t += 4 * 86400_000
    expect((await printed(model, id)).text).toContain('待处理（超期）')
  })

  test('when the model has no record states, then the print has no state section', async () => {
    const model = await modelId('slopePlain')
    const { text } = await printed(model, await create(model, 'K9+000 边坡'))
    expect(text).toContain('基本信息')
    expect(text).not.toContain('状态记录')
    expect(text).not.toContain('当前状态')
  })
})

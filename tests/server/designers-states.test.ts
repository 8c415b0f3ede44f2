// Record states on a model an administrator designs in the console (our extension of /api/visualdev/Base:
// `recordStates`): refused with a message when the engine could not enforce them, kept with the model, and then
// enforced on its records exactly like a catalogue module's states.
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const B = '/api/visualdev/Base'
type J = Record<string, unknown>

const field = (jnpfKey: string, label: string, vModel: string, config: J = {}, props: J = {}): J => ({
  __config__: { jnpfKey, label, required: false, regList: [], ...config }, __vModel__: vModel, ...props
})
const formData = JSON.stringify({
  formRef: 'formRef',
  fields: [
    field('input', '检查部位', 'place', { required: true }),
    field('textarea', '问题描述', 'problem'),
    field('textarea', '处理措施', 'measures'),
    field('uploadImg', '处理照片', 'photos', {}, { limit: 6 })
  ]
})
const columns = JSON.stringify({ type: 1, columnList: [{ prop: 'place', label: '检查部位', jnpfKey: 'input' }], searchList: [], btnsList: [{ value: 'add', label: '新增' }], columnBtnsList: [] })
const STATES = {
  initial: 'open',
  states: [
    { code: 'open', name: '待处理', colour: '#2979ff' },
    { code: 'fixing', name: '处理中', colour: '#ff9900' },
    { code: 'done', name: '已完成', colour: '#19be6b', final: true }
  ],
  transitions: [
    { code: 'start', name: '开始处理', from: ['open'], to: 'fixing', who: { creator: true } },
    { code: 'finish', name: '处理完成', from: ['fixing'], to: 'done', who: { creator: true }, needs: { fields: ['measures'], opinion: true, opinionLabel: '处理说明' } }
  ],
  due: { days: 3 }
}
const body = (over: J = {}): J => ({
  fullName: '边坡隐患巡查', enCode: 'slopePatrol', type: 1, webType: 2, enableFlow: 0, formData, columnData: columns, appColumnData: columns,
  tables: '[]', recordStates: JSON.stringify(STATES), ...over
})

describe.each(dialects)('designed record states on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const model = () => t.app.ctx.db.selectFrom('baseVisualDev').selectAll().where('enCode', '=', 'slopePatrol').executeTakeFirst()
  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  test('a declaration the engine could not enforce is refused with the reason, and nothing is stored', async () => {
    const refused = async (recordStates: unknown, msg: string) => {
      expect(await send(t, 'POST', B, body({ recordStates }), admin)).toMatchObject({ code: 400, msg })
      expect(await model()).toBeUndefined()
    }
    await refused('{"states":', '记录状态(recordStates)不是合法的 JSON')
    await refused({ ...STATES, states: STATES.states.slice(0, 1) }, '记录状态(recordStates)状态(states)应为2到20个')
    await refused({ ...STATES, initial: 'closed' }, '记录状态(recordStates)初始状态 closed 未定义')
    await refused({ ...STATES, transitions: [{ ...STATES.transitions[0], to: 'nowhere' }] }, '记录状态(recordStates)流转 start 指向未定义的状态 nowhere')
    await refused({ ...STATES, transitions: [{ ...STATES.transitions[0], who: {} }] }, '记录状态(recordStates)流转 start 没有指定谁可以操作')
    await refused({ ...STATES, transitions: [{ ...STATES.transitions[1], needs: { fields: ['cause'] } }] }, '记录状态(recordStates)引用了表单中不存在的字段：cause')
    await refused({ ...STATES, transitions: [{ ...STATES.transitions[0], code: '1bad' }] }, '记录状态(recordStates)第1个流转的编码(code)应为字母开头的字母、数字或下划线')
  })

  test('kept with the model, shown in its info and enforced on its records', async () => {
    expect((await send(t, 'POST', B, body(), admin)).code).toBe(200)
    const m = (await model())!
    expect(JSON.parse(m.recordStates!)).toEqual(STATES)
    expect(JSON.parse((await get(t, `${B}/${m.id}`, admin)).data.recordStates)).toEqual(STATES)

    const config = (await get(t, `/api/visualdev/OnlineDev/${m.id}/Config`, admin)).data
    expect(config.recordStates.map((s: J) => s.name)).toEqual(['待处理', '处理中', '已完成'])
    const O = `/api/visualdev/OnlineDev/${m.id}`
    const created = await call(t, { method: 'POST', url: O, token: admin, payload: { data: JSON.stringify({ place: 'K12+300 左侧边坡', problem: '坡面局部冲刷' }) } })
    expect(created.code).toBe(200)
    const id = created.data.id as string
    expect((await get(t, `${O}/${id}/States`, admin)).data.current).toMatchObject({ code: 'open', name: '待处理' })
    expect((await send(t, 'POST', `${O}/${id}/Actions/Transition`, { transition: 'finish', opinion: 'x' }, admin)).code).toBe(400)
    expect((await send(t, 'POST', `${O}/${id}/Actions/Transition`, { transition: 'start' }, admin)).code).toBe(200)
    expect((await send(t, 'POST', `${O}/${id}/Actions/Transition`, { transition: 'finish', data: { measures: '削坡并铺设防护网' } }, admin)).msg).toBe('请填写处理说明')
    const done = await send(t, 'POST', `${O}/${id}/Actions/Transition`, { transition: 'finish', opinion: '已处理', data: { measures: '削坡并铺设防护网' } }, admin)
    expect(done.code).toBe(200)
    const s = (await get(t, `${O}/${id}/States`, admin)).data
    expect(s.current).toMatchObject({ code: 'done', final: true })
    expect(s.timeline).toHaveLength(2)
    // a record whose loop is closed is the record of what happened: no edit, no delete, nothing changed
    const stored = await t.app.ctx.db.selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(await send(t, 'PUT', `${O}/${id}`, { data: JSON.stringify({ place: '改写的部位' }) }, admin)).toMatchObject({ code: 400, msg: '该记录已是「已完成」状态，不能修改' })
    expect(await send(t, 'DELETE', `${O}/${id}`, null, admin)).toMatchObject({ code: 400, msg: '该记录已是「已完成」状态，不能删除' })
    expect(await t.app.ctx.db.selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(stored)
    const list = await call(t, { method: 'POST', url: `${O}/List`, token: admin, payload: { currentPage: 1, pageSize: 20, recordState: 'done' } })
    expect(list.data.list.map((r: J) => r.id)).toEqual([id])

    // the administrator takes the states off: the model keeps its records, and moves are no longer offered
    expect((await send(t, 'PUT', `${B}/${m.id}`, body({ recordStates: '' }), admin)).code).toBe(200)
    expect((await model())!.recordStates).toBe('')
    expect((await get(t, `/api/visualdev/OnlineDev/${m.id}/Config`, admin)).data.recordStates).toBeUndefined()
  })
})

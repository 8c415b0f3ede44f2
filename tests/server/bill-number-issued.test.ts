// Bill numbers shown before saving (issue 13): GET BillNumber hands a number to the caller and records it; a create
// keeps a number it carries only when BillNumber issued it to that user, for the field's rule, and no record took it
// yet. Anything else (forged, reused, another user's, another rule's, not a string) gets a fresh number.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'

const MODEL = 'vm-t-billno'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const B = '/H5Api/api/system/BillRule/BillNumber'

describe.each(dialects)('bill numbers issued before saving on %s', (dialect) => {
  let t: TestApp
  let zh: string
  let yh: string

  beforeAll(async () => {
    t = await createTestApp(dialect)
    await insertModel(t, { id: MODEL, fields: [fld('input', '名称', 'name'), fld('billRule', '单号', 'no', { rule: 'tIssued' })] })
    await grantMenu(t, 'm-t-billno', MODEL, { 'role-pm': { buttons: ALL_BUTTONS } })
    const rule = (id: string, enCode: string, prefix: string) => ({
      id, enCode, fullName: enCode, prefix, dateFormat: 'yyyyMMdd', digit: 3, startNumber: '1', thisNumber: 0, lastDate: '', outputNumber: ''
    })
    await t.app.ctx.db.insertInto('baseBillRule').values([rule('bill-ti', 'tIssued', 'TI'), rule('bill-to', 'tOther', 'TO')]).execute()
    zh = await login(t, 'zhanghua')
    yh = await login(t, 'yuanhao')
    t.clock.t = Date.parse('2026-03-02T10:00:00+08:00')
  })
  afterAll(async () => { await t.close() })

  const issue = async (token: string, enCode = 'tIssued') => (await get<string>(t, `${B}/${enCode}`, token)).data
  const create = (data: Record<string, unknown>, token = zh) => send(t, 'POST', M, { data: JSON.stringify({ name: 'x', ...data }) }, token)
  const numberOf = async (answer: { data: { id: string } }, token = zh) => JSON.parse((await get(t, `${M}/${answer.data.id}`, token)).data.data).no
  const thisNumber = async () => Number((await t.app.ctx.db.selectFrom('baseBillRule').select('thisNumber').where('id', '=', 'bill-ti').executeTakeFirstOrThrow()).thisNumber)

  test('when the form shows a number first, then the record keeps that number and no other is spent', async () => {
    const shown = await issue(zh)
    expect(shown).toBe('TI20260302001')
    const saved = await create({ no: shown })
    expect(saved.code).toBe(200)
    expect(await numberOf(saved)).toBe(shown)
    expect(await thisNumber()).toBe(1)
  })

  test('when a number is sent again after a record took it, then the second record gets a fresh one', async () => {
    const shown = await issue(zh)
    expect(await numberOf(await create({ no: shown }))).toBe(shown)
    const again = await create({ no: shown })
    expect(again.code).toBe(200)
    expect(await numberOf(again)).not.toBe(shown)
  })

  test('when a client makes a number up, then it is not stored and stays free of any claim', async () => {
    const n = await thisNumber()
    const ahead = `TI20260302${String(n + 5).padStart(3, '0')}`
    const forged = await create({ no: ahead })
    expect(forged.code).toBe(200)
    // the record gets the rule's own next number, not the one the client chose
    expect(await numberOf(forged)).toBe(`TI20260302${String(n + 1).padStart(3, '0')}`)
    const arbitrary = await create({ no: 'MY-OWN-NUMBER' })
    expect(await numberOf(arbitrary)).toMatch(/^TI20260302\d{3}$/)
    const rows = await t.app.ctx.db.selectFrom('baseBillNumberIssued').select('number').where('number', 'in', [ahead, 'MY-OWN-NUMBER']).execute()
    expect(rows).toEqual([])
  })

  test('when another user sends a number issued to someone else, then it is refused and its owner can still use it', async () => {
    const hers = await issue(yh)
    const taken = await create({ no: hers }, zh)
    expect(await numberOf(taken)).not.toBe(hers)
    const own = await create({ no: hers }, yh)
    expect(own.code).toBe(200)
    expect(await numberOf(own, yh)).toBe(hers)
  })

  test('when a number of another rule or a value of the wrong shape is sent, then a fresh number is issued', async () => {
    const other = await issue(zh, 'tOther')
    expect(other).toBe('TO20260302001')
    expect(await numberOf(await create({ no: other }))).toMatch(/^TI/)
    for (const no of [{ x: 1 }, ['TI1'], 12, 'x'.repeat(300), null]) {
      const answer = await create({ no })
      expect(answer.code).toBe(200)
      expect(await numberOf(answer)).toMatch(/^TI20260302\d{3}$/)
    }
    // tOther's number is still free for its own rule
    const used = await t.app.ctx.db.selectFrom('baseBillNumberIssued').select('usedAt').where('number', '=', other).executeTakeFirstOrThrow()
    expect(used.usedAt).toBeNull()
  })

  test('when BillNumber is asked for a missing, malformed or disabled rule, then it answers 400 and records nothing', async () => {
    const before = await t.app.ctx.db.selectFrom('baseBillNumberIssued').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    expect(await get(t, `${B}/noSuchRule`, zh)).toMatchObject({ code: 400, msg: '单据规则不存在: noSuchRule' })
    expect((await get(t, `${B}/${'a'.repeat(200)}`, zh)).code).toBe(400)
    await t.app.ctx.db.updateTable('baseBillRule').set({ enabledMark: 0 }).where('id', '=', 'bill-to').execute()
    expect(await get(t, `${B}/tOther`, zh)).toMatchObject({ code: 400, msg: '单据规则 tOther 已禁用' })
    expect((await get(t, `${B}/tIssued`)).code).not.toBe(200)
    const after = await t.app.ctx.db.selectFrom('baseBillNumberIssued').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  test('when two creates race with the same issued number, then exactly one keeps it', async () => {
    const shown = await issue(zh)
    const [a, b] = await Promise.all([create({ no: shown }), create({ no: shown })])
    const numbers = [await numberOf(a), await numberOf(b)]
    expect(numbers.filter((n) => n === shown)).toHaveLength(1)
  })
})

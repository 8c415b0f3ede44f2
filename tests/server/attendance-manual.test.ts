// 补录考勤 (modules/attendance/manual-service.ts): a keeper of the section (its foreman) enters a day for a worker who
// could not clock; the entry is a punch marked with who entered it, counted by records and statistics (the worker
// sees it as his own too), refused with a clear message and nothing stored when it should not be, and revocable
// within the seven-day window. Entered punches have no position: the worker's next real punch is not taken for a
// jump from nowhere.
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const A = '/H5Api/api/attendance'
const CN = 8 * 3_600_000
const DAY = 86_400_000
const midnight = Math.floor((Date.now() + CN) / DAY) * DAY - CN
const dayText = (ms: number) => new Date(ms + CN).toISOString().slice(0, 10)
const TODAY = dayText(midnight)

describe.each(dialects)('manual attendance entries on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let yangshan: { workerId: string }
  let otherSectionWorker: string
  const entries = async () => Number((await t.app.ctx.db.selectFrom('attendancePunch').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enteredBy', '<>', '').executeTakeFirstOrThrow()).n)
  const enter = (who: string, body: Record<string, unknown>) => send(t, 'POST', `${A}/manual`, body, tok[who])

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', TOKEN_TTL_HOURS: '48' })
    // 18:00 today, China time: the day's shift is over and nobody has clocked yet (the seed stops at yesterday)
    t.clock.t = midnight + 18 * 3_600_000
    for (const a of ['yangshan', 'chengang', 'jiangtao', 'huangwei', 'yuanhao']) tok[a] = await login(t, a)
    const w = await t.app.ctx.db.selectFrom('attendanceWorker').select('id').where('userId', '=', 'u-yangshan').where('contractId', '=', 'ct-hj-tj01').executeTakeFirstOrThrow()
    yangshan = { workerId: w.id }
    const other = await t.app.ctx.db.selectFrom('attendanceWorker').select('id').where('contractId', '<>', 'ct-hj-tj01').where('exitDate', '=', '').executeTakeFirstOrThrow()
    otherSectionWorker = other.id
  }, 120_000)
  afterAll(async () => { await t.close() })

  const base = () => ({ contractId: 'ct-hj-tj01', workerId: yangshan.workerId, day: TODAY, kind: 'both', inTime: '07:25', outTime: '17:40', cause: 'phoneFault', reason: '手机摔坏，工区长现场核实在岗' })

  test('the form: the section\'s workers and staff, the seven-day window, the causes; for its keepers only', async () => {
    const opts = await get(t, `${A}/manual/options?contractId=ct-hj-tj01`, tok.chengang)
    expect(opts.code).toBe(200)
    expect(opts.data).toMatchObject({ contractId: 'ct-hj-tj01', from: dayText(midnight - 6 * DAY), to: TODAY })
    expect(opts.data.people.some((p: { workerId: string; realName: string }) => p.workerId === yangshan.workerId && p.realName === '杨山')).toBe(true)
    expect(opts.data.causes.map((c: { label: string }) => c.label)).toEqual(['手机故障', '无信号', '人脸识别失败', '其他'])
    // a worker, another section's foreman and another project's manager are refused
    expect((await get(t, `${A}/manual/options?contractId=ct-hj-tj01`, tok.yangshan)).msg).toBe('您没有补录考勤的权限')
    expect((await get(t, `${A}/manual/options?contractId=ct-hj-tj01`, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
    const foreign = await get(t, `${A}/manual/options?contractId=ct-hj-tj01`, tok.yuanhao)
    expect(foreign.code).toBe(400)
    expect(foreign.msg).toBe('合同段不存在或您无权访问')
  })

  test('every refusal is a 400 with its reason and stores nothing', async () => {
    const before = await entries()
    const refused: [string, Record<string, unknown>, string][] = [
      ['yangshan', {}, '您没有补录考勤的权限'],
      ['jiangtao', {}, '合同段不存在或您无权访问'],
      ['yuanhao', {}, '合同段不存在或您无权访问'],
      ['chengang', { workerId: '' }, '请选择补录人员'],
      ['chengang', { workerId: otherSectionWorker }, '该人员不在本合同段的人员名册中'],
      ['chengang', { day: dayText(midnight + DAY) }, '不能补录今天以后的考勤'],
      ['chengang', { day: dayText(midnight - 7 * DAY) }, `只能补录近7天（${dayText(midnight - 6 * DAY)}起）的考勤`],
      ['chengang', { day: '2026-02-30' }, '请选择正确的考勤日期'],
      ['chengang', { kind: 'noon' }, '请选择补录上班、下班或全天'],
      ['chengang', { inTime: '' }, '请选择上班时间'],
      ['chengang', { outTime: '25:00' }, '下班时间格式应为 HH:mm'],
      ['chengang', { inTime: '18:00', outTime: '17:00' }, '下班时间应晚于上班时间'],
      ['chengang', { kind: 'out', outTime: '23:50' }, '补录时间不能晚于当前时间'],
      ['chengang', { cause: '' }, '请选择补录原因'],
      ['chengang', { reason: '  ' }, '请填写补录说明'],
      ['chengang', { photos: 'x' }, '照片格式不正确']
    ]
    for (const [who, change, msg] of refused) {
      const answer = await enter(who, { ...base(), ...change })
      expect({ change, status: answer.status, code: answer.code, msg: answer.msg }).toEqual({ change, status: 200, code: 400, msg })
    }
    // a day he has clocked already (the seed's punches up to yesterday): that kind is not entered again
    const seeded = await t.app.ctx.db.selectFrom('attendancePunch').select(['punchDay', 'kind', 'punchTime']).where('workerId', '=', yangshan.workerId)
      .where('punchDay', '>=', dayText(midnight - 6 * DAY)).where('kind', '=', 'in').executeTakeFirstOrThrow()
    const clocked = await enter('chengang', { ...base(), day: seeded.punchDay })
    expect(clocked.msg).toMatch(new RegExp(`^杨山${seeded.punchDay}已有上班打卡（\\d\\d:\\d\\d），无需补录$`))
    expect(await entries()).toBe(before)
  })

  test('an entry with its evidence photo shows in records (his own too) as 补录 and counts in the statistics; a second one of that kind is refused', async () => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.chengang, ...multipart('手机.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9])) })
    const photo = { fileId: up.data.fileId ?? '', url: up.data.url, name: '手机.jpg' }
    const added = await enter('chengang', { ...base(), photos: [photo] })
    expect(added.msg).toBe('补录成功')
    expect(added.data.map((p: { kind: string }) => p.kind)).toEqual(['in', 'out'])
    expect(added.data[0]).toMatchObject({ realName: '杨山', inside: false, late: false, reason: '手机摔坏，工区长现场核实在岗', manual: { enteredByName: '陈刚', cause: 'phoneFault' } })
    expect(await entries()).toBe(2)
    expect((await enter('chengang', { ...base(), kind: 'in', inTime: '08:00' })).msg).toMatch(/^杨山.+已有上班打卡（07:25），无需补录$/)
    expect(await entries()).toBe(2)

    const records = await get(t, `${A}/records?contractId=ct-hj-tj01&from=${TODAY}&to=${TODAY}&pageSize=100`, tok.chengang)
    const hisInRecords = records.data.list.filter((p: { manual: unknown }) => p.manual)
    expect(hisInRecords).toHaveLength(2)
    expect(hisInRecords[0].manual.enteredByName).toBe('陈刚')
    const own = await get(t, `${A}/records?contractId=ct-hj-tj01&from=${TODAY}&to=${TODAY}&mine=1`, tok.yangshan)
    expect(own.data.list.map((p: { kind: string; manual: { enteredByName: string } }) => `${p.kind}:${p.manual.enteredByName}`)).toEqual(['out:陈刚', 'in:陈刚'])
    // his clock screen shows them too, named
    const day = await get(t, `${A}/today?contractId=ct-hj-tj01`, tok.yangshan)
    expect(day.data.punches.map((p: { kind: string; manual: { enteredByName: string } }) => `${p.kind}:${p.manual.enteredByName}`)).toEqual(['in:陈刚', 'out:陈刚'])
    // the evidence photo comes signed, for him to open
    expect(own.data.list[0].photos[0].url).toMatch(/\?exp=\d+&sig=/)
    const stats = await get(t, `${A}/statistics?contractId=ct-hj-tj01&from=${TODAY}&to=${TODAY}&mine=1`, tok.yangshan)
    expect(stats.data.people[0]).toMatchObject({ realName: '杨山', present: 1, late: 0, early: 0, absent: 0, hours: 10.3 })

    // the keeper's list of the section's entries, each revocable
    const list = await get(t, `${A}/manual?contractId=ct-hj-tj01`, tok.chengang)
    expect(list.data.pagination.total).toBe(2)
    expect(list.data.list.every((p: { mayRevoke: boolean }) => p.mayRevoke)).toBe(true)
    expect((await get(t, `${A}/manual?contractId=ct-hj-tj01`, tok.yangshan)).msg).toBe('您没有补录考勤的权限')

    // his own clock-in tomorrow morning at the works is not taken for a jump from the entry's empty position
    const f = await t.app.ctx.db.selectFrom('attendanceFence').selectAll().where('contractId', '=', 'ct-hj-tj01').where('shape', '=', 'circle').executeTakeFirstOrThrow()
    t.clock.t = midnight + DAY + 7 * 3_600_000
    const next = await call(t, { method: 'POST', url: `${A}/clock`, token: tok.yangshan, headers: { 'idempotency-key': `manual-next-${dialect}` },
      payload: { contractId: 'ct-hj-tj01', longitude: Number(f.centerLongitude), latitude: Number(f.centerLatitude), accuracy: 10 } })
    expect(next.msg).toBe('打卡成功')
    t.clock.t = midnight + 18 * 3_600_000
    await t.app.ctx.db.deleteFrom('attendancePunch').where('requestKey', '=', `manual-next-${dialect}`).execute()
  })

  test('revoking: only a keeper of the section, after which the punch is gone from records and statistics and kept as revoked', async () => {
    const list = await get(t, `${A}/manual?contractId=ct-hj-tj01`, tok.chengang)
    const [first, second] = list.data.list as { id: string }[]
    expect((await send(t, 'DELETE', `${A}/manual/${first.id}`, undefined, tok.yangshan)).msg).toBe('您没有补录考勤的权限')
    expect((await send(t, 'DELETE', `${A}/manual/${first.id}`, undefined, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
    expect((await send(t, 'DELETE', `${A}/manual/${first.id}`, undefined, tok.yuanhao)).msg).toBe('合同段不存在或您无权访问')
    // a punch someone made himself is no entry to revoke
    const own = await t.app.ctx.db.selectFrom('attendancePunch').select('id').where('contractId', '=', 'ct-hj-tj01').where('enteredBy', '=', '').executeTakeFirstOrThrow()
    expect((await send(t, 'DELETE', `${A}/manual/${own.id}`, undefined, tok.chengang)).msg).toBe('补录记录不存在或您无权访问')
    expect(await entries()).toBe(2)

    expect((await send(t, 'DELETE', `${A}/manual/${first.id}`, undefined, tok.chengang)).msg).toBe('已撤销')
    expect((await send(t, 'DELETE', `${A}/manual/${second.id}`, undefined, tok.chengang)).msg).toBe('已撤销')
    expect(await entries()).toBe(0)
    const records = await get(t, `${A}/records?contractId=ct-hj-tj01&from=${TODAY}&to=${TODAY}&mine=1`, tok.yangshan)
    expect(records.data.list).toHaveLength(0)
    const stats = await get(t, `${A}/statistics?contractId=ct-hj-tj01&from=${TODAY}&to=${TODAY}&mine=1`, tok.yangshan)
    expect(stats.data.people[0]).toMatchObject({ present: 0, absent: 1 })
    // what was entered stays on record, with who revoked it and when; for the section's keepers only
    const revoked = await get(t, `${A}/manual/revoked?contractId=ct-hj-tj01`, tok.chengang)
    expect(revoked.code).toBe(200)
    expect(revoked.data.map((r: { id: string }) => r.id).sort()).toEqual([first.id, second.id].sort())
    expect(revoked.data[0]).toMatchObject({ realName: '杨山', punchDay: TODAY, enteredByName: '陈刚', revokedByName: '陈刚', revokedAt: t.clock.t })
    expect(revoked.data.every((r: { causeName: string; reason: string }) => r.causeName !== '' && r.reason !== '')).toBe(true)
    expect((await get(t, `${A}/manual/revoked?contractId=ct-hj-tj01`, tok.yangshan)).msg).toBe('您没有补录考勤的权限')
    expect((await get(t, `${A}/manual/revoked?contractId=ct-hj-tj01`, tok.yuanhao)).msg).toBe('合同段不存在或您无权访问')
    expect((await get(t, `${A}/manual/revoked?contractId=ct-nj-tj01`, tok.chengang)).msg).toBe('合同段不存在或您无权访问')
    // no section, or one that does not exist: 400, and the trail is as it was
    for (const bad of ['', 'ct-nowhere', '%27%20or%201%3D1']) {
      expect((await get(t, `${A}/manual/revoked?contractId=${bad}`, tok.chengang)).code).toBe(400)
    }
    expect((await get(t, `${A}/manual/revoked?contractId=ct-hj-tj01`, tok.chengang)).data).toHaveLength(2)
    // revoking it again finds nothing, and changes nothing
    expect((await send(t, 'DELETE', `${A}/manual/${first.id}`, undefined, tok.chengang)).msg).toBe('补录记录不存在或您无权访问')
    expect((await get(t, `${A}/manual/revoked?contractId=ct-hj-tj01`, tok.chengang)).data).toHaveLength(2)

    // two revokes of one entry at once: one revokes it, the other finds nothing; one trace
    const again = await enter('chengang', { ...base(), kind: 'in' })
    expect(again.msg).toBe('补录成功')
    const twice = await Promise.all([0, 1].map(() => send(t, 'DELETE', `${A}/manual/${again.data[0].id}`, undefined, tok.chengang)))
    expect(twice.map((r) => r.msg).sort()).toEqual(['已撤销', '补录记录不存在或您无权访问'].sort())
    expect((await get(t, `${A}/manual/revoked?contractId=ct-hj-tj01`, tok.chengang)).data.filter((r: { id: string }) => r.id === again.data[0].id)).toHaveLength(1)

    // an entry whose day has left the window can no longer be revoked
    // (his seeded punches of that day are cleared: a day he was absent)
    const edge = dayText(midnight - 6 * DAY)
    await t.app.ctx.db.deleteFrom('attendancePunch').where('workerId', '=', yangshan.workerId).where('punchDay', '=', edge).execute()
    const old = await enter('chengang', { ...base(), day: edge, cause: 'noSignal', reason: '隧道内无信号' })
    expect(old.msg).toBe('补录成功')
    const oldEntry = old.data[0].id as string
    t.clock.t = midnight + DAY + 9 * 3_600_000
    expect((await send(t, 'DELETE', `${A}/manual/${oldEntry}`, undefined, tok.chengang)).msg).toBe('已超过7天，不能撤销该补录')
    t.clock.t = midnight + 18 * 3_600_000
  })
})

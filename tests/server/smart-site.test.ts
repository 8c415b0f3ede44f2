// The smart site on the demo group (modules/smart-site): a project manager registers a monitor and gets its key
// once; the monitor pushes readings with that key (a bad key, a bad reading or an oversized body stores nothing, a
// resent batch changes nothing); a reading over its limit opens one alarm per device and metric, raised from
// warning to alarm, closed when back to normal, and told live to the section's safety officers and foremen only;
// the 智慧工地 card counts what the devices and alarms hold; nobody sees another project's or section's devices.
import { SMART_KINDS, levelOf, metricDef, OFFLINE_AFTER_MS } from '../../types/api/smart-site'
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { listen, TestSocket } from './socket-client'

const S = '/H5Api/api/smartsite'
const MIN = 60_000
const HOUR = 60 * MIN
const CN = 8 * HOUR
/** the latest instant before `ms` at that China hour */
const chinaHourBefore = (ms: number, hour: number) => {
  const day = Math.floor((ms + CN) / (24 * HOUR)) * 24 * HOUR - CN
  const t = day + hour * HOUR
  return t < ms ? t : t - 24 * HOUR
}

describe.each(dialects)('smart site on %s', (dialect) => {
  let t: TestApp
  let base = ''
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    base = await listen(t)
    for (const a of ['zhanghua', 'wangfang', 'chengang', 'fengxue', 'yangshan', 'huangwei', 'hexiaoyan', 'yuanhao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const db = () => t.app.ctx.db
  const ingest = (key: string | undefined, payload: unknown) =>
    call(t, { method: 'POST', url: `${S}/ingest`, payload: payload as object, headers: key === undefined ? {} : { 'x-device-key': key } })
  const readingsOf = async (deviceId: string) => Number((await db().selectFrom('smartReading').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deviceId', '=', deviceId).executeTakeFirstOrThrow()).n)
  const alarmsOf = (deviceId: string) => db().selectFrom('smartAlarm').selectAll().where('deviceId', '=', deviceId).orderBy('openedAt').execute()
  const register = (who: string, body: Record<string, unknown>) => send(t, 'POST', `${S}/devices`, body, tok[who])

  test('the demo has monitors on every construction section with readings of the last 24 hours and an open PM10 alarm', async () => {
    const list = await get(t, `${S}/devices?projectId=proj-hj`, tok.huangwei)
    expect(list.code).toBe(200)
    expect(new Set(list.data.list.map((d: { contractId: string }) => d.contractId))).toEqual(new Set(['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03']))
    expect(list.data.canManage).toBe(true)
    const dust = list.data.list.find((d: { id: string }) => d.id === 'sd-hj1-dn1')
    expect(dust).toMatchObject({ kind: 'dustNoise', level: 'alarm' })
    expect(dust.openAlarms).toEqual(expect.arrayContaining([expect.objectContaining({ metric: 'pm10', level: 'alarm', limit: 150, closedAt: null })]))
    expect(dust.latest.map((r: { metric: string }) => r.metric)).toEqual(['pm25', 'pm10', 'noise'])
    expect(dust.latest.find((r: { metric: string }) => r.metric === 'pm10').value).toBeGreaterThanOrEqual(150)
    // the key is never answered once registered, only its last characters
    expect(JSON.stringify(list.data)).not.toMatch(/keyHash|sk_/)
    const detail = await get(t, `${S}/devices/sd-hj1-dn1`, tok.wangfang)
    const pm10 = detail.data.series.find((s: { metric: string }) => s.metric === 'pm10').points
    expect(pm10.length).toBeGreaterThan(100)
    expect(pm10.length).toBeLessThanOrEqual(145)
    expect(detail.data.alarms).toEqual(expect.arrayContaining([expect.objectContaining({ metric: 'pm10', closedAt: null })]))
    expect(detail.data.alarms[0].closedAt).toBeNull()
    // every seeded alarm agrees with the readings it was drawn from
    for (const a of await db().selectFrom('smartAlarm').selectAll().execute()) {
      const d = await db().selectFrom('smartDevice').select('kind').where('id', '=', a.deviceId).executeTakeFirstOrThrow()
      const def = metricDef(d.kind, a.metric)
      if (!def) throw new Error(`unknown metric ${a.metric}`)
      expect(levelOf(def, Number(a.firstValue), Number(a.openedAt))).not.toBe('normal')
    }
  })

  test('a project manager registers a monitor in his section and gets its key once; others are refused', async () => {
    expect((await register('chengang', { contractId: 'ct-hj-tj01', name: '工区塔吊', kind: 'towerCrane' })).msg).toBe('您没有登记监测设备的权限')
    expect((await register('zhanghua', { contractId: 'ct-hj-tj02', name: '越权设备', kind: 'towerCrane' })).msg).toBe('合同段不存在或您无权访问')
    expect((await register('huangwei', { contractId: 'ct-hj-jl01', name: '监理办', kind: 'dustNoise' })).msg).toBe('监测设备只能登记在施工合同段')
    expect((await register('zhanghua', { contractId: 'ct-hj-tj01', name: '  ', kind: 'towerCrane' })).msg).toBe('请填写设备名称')
    expect((await register('zhanghua', { contractId: 'ct-hj-tj01', name: '测试', kind: 'elevator' })).msg).toMatch(/^设备类型应为 塔吊监测、扬尘噪声、高支模监测 之一$/)
    expect((await register('zhanghua', { contractId: 'ct-hj-tj01', name: '1号塔吊 QTZ125', kind: 'towerCrane' })).msg).toBe('本合同段已有名为“1号塔吊 QTZ125”的设备')
    expect(await db().selectFrom('smartDevice').select('id').where('name', 'in', ['工区塔吊', '越权设备', '监理办', '测试']).execute()).toEqual([])

    const r = await register('zhanghua', { contractId: 'ct-hj-tj01', name: '4号塔吊 QTZ160', kind: 'towerCrane', location: '13# 墩' })
    expect(r.code).toBe(200)
    expect(r.data.key).toMatch(/^sk_[\w-]{43}$/)
    expect(r.data.device).toMatchObject({ name: '4号塔吊 QTZ160', contractId: 'ct-hj-tj01', projectId: 'proj-hj', online: false, lastReadingAt: null, keyHint: r.data.key.slice(-4) })
    const row = await db().selectFrom('smartDevice').selectAll().where('id', '=', r.data.device.id).executeTakeFirstOrThrow()
    expect(row.keyHash).not.toContain(r.data.key)
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/)
    const again = await get(t, `${S}/devices/${r.data.device.id}`, tok.zhanghua)
    expect(again.raw).not.toContain(r.data.key)
  })

  describe('a monitor pushing readings', () => {
    let key = ''
    let id = ''
    beforeAll(async () => {
      const r = await register('zhanghua', { contractId: 'ct-hj-tj01', name: '测试扬尘仪', kind: 'dustNoise', location: '拌和站' })
      key = r.data.key
      id = r.data.device.id
    })

    test('good readings are stored and a resent batch changes nothing', async () => {
      const now = t.clock.now()
      const batch = { readings: [
        { metric: 'pm25', value: 35.2, time: now - 20 * MIN }, { metric: 'pm10', value: 61, time: now - 20 * MIN },
        { metric: 'pm25', value: 38, time: new Date(now - 10 * MIN).toISOString().replace('Z', '+00:00') }
      ] }
      const r = await ingest(key, batch)
      expect(r).toMatchObject({ code: 200, data: { stored: 3, duplicates: 0, opened: 0, closed: 0 } })
      expect(await ingest(key, batch)).toMatchObject({ code: 200, data: { stored: 0, duplicates: 3 } })
      expect(await readingsOf(id)).toBe(3)
      const d = await db().selectFrom('smartDevice').select('lastReadingAt').where('id', '=', id).executeTakeFirstOrThrow()
      expect(Number(d.lastReadingAt)).toBe(now - 10 * MIN)
    })

    test('a missing or wrong key is refused with 401 and nothing is stored', async () => {
      const now = t.clock.now()
      const batch = { readings: [{ metric: 'pm25', value: 30, time: now - 5 * MIN }] }
      expect(await ingest(undefined, batch)).toMatchObject({ code: 401, msg: '缺少设备密钥 (X-Device-Key)' })
      expect(await ingest(`${key}x`, batch)).toMatchObject({ code: 401, msg: '设备密钥无效，请在智慧工地重新获取' })
      expect(await ingest('x'.repeat(5000), batch)).toMatchObject({ code: 401 })
      // a session token is no device key
      expect(await call(t, { method: 'POST', url: `${S}/ingest`, payload: batch, token: tok.zhanghua })).toMatchObject({ code: 401 })
      expect(await readingsOf(id)).toBe(3)
    })

    test('a batch with one bad reading is refused whole, saying which and why', async () => {
      const now = t.clock.now()
      const good = { metric: 'pm25', value: 30, time: now - 4 * MIN }
      const refused: Array<[unknown, string | RegExp]> = [
        [{ readings: [good, { metric: 'co2', value: 400, time: now }] }, '第 2 条读数：未知的监测项 "co2"，扬尘噪声可上传 pm25、pm10、noise'],
        [{ readings: [good, { metric: 'moment', value: 40, time: now }] }, /^第 2 条读数：未知的监测项 "moment"/],
        [{ readings: [{ metric: 'pm10', value: '61', time: now }] }, '第 1 条读数：PM10的数值应为数字'],
        [{ readings: [{ metric: 'pm10', value: null, time: now }] }, '第 1 条读数：PM10的数值应为数字'],
        [{ readings: [good, { metric: 'noise', value: 190, time: now }] }, '第 2 条读数：噪声 190dB 超出传感器量程 20～140dB，请检查设备'],
        [{ readings: [{ metric: 'pm25', value: -3, time: now }] }, /^第 1 条读数：PM2.5 -3µg\/m³ 超出传感器量程/],
        [{ readings: [good, { metric: 'pm25', value: 30, time: now + 10 * MIN }] }, '第 2 条读数：时间晚于当前时间，请校准设备时钟'],
        [{ readings: [{ metric: 'pm25', value: 30, time: now - 8 * 24 * HOUR }] }, '第 1 条读数：时间早于 7 天前，不再接收'],
        [{ readings: [{ metric: 'pm25', value: 30, time: '2026-11-27 10:00' }] }, '第 1 条读数：时间应为毫秒时间戳或带时区的 ISO 8601 时间'],
        [{ readings: [{ metric: 'pm25', value: 30, time: 1.5 }] }, '第 1 条读数：时间应为毫秒时间戳或带时区的 ISO 8601 时间'],
        [{ readings: [good, { ...good, value: 31 }] }, '第 2 条读数：与本批中同一时间的PM2.5读数不一致'],
        [{ readings: [good, 'pm25=30'] }, '第 2 条读数应为对象'],
        [{ readings: [] }, '没有读数'],
        [{ data: [good] }, '请求体应为 {"readings": [{"metric", "value", "time"}]}'],
        [[good], '请求体应为 {"readings": [{"metric", "value", "time"}]}'],
        [{ readings: Array.from({ length: 501 }, (_, i) => ({ metric: 'pm25', value: 30, time: now - i * 1000 })) }, '一次最多上传 500 条读数']
      ]
      for (const [payload, msg] of refused) {
        const r = await ingest(key, payload)
        expect({ code: r.code, status: r.status }).toEqual({ code: 400, status: 200 })
        if (typeof msg === 'string') expect(r.msg).toBe(msg)
        else expect(r.msg).toMatch(msg)
      }
      // a body over the limit is refused before it is read
      const big = { readings: Array.from({ length: 400 }, (_, i) => ({ metric: 'pm25', value: 30.123456789, time: new Date(now - i * 1000).toISOString(), pad: 'x'.repeat(100) })) }
      expect(await ingest(key, big)).toMatchObject({ code: 400, msg: '请求体过大' })
      const notJson = await call(t, { method: 'POST', url: `${S}/ingest`, payload: '{"readings": [', headers: { 'x-device-key': key, 'content-type': 'application/json' } })
      expect(notJson).toMatchObject({ code: 400, msg: '请求体不是合法的 JSON' })
      expect(await readingsOf(id)).toBe(3)
    })

    test('a reading over its limit opens one alarm, raised to an alarm, closed when back to normal; pushed to the section\'s safety officers and foremen only', async () => {
      const sockets: Record<string, TestSocket> = {}
      for (const a of ['wangfang', 'chengang', 'hexiaoyan', 'fengxue', 'zhanghua', 'yangshan']) sockets[a] = (await TestSocket.connect(base, tok[a])).s
      try {
        const now = t.clock.now()
        const warn = await ingest(key, { readings: [{ metric: 'pm10', value: 120, time: now - 3 * MIN }, { metric: 'pm10', value: 130, time: now - 2 * MIN }] })
        expect(warn.data).toMatchObject({ stored: 2, opened: 1, closed: 0 })
        const title = '扬尘噪声预警：测试扬尘仪 PM10 120µg/m³，达到预警值 100µg/m³'
        for (const a of ['wangfang', 'chengang', 'hexiaoyan']) {
          expect(await sockets[a].next('messagePush', (f) => f.title === title)).toMatchObject({ messageType: 3, toUserId: `u-${a}` })
        }
        let alarms = await alarmsOf(id)
        expect(alarms).toHaveLength(1)
        expect(alarms[0]).toMatchObject({ metric: 'pm10', level: 'warning', closedAt: null })
        expect(Number(alarms[0].peakValue)).toBe(130)

        // still over a second later: the same alarm, raised to 报警 past 150, told once more
        t.clock.advance(1000)
        const raised = await ingest(key, { readings: [{ metric: 'pm10', value: 162.5, time: now - MIN }] })
        expect(raised.data).toMatchObject({ opened: 0, closed: 0 })
        const raisedTitle = '扬尘噪声报警：测试扬尘仪 PM10 162.5µg/m³，达到报警值 150µg/m³'
        for (const a of ['wangfang', 'chengang', 'hexiaoyan']) await sockets[a].next('messagePush', (f) => f.title === raisedTitle)
        alarms = await alarmsOf(id)
        expect(alarms).toHaveLength(1)
        expect(alarms[0]).toMatchObject({ level: 'alarm', closedAt: null })
        expect(Number(alarms[0].limitValue)).toBe(150)
        expect(Number(alarms[0].peakValue)).toBe(162.5)

        // back under the warning limit: closed at that reading
        const back = await ingest(key, { readings: [{ metric: 'pm10', value: 80, time: now }] })
        expect(back.data).toMatchObject({ opened: 0, closed: 1 })
        alarms = await alarmsOf(id)
        expect(Number(alarms[0].closedAt)).toBe(now)

        // an older reading arriving late is stored but moves no alarm
        const late = await ingest(key, { readings: [{ metric: 'pm10', value: 300, time: now - 30 * MIN }] })
        expect(late.data).toMatchObject({ stored: 1, opened: 0, closed: 0 })
        expect(await alarmsOf(id)).toHaveLength(1)

        // the people of the section who are not its safety officers or foremen, and another section's, are not told
        await new Promise((r) => setTimeout(r, 300))
        for (const a of ['fengxue', 'zhanghua', 'yangshan']) {
          expect(sockets[a].frames.filter((f) => f.method === 'messagePush' && String(f.title).includes('测试扬尘仪'))).toEqual([])
        }
        const inbox = await get(t, '/H5Api/api/message?type=3&keyword=测试扬尘仪&currentPage=1&pageSize=10', tok.wangfang)
        expect(inbox.data.list.map((m: { title: string }) => m.title)).toEqual([raisedTitle, title])
        const info = await get(t, `/H5Api/api/message/ReadInfo/${inbox.data.list[0].id}`, tok.wangfang)
        expect(JSON.parse(info.data.bodyText)).toMatchObject({ modelId: 'smartSiteAlarm', id })
        expect((await get(t, '/H5Api/api/message?type=3&keyword=测试扬尘仪&currentPage=1&pageSize=10', tok.fengxue)).data.list).toEqual([])
      } finally {
        Object.values(sockets).forEach((s) => s.close())
      }
    })

    test('noise is judged by the daytime limit by day and the night limit at night (GB 12523)', async () => {
      const r = await register('zhanghua', { contractId: 'ct-hj-tj01', name: '测试噪声仪', kind: 'dustNoise' })
      const now = t.clock.now()
      const day = chinaHourBefore(now, 10)
      const night = chinaHourBefore(now, 23)
      const [first, second] = day < night ? [day, night] : [night, day]
      const at = (ms: number) => ({ metric: 'noise', value: 60, time: ms })
      // 60 dB: normal by day (warning 65), over the night alarm limit 55
      const a = await ingest(r.data.key, { readings: [at(first)] })
      const b = await ingest(r.data.key, { readings: [at(second)] })
      const alarms = await alarmsOf(r.data.device.id)
      if (first === night) {
        expect(a.data.opened).toBe(1)
        expect(b.data.closed).toBe(1)
        expect(alarms[0]).toMatchObject({ level: 'alarm', openedAt: night, closedAt: day })
      } else {
        expect(a.data.opened).toBe(0)
        expect(b.data.opened).toBe(1)
        expect(alarms[0]).toMatchObject({ level: 'alarm', openedAt: night, closedAt: null })
      }
      expect(Number(alarms[0].limitValue)).toBe(55)
    })

    test('the detail charts the highest reading of each 10 minutes of the last 24 hours', async () => {
      const now = t.clock.now()
      const d = await get(t, `${S}/devices/${id}`, tok.chengang)
      const rows = await db().selectFrom('smartReading').selectAll().where('deviceId', '=', id).where('readingTime', '>=', now - 24 * HOUR).execute()
      for (const m of ['pm25', 'pm10', 'noise']) {
        const buckets = new Map<number, { time: number; value: number }>()
        for (const r of rows.filter((x) => x.metric === m)) {
          const b = Math.floor(Number(r.readingTime) / (10 * MIN))
          const had = buckets.get(b)
          buckets.set(b, { time: Math.min(had?.time ?? Infinity, Number(r.readingTime)), value: Math.max(had?.value ?? -Infinity, Number(r.value)) })
        }
        const expected = [...buckets.values()].sort((a, b) => a.time - b.time)
        expect(d.data.series.find((s: { metric: string }) => s.metric === m).points).toEqual(expected)
      }
      // the pm10 readings of a few minutes ago fall in at most two buckets, each shown by its peak
      expect(d.data.series.find((s: { metric: string }) => s.metric === 'pm10').points.map((p: { value: number }) => p.value)).toEqual(expect.arrayContaining([300]))
      expect(d.data.series.find((s: { metric: string }) => s.metric === 'pm10').points.length).toBeLessThan(rows.filter((x) => x.metric === 'pm10').length)
    })

    test('a new key stops the old one at once', async () => {
      expect((await send(t, 'POST', `${S}/devices/${id}/key`, {}, tok.wangfang)).msg).toBe('您没有重置设备密钥的权限')
      expect((await send(t, 'POST', `${S}/devices/${id}/key`, {}, tok.yuanhao)).msg).toBe('设备不存在或您无权查看')
      const r = await send(t, 'POST', `${S}/devices/${id}/key`, {}, tok.zhanghua)
      expect(r.data.key).not.toBe(key)
      const batch = { readings: [{ metric: 'pm25', value: 33, time: t.clock.now() }] }
      expect((await ingest(key, batch)).code).toBe(401)
      expect((await ingest(r.data.key, batch)).data).toMatchObject({ stored: 1 })
      key = r.data.key
    })
  })

  test('the 智慧工地 card counts the devices online and offline and the open alarms of the scope', async () => {
    const card = async (who: string, q: string) => get(t, `/H5Api/api/dashboard/smartSite?${q}`, tok[who])
    const expected = async (contractIds: string[]) => {
      const devices = await db().selectFrom('smartDevice').selectAll().where('contractId', 'in', contractIds).execute()
      const open = await db().selectFrom('smartAlarm').selectAll().where('contractId', 'in', contractIds).where('closedAt', 'is', null).execute()
      const now = t.clock.now()
      const on = (d: { lastReadingAt: number | null }) => d.lastReadingAt !== null && now - Number(d.lastReadingAt) <= OFFLINE_AFTER_MS
      return {
        devices: devices.length, online: devices.filter(on).length, offline: devices.filter((d) => !on(d)).length, openAlarms: open.length,
        byKind: SMART_KINDS.map((k) => ({
          kind: k.kind, name: k.name, devices: devices.filter((d) => d.kind === k.kind).length, online: devices.filter((d) => d.kind === k.kind && on(d)).length,
          openAlarms: open.filter((a) => devices.some((d) => d.id === a.deviceId && d.kind === k.kind)).length
        }))
      }
    }
    const hj = ['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03']
    const whole = await card('huangwei', 'projectId=proj-hj')
    expect(whole.data).toEqual(await expected(hj))
    expect(whole.data.devices).toBeGreaterThanOrEqual(9)
    expect(whole.data.openAlarms).toBeGreaterThanOrEqual(1)
    expect(whole.data.online).toBeGreaterThanOrEqual(1)
    // twenty minutes on without readings: everything offline
    const seeded = await db().selectFrom('smartDevice').select((eb) => eb.fn.max('lastReadingAt').as('t')).executeTakeFirstOrThrow()
    t.clock.t = Number(seeded.t) + OFFLINE_AFTER_MS + MIN
    const later = await card('huangwei', 'projectId=proj-hj')
    expect(later.data).toMatchObject({ online: 0, offline: whole.data.devices })
    expect(later.data).toEqual(await expected(hj))
    t.clock.t = Date.now()
    expect((await card('zhanghua', 'projectId=proj-hj')).data).toEqual(await expected(['ct-hj-tj01']))
    expect((await card('huangwei', 'projectId=proj-hj&contractId=ct-hj-tj02')).data).toEqual(await expected(['ct-hj-tj02']))
    expect((await card('zhanghua', 'projectId=proj-hj&contractId=ct-hj-tj02')).msg).toBe('您不属于该合同段，无法查看其数据')
    expect((await card('yuanhao', 'projectId=proj-hj')).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await card('yuanhao', 'projectId=proj-nj')).data).toEqual(await expected(['ct-nj-tj01', 'ct-nj-tj02', 'ct-nj-tj03']))
  })

  test('nobody sees the devices of another project or section', async () => {
    const mine = await get(t, `${S}/devices?projectId=proj-hj`, tok.fengxue)
    expect(new Set(mine.data.list.map((d: { contractId: string }) => d.contractId))).toEqual(new Set(['ct-hj-tj02']))
    expect(mine.data.canManage).toBe(false)
    expect((await get(t, `${S}/devices/sd-hj1-dn1`, tok.fengxue)).msg).toBe('设备不存在或您无权查看')
    expect((await get(t, `${S}/devices/sd-hj1-dn1`, tok.yuanhao)).msg).toBe('设备不存在或您无权查看')
    expect((await get(t, `${S}/devices/no-such`, tok.yuanhao)).msg).toBe('设备不存在或您无权查看')
    expect((await get(t, `${S}/devices?projectId=proj-hj`, tok.yuanhao)).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await get(t, `${S}/devices?projectId=proj-hj&contractId=ct-hj-tj01`, tok.fengxue)).msg).toBe('您不属于该合同段，无法查看其数据')
    expect((await get(t, `${S}/devices?projectId=proj-hj`)).code).toBe(600)
  })
})

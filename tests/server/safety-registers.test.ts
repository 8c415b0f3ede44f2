// Two safety registers (catalog/safety/models/safety-morning.ts, special-equipment.ts, modules/safety/register-hooks.ts,
// catalog/safety/reminders.ts): a crew's morning meeting is filed by the section's foreman with its sign-in rows and
// seen only in its project; a special equipment's inspection runs out after the inspection, and its keeper hears
// before the certificate and the operator's licence run out, the safety officers once they have, and nobody about a
// machine that has left the site.
import type { MessageTable } from '../../server/src/db/schema'
import { catalogueModules } from '../../server/src/catalog/modules'
import { reminderJobName, reminderJobs, Scheduler } from '../../server/src/modules/scheduler'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}${s.length > 10 ? ':00' : 'T00:00:00'}+08:00`)
const MORNING = '/H5Api/api/visualdev/OnlineDev/vm-safety-morning'
const EQUIPMENT = '/H5Api/api/visualdev/OnlineDev/vm-special-equipment'
const INSPECTION = reminderJobName('safety', 'special-equipment-inspection')
const LICENCE = reminderJobName('safety', 'special-equipment-operator')
const jobs = reminderJobs(catalogueModules())

type Row = Record<string, unknown>
const meeting = (extra: Row = {}) => ({
  meetingDate: cn('2026-03-12'), weather: 'dd-weather-1', crew: '桥梁一队钢筋班', workPlace: 'K12+300 左幅 5# 墩',
  todayWork: '5# 墩墩身钢筋绑扎', precautions: '临边防护检查完好后上人，高处作业系安全带', host: 'u-chengang', attendeeCount: 3,
  tableFieldAttendees: [{ name: '杨山', workType: 'dd-workType-1' }, { name: '刘建华', workType: 'dd-workType-1' }], ...extra
})
const machine = (extra: Row = {}) => ({
  equipmentNo: 'TJ01-QZ-09', kind: 'truckCrane', equipmentName: '汽车起重机', owner: '钱江路桥工程有限公司', registrationNo: '起17浙A03001(24)',
  entryDate: cn('2026-03-01'), status: 'inUse', inspectionDate: cn('2026-02-20'), inspectionExpiry: cn('2027-02-19'), keeper: 'u-wangfang', ...extra
})

describe.each(dialects)('safety registers on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'wangfang', 'luoping', 'yangshan', 'panyue']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = cn('2026-03-12 09:00') })

  const db = () => t.app.ctx.db
  const count = async (modelId: string) =>
    Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', modelId).executeTakeFirstOrThrow()).n)
  const create = (url: string, who: string, data: Row, projectId = 'proj-hj', contractId = 'ct-hj-tj01') =>
    send(t, 'POST', url, { data: JSON.stringify(data), projectId, contractId }, tok[who])
  const list = (url: string, who: string) => send<{ list: Row[] }>(t, 'POST', `${url}/List`, { currentPage: 1, pageSize: 50 }, tok[who])

  test('a morning meeting is filed on or after its day, with no fewer attendees than signed in, and seen in its project only', async () => {
    const before = await count('vm-safety-morning')
    expect((await create(MORNING, 'chengang', meeting({ meetingDate: cn('2026-03-13') }))).msg).toBe('会议日期不能晚于今天')
    expect((await create(MORNING, 'chengang', meeting({ attendeeCount: 1 }))).msg).toBe('参会人数不能少于签到人数（2人）')
    expect((await create(MORNING, 'chengang', meeting({ crew: '' }))).msg).toBe('作业班组不能为空')
    expect(await count('vm-safety-morning')).toBe(before)

    const ok = await create(MORNING, 'chengang', meeting())
    expect(ok.code).toBe(200)
    expect(await count('vm-safety-morning')).toBe(before + 1)
    // the crew's labourer reads the meetings of his section; the foreman of 宁绩 only his own project's
    const hj = (await list(MORNING, 'yangshan')).data.list.map((r) => r.id)
    expect(hj).toContain(ok.data.id)
    const nj = (await list(MORNING, 'luoping')).data.list
    expect(nj.map((r) => r.id)).not.toContain(ok.data.id)
    expect(nj.length).toBeGreaterThan(0)
    expect((await create(MORNING, 'luoping', meeting(), 'proj-hj', 'ct-hj-tj01')).code).not.toBe(200)
  })

  test('a special equipment\'s certificate runs out after an inspection that has taken place', async () => {
    const before = await count('vm-special-equipment')
    expect((await create(EQUIPMENT, 'wangfang', machine({ inspectionDate: cn('2026-03-20') }))).msg).toBe('最近检验日期不能晚于今天')
    expect((await create(EQUIPMENT, 'wangfang', machine({ inspectionExpiry: cn('2026-02-20') }))).msg).toBe('检验有效期应晚于最近检验日期')
    expect((await create(EQUIPMENT, 'wangfang', machine({ kind: 'rocket' }))).code).toBe(400)
    expect(await count('vm-special-equipment')).toBe(before)
    expect((await create(EQUIPMENT, 'wangfang', machine())).code).toBe(200)
    // a labourer has no access to the register
    expect((await list(EQUIPMENT, 'yangshan')).code).toBe(400)
  })

  test('each project sees its own special equipment: the safety officer of 宁绩 neither lists, opens, changes nor files in the register of 杭金', async () => {
    const ok = await create(EQUIPMENT, 'wangfang', machine({ equipmentNo: 'TJ01-QZ-11' }))
    expect(ok.code).toBe(200)
    const id = ok.data.id as string
    const nj = await list(EQUIPMENT, 'panyue')
    expect(nj.code).toBe(200)
    expect(nj.data.list.length).toBeGreaterThan(0)
    expect(nj.data.list.map((r) => r.id)).not.toContain(id)
    expect(nj.data.list.map((r) => r.equipmentNo)).not.toContain('TJ01-QZ-11')
    expect((await get(t, `${EQUIPMENT}/${id}`, tok.panyue)).code).not.toBe(200)
    const before = JSON.stringify((await get(t, `${EQUIPMENT}/${id}`, tok.wangfang)).data)
    expect((await send(t, 'PUT', `${EQUIPMENT}/${id}`, { data: JSON.stringify(machine({ status: 'left' })), projectId: 'proj-nj', contractId: 'ct-nj-tj01' }, tok.panyue)).code).not.toBe(200)
    expect((await send(t, 'DELETE', `${EQUIPMENT}/${id}`, undefined, tok.panyue)).code).not.toBe(200)
    expect(JSON.stringify((await get(t, `${EQUIPMENT}/${id}`, tok.wangfang)).data)).toBe(before)
    const n = await count('vm-special-equipment')
    expect((await create(EQUIPMENT, 'panyue', machine(), 'proj-hj', 'ct-hj-tj01')).code).not.toBe(200)
    expect(await count('vm-special-equipment')).toBe(n)
  })

  /** the inbox rows one run of a job at a China-time moment created: [user, title] */
  async function runAt(name: string, when: string): Promise<[string, string][]> {
    t.clock.t = cn(when)
    const before = new Set((await db().selectFrom('baseMessage').select('id').execute()).map((r) => r.id))
    const s = new Scheduler(t.app.ctx)
    s.register(jobs.find((j) => j.name === name) as (typeof jobs)[number])
    expect((await s.tick())[name]).toBe('ran')
    const rows: MessageTable[] = (await db().selectFrom('baseMessage').selectAll().execute()).filter((r) => !before.has(r.id))
    return rows.map((r): [string, string] => [r.userId, r.title]).sort((a, b) => (a.join() < b.join() ? -1 : 1))
  }

  test('the keeper hears before the inspection and the licence run out, the safety officers once they have; a machine that left is skipped', async () => {
    // the demo 架桥机 TJ01-JQ-01 (kept by 王芳) is inspected until 2026-12-17
    expect(await runAt(INSPECTION, '2026-11-17 08:00')).toEqual([
      ['u-wangfang', '特种设备检验即将到期：TJ01-JQ-01 架桥机，有效期至2026-12-17，还有30天，请提前报检']
    ])
    const overdue = await runAt(INSPECTION, '2026-12-18 08:00')
    expect(overdue.filter(([, title]) => title.startsWith('特种设备检验已过期1天：TJ01-JQ-01')).map(([u]) => u)).toEqual(
      expect.arrayContaining(['u-wangfang', 'u-hexiaoyan', 'u-zhaomin'])
    )
    // the 施工升降机 of TJ-02 left the site: its operator's licence (until 2026-12-31) is nobody's concern any more
    await db().updateTable('visualdevRecord').set({ data: JSON.stringify({ ...machine(), equipmentNo: 'TJ02-SJ-01', equipmentName: '施工升降机', keeper: 'u-fengxue', operator: '吴春生', operatorCertExpiry: cn('2026-12-31'), status: 'left' }) })
      .where('id', '=', 'rec-se-hj-003').execute()
    expect((await runAt(LICENCE, '2026-12-01 08:00')).filter(([, title]) => title.includes('TJ02-SJ-01'))).toEqual([])
    await db().updateTable('visualdevRecord').set({ data: JSON.stringify({ ...machine(), equipmentNo: 'TJ02-SJ-01', equipmentName: '施工升降机', keeper: 'u-fengxue', operator: '吴春生', operatorCertExpiry: cn('2026-12-31'), status: 'inUse' }) })
      .where('id', '=', 'rec-se-hj-003').execute()
    expect((await runAt(LICENCE, '2026-12-31 08:00')).filter(([, title]) => title.includes('TJ02-SJ-01'))).toEqual([
      ['u-fengxue', '特种作业操作证今日到期：TJ02-SJ-01 施工升降机 操作人员吴春生']
    ])
  })
})

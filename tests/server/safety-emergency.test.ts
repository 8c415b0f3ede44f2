// 应急管理 (catalog/safety/models/emergency.ts, modules/safety/register-hooks.ts, catalog/safety/reminders.ts): the
// save rules of the four registers refuse bad input with their own words and store nothing; a labourer reads whom to
// call but files no plan; each project sees its own records; the keeper of the emergency stock hears before its check.
import type { MessageTable } from '../../server/src/db/schema'
import { catalogueModules } from '../../server/src/catalog/modules'
import { reminderJobName, reminderJobs, Scheduler } from '../../server/src/modules/scheduler'
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'

const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}${s.length > 10 ? ':00' : 'T00:00:00'}+08:00`)
const base = '/H5Api/api/visualdev/OnlineDev/'
const PLAN = `${base}vm-emergency-plan`
const DRILL = `${base}vm-emergency-drill`
const CONTACT = `${base}vm-emergency-contact`
const MATERIAL = `${base}vm-emergency-material`
const CHECK = reminderJobName('safety', 'emergency-material-check')
const jobs = reminderJobs(catalogueModules())

type Row = Record<string, unknown>
const plan = (extra: Row = {}) => ({
  planName: '深基坑坍塌现场处置方案', planLevel: 'onsite', hazardType: 'collapse', version: 'V1.0', approvedBy: '黄伟',
  approvedAt: cn('2026-03-10'), validUntil: cn('2027-03-09'), summary: '基坑变形超预警值时立即撤离坑内人员。', ...extra
})
const drill = (extra: Row = {}) => ({
  drillName: '基坑坍塌桌面演练', planName: '深基坑坍塌现场处置方案', drillType: 'tabletop', startTime: cn('2026-03-11 09:00'),
  endTime: cn('2026-03-11 10:30'), place: 'K12+300 项目部会议室', organiser: '何晓燕', participants: 12, scenario: '基坑北侧支护变形', ...extra
})
const contact = (extra: Row = {}) => ({ contactGroup: 'rescue', contactName: '刘建华', duty: '抢险队员', mobile: '13812345678', landline: '', onDuty24h: 1, ...extra })
const material = (extra: Row = {}) => ({
  materialName: '担架', category: 'medical', quantity: 2, unit: '副', location: 'K12+300 项目部应急仓库', keeper: 'u-wangfang',
  lastCheck: cn('2026-03-01'), nextCheck: cn('2026-04-01'), status: 'ready', ...extra
})

describe.each(dialects)('emergency management on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['hexiaoyan', 'wangfang', 'yangshan', 'panyue', 'chengang']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = cn('2026-03-12 09:00') })

  const db = () => t.app.ctx.db
  const count = async (modelId: string) =>
    Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', modelId).executeTakeFirstOrThrow()).n)
  const create = (url: string, who: string, data: Row, projectId = 'proj-hj', contractId = 'ct-hj-tj01') =>
    send(t, 'POST', url, { data: JSON.stringify(data), projectId, contractId }, tok[who])
  const list = (url: string, who: string) => send<{ list: Row[] }>(t, 'POST', `${url}/List`, { currentPage: 1, pageSize: 50 }, tok[who])

  test('the save rules refuse bad input with their own words and store nothing', async () => {
    const before = await Promise.all(['vm-emergency-plan', 'vm-emergency-drill', 'vm-emergency-contact', 'vm-emergency-material'].map(count))
    expect((await create(PLAN, 'hexiaoyan', plan({ validUntil: cn('2026-03-10') }))).msg).toBe('有效期应晚于批准日期')
    expect((await create(PLAN, 'hexiaoyan', plan({ approvedAt: cn('2026-03-13') }))).msg).toBe('批准日期不能晚于今天')
    expect((await create(PLAN, 'hexiaoyan', plan({ planLevel: 'national' }))).code).toBe(400)
    expect((await create(DRILL, 'hexiaoyan', drill({ endTime: cn('2026-03-11 08:30') }))).msg).toBe('演练结束时间应晚于开始时间')
    expect((await create(DRILL, 'hexiaoyan', drill({ endTime: cn('2026-03-11 09:00') }))).msg).toBe('演练结束时间应晚于开始时间')
    expect((await create(CONTACT, 'hexiaoyan', contact({ mobile: '1381234567' }))).msg).toBe('手机号码格式不正确')
    expect((await create(CONTACT, 'hexiaoyan', contact({ mobile: '23812345678' }))).msg).toBe('手机号码格式不正确')
    expect((await create(CONTACT, 'hexiaoyan', contact({ mobile: '', landline: '0571-1234' }))).msg).toBe('固定电话格式不正确')
    expect((await create(CONTACT, 'hexiaoyan', contact({ mobile: '', landline: '' }))).msg).toBe('手机和固定电话至少填写一项')
    // the form's own bound (min 0) answers before the rule
    expect((await create(MATERIAL, 'hexiaoyan', material({ quantity: -1 }))).msg).toBe('数量不能小于0')
    expect((await create(MATERIAL, 'hexiaoyan', material({ nextCheck: cn('2026-02-28') }))).msg).toBe('下次检查日期应晚于上次检查日期')
    expect(await Promise.all(['vm-emergency-plan', 'vm-emergency-drill', 'vm-emergency-contact', 'vm-emergency-material'].map(count))).toEqual(before)

    // good input of each is stored: a landline with area code, a short public number, no stock at all
    expect((await create(PLAN, 'hexiaoyan', plan())).code).toBe(200)
    expect((await create(DRILL, 'hexiaoyan', drill())).code).toBe(200)
    expect((await create(CONTACT, 'hexiaoyan', contact({ mobile: '', landline: '0571-86021234' }))).code).toBe(200)
    expect((await create(CONTACT, 'hexiaoyan', contact({ contactGroup: 'external', contactName: '急救中心', mobile: '', landline: '120' }))).code).toBe(200)
    expect((await create(MATERIAL, 'hexiaoyan', material({ quantity: 0 }))).code).toBe(200)
  })

  test('导出: who keeps the registers exports the contacts; a labourer, who only reads them, does not', async () => {
    const exportAs = (who: string) => send<{ url: string; name: string }>(t, 'POST', `${CONTACT}/Actions/ExportData`,
      { dataType: '1', selectKey: ['contactGroup', 'contactName', 'duty', 'mobile'] }, tok[who])
    const ok = await exportAs('hexiaoyan')
    expect([ok.code, typeof ok.data.url]).toEqual([200, 'string'])
    const file = await t.app.inject({ method: 'GET', url: ok.data.url })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK')
    expect(await exportAs('yangshan')).toMatchObject({ code: 400, msg: '您没有此功能的权限' })
  })

  test('a labourer reads the contacts and the plans but files no plan and sees no stock; each project sees its own', async () => {
    const contacts = (await list(CONTACT, 'yangshan'))
    expect(contacts.code).toBe(200)
    const names = contacts.data.list.map((r) => r.contactName)
    expect(names).toEqual(expect.arrayContaining(['黄伟', '急救中心', '杭州市萧山区应急管理局']))
    expect(names).not.toContain('宁国市应急管理局')
    expect((await list(PLAN, 'yangshan')).data.list.map((r) => r.planName)).toContain('防汛防台专项应急预案')
    const plans = await count('vm-emergency-plan')
    expect((await create(PLAN, 'yangshan', plan())).code).not.toBe(200)
    expect(await count('vm-emergency-plan')).toBe(plans)
    expect((await list(MATERIAL, 'yangshan')).code).toBe(400)
    expect((await list(DRILL, 'yangshan')).code).toBe(400)

    // 宁绩's safety officer: the tunnel collapse plan, not 杭金's flood plan
    const nj = (await list(PLAN, 'panyue')).data.list.map((r) => r.planName)
    expect(nj).toContain('隧道坍塌应急预案')
    expect(nj).not.toContain('防汛防台专项应急预案')
    expect((await list(MATERIAL, 'panyue')).data.list.map((r) => r.materialName)).not.toContain('抽水泵')
    // the foreman reads the stock of his project, and adds none (the safety officers keep it)
    expect((await list(MATERIAL, 'chengang')).data.list.map((r) => r.materialName)).toEqual(expect.arrayContaining(['抽水泵', '救生衣']))
    const stock = await count('vm-emergency-material')
    expect((await create(MATERIAL, 'chengang', material())).msg).toBe('您没有此功能的权限')
    expect(await count('vm-emergency-material')).toBe(stock)
  })

  /** the inbox rows one run of the job at a China-time moment created: [user, title] */
  async function runAt(when: string): Promise<[string, string][]> {
    t.clock.t = cn(when)
    const before = new Set((await db().selectFrom('baseMessage').select('id').execute()).map((r) => r.id))
    const s = new Scheduler(t.app.ctx)
    s.register(jobs.find((j) => j.name === CHECK) as (typeof jobs)[number])
    expect((await s.tick())[CHECK]).toBe('ran')
    const rows: MessageTable[] = (await db().selectFrom('baseMessage').selectAll().execute()).filter((r) => !before.has(r.id))
    return rows.map((r): [string, string] => [r.userId, r.title]).sort((a, b) => (a.join() < b.join() ? -1 : 1))
  }

  test('the keeper hears a week before the stock is due for its check; the safety officers once it is late; scrapped stock is skipped', async () => {
    // the demo 抽水泵 (kept by 陈刚) is checked next on 2026-11-20
    expect(await runAt('2026-11-13 08:00')).toEqual([
      ['u-chengang', '应急物资即将到检查日期：抽水泵（K12+300 钱塘江特大桥 3# 墩便道口），请于2026-11-20前检查，还有7天']
    ])
    const late = await runAt('2026-11-21 08:00')
    expect(late.filter(([, title]) => title.startsWith('应急物资检查已逾期1天：抽水泵')).map(([u]) => u)).toEqual(
      expect.arrayContaining(['u-chengang', 'u-hexiaoyan', 'u-wangfang'])
    )
    // the 发电机 (kept by 陈刚) is due on 2027-01-15; once scrapped, nobody hears that its check is late
    expect((await runAt('2027-01-15 08:00')).filter(([, title]) => title.includes('柴油发电机'))).toEqual([
      ['u-chengang', '应急物资今日需检查：柴油发电机（K10+600 预制梁场配电房旁）']
    ])
    const generator = await db().selectFrom('visualdevRecord').select('data').where('id', '=', 'rec-em-hj-004').executeTakeFirstOrThrow()
    const data = JSON.parse(String(generator.data)) as Row
    await db().updateTable('visualdevRecord').set({ data: JSON.stringify({ ...data, status: 'scrapped' }) }).where('id', '=', 'rec-em-hj-004').execute()
    expect((await runAt('2027-01-16 08:00')).filter(([, title]) => title.includes('柴油发电机'))).toEqual([])
    await db().updateTable('visualdevRecord').set({ data: JSON.stringify(data) }).where('id', '=', 'rec-em-hj-004').execute()
  })
})

// The demo's site checks and material consumption (issue 19): the checklists of both projects (临边防护, 施工用电,
// 支架模板), site-check tasks in several states (one being checked on site, one waiting for its section, one passed),
// and the materials consumed against tasks of the task centre (seed/tasks.ts) and the site checks, so 任务管理,
// 现场检查任务, 材料消耗 and 工单管理 all have something to show.
import type { Kysely } from 'kysely'
import type { Database, TaskUpdateTable } from '../schema'

const DAY = 86_400_000
const HOUR = 3_600_000
const dayText = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10)
const u = (account: string) => `u-${account}`

const LISTS: { id: string; project: string; name: string; category: string; by: string; items: [string, string][] }[] = [
  {
    id: 'ckl-hj-edge', project: 'proj-hj', name: '临边防护检查表', category: '临边防护', by: 'huangwei', items: [
      ['防护栏杆设置', '临边、平台四周设置两道防护栏杆，上杆高1.2m、下杆高0.6m，立杆间距不大于2m'],
      ['挡脚板', '栏杆底部设高度不小于18cm的挡脚板，刷红白相间警示漆'],
      ['安全网挂设', '栏杆外侧满挂密目安全网，绑扎牢固、无破损'],
      ['洞口盖板', '预留洞口设固定盖板或防护栏杆，设置警示标志'],
      ['高处作业人员', '作业人员系挂安全带，高挂低用，持证上岗']
    ]
  },
  {
    id: 'ckl-hj-elec', project: 'proj-hj', name: '施工用电检查表', category: '施工用电', by: 'huangwei', items: [
      ['三级配电两级保护', '总配电箱、分配电箱、开关箱三级配电，总箱和开关箱设漏电保护器'],
      ['一机一闸一漏一箱', '每台用电设备设专用开关箱，严禁一闸多机'],
      ['电缆敷设', '电缆架空或埋地敷设，不得沿地面明拖、浸水，过路加套管保护'],
      ['配电箱防护', '配电箱防雨、上锁，箱门标识及责任人牌齐全，接地可靠'],
      ['漏电保护器测试', '漏电动作电流不大于30mA、动作时间不大于0.1s，每日试跳有记录']
    ]
  },
  {
    id: 'ckl-hj-form', project: 'proj-hj', name: '支架模板检查表', category: '支架', by: 'xuzhiming', items: [
      ['地基处理', '支架地基按方案硬化，排水通畅，无积水沉陷'],
      ['立杆垫板及底托', '立杆底部设垫板和可调底托，底托伸出长度不大于300mm'],
      ['剪刀撑设置', '纵横向剪刀撑按方案连续设置，与立杆扣接牢固'],
      ['预压记录', '支架按规范预压，沉降观测记录完整，卸载后弹性变形已调整'],
      ['模板拼缝及加固', '模板拼缝严密不漏浆，对拉螺杆间距符合方案，轴线偏差不大于5mm']
    ]
  },
  {
    id: 'ckl-nj-edge', project: 'proj-nj', name: '桥梁临边防护检查表', category: '临边防护', by: 'yuanhao', items: [
      ['墩顶作业平台', '墩顶平台周边设1.2m防护栏杆并满挂安全网'],
      ['上下通道', '采用标准化爬梯笼，连墙件牢固，通道口设防护门'],
      ['安全带挂点', '设置独立的安全带挂点或生命线，作业人员全程挂设'],
      ['警示标志', '临边区域设置“当心坠落”警示标志和夜间警示灯']
    ]
  },
  {
    id: 'ckl-nj-elec', project: 'proj-nj', name: '隧道施工用电检查表', category: '施工用电', by: 'xiejun', items: [
      ['洞内照明电压', '作业地段照明电压不大于36V，成洞段不大于220V并设漏电保护'],
      ['电缆挂设', '洞内电缆沿边墙分层挂设，高低压分开，间距符合规定'],
      ['配电箱', '洞内配电箱防水防尘，距开挖面不小于30m'],
      ['接地保护', '洞内设备外壳可靠接地，接地电阻不大于4Ω']
    ]
  }
]

interface DemoCheck {
  no: number; project: string; list: string; place: string; publisher: string; to: string[] | { section: string }
  state: 'pending' | 'doing' | 'auditing' | 'done'; handler?: string; due: number; daysAgo: number
  /** results of the items in order: p pass, n na, '' unchecked */
  results: string; note?: string
}

const CHECKS: DemoCheck[] = [
  { no: 11, project: 'proj-hj', list: 'ckl-hj-edge', place: 'K12+310 钱塘江特大桥5#墩钻孔平台', publisher: 'huangwei', to: ['chengang'], state: 'doing', handler: 'chengang', due: 2, daysAgo: 3, results: 'pp' },
  { no: 12, project: 'proj-hj', list: 'ckl-hj-elec', place: 'TJ-02 钢筋加工场及拌合站', publisher: 'huangwei', to: { section: 'ct-hj-tj02' }, state: 'pending', due: 4, daysAgo: 1, results: '' },
  { no: 13, project: 'proj-hj', list: 'ckl-hj-form', place: 'K23+400 右幅3#盖梁支架', publisher: 'songwenbo', to: { section: 'ct-hj-tj01' }, state: 'done', handler: 'chengang', due: -4, daysAgo: 9, results: 'ppppp', note: '盖梁支架及模板检查合格，同意浇筑。' },
  { no: 14, project: 'proj-nj', list: 'ckl-nj-edge', place: '西津河大桥2#墩墩顶平台', publisher: 'yuanhao', to: ['luoping'], state: 'doing', handler: 'luoping', due: 3, daysAgo: 2, results: 'pn' },
  { no: 15, project: 'proj-nj', list: 'ckl-nj-elec', place: '石门隧道进口 ZK8+120~ZK8+360', publisher: 'xiejun', to: { section: 'ct-nj-tj01' }, state: 'pending', due: 5, daysAgo: 1, results: '' }
]

/** [task, by, daysAgo, material, specification, unit, quantity in hundredths, place, chainage, note] */
const CONSUMES: [string, string, number, string, string, string, number, string, string, string][] = [
  ['task-demo-5', 'chengang', 9, '聚合物修补砂浆', 'PMC-30', 'kg', 42500, '3#墩墩柱', 'K12+420', '蜂窝麻面打磨后分两遍涂抹'],
  ['task-demo-5', 'chengang', 7, '聚合物修补砂浆', 'PMC-30', 'kg', 31000, '4#墩墩柱', 'K12+450', ''],
  ['task-demo-5', 'chengang', 7, '养护薄膜', '0.08mm', 'm²', 12050, '3#、4#墩墩柱', 'K12+420', '包裹养护7天'],
  ['task-demo-3', 'chengang', 4, '彩钢瓦', 'V840 0.5mm', 'm²', 8625, '钢筋加工场防雨棚', '', '更换破损瓦面'],
  ['task-demo-3', 'chengang', 3, '标识标牌', '600×400mm 铝板', '块', 1800, '钢筋加工场原材料区、半成品区', '', ''],
  ['task-demo-check-3', 'chengang', 8, '盘扣支架立杆', 'Φ60×3.2 Q355', 't', 1235, '右幅3#盖梁支架', 'K23+400', '补设剪刀撑及加密立杆'],
  ['task-demo-check-3', 'chengang', 8, '可调底托', 'Φ48×600', '个', 4800, '右幅3#盖梁支架', 'K23+400', ''],
  ['task-demo-8', 'luoping', 2, '砂浆锚杆', 'HRB400 Φ22 L=3.5m', 't', 235, '进口端仰坡', 'ZK8+095', '抗拔试验合格后补打'],
  ['task-demo-8', 'luoping', 1, '喷射混凝土', 'C25', 'm³', 1850, '进口端边坡挂网喷砼', 'ZK8+100', ''],
  ['task-demo-check-4', 'luoping', 1, '钢管防护栏杆', 'Φ48×3.0', 'm', 3600, '2#墩墩顶平台', 'K5+620', '平台东侧补设栏杆']
]

export async function seedTaskChecks(trx: Kysely<Database>, now: number): Promise<void> {
  for (const l of LISTS) {
    const at = now - 30 * DAY
    await trx.insertInto('taskChecklist').values({ id: l.id, projectId: l.project, name: l.name, category: l.category, enabled: 1, creatorUserId: u(l.by), creatorTime: at, lastModifyTime: at }).execute()
    await trx.insertInto('taskChecklistItem').values(l.items.map(([name, requirement], i) => ({ id: `${l.id}-${i + 1}`, checklistId: l.id, sortCode: i + 1, name, requirement }))).execute()
  }
  const prefix = `RW${dayText(now - 10 * DAY).replace(/-/g, '')}`
  for (const c of CHECKS) {
    const id = `task-demo-check-${c.no - 10}`
    const list = LISTS.find((l) => l.id === c.list)!
    const published = now - c.daysAgo * DAY
    const section = Array.isArray(c.to) ? '' : c.to.section
    const checked = c.results.length
    const content = [`按《${list.name}》逐项检查${c.place}，不合格项须拍照并说明问题。`, ...list.items.map(([n, r], i) => `${i + 1}. ${n}：${r}`)].join('\n')
    const steps: TaskUpdateTable[] = [{ id: `${id}-0`, taskId: id, kind: 'publish', percent: null, content: '', photos: '[]', userId: u(c.publisher), createdAt: published }]
    if (c.handler) steps.push({ id: `${id}-1`, taskId: id, kind: 'accept', percent: null, content: '', photos: '[]', userId: u(c.handler), createdAt: published + 2 * HOUR })
    if (c.state === 'done' && c.handler) {
      steps.push({ id: `${id}-2`, taskId: id, kind: 'submit', percent: 100, content: '5项全部检查合格，支架预压沉降稳定，模板验收资料已上传。', photos: '[]', userId: u(c.handler), createdAt: published + DAY })
      steps.push({ id: `${id}-3`, taskId: id, kind: 'pass', percent: null, content: c.note ?? '审核通过', photos: '[]', userId: u(c.publisher), createdAt: published + DAY + 3 * HOUR })
    }
    const last = steps[steps.length - 1].createdAt
    await trx.insertInto('taskItem').values({
      id, projectId: c.project, contractId: section, billNo: `${prefix}${String(c.no).padStart(3, '0')}`, title: `${list.name}（${c.place}）`, content,
      priority: 2, dueDate: dayText(now + c.due * DAY), assignType: section ? 'section' : 'user', state: c.state,
      progress: Math.floor((checked * 100) / list.items.length), publisherUserId: u(c.publisher), handlerUserId: c.handler ? u(c.handler) : '',
      attachments: '[]', creatorTime: published, lastModifyTime: last, finishedTime: c.state === 'done' ? last : null, kind: 'siteCheck'
    }).execute()
    if (Array.isArray(c.to)) await trx.insertInto('taskAssignee').values(c.to.map((a) => ({ taskId: id, userId: u(a) }))).execute()
    await trx.insertInto('taskUpdate').values(steps).execute()
    await trx.insertInto('taskSiteCheck').values({ taskId: id, checklistId: list.id, checklistName: list.name, place: c.place }).execute()
    await trx.insertInto('taskCheckResult').values(list.items.map(([name, requirement], i) => {
      const r = c.results[i] === 'p' ? 'pass' : c.results[i] === 'n' ? 'na' : ''
      return {
        id: `${id}-item-${i + 1}`, taskId: id, sortCode: i + 1, name, requirement, result: r, note: r === 'na' ? '该墩未设预留洞口，本项不适用' : '',
        photos: '[]', hazardId: '', hazardNo: '', checkedBy: r && c.handler ? u(c.handler) : '', checkedAt: r ? published + 4 * HOUR + i * 600_000 : null
      }
    })).execute()
  }
  let n = 0
  for (const [taskId, by, daysAgo, material, specification, unit, hundredths, place, chainage, note] of CONSUMES) {
    const task = await trx.selectFrom('taskItem').select(['projectId', 'contractId']).where('id', '=', taskId).executeTakeFirstOrThrow()
    n += 1
    await trx.insertInto('taskConsume').values({
      id: `tcs-demo-${n}`, taskId, projectId: task.projectId, contractId: task.contractId, material, specification, unit,
      quantityHundredths: hundredths, usedDate: dayText(now - daysAgo * DAY), place, chainage, note, photos: '[]', userId: u(by), createdAt: now - daysAgo * DAY + 3 * HOUR
    }).execute()
  }
}

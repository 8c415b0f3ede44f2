// The demo's task centre: tasks of both projects in every state, each with the timeline that brought it there
// (published, accepted, progress reports, submitted, returned or passed), handed to people and to sections, some
// near their due date and one overdue, so every list and the reminders have something to show.
import type { Kysely } from 'kysely'
import type { Database, TaskItemTable, TaskUpdateTable } from '../schema'

const DAY = 86_400_000
const HOUR = 3_600_000
const dayText = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10)

interface Step { kind: string; by: string; daysAgo: number; percent?: number; content?: string }
interface DemoTask {
  no: number
  project: string
  title: string
  content: string
  priority: 1 | 2 | 3
  /** days from today */
  due: number
  publisher: string
  to: string[] | { section: string }
  state: TaskItemTable['state']
  handler?: string
  progress: number
  steps: Step[]
}

const tasks: DemoTask[] = [
  {
    no: 1, project: 'proj-hj', title: 'K12+300 主线桥桩基施工资料整理归档', priority: 2, due: 3, publisher: 'huangwei', to: ['chengang'],
    content: '整理K12+300主线桥0#~6#墩桩基的成孔检查、钢筋笼验收、混凝土浇筑记录及超声波检测报告，按档案规范组卷，报项目部工程部复核。',
    state: 'doing', handler: 'chengang', progress: 60,
    steps: [
      { kind: 'accept', by: 'chengang', daysAgo: 4 },
      { kind: 'progress', by: 'chengang', daysAgo: 2, percent: 60, content: '0#~4#墩资料已整理完毕，5#、6#墩超声波检测报告待试验室出具。' }
    ]
  },
  {
    no: 2, project: 'proj-hj', title: '雨季防汛物资及排水设施专项检查', priority: 3, due: 2, publisher: 'huangwei', to: { section: 'ct-hj-tj02' },
    content: '按项目部防汛预案，检查驻地、拌合站、钢筋加工场的防汛物资储备（沙袋、抽水泵、发电机）和临时排水沟畅通情况，形成检查表并附照片。',
    state: 'pending', progress: 0, steps: []
  },
  {
    no: 3, project: 'proj-hj', title: '钢筋加工场标准化整改', priority: 2, due: 1, publisher: 'huangwei', to: ['chengang'],
    content: '钢筋加工场原材料与半成品未分区堆放、标识牌缺失，限期完成分区、挂牌和防雨棚修补。',
    state: 'auditing', handler: 'chengang', progress: 100,
    steps: [
      { kind: 'accept', by: 'chengang', daysAgo: 5 },
      { kind: 'progress', by: 'chengang', daysAgo: 3, percent: 50, content: '原材料区、半成品区已划线分区，标识牌已订制。' },
      { kind: 'submit', by: 'chengang', daysAgo: 1, percent: 100, content: '分区、挂牌完成，防雨棚破损处已更换彩钢瓦，请审核。' }
    ]
  },
  {
    no: 4, project: 'proj-hj', title: '路基填筑压实度自检报告补充', priority: 1, due: 4, publisher: 'xuzhiming', to: ['jiangtao'],
    content: 'K18+200~K18+650段路基第12层填筑压实度自检频率不足，补充灌砂法检测点并提交自检报告。',
    state: 'returned', handler: 'jiangtao', progress: 100,
    steps: [
      { kind: 'accept', by: 'jiangtao', daysAgo: 6 },
      { kind: 'submit', by: 'jiangtao', daysAgo: 2, percent: 100, content: '已补充检测6个点，压实度均≥96%，报告已上传。' },
      { kind: 'return', by: 'xuzhiming', daysAgo: 1, content: '检测点未覆盖左幅边坡1米范围，请补测后重新提交。' }
    ]
  },
  {
    no: 5, project: 'proj-hj', title: '桥梁墩柱外观质量缺陷修补', priority: 2, due: -3, publisher: 'songwenbo', to: { section: 'ct-hj-tj01' },
    content: '巡查发现3#、4#墩柱存在局部蜂窝麻面，按修补方案打磨、涂刷修补砂浆并养护。',
    state: 'done', handler: 'chengang', progress: 100,
    steps: [
      { kind: 'accept', by: 'chengang', daysAgo: 10 },
      { kind: 'progress', by: 'chengang', daysAgo: 8, percent: 50, content: '3#墩修补完成，养护中。' },
      { kind: 'submit', by: 'chengang', daysAgo: 6, percent: 100, content: '3#、4#墩修补完成，外观验收合格。' },
      { kind: 'pass', by: 'songwenbo', daysAgo: 5, content: '现场复查修补质量满足要求。' }
    ]
  },
  {
    no: 6, project: 'proj-hj', title: '月度安全生产例会材料准备', priority: 1, due: -2, publisher: 'huangwei', to: ['zhanghua'],
    content: '汇总TJ-01本月安全隐患排查、整改闭合及安全教育培训情况，准备例会汇报材料。',
    state: 'doing', handler: 'zhanghua', progress: 30,
    steps: [
      { kind: 'accept', by: 'zhanghua', daysAgo: 7 },
      { kind: 'progress', by: 'zhanghua', daysAgo: 4, percent: 30, content: '隐患排查数据已汇总，培训记录待安全员整理。' }
    ]
  },
  {
    no: 7, project: 'proj-hj', title: '高边坡监测点布设方案报审', priority: 2, due: 6, publisher: 'huangwei', to: ['tianye'],
    content: 'K25+100~K25+380右侧高边坡按设计布设位移和深部测斜监测点，编制布设方案报监理审批。',
    state: 'pending', progress: 0, steps: []
  },
  {
    no: 8, project: 'proj-nj', title: '隧道洞口边仰坡防护检查', priority: 3, due: 2, publisher: 'yuanhao', to: ['luoping'],
    content: '检查进口端边仰坡锚杆、挂网喷砼及截水沟施工质量，雨后加密巡查并记录。',
    state: 'doing', handler: 'luoping', progress: 40,
    steps: [
      { kind: 'accept', by: 'luoping', daysAgo: 3 },
      { kind: 'progress', by: 'luoping', daysAgo: 1, percent: 40, content: '锚杆抗拔试验完成，截水沟局部开裂已安排修补。' }
    ]
  }
]

export async function seedTasks(trx: Kysely<Database>, now: number): Promise<void> {
  const u = (account: string) => `u-${account}`
  const prefix = `RW${dayText(now - 10 * DAY).replace(/-/g, '')}`
  for (const t of tasks) {
    const id = `task-demo-${t.no}`
    const published = now - (Math.max(0, ...t.steps.map((s) => s.daysAgo)) + 1) * DAY
    const last = t.steps.length ? now - Math.min(...t.steps.map((s) => s.daysAgo)) * DAY : published
    const section = Array.isArray(t.to) ? '' : t.to.section
    await trx.insertInto('taskItem').values({
      id, projectId: t.project, contractId: section, billNo: `${prefix}${String(t.no).padStart(3, '0')}`, title: t.title, content: t.content,
      priority: t.priority, dueDate: dayText(now + t.due * DAY), assignType: section ? 'section' : 'user', state: t.state, progress: t.progress,
      publisherUserId: u(t.publisher), handlerUserId: t.handler ? u(t.handler) : '', attachments: '[]', creatorTime: published,
      lastModifyTime: last, finishedTime: t.state === 'done' ? last : null
    }).execute()
    if (Array.isArray(t.to)) await trx.insertInto('taskAssignee').values(t.to.map((a) => ({ taskId: id, userId: u(a) }))).execute()
    const rows: TaskUpdateTable[] = [
      { id: `${id}-0`, taskId: id, kind: 'publish', percent: null, content: '', photos: '[]', userId: u(t.publisher), createdAt: published },
      ...t.steps.map((s, i): TaskUpdateTable => ({
        id: `${id}-${i + 1}`, taskId: id, kind: s.kind, percent: s.percent ?? null, content: s.content ?? '', photos: '[]', userId: u(s.by),
        createdAt: now - s.daysAgo * DAY - (i % 3) * HOUR
      }))
    ]
    await trx.insertInto('taskUpdate').values(rows).execute()
  }
}

// The demo's work messages, schedule entries and work logs (issue 19). 黄伟 notified TJ-01 and TJ-02 of the
// pre-holiday safety inspection (some have read it), 张华 told his TJ-01 people of a capping-beam pour, 宋文博 called
// the section foremen to the supervision meeting; 黄伟, 陈刚, 张华 and 宋文博 have entries around today; 陈刚 wrote
// his logs of the last days, shared with 张华, who commented on one; 黄伟's logs are shared with 王建国.
import type { Kysely } from 'kysely'
import type { Database, ScheduleEntryTable, WorkLogTable } from '../schema'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const CHINA = 8 * HOUR
const LINK = 'workMessage'

/** the China day `days` from now, at hh:mm, as epoch ms */
const at = (now: number, days: number, hh: number, mm = 0) => Math.floor((now + CHINA) / DAY) * DAY - CHINA + days * DAY + hh * HOUR + mm * 60_000
const dayText = (ms: number) => new Date(ms + CHINA).toISOString().slice(0, 10)

interface DemoMessage {
  id: string; project: string; sender: string; title: string; content: string; importance: 1 | 2 | 3; targetText: string
  /** hours ago */
  ago: number; to: string[]; read: string[]
}

const messages: DemoMessage[] = [
  {
    id: 'wm-hj-inspection', project: 'proj-hj', sender: 'huangwei', importance: 2, ago: 26, targetText: 'TJ-01、TJ-02',
    title: '关于开展节前安全生产大检查的通知',
    content: '各合同段：\n为确保节日期间施工安全，项目公司定于本周五开展节前安全生产大检查，重点检查高边坡防护、架桥机及龙门吊、临时用电和驻地消防。请各合同段于周四18时前完成自查，并将自查记录及整改台账报安全质量部。',
    to: ['zhanghua', 'lijun', 'wangfang', 'chengang', 'yangshan', 'zhengkai', 'fengxue', 'jiangtao', 'caoyong', 'songwenbo', 'guoqing', 'luxiaodong'],
    read: ['zhanghua', 'lijun', 'wangfang', 'zhengkai', 'songwenbo']
  },
  {
    id: 'wm-hj-pour', project: 'proj-hj', sender: 'zhanghua', importance: 3, ago: 5, targetText: '陈刚、李军、王芳',
    title: 'K23+400 盖梁混凝土浇筑安排',
    content: '明天上午8时浇筑K23+400右幅3#盖梁C40混凝土约48方。请陈刚组织钢筋、模板班组今晚完成自检并报监理验收，李军落实混凝土供应及试块制作，王芳负责高处作业及泵车作业区安全监护。',
    to: ['chengang', 'lijun', 'wangfang'], read: ['lijun']
  },
  {
    id: 'wm-hj-meeting', project: 'proj-hj', sender: 'songwenbo', importance: 1, ago: 50, targetText: '施工队长/工区长',
    title: '第12次监理例会通知',
    content: '定于本周三下午2时在监理驻地会议室召开第12次监理例会，请各合同段工区长携本周进度、质量自检资料参会。',
    to: ['chengang', 'jiangtao', 'tianye'], read: ['chengang', 'jiangtao', 'tianye']
  },
  {
    id: 'wm-nj-tunnel', project: 'proj-nj', sender: 'yuanhao', importance: 2, ago: 8, targetText: 'TJ-03',
    title: '胡乐隧道监控量测数据报送要求',
    content: '自即日起，胡乐隧道监控量测数据每日两次（9时、17时）报项目公司工程部，变形速率超过2毫米/天时立即电话报告。',
    to: ['qinlei', 'yehui'], read: []
  }
]

interface DemoEntry { id: string; user: string; title: string; day: number; from: [number, number]; to: [number, number]; allDay?: boolean; place: string; remind: number | null; notes: string }

const entries: DemoEntry[] = [
  { id: 'se-huangwei-1', user: 'huangwei', title: '项目月度生产例会', day: 0, from: [15, 0], to: [17, 0], place: '项目公司三楼会议室', remind: 15, notes: '各合同段汇报本月产值、形象进度及下月计划' },
  { id: 'se-huangwei-2', user: 'huangwei', title: '省交通运输厅质量安全督查', day: 2, from: [0, 0], to: [23, 59], allDay: true, place: 'TJ-01、TJ-02 施工现场', remind: 1440, notes: '陪同督查组检查K12～K30段高边坡及桥梁工程' },
  { id: 'se-chengang-1', user: 'chengang', title: '3#盖梁钢筋隐蔽验收', day: 0, from: [16, 30], to: [17, 30], place: 'K23+400 右幅', remind: 60, notes: '提前通知监理宋文博' },
  { id: 'se-chengang-2', user: 'chengang', title: '3#盖梁混凝土浇筑', day: 1, from: [8, 0], to: [14, 0], place: 'K23+400 右幅', remind: 60, notes: 'C40 约48方，泵车1台' },
  { id: 'se-zhanghua-1', user: 'zhanghua', title: '第12次监理例会', day: 1, from: [14, 0], to: [16, 0], place: '监理驻地会议室', remind: 60, notes: '' },
  { id: 'se-songwenbo-1', user: 'songwenbo', title: 'TJ-02 钻孔桩终孔检查', day: 1, from: [9, 0], to: [10, 30], place: 'K41+260 5#墩', remind: 15, notes: '' }
]

interface DemoLog { user: string; project: string; day: number; weather: string; done: string; problems: string; plan: string; shared: boolean; comment?: [string, string] }

const logs: DemoLog[] = [
  { user: 'chengang', project: 'proj-hj', day: 0, weather: '多云', shared: true,
    done: '1. K23+400右幅3#盖梁钢筋绑扎完成，报监理隐蔽验收；\n2. K24+100左幅2#墩柱模板安装；\n3. 组织班组学习节前安全检查要求。',
    problems: '泵车进场便道因昨夜降雨局部泥泞，需铺设碎石。', plan: '3#盖梁混凝土浇筑；2#墩柱模板验收。' },
  { user: 'chengang', project: 'proj-hj', day: -1, weather: '小雨', shared: true,
    done: '1. 3#盖梁底模及侧模安装完成；\n2. 钢筋半成品加工约12吨。', problems: '雨天暂停高处焊接作业半天。', plan: '完成3#盖梁钢筋绑扎。',
    comment: ['zhanghua', '雨天停焊处理得当，注意盖梁钢筋保护层垫块数量，明天浇筑前我到现场。'] },
  { user: 'chengang', project: 'proj-hj', day: -2, weather: '晴', shared: true,
    done: '1. K23+400右幅3#墩柱拆模养护；\n2. 盖梁抱箍及支架安装、预压。', problems: '', plan: '3#盖梁底模安装。' },
  { user: 'chengang', project: 'proj-hj', day: -9, weather: '晴', shared: true,
    done: 'K23+400右幅3#墩柱混凝土浇筑完成，共32方。', problems: '', plan: '墩柱养护，盖梁支架材料进场。' },
  { user: 'huangwei', project: 'proj-hj', day: -1, weather: '小雨', shared: true,
    done: '1. 主持召开节前安全大检查部署会；\n2. 与设计院沟通K31段高边坡变更方案。', problems: 'TJ-02 本月产值完成率偏低（68%）。', plan: '赴TJ-02现场调研进度滞后原因。' },
  { user: 'songwenbo', project: 'proj-hj', day: -1, weather: '小雨', shared: false,
    done: '1. 巡视TJ-01、TJ-02施工现场；\n2. 审核TJ-01 10月计量资料。', problems: 'TJ-02 5#墩钻孔桩泥浆比重偏大，已口头要求整改。', plan: '参加第12次监理例会。' }
]

export async function seedWorkCentre(db: Kysely<Database>, now: number): Promise<void> {
  for (const d of messages) {
    const sentAt = now - d.ago * HOUR
    const read = new Set(d.read)
    await db.insertInto('workMessage').values({
      id: d.id, projectId: d.project, title: d.title, content: d.content, importance: d.importance, attachments: '[]', targetText: d.targetText,
      senderUserId: `u-${d.sender}`, sentAt, lastRemindAt: null
    }).execute()
    await db.insertInto('workMessageReceipt').values(d.to.map((u, i) => ({
      messageId: d.id, userId: `u-${u}`, receivedAt: sentAt, readAt: read.has(u) ? sentAt + (15 + i * 11) * 60_000 : null
    }))).execute()
    const title = `${d.importance === 3 ? '【紧急】' : d.importance === 2 ? '【重要】' : ''}工作通知：${d.title}`
    await db.insertInto('baseMessage').values(d.to.map((u, i) => ({
      id: `msg-${d.id}-${i}`, userId: `u-${u}`, type: 3, flowType: null, title, bodyText: JSON.stringify({ modelId: LINK, id: d.id, content: d.content }),
      excerpt: '', isRead: read.has(u) ? 1 : 0, readTime: read.has(u) ? sentAt + (15 + i * 11) * 60_000 : null, creatorUserId: `u-${d.sender}`, createdAt: sentAt
    }))).execute()
  }
  await db.insertInto('scheduleEntry').values(entries.map((e): ScheduleEntryTable => {
    const startAt = at(now, e.day, ...e.from)
    const endAt = e.allDay ? at(now, e.day + 1, 0) - 1 : at(now, e.day, ...e.to)
    const remindAt = e.remind === null ? null : startAt - e.remind * 60_000
    return {
      id: e.id, userId: `u-${e.user}`, title: e.title, startAt, endAt, allDay: e.allDay ? 1 : 0, place: e.place, remindMinutes: e.remind, remindAt,
      remindedAt: remindAt !== null && remindAt <= now ? remindAt : null, notes: e.notes, createdAt: now - 3 * DAY, updatedAt: now - 3 * DAY
    }
  })).execute()
  const managers = new Map((await db.selectFrom('baseUser').select(['id', 'managerId']).execute()).map((u) => [u.id, u.managerId ?? '']))
  for (const [i, l] of logs.entries()) {
    const userId = `u-${l.user}`
    const written = at(now, l.day, 19, 30)
    const log: WorkLogTable = {
      id: `wl-${l.user}-${i}`, userId, projectId: l.project, logDate: dayText(at(now, l.day, 12)), weather: l.weather, done: l.done,
      problems: l.problems, plan: l.plan, photos: '[]', shared: l.shared ? 1 : 0, managerUserId: l.shared ? managers.get(userId) ?? '' : '',
      createdAt: Math.min(written, now), updatedAt: Math.min(written, now)
    }
    await db.insertInto('workLog').values(log).execute()
    if (l.comment) {
      await db.insertInto('workLogComment').values({ id: `wlc-${l.user}-${i}`, logId: log.id, userId: `u-${l.comment[0]}`, content: l.comment[1], createdAt: log.createdAt + 2 * HOUR }).execute()
    }
  }
}

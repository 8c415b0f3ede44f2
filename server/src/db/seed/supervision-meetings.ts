// The demo's supervision meetings (监理例会 / 工地会议): both projects, every state: minutes published with their
// resolutions already tasks of the task centre (the demo tasks they became), a meeting held yesterday whose minutes
// and resolutions wait to be published, today's meeting with part of the attendees signed in, one to come and one
// cancelled, so the lists, the sign-in sheet and the minutes have something to show.
import type { Kysely } from 'kysely'
import type { Database, SupervisionMeetingResolutionTable } from '../schema'

const DAY = 86_400_000
const HOUR = 3_600_000
const dayText = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10)

interface Resolution { content: string; user?: string; section?: string; due: number; task?: string }
interface DemoMeeting {
  project: string
  no: string
  type: 'first' | 'regular' | 'special'
  subject: string
  /** days from today */
  day: number
  time: string
  place: string
  sections: string[]
  organiser: string
  host: string
  state: 'draft' | 'held' | 'published' | 'cancelled'
  agenda: string[]
  attendees: string[]
  /** those who signed in (minutes after the start; negative = before it) */
  signed: Record<string, number>
  minutes?: string
  resolutions?: Resolution[]
  cancelReason?: string
}

const meetings: DemoMeeting[] = [
  {
    project: 'proj-hj', no: 'HY-{y}-012', type: 'regular', subject: '第12次监理例会', day: -7, time: '14:00', place: '杭金项目部二楼会议室',
    sections: ['ct-hj-tj01', 'ct-hj-tj02'], organiser: 'songwenbo', host: 'songwenbo', state: 'published',
    agenda: ['各合同段汇报上周施工进度、质量安全情况及本周计划', '监理通报上周巡视检查发现的问题及监理指令闭合情况', '协调TJ-01与TJ-02交界段施工便道共用问题', '布置下周重点工作'],
    attendees: ['songwenbo', 'guoqing', 'huangwei', 'zhanghua', 'lijun', 'chengang', 'zhengkai', 'jiangtao'],
    signed: { songwenbo: -10, guoqing: -8, huangwei: -3, zhanghua: -5, lijun: -4, chengang: 2, zhengkai: -6, jiangtao: 6 },
    minutes: '一、TJ-01本周完成主线桥3#~5#墩墩身浇筑，路基填筑完成K18+200~K18+650段第13层；TJ-02完成拌合站料仓围挡，1#通道涵盖板浇筑完成。\n二、监理通报：主线桥墩柱外观存在蜂窝麻面、气泡等质量缺陷，须制定修补方案并限期完成；TJ-02拌合站扬尘防治仍不到位。\n三、交界段K20+100处施工便道由TJ-01负责维护，TJ-02按月分担养护费用。\n四、下周重点：雨季防汛准备，高边坡第三级平台临边防护整改。',
    resolutions: [{ content: '主线桥墩柱外观质量缺陷（蜂窝麻面、气泡）按批准的修补方案完成修补，报监理验收', section: 'ct-hj-tj01', due: -3, task: 'task-demo-5' }]
  },
  {
    project: 'proj-hj', no: 'HY-{y}-013', type: 'special', subject: '月度安全生产专题会议', day: -5, time: '09:00', place: '杭金项目部一楼大会议室',
    sections: [], organiser: 'huangwei', host: 'huangwei', state: 'published',
    agenda: ['通报本月安全生产检查情况及隐患整改情况', '部署汛期安全生产及防汛防台工作', '各合同段安全负责人表态发言'],
    attendees: ['huangwei', 'xuzhiming', 'hexiaoyan', 'songwenbo', 'zhanghua', 'wangfang', 'zhengkai', 'fengxue', 'hanlei'],
    signed: { huangwei: -15, xuzhiming: -12, hexiaoyan: -20, songwenbo: -9, zhanghua: -7, wangfang: -11, zhengkai: 3, fengxue: -2 },
    minutes: '一、本月共排查安全隐患23项，已整改19项，剩余4项限期整改。\n二、进入主汛期，各合同段须完善防汛应急预案，储备沙袋、抽水泵等物资，落实24小时值班。\n三、TJ-01负责准备下月安全生产例会材料，汇总各合同段隐患整改台账。\n韩磊因在TJ-03现场处理桥梁支架验收未到会，由项目部另行传达。',
    resolutions: [{ content: '准备下月安全生产例会材料，汇总各合同段隐患排查整改台账', user: 'zhanghua', due: -2, task: 'task-demo-6' }]
  },
  {
    project: 'proj-hj', no: 'HY-{y}-014', type: 'special', subject: 'K25+150高边坡防护专题会议', day: -1, time: '15:30', place: 'TJ-01项目部会议室',
    sections: ['ct-hj-tj01'], organiser: 'songwenbo', host: 'songwenbo', state: 'held',
    agenda: ['TJ-01汇报K25+150右侧路堑高边坡开挖及防护现状', '讨论第三级平台临边防护及截水沟贯通方案', '明确整改责任人及完成时限'],
    attendees: ['songwenbo', 'guoqing', 'zhanghua', 'lijun', 'chengang', 'wangfang'],
    signed: { songwenbo: -5, guoqing: -3, zhanghua: -2, lijun: 1, chengang: 4 },
    minutes: '一、K25+150右侧路堑第三级平台临边防护缺失、坡顶截水沟未贯通，存在较大安全风险。\n二、会议确定：第三级平台按专项方案设置1.2m高防护栏杆并挂密目安全网；截水沟5日内贯通；施工期间安排专职安全员旁站。\n王芳因参加公司安全培训请假。',
    resolutions: [
      { content: '第三级平台按专项方案设置1.2m高防护栏杆并挂设密目安全网，完成后报监理验收', user: 'chengang', due: 3 },
      { content: 'K25+150坡顶截水沟贯通并做好出水口消能处理', section: 'ct-hj-tj01', due: 5 }
    ]
  },
  {
    project: 'proj-hj', no: 'HY-{y}-015', type: 'regular', subject: '第13次监理例会', day: 0, time: '14:00', place: '杭金项目部二楼会议室',
    sections: ['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03'], organiser: 'songwenbo', host: 'songwenbo', state: 'draft',
    agenda: ['各合同段汇报上周施工进度及本周计划', '上次例会决议事项落实情况检查', '雨季施工质量安全控制要点', '计量支付资料报审情况'],
    attendees: ['songwenbo', 'guoqing', 'huangwei', 'zhanghua', 'chengang', 'zhengkai', 'jiangtao', 'hanlei', 'tianye'],
    signed: { guoqing: -10 }
  },
  {
    project: 'proj-hj', no: 'HY-{y}-011', type: 'special', subject: 'TJ-02拌合站环保整治专题会议', day: -2, time: '10:00', place: 'TJ-02项目部会议室',
    sections: ['ct-hj-tj02'], organiser: 'guoqing', host: 'guoqing', state: 'cancelled', cancelReason: '业主环保检查提前，改在第13次监理例会上一并研究。',
    agenda: ['拌合站扬尘防治现状', '料仓顶棚安装及场内道路硬化方案'],
    attendees: ['guoqing', 'zhengkai', 'fengxue', 'jiangtao'], signed: {}
  },
  {
    project: 'proj-nj', no: 'HY-{y}-001', type: 'first', subject: '宁绩高速第一次工地会议', day: -30, time: '09:30', place: '宁绩项目部大会议室',
    sections: [], organiser: 'yehui', host: 'yuanhao', state: 'published',
    agenda: ['建设单位介绍工程概况及项目管理机构', '施工单位介绍项目经理部组织机构、人员及进场准备情况', '监理单位介绍监理规划及监理工作程序', '明确工地例会制度、报审报验程序'],
    attendees: ['yuanhao', 'xiejun', 'panyue', 'yehui', 'dongliang', 'gaofeng', 'qinlei'],
    signed: { yuanhao: -10, xiejun: -8, panyue: -9, yehui: -15, dongliang: -5, gaofeng: -3, qinlei: 1 },
    minutes: '一、各参建单位介绍了组织机构及人员，主要人员与投标文件一致。\n二、监理例会定于每周四下午召开，由总监主持。\n三、施工单位须在开工前报审施工组织设计及首件工程施工方案。',
    resolutions: []
  },
  {
    project: 'proj-nj', no: 'HY-{y}-002', type: 'regular', subject: '第8次监理例会', day: 2, time: '14:30', place: '宁绩项目部大会议室',
    sections: ['ct-nj-tj01', 'ct-nj-tj03'], organiser: 'yehui', host: 'yehui', state: 'draft',
    agenda: ['TJ-01路基压实度不合格段落整改情况', 'TJ-03隧道二衬台车安全防护整改情况', '下阶段施工计划'],
    attendees: ['yehui', 'yuanhao', 'dongliang', 'luoping', 'qinlei'], signed: {}
  }
]

export async function seedSupervisionMeetings(trx: Kysely<Database>, now: number): Promise<void> {
  const u = (account: string) => `u-${account}`
  const year = dayText(now).slice(0, 4)
  for (const [i, d] of meetings.entries()) {
    const id = `meeting-demo-${i + 1}`
    const date = dayText(now + d.day * DAY)
    const start = Date.parse(`${date}T${d.time}:00+08:00`)
    const created = Math.min(now, start) - 3 * DAY
    const held = d.state === 'held' || d.state === 'published' ? start + 2 * HOUR : null
    const published = d.state === 'published' ? start + 20 * HOUR : null
    await trx.insertInto('supervisionMeeting').values({
      id, projectId: d.project, contractIds: JSON.stringify(d.sections), meetingNo: d.no.replace('{y}', year), type: d.type, subject: d.subject,
      meetingDate: date, startTime: d.time, place: d.place, hostUserId: u(d.host), organiserUserId: u(d.organiser), agenda: JSON.stringify(d.agenda),
      minutes: d.minutes ?? '', photos: '[]', state: d.state, cancelReason: d.cancelReason ?? '', creatorTime: created,
      lastModifyTime: published ?? held ?? created, heldTime: held, publishedTime: published
    }).execute()
    await trx.insertInto('supervisionMeetingAttendee').values(d.attendees.map((a, n) => ({
      meetingId: id, userId: u(a), sortCode: n, signedAt: a in d.signed ? Math.min(now - 60_000, start + d.signed[a] * 60_000) : null
    }))).execute()
    const rows = (d.resolutions ?? []).map((r, n): SupervisionMeetingResolutionTable => ({
      id: `${id}-r${n + 1}`, meetingId: id, sortCode: n, content: r.content, ownerType: r.user ? 'user' : 'section', ownerUserId: r.user ? u(r.user) : '',
      contractId: r.section ?? '', dueDate: dayText(now + r.due * DAY), taskId: r.task ?? ''
    }))
    if (rows.length) await trx.insertInto('supervisionMeetingResolution').values(rows).execute()
  }
}

// The demo tasks, run through the engine's own services so every step is a real one (records, copies, messages):
// leave requests (approved, at the project manager through a delegation, waiting, a draft, withdrawn), hazard
// rectifications on the safety officers' records (approved, at the safety director, returned, waiting for the
// rectification) and measurements (approved and copied, half-countersigned, a draft, terminated). Only a fresh
// database gets them.
import type { FlowModel } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import { audit, reject } from '../../../modules/workflow/task/audit-service'
import { createFlowTask } from '../../../modules/workflow/task/launch-service'
import { cancel, withdraw } from '../../../modules/workflow/task/launcher-service'
import type { Db } from '../../database'
import { hazardRectifyRecords, meterPaymentRecords, ms, type DemoRecords } from '../records'
import { seedContext, type SeedClock } from './context'
import { seedComments, seedDelegations, seedSignatures, signatureOf } from './demo-extras'
import { PAYMENT } from '../../../catalog/engineering/flows/payment'
import { LEAVE } from '../../../catalog/office/flows/leave'
import { HAZARD } from '../../../catalog/safety/flows/hazard'
import { CONSTRUCTION_PLAN } from '../../../catalog/engineering/flows/construction-plan'
import { SUPERVISION_LOG } from '../../../catalog/engineering/flows/supervision-log'
import { constructionPlanRecords, supervisionLogRecords } from '../records/engineering-supervision'
import { seedSchemePdfs } from './scheme-pdfs'
import { SPECIAL_TASK } from '../../../catalog/special/flows/special-task'
import { SPECIAL_NOTICE } from '../../../catalog/special/flows/special-task-notice'
import { specialNoticeRecords, specialTaskRecords } from '../records/special-tasks'
import { saveReport } from '../../../modules/progress'

const HOUR = 3_600_000
const DAY = 24 * HOUR

class Demo {
  constructor(private ctx: AppContext, private clock: SeedClock) {}

  private async user(account: string) {
    const u = await this.ctx.db.selectFrom('baseUser').selectAll().where('account', '=', account).executeTakeFirst()
    if (!u) throw new Error(`flow seed: no user ${account}`)
    return u
  }

  /** the open to-do entry of `account` on the task */
  private async entry(taskId: string, account: string): Promise<string> {
    const e = await this.ctx.db.selectFrom('flowTaskOperator').select('id').where('taskId', '=', taskId).where('handleId', '=', `u-${account}`)
      .where('completion', '=', 0).where('state', '=', 0).executeTakeFirst()
    if (!e) throw new Error(`flow seed: ${account} has no open entry on ${taskId}`)
    return e.id
  }

  async launch(at: number, account: string, m: FlowModel): Promise<string> {
    this.clock.at(at)
    return (await createFlowTask(this.ctx, await this.user(account), m)).id
  }

  async approve(at: number, taskId: string, account: string, m: FlowModel = {}): Promise<void> {
    this.clock.at(at)
    await audit(this.ctx, await this.user(account), await this.entry(taskId, account), m)
  }

  async sendBack(at: number, taskId: string, account: string, m: FlowModel): Promise<void> {
    this.clock.at(at)
    await reject(this.ctx, await this.user(account), await this.entry(taskId, account), m)
  }

  async withdraw(at: number, taskId: string, account: string, opinion: string): Promise<void> {
    this.clock.at(at)
    await withdraw(this.ctx, await this.user(account), taskId, { handleOpinion: opinion })
  }

  async terminate(at: number, taskId: string, account: string, m: FlowModel): Promise<void> {
    this.clock.at(at)
    await cancel(this.ctx, await this.user(account), taskId, m)
  }
}

// a leave runs from 08:30 of its first day to 17:30 of its last (China time), whatever the hour the demo is seeded at:
// the form checks that the days asked for fit the calendar days chosen, and a span worked out from the seeding
// hour (an earlier version) broke that check for 1.5 days seeded after midnight
const CN = 8 * HOUR
const leave = (type: string, from: number, days: number, reason: string) => {
  const start = Math.floor((from + CN) / DAY) * DAY - CN + 8.5 * HOUR
  const end = start + (Math.ceil(days) - 1) * DAY + 9 * HOUR
  return { leaveType: type, leaveStartTime: start, leaveEndTime: end, leaveDayCount: days, leaveReason: reason, fileJson: [] }
}
const recordData = (bundle: DemoRecords, id: string) => bundle.records.find((r) => r.id === id)!.data
const signed = (account: string, handleOpinion: string): FlowModel => ({ handleOpinion, signImg: signatureOf(account) })

async function leaves(d: Demo, now: number): Promise<void> {
  const day0 = now - 9 * DAY
  const l1 = await d.launch(day0, 'chengang', { flowId: LEAVE.version, status: '0', formData: leave('年假', day0 + 2 * DAY, 2, '回老家探亲，工区工作已交接给副工区长') })
  await d.approve(day0 + 3 * HOUR, l1, 'zhanghua', { handleOpinion: '同意，注意交接好工区安全工作' })
  const l2 = await d.launch(day0 + 2 * DAY, 'chengang', { flowId: LEAVE.version, status: '0', flowUrgent: 2, formData: leave('病假', day0 + 2 * DAY, 5, '腰椎间盘突出复发，需住院治疗，附诊断证明') })
  // the project manager's step goes to 徐志明 under the leave delegation
  await d.approve(day0 + 2 * DAY + 2 * HOUR, l2, 'zhanghua', { handleOpinion: '情况属实，同意' })
  const l6 = await d.launch(day0 + DAY, 'hexiaoyan', { flowId: LEAVE.version, status: '0', formData: leave('年假', day0 + 5 * DAY, 2, '家中有事') })
  await d.withdraw(day0 + DAY + HOUR, l6, 'hexiaoyan', '行程取消，撤回申请')
  await d.launch(now - DAY, 'lijun', { flowId: LEAVE.version, status: '0', formData: leave('事假', now + DAY, 1, '办理孩子入学手续') })
  await d.launch(now - 5 * HOUR, 'wangfang', { flowId: LEAVE.version, status: '0', formData: leave('调休', now + 2 * DAY, 1.5, '上月周末加班调休') })
  await d.launch(now - 3 * HOUR, 'yangshan', { flowId: LEAVE.version, status: '1', formData: leave('事假', now + 5 * DAY, 3, '') })
}

async function hazards(d: Demo): Promise<void> {
  const start = (id: string, account: string, at: string) => d.launch(ms(at), account, { id, flowId: HAZARD.version, status: '0', formData: recordData(hazardRectifyRecords, id) })
  const rectified = (measures: string, done: string) => ({ formData: { measures, completeDate: ms(done), afterPhotos: [] }, handleOpinion: '已按要求整改完成' })

  const h1 = await start('rec-hz-hj-001', 'wangfang', '2026-03-03 09:30')
  await d.approve(ms('2026-03-04 16:20'), h1, 'chengang', rectified('已设置1.2m钢管防护栏杆并满挂密目安全网，临边作业人员系挂安全带。', '2026-03-04'))
  await d.approve(ms('2026-03-05 10:00'), h1, 'songwenbo', signed('songwenbo', '现场复查，防护栏杆及安全网设置符合要求，同意销项。'))

  const h2 = await start('rec-hz-hj-002', 'hexiaoyan', '2026-03-04 16:00')
  await d.approve(ms('2026-03-05 18:00'), h2, 'chengang', rectified('已卸除坑边堆载，增设两道钢支撑，监测频率加密为每日2次，位移趋于稳定。', '2026-03-05'))
  await d.approve(ms('2026-03-06 09:40'), h2, 'guoqing', signed('guoqing', '加固措施已落实，近两日位移增量小于1mm，报安全总监审批。'))

  const h3 = await start('rec-hz-hj-003', 'wangfang', '2026-03-05 10:10')
  await d.approve(ms('2026-03-06 11:00'), h3, 'chengang', rectified('配电箱已重新接地。', '2026-03-06'))
  await d.sendBack(ms('2026-03-06 15:30'), h3, 'songwenbo', { ...signed('songwenbo', '接地电阻测试记录未附，电缆仍有两处沿地面拖拉，退回重新整改。'), rejectStep: '0', rejectType: 1 })

  await start('rec-hz-hj-004', 'wangfang', '2026-03-06 08:40')

  // this flow withdraws back to the launcher (revokeRule 2): status 7, editable and submittable again
  const h5 = await start('rec-hz-hj-005', 'hexiaoyan', '2026-03-06 14:20')
  await d.withdraw(ms('2026-03-06 14:50'), h5, 'hexiaoyan', '隐患等级填写有误，撤回修改后重新提交')
}

async function payments(d: Demo): Promise<string> {
  const start = (id: string, account: string, at: string, status = '0') =>
    d.launch(ms(at), account, { id, flowId: PAYMENT.version, status, formData: recordData(meterPaymentRecords, id) })

  const p10 = await start('rec-mp-hj-010', 'zhanghua', '2026-01-26 16:10')
  await d.approve(ms('2026-01-27 10:30'), p10, 'songwenbo', signed('songwenbo', '经复核，本期计量工程量与中间计量表一致，同意。'))
  await d.approve(ms('2026-01-28 09:00'), p10, 'xuzhiming', { handleOpinion: '同意' })
  await d.approve(ms('2026-01-28 14:20'), p10, 'huangwei', { handleOpinion: '同意支付' })

  const p11 = await start('rec-mp-hj-011', 'zhanghua', '2026-02-25 17:40')
  await d.approve(ms('2026-02-26 15:00'), p11, 'guoqing', signed('guoqing', '工程量已现场复核，同意报业主审批。'))
  await d.approve(ms('2026-02-27 10:00'), p11, 'xuzhiming', { handleOpinion: '同意' })

  await start('rec-mp-hj-012', 'zhanghua', '2026-03-06 11:10', '1')

  const p09 = await start('rec-mp-hj-209', 'zhengkai', '2026-02-26 09:30')
  await d.terminate(ms('2026-02-26 16:00'), p09, 'songwenbo', signed('songwenbo', '边坡加固变更尚未批复，变更工程量不得计量，本期申报作废，请重新申报。'))
  return p11
}

/** runs the demo flows on a freshly seeded database (the users and the low-code records exist) */
export async function seedFlowDemo(db: Db, now: number): Promise<void> {
  if (await db.selectFrom('flowTask').select('id').limit(1).executeTakeFirst()) return
  const { ctx, clock } = seedContext(db, now)
  await seedSignatures(db, now - 30 * DAY)
  await seedDelegations(db, now)
  const d = new Demo(ctx, clock)
  await leaves(d, now)
  await hazards(d)
  const p11 = await payments(d)
  await schemesAndLogs(d, await seedSchemePdfs(ctx))
  await specialTasks(d)
  await dailyReports(ctx, clock)
  await seedComments(db, p11, ms('2026-02-26 15:10'))
  // the demo starts with empty inboxes: the notices of these past steps would greet every user with stale news
  // (the lists show the to-dos); on a fresh database the flow seed wrote every flow message there is
  await db.deleteFrom('baseMessage').where('type', '=', 2).execute()
}

/**
 * 施工方案审批 on 杭金's schemes (the deep-pit scheme approved after its expert review by the owner's chief engineer,
 * the T-beam erection scheme checked by the contractor's chief engineer and waiting for the supervisor; the ramp
 * scheme is not sent) and 监理日志签认 on the logs (郭晴's signed off by 宋文博; the chief supervisors' own pass).
 */
async function schemesAndLogs(d: Demo, pdfs: Record<string, unknown[]>): Promise<void> {
  const plan = (id: string, account: string, at: string) => d.launch(ms(at), account, {
    id, flowId: CONSTRUCTION_PLAN.version, status: '0', formData: { ...recordData(constructionPlanRecords, id), attachments: pdfs[id] }
  })
  const c1 = await plan('rec-plan-hj-001', 'chengang', '2026-02-27 09:00')
  await d.approve(ms('2026-02-27 15:30'), c1, 'xuzhiming', { handleOpinion: '已按专家论证意见修改完善，同意报监理。' })
  await d.approve(ms('2026-02-28 10:20'), c1, 'songwenbo', signed('songwenbo', '方案已按专家论证意见修改，支护及监测措施可行，同意实施。'))
  await d.approve(ms('2026-02-28 16:00'), c1, 'xuzhiming', signed('xuzhiming', '同意。'))
  const c2 = await plan('rec-plan-hj-002', 'chengang', '2026-03-02 15:30')
  await d.approve(ms('2026-03-03 09:10'), c2, 'xuzhiming', { handleOpinion: '架桥机过孔及防倾覆验算已复核，同意报监理。' })

  const log = (id: string, account: string, at: string) =>
    d.launch(ms(at), account, { id, flowId: SUPERVISION_LOG.version, status: '0', formData: recordData(supervisionLogRecords, id) })
  await log('rec-jlrz-hj-001', 'songwenbo', '2026-03-09 18:30')
  const g = await log('rec-jlrz-hj-002', 'guoqing', '2026-03-09 18:50')
  await d.approve(ms('2026-03-09 20:10'), g, 'songwenbo', signed('songwenbo', '已阅，张拉记录齐全。'))
  await log('rec-jlrz-hj-003', 'songwenbo', '2026-03-10 18:10')
  await log('rec-jlrz-nj-001', 'yehui', '2026-03-07 18:40')
}


/**
 * 专项任务审批 on 杭金's special tasks (the flood-season check reported by 张华 and passed by 黄伟; the dust control
 * reported by 郑凯 and waiting for 黄伟's review; the prestress check returned by 徐志明 to 张华's feedback; the
 * restart check waiting for 张华's feedback) and 宁绩's tunnel check waiting for 董亮; 专项任务通知 on the notices
 * (the flood-season notice signed by 张华 and 宋文博, 郑凯 and 韩磊 not yet; the dust notice signed by both).
 */
async function specialTasks(d: Demo): Promise<void> {
  const task = (id: string, account: string, at: string) =>
    d.launch(ms(at), account, { id, flowId: SPECIAL_TASK.version, status: '0', formData: recordData(specialTaskRecords, id) })
  const report = (completion: string) => ({ formData: { completion, sitePhotos: [] }, handleOpinion: '已按要求完成，请审核' })

  const t1 = await task('rec-zx-hj-001', 'huangwei', '2026-03-02 09:10')
  await d.approve(ms('2026-03-05 17:20'), t1, 'zhanghua', report('已完成5～8号墩钢栈桥及钻孔平台防洪标高复核，加固锚固2处；临江便道增设排水沟120m；防汛物资已备齐并建立24小时值班。'))
  await d.approve(ms('2026-03-06 09:30'), t1, 'huangwei', { handleOpinion: '检查全面，整改已闭合，同意。' })

  const t2 = await task('rec-zx-hj-002', 'huangwei', '2026-03-03 10:10')
  await d.approve(ms('2026-03-09 16:40'), t2, 'zhengkai', report('取土场裸土覆盖防尘网1.8万m²，拌和站出入口增设洗车平台1套，便道每日洒水4次，渣土车全部密闭。'))

  const t4 = await task('rec-zx-hj-004', 'xuzhiming', '2026-03-04 14:10')
  await d.approve(ms('2026-03-08 18:00'), t4, 'zhanghua', report('抽查T梁12片，张拉伸长量偏差均在±6%以内。'))
  await d.sendBack(ms('2026-03-09 10:15'), t4, 'xuzhiming', { handleOpinion: '未附压浆饱满度检测结果及设备标定证书，补充后重新反馈。', rejectStep: '1', rejectType: 1 })

  await task('rec-zx-hj-003', 'xuzhiming', '2026-03-09 08:40')
  await task('rec-zx-nj-001', 'yuanhao', '2026-03-05 09:10')

  const notice = (id: string, at: string) =>
    d.launch(ms(at), 'huangwei', { id, flowId: SPECIAL_NOTICE.version, status: '0', formData: recordData(specialNoticeRecords, id) })
  const n1 = await notice('rec-zxtz-hj-001', '2026-03-09 09:40')
  await d.approve(ms('2026-03-09 10:05'), n1, 'zhanghua', { handleOpinion: '已收到，TJ-01即日开展自查' })
  await d.approve(ms('2026-03-09 11:20'), n1, 'songwenbo', {})
  const n2 = await notice('rec-zxtz-hj-002', '2026-03-02 16:10')
  await d.approve(ms('2026-03-02 17:30'), n2, 'zhengkai', { handleOpinion: '收到，立即组织整治' })
  await d.approve(ms('2026-03-03 08:50'), n2, 'guoqing', {})
}

/**
 * 施工日报审批: each section's latest daily report (written by the progress seed as a draft) submitted by its author at
 * 18:00 of its day through the report's own service, so it waits in the section supervisors' to-do lists
 */
async function dailyReports(ctx: AppContext, clock: SeedClock): Promise<void> {
  const drafts = await ctx.db.selectFrom('progressDailyReport').selectAll().where('state', '=', 0).orderBy('contractId').execute()
  for (const r of drafts) {
    const author = await ctx.db.selectFrom('baseUser').selectAll().where('id', '=', r.creatorUserId).executeTakeFirst()
    if (!author) continue
    clock.at(Number(r.creatorTime))
    await saveReport(ctx, author, {
      contractId: r.contractId, date: r.reportDate, weather: r.weather, temperature: r.temperature, staff: r.staff, machines: r.machines, notes: r.notes, submit: true
    })
  }
}

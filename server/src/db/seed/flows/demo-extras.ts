// Around the demo tasks: the supervisors' and the safety director's saved hand signatures, the delegations (one
// in force that routes the project manager's leave approvals to the chief engineer, a launch delegation, an ended
// one) and a short comment thread on a measurement.
import type { Db } from '../../database'
import { signaturePng } from './signature-png'

const DAY = 86_400_000
const u = (account: string) => `u-${account}`

export const SIGNERS = ['songwenbo', 'guoqing', 'zhaomin', 'xuzhiming']

export const signatureOf = (account: string) => signaturePng(SIGNERS.indexOf(account) + 1)

export async function seedSignatures(db: Db, at: number): Promise<void> {
  await db.insertInto('baseSignImg').values(SIGNERS.map((a, i) => ({
    id: `sign-${a}`, userId: u(a), signImg: signatureOf(a), isDefault: 1, creatorTime: at + i
  }))).execute()
}

const delegate = (id: string, from: [string, string], to: [string, string], type: '0' | '1', flow: [string, string], start: number, end: number, description: string, enabled = 1) => ({
  id, userId: u(from[0]), userName: `${from[1]}/${from[0]}`, toUserId: u(to[0]), toUserName: `${to[1]}/${to[0]}`, type,
  flowId: flow[0], flowName: flow[1], flowCategory: '', startTime: start, endTime: end, description, enabledMark: enabled,
  sortCode: 0, creatorUserId: u(from[0]), creatorTime: start, lastModifyUserId: '', lastModifyTime: enabled ? null : end
})

export async function seedDelegations(db: Db, now: number): Promise<void> {
  await db.insertInto('flowDelegate').values([
    delegate('fd-demo-leave', ['huangwei', '黄伟'], ['xuzhiming', '徐志明'], '1', ['ft-leave', '请假申请'], now - 10 * DAY, now + 20 * DAY,
      '赴省交通集团参加季度计量审查会期间，请假审批由徐志明代为处理'),
    delegate('fd-demo-launch', ['zhanghua', '张华'], ['lijun', '李军'], '0', ['ft-meter-payment', '计量支付审批'], now - 2 * DAY, now + 25 * DAY,
      '月度计量由项目总工李军代为发起'),
    delegate('fd-demo-ended', ['zhanghua', '张华'], ['lijun', '李军'], '1', ['', '全部流程'], now - 60 * DAY, now - 45 * DAY,
      '春节值班期间代为审批', 0)
  ]).execute()
}

export async function seedComments(db: Db, taskId: string, at: number): Promise<void> {
  const c = (i: number, who: string, text: string, dt: number) => ({
    id: `fc-demo-${i}`, taskId, text, image: '', file: '', creatorUserId: u(who), creatorTime: at + dt, lastModifyTime: null
  })
  await db.insertInto('flowComment').values([
    c(1, 'guoqing', '第11期桥面铺装试验段工程量已会同施工单位现场复核，与计量表一致。', 0),
    c(2, 'zhanghua', '收到。湿接缝工程量将在第12期补报。', 3_600_000),
    c(3, 'xuzhiming', '春节停工影响已在月度进度计划中说明，计量金额无异议。', DAY)
  ]).execute()
}

// What the mixed-load bench needs in a fresh demo database, made by instance #1 before the load starts: a low-code
// model the project manager lists and fills, one-approver flows (one per approver, so approvals never race for one
// to-do), and tokens for the API callers and the sockets. Written with the tests' fixtures, through the engine's
// own template store.
import type { FastifyInstance } from 'fastify'
import { issueToken } from '../../server/src/modules/oauth/session-service'
import { userRepository } from '../../server/src/modules/users/repository'
import { createFlowForm, createFlowTemplate, publishVersion } from '../../server/src/modules/workflow/task/template-store'
import type { TestApp } from '../../tests/server/helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from '../../tests/server/visualdev-fixtures'

export const MODEL = 'vm-bench-mixed'
export const APPLICANT = 'u-zhanghua'
export const APPROVERS = ['u-songwenbo', 'u-guoqing', 'u-huangwei', 'u-xuzhiming']
const col = (prop: string, label: string) => ({ prop, id: prop, label, fullName: label })

export interface MixedSetup {
  /** the applicant's token (project manager of 杭金: lists, creates, uploads, launches) */
  applicant: string
  /** approver user id -> [token, flowId of the flow whose only approver they are] */
  approvers: Record<string, [string, string]>
  /** one token per socket, over all enabled demo users */
  sockets: string[]
  /** one token per enabled demo user: CurrentUser callers */
  users: string[]
  /** demo accounts that log in during the load */
  accounts: string[]
}

export async function prepareMixed(app: FastifyInstance, sockets: number): Promise<MixedSetup> {
  const t = { app } as TestApp
  const fields = [fld('input', '巡查标题', 'title', { required: true }), fld('input', '巡查部位', 'place'), fld('uploadImg', '现场照片', 'photos')]
  const columns = { columnList: [col('title', '巡查标题'), col('place', '巡查部位'), col('photos', '现场照片')] }
  await insertModel(t, { id: MODEL, fields, columnData: columns, appColumnData: columns })
  await grantMenu(t, 'm-bench-mixed', MODEL, { 'role-pm': { buttons: ALL_BUTTONS } })

  const db = app.ctx.db
  const approvers: MixedSetup['approvers'] = {}
  for (const [i, userId] of APPROVERS.entries()) {
    const template = await createFlowTemplate(db, { enCode: `benchFlow${i}`, fullName: `压测审批${i}`, type: 0, category: 'bench' }, 0)
    const form = await createFlowForm(db, { enCode: 'leaveApply', fullName: '请假申请', formType: 1, flowId: template.id }, 0)
    const root = {
      nodeId: 'start', type: 'start', properties: { title: '发起' },
      childNode: { nodeId: 'a', type: 'approver', properties: { title: '审批', assigneeType: 6, counterSign: 0, approvers: [`${userId}--user`] } }
    }
    const version = await publishVersion(db, template, root, { formId: form.id }, 0)
    approvers[userId] = [await issueToken(app.ctx, userId), version.id]
  }
  const users = (await userRepository.listAll(db)).filter((u) => Number(u.enabledMark) === 1)
  const tokens: string[] = []
  for (let i = 0; i < sockets; i++) tokens.push(await issueToken(app.ctx, users[i % users.length].id))
  const callers: string[] = []
  for (const u of users) callers.push(await issueToken(app.ctx, u.id))
  return { applicant: await issueToken(app.ctx, APPLICANT), approvers, sockets: tokens, users: callers, accounts: users.slice(0, 12).map((u) => u.account) }
}

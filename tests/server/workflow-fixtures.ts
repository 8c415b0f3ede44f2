// Small flow templates built in the tests (JNPF node JSON), written through the engine's template store, and the
// calls the workflow tests make. People are demo users of project 杭金 (proj-hj) unless said otherwise.
import type { FlowNodeJson } from '../../server/src/modules/workflow/engine/types'
import { createFlowForm, createFlowTemplate, publishVersion } from '../../server/src/modules/workflow/task/template-store'
import { tick } from '../../server/src/modules/workflow/task/timers'
import { get, send, type TestApp } from './helpers/app'
import { fld, insertModel } from './visualdev-fixtures'

type J = Record<string, unknown>

export const E = '/H5Api/api/workflow/Engine'

/** user ids of the demo accounts the tests use */
export const U = {
  zhanghua: 'u-zhanghua', chengang: 'u-chengang', lijun: 'u-lijun', wangfang: 'u-wangfang', songwenbo: 'u-songwenbo',
  guoqing: 'u-guoqing', huangwei: 'u-huangwei', xuzhiming: 'u-xuzhiming', hexiaoyan: 'u-hexiaoyan', yuanhao: 'u-yuanhao',
  admin: 'u-admin', yangshan: 'u-yangshan'
} as const

let seq = 0
const nextId = (p: string) => `${p}${++seq}`

export const users = (...ids: string[]) => ids.map((id) => `${id}--user`)

export function approver(nodeId: string, title: string, props: J = {}, extra: Partial<FlowNodeJson> = {}): FlowNodeJson {
  return { nodeId, type: 'approver', properties: { title, assigneeType: 6, counterSign: 0, ...props }, ...extra }
}

export function node(nodeId: string, type: string, props: J = {}, extra: Partial<FlowNodeJson> = {}): FlowNodeJson {
  return { nodeId, type, properties: { title: nodeId, ...props }, ...extra }
}

export function condition(nodeId: string, props: J, child?: FlowNodeJson): FlowNodeJson {
  return { nodeId, type: 'condition', properties: { title: nodeId, ...props }, ...(child ? { childNode: child } : {}) }
}

/** a condition on a field (3.6 groups shape) */
export const when = (field: string, symbol: string, fieldValue: unknown, more: J = {}) => ({
  conditions: [{ logic: 'and', groups: [{ fieldType: 1, field, symbol, fieldValueType: 2, fieldValue }] }], matchLogic: 'and', ...more
})

/** links nodes as a chain (each the childNode of the one before) and returns the first */
export function chain(...nodes: FlowNodeJson[]): FlowNodeJson {
  for (let i = 0; i < nodes.length - 1; i++) nodes[i].childNode = nodes[i + 1]
  return nodes[0]
}

export function start(props: J = {}, ...next: FlowNodeJson[]): FlowNodeJson {
  return chain({ nodeId: 'start', type: 'start', properties: { title: '发起', ...props } }, ...next)
}

export interface Flow { templateId: string; flowId: string; formId: string; enCode: string }

/** a template with one version on a system form (formType 1), or on a low-code model when `modelId` is given */
export async function makeFlow(t: TestApp, root: FlowNodeJson, opts: { modelId?: string; enCode?: string; name?: string } = {}): Promise<Flow> {
  const db = t.app.ctx.db
  const enCode = opts.enCode ?? nextId('wfT')
  const template = await createFlowTemplate(db, { enCode, fullName: opts.name ?? `测试流程${enCode}`, type: opts.modelId ? 1 : 0, category: 'test' }, 0)
  const form = await createFlowForm(db, opts.modelId
    ? { enCode: `${enCode}Form`, fullName: '测试表单', formType: 2, modelId: opts.modelId, id: `${opts.modelId}-${enCode}`, flowId: template.id }
    : { enCode: 'leaveApply', fullName: '请假申请', formType: 1, flowId: template.id }, 0)
  const version = await publishVersion(db, template, root, { formId: form.id }, 0)
  return { templateId: template.id, flowId: version.id, formId: form.id, enCode }
}

/** a low-code model for formType 2 flows: title (required), amount, level */
export async function makeModel(t: TestApp, id: string): Promise<void> {
  await insertModel(t, {
    id,
    fields: [
      fld('input', '标题', 'title', { required: true }),
      fld('inputNumber', '金额', 'amount'),
      fld('input', '隐患等级', 'level')
    ]
  })
}

export const launch = (t: TestApp, token: string, flowId: string, formData: J, extra: J = {}) =>
  send(t, 'POST', `${E}/FlowTask`, { flowId, formData, status: '0', ...extra }, token)

export const act = (t: TestApp, token: string, action: string, id: string, body: J = {}) =>
  send(t, 'POST', `${E}/FlowBefore/${action}/${id}`, body, token)

export const db = (t: TestApp) => t.app.ctx.db

export const task = (t: TestApp, id: string) => db(t).selectFrom('flowTask').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** the open, active to-do entry of a user on a task */
export async function entryOf(t: TestApp, taskId: string, userId: string): Promise<string> {
  const row = await db(t).selectFrom('flowTaskOperator').select('id').where('taskId', '=', taskId).where('handleId', '=', userId)
    .where('completion', '=', 0).where('state', '=', 0).orderBy('creatorTime', 'desc').executeTakeFirst()
  if (!row) throw new Error(`no open entry of ${userId} on ${taskId}`)
  return row.id
}

/** user ids holding open, active entries, sorted */
export async function openHandlers(t: TestApp, taskId: string): Promise<string[]> {
  const rows = await db(t).selectFrom('flowTaskOperator').select('handleId').where('taskId', '=', taskId)
    .where('completion', '=', 0).where('state', '=', 0).execute()
  return rows.map((r) => r.handleId).sort()
}

export async function currentNodes(t: TestApp, taskId: string): Promise<string[]> {
  const rows = await db(t).selectFrom('flowTaskNode').select('nodeCode').where('taskId', '=', taskId).where('state', '=', 1).execute()
  return rows.map((r) => r.nodeCode).sort()
}

export const records = (t: TestApp, taskId: string) =>
  db(t).selectFrom('flowTaskOperatorRecord').selectAll().where('taskId', '=', taskId).orderBy('handleTime').orderBy('creatorTime').execute()

export const messagesOf = (t: TestApp, userId: string) =>
  db(t).selectFrom('baseMessage').selectAll().where('userId', '=', userId).where('type', '=', 2).orderBy('createdAt').execute()

/** approves with an opinion; fails the test when the server refuses */
export async function approve(t: TestApp, token: string, taskId: string, userId: string, body: J = {}): Promise<void> {
  const r = await act(t, token, 'Audit', await entryOf(t, taskId, userId), { handleOpinion: '同意', ...body })
  if (r.code !== 200) throw new Error(`approve by ${userId} failed: ${r.msg}`)
}

export const runTick = (t: TestApp) => tick(t.app.ctx)

export const detail = (t: TestApp, token: string, id: string) => get(t, `${E}/FlowBefore/${id}`, token)

// POST /FlowTask (a new task, saved as a draft with status "1" or submitted with "0") and PUT /FlowTask/{id}
// (edit a draft, a returned or a withdrawn task, then save or submit it). A low-code form's record is the task (same
// id); a record created before its flow was launched can be launched by its id, by whoever may edit that record.
// A new task sent with an Idempotency-Key (the app's outbox, a retry after a lost answer) is made once per key and
// user: a repeat answers the first task's id and makes nothing.
import type { FlowModel } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import type { FlowTemplateJsonTable, FlowTemplateTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import type { UserRow } from '../../users/repository'
import { mergeLauncherEdits } from '../engine/form-rights'
import { parseTree } from '../engine/tree'
import { TASK_NOT_FOUND, withRun } from './action'
import { checkOpinionAndSign, formValuesOf, saveCandidates } from './action-input'
import { userProjectIds } from '../../projects/service'
import { mayLaunchRecord, type Origin } from '../read/record-access'
import { canLaunch } from './visibility'
import { findRecord, loadFormDef, writeValues } from './form-store'
import { createTask, submitTask } from './launch-core'
import { titleFor } from './task-title'
import { Outbox } from './messages'
import { delegateRepository } from './operator-repository'
import { openRun, saveRun, type Run } from './run'
import { taskRepository, templateRepository } from './task-repository'
import { userRepository } from '../../users/repository'
import { idempotentCreate } from '../../visualdev'

const isSubmit = (m: FlowModel) => String(m.status ?? '0') !== '1'

/** task statuses the launcher edits and submits again: draft, returned, withdrawn to resubmit (jnpf-api.md §6.5) */
const EDITABLE = new Set([0, 3, 7])

const inputOf = (m: FlowModel) => ({
  branches: Array.isArray(m.branchList) ? m.branchList.map(String) : undefined,
  candidateList: m.candidateList, errorRuleUserList: m.errorRuleUserList
})

export async function launchable(ctx: AppContext, user: UserRow, flowId: string | undefined): Promise<{ version: FlowTemplateJsonTable; template: FlowTemplateTable }> {
  if (!flowId) throw new BadRequest('请选择要发起的流程')
  const version = await templateRepository.findVersion(ctx.db, flowId)
  const template = version ? await templateRepository.findTemplate(ctx.db, version.templateId) : undefined
  if (!version || !template) throw new BadRequest('流程不存在或已被删除')
  if (Number(template.enabledMark) !== 1) throw new BadRequest('该流程已停用')
  if (Number(version.enabledMark) !== 1) throw new BadRequest('该流程版本已停用，请刷新后重新发起')
  if (!(await canLaunch(ctx, user, version))) throw new BadRequest('您没有发起该流程的权限')
  return { version, template }
}

/** who the task is for: the caller, or the delegator named in delegateUserList under a launch delegation in force */
async function launcherOf(ctx: AppContext, user: UserRow, templateId: string, m: FlowModel): Promise<UserRow> {
  const named = (Array.isArray(m.delegateUserList) ? m.delegateUserList[0] : undefined) ?? m.delegateUser
  if (!named || named === user.id) return user
  const d = await delegateRepository.launchFor(ctx.db, user.id, String(named), templateId, ctx.clock.now())
  const delegator = d ? await userRepository.findById(ctx.db, d.userId) : undefined
  if (!delegator || Number(delegator.enabledMark) !== 1) throw new BadRequest('您没有代其发起该流程的委托')
  return delegator
}

async function submitOrKeep(run: Run, m: FlowModel): Promise<void> {
  if (!isSubmit(m)) return
  checkOpinionAndSign({}, m)
  await saveCandidates(run, '', '', m)
  await submitTask(run, { handleOpinion: m.handleOpinion, signImg: m.signImg, fileList: m.fileList, copyIds: m.copyIds })
}

/** the scope of new tasks' Idempotency-Keys, beside the low-code models' ids in the same claims table */
export const NEW_TASK_KEY_SCOPE = 'workflow:FlowTask'

const taskMade = async (ctx: AppContext, _scope: string, id: string) => Boolean(await taskRepository.find(ctx.db, id))

/**
 * POST FlowTask. `idemKey`: the request's Idempotency-Key; it applies to a new task (no id), the case a retry could
 * repeat. A task or record named by id is that one whatever the key.
 */
export async function createFlowTask(ctx: AppContext, user: UserRow, m: FlowModel, origin: Origin = 'pc', idemKey?: string): Promise<{ id: string }> {
  const id = m.id && m.id !== '0' ? String(m.id) : ''
  if (!id && idemKey) {
    const made = await idempotentCreate(ctx, user.id, NEW_TASK_KEY_SCOPE, idemKey, (newTaskId) => launchNew(ctx, user, m, origin, newTaskId).then(() => undefined), taskMade)
    return { id: made }
  }
  return launchNew(ctx, user, m, origin)
}

/** a new task (under `newTaskId` when the key's claim chose it), or the task of the low-code record m.id names */
async function launchNew(ctx: AppContext, user: UserRow, m: FlowModel, origin: Origin, newTaskId?: string): Promise<{ id: string }> {
  const id = m.id && m.id !== '0' ? String(m.id) : ''
  if (id && (await taskRepository.find(ctx.db, id))) return updateFlowTask(ctx, user, id, m, origin)
  const { version, template } = await launchable(ctx, user, m.flowId)
  const launcher = await launcherOf(ctx, user, template.id, m)
  const values = formValuesOf(m) ?? {}
  if (id) {
    // a low-code record saved before its flow was launched becomes the task
    const def = await loadFormDef(ctx, version.formId || String(parseTree(version.flowTemplateJson).start.props.formId ?? ''))
    const record = await findRecord(ctx, def, id)
    if (!record) throw new BadRequest(TASK_NOT_FOUND)
    await mayLaunchRecord(ctx, user, def.modelId, record, origin)
  }
  let taskId = ''
  const outbox = await ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx }
    const task = await createTask(tctx, {
      version, template, launcher, delegateUserId: launcher.id === user.id ? '' : user.id, values, draft: !isSubmit(m),
      projectId: m.projectId, contractId: m.contractId, urgent: m.flowUrgent, title: m.flowTitle, billNo: m.billNo,
      ...(id ? { id } : newTaskId ? { id: newTaskId } : {})
    })
    taskId = task.id
    // a delegate launches only into a project of their own: the task is theirs to read and follow up
    if (launcher.id !== user.id && !(await userProjectIds(tctx, user)).includes(task.projectId)) {
      throw new BadRequest('您不是该项目的成员，无法代其发起')
    }
    const box = new Outbox()
    const run = await openRun(ctx, trx, task, user.id, box, inputOf(m))
    await submitOrKeep(run, m)
    await saveRun(run)
    return box
  })
  await outbox.flush(ctx)
  return { id: taskId }
}

export async function updateFlowTask(ctx: AppContext, user: UserRow, id: string, m: FlowModel, origin: Origin = 'pc'): Promise<{ id: string }> {
  const existing = await taskRepository.find(ctx.db, id)
  if (!existing) return createFlowTask(ctx, user, { ...m, id }, origin)
  if (existing.creatorUserId !== user.id && existing.delegateUserId !== user.id) throw new BadRequest(TASK_NOT_FOUND)
  await withRun(ctx, id, user.id, inputOf(m), async (run) => {
    const status = Number(run.task.status)
    if (!EDITABLE.has(status)) throw new BadRequest(status === 1 ? '该流程正在审批中，不能修改' : '该流程已结束，不能修改')
    const incoming = formValuesOf(m)
    if (incoming) {
      const merged = mergeLauncherEdits(run.tree.start.props, run.values, incoming)
      const stored = await writeValues(run.ctx, user, run.def, run.task, merged, { draft: !isSubmit(m) })
      run.values = stored.values
      if (run.def.formType === 1) run.task.flowFormDataJson = stored.flowFormDataJson
    }
    if (m.flowUrgent !== undefined && [1, 2, 3].includes(Number(m.flowUrgent))) run.task.flowUrgent = Number(m.flowUrgent)
    if (status !== 3) {
      // a returned task keeps its title; a draft or a withdrawn one takes the edited values
      const launcher = (await userRepository.findById(run.db, run.task.creatorUserId)) ?? user
      run.task.fullName = m.flowTitle?.trim().slice(0, 200) || (await titleFor(run.ctx, launcher, run.def, run.tree.start.props, run.task.flowName, run.values, run.now))
    }
    await submitOrKeep(run, m)
  })
  return { id }
}

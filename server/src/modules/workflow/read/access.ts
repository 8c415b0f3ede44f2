// Who may read a flow task (its detail, record summary and comments): the people involved — the launcher, the
// delegate who launched for them, every handler past and present and whom they acted for, the users it was copied
// to — administrators, and, for a task on a low-code record, whoever may open that record in its list (the list
// opens the task read-only). Anyone else gets the same answer as for a missing task, so ids reveal nothing.
import type { AppContext } from '../../../context'
import type { FlowTaskTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import type { UserRow } from '../../users/repository'
import { modelAccess } from '../../visualdev/permissions'
import { visualDevRepository } from '../../visualdev/repository'
import { inScope, recordScope } from '../../visualdev/scope'
import { taskReadRepository } from './task-repository'

export const TASK_NOT_FOUND = '该流程不存在或您无权查看'

export const isAdmin = (u: UserRow) => Number(u.isAdministrator) === 1

/** the record of a low-code task is in the user's projects and the user holds a menu of its model */
async function opensRecord(ctx: AppContext, user: UserRow, task: FlowTaskTable): Promise<boolean> {
  if (Number(task.formType) !== 2 || !task.formId) return false
  const form = await taskReadRepository.findForm(ctx.db, task.formId)
  if (!form?.modelId) return false
  const record = await visualDevRepository.findRecord(ctx.db, form.modelId, task.processId || task.id)
  if (!record || !inScope(await recordScope(ctx, user), record)) return false
  try {
    await modelAccess(ctx, user, form.modelId)
    return true
  } catch {
    return false
  }
}

export async function mayReadTask(ctx: AppContext, user: UserRow, task: FlowTaskTable): Promise<boolean> {
  if (isAdmin(user) || task.creatorUserId === user.id || task.delegateUserId === user.id) return true
  if (await taskReadRepository.takesPart(ctx.db, task.id, user.id)) return true
  return opensRecord(ctx, user, task)
}

/** the task when the user may read it; otherwise one 400 whether it is missing or someone else's */
export async function readableTask(ctx: AppContext, user: UserRow, taskId: string): Promise<FlowTaskTable> {
  const task = await taskReadRepository.findTask(ctx.db, taskId)
  if (!task || !(await mayReadTask(ctx, user, task))) throw new BadRequest(TASK_NOT_FOUND)
  return task
}

/** whether the user may read the task with this id (false when there is none) */
export async function mayReadTaskById(ctx: AppContext, user: UserRow, taskId: string): Promise<boolean> {
  const task = await taskReadRepository.findTask(ctx.db, taskId)
  return task !== undefined && (await mayReadTask(ctx, user, task))
}

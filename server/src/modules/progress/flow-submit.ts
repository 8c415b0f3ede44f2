// Sending a daily report or a metering through its approval flow from its own page: a new task, or the task it was
// sent back or withdrawn on submitted again by its launcher, so its history stays on one task. The form hooks
// (flow-hooks.ts, meter-flow-hooks.ts) check the record and move it with the task.
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { createFlowTask, taskStatusOf, updateFlowTask } from '../workflow/task'

/** a task its launcher may submit again: a draft, sent back to him, or withdrawn to him */
const RESUBMITTABLE = new Set([0, 3, 7])

export async function submitThroughFlow(ctx: AppContext, user: UserTable, flowVersion: string, formData: Record<string, unknown>, taskId: string): Promise<void> {
  const m = { flowId: flowVersion, formData, status: '0' }
  const task = taskId ? await taskStatusOf(ctx, taskId) : undefined
  if (task && RESUBMITTABLE.has(task.status) && task.creatorUserId === user.id) await updateFlowTask(ctx, user, taskId, m, 'app')
  else await createFlowTask(ctx, user, m, 'app')
}

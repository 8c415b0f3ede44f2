// What other modules may use of the task side: work to do once a task has passed, a system form's checks, and
// launching or resubmitting a domain's own flow (a daily report submitted from its page).
import type { AppContext } from '../../../context'
import { recordRepository } from './operator-repository'
import { taskRepository } from './task-repository'

export { onTaskPassed, type TaskPassedListener } from './messages'
export {
  registerSystemFormHooks, type SystemFormFlowStateEvent, type SystemFormHooks, type SystemFormSaveEvent, type SystemFormSaved
} from './system-form-hooks'
export { createFlowTask, updateFlowTask } from './launch-service'

/** a task's status and launcher, for a domain that keeps which task its record is under */
export async function taskStatusOf(ctx: AppContext, id: string): Promise<{ status: number; creatorUserId: string } | undefined> {
  const t = await taskRepository.find(ctx.db, id)
  return t ? { status: Number(t.status), creatorUserId: t.creatorUserId } : undefined
}

/** the opinion the actor gave with his latest approval (1) or return (0) on the task: what a domain record keeps */
export async function latestOpinion(ctx: AppContext, taskId: string, actorId: string, handleStatus: 0 | 1): Promise<string> {
  return (await recordRepository.latestOpinion(ctx.db, taskId, actorId, handleStatus)).slice(0, 500)
}

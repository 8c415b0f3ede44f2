// Who hears about a task and how: the inbox message of a move (linking to the task), and who may accept it now.
import type { RecordLinkBody } from '@shared/api/message'
import { TASK_LINK_MODEL } from '@shared/api/tasks'
import type { AppContext } from '../../context'
import type { TaskItemTable } from '../../db/schema'
import { createMessage } from '../message'
import { SECTION_ACTORS } from './access'
import { taskRepository } from './repository'


export async function tell(ctx: AppContext, from: string, to: string[], title: string, task: TaskItemTable): Promise<void> {
  const toUserIds = [...new Set(to)].filter((u) => u && u !== from)
  if (toUserIds.length === 0) return
  const body: RecordLinkBody = { modelId: TASK_LINK_MODEL, id: task.id, content: `${title}\n（任务 ${task.billNo}，截止 ${task.dueDate}）` }
  try {
    await createMessage(ctx, { toUserIds, type: 3, title, bodyText: JSON.stringify(body), creatorUserId: from })
  } catch (err) {
    // the move is made; a message that could not be stored costs only the notice
    ctx.log.warn({ err, taskId: task.id }, 'task message could not be sent')
  }
}

/** who may accept a task now: its people, or the section's foremen, managers and chief engineers */
export async function acceptorsOf(ctx: AppContext, task: TaskItemTable): Promise<string[]> {
  if (task.assignType === 'section') return taskRepository.sectionActors(ctx.db, task.contractId, SECTION_ACTORS)
  return (await taskRepository.assignees(ctx.db, [task.id])).get(task.id) ?? []
}


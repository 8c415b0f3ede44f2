// What a reminder looks like in the Messages tab. A record bound to a flow gets a flow message (type 2, the same
// FlowContModel body the engine's own notices carry), so tapping it opens the flow: as the to-do when the
// recipient holds an open entry, as the launcher's own flow, or read-only. Any other record gets a system message
// (type 3) whose body names the record, which the app's message detail opens.
import type { RecordLinkBody } from '@shared/api/message'
import type { FlowContModel } from '@shared/api/workflow'
import type { Db } from '../../db/database'
import type { NewMessage } from '../message'
import type { ReminderRecord } from './reminder-plan'
import { reminderRepository } from './reminder-repository'

export interface ReminderModel { id: string; fullName: string }

export async function reminderMessages(db: Db, model: ReminderModel, rec: ReminderRecord, title: string, toUserIds: string[]): Promise<NewMessage[]> {
  const task = rec.flowState === null ? undefined : await reminderRepository.task(db, rec.id)
  if (!task) {
    const body: RecordLinkBody = { modelId: model.id, id: rec.id, content: model.fullName ? `${title}\n（${model.fullName}）` : title }
    return [{ toUserIds, type: 3, title, bodyText: JSON.stringify(body) }]
  }
  const entries = await reminderRepository.openEntries(db, task.id)
  return toUserIds.map((userId) => {
    const entry = entries.find((e) => e.handleId === userId)
    const body: FlowContModel = {
      type: entry ? 2 : task.creatorUserId === userId ? 1 : 3, enCode: task.flowCode, flowId: task.flowId, formType: Number(task.formType),
      processId: task.id, status: Number(task.status), taskOperatorId: entry?.id ?? '', taskNodeId: entry?.taskNodeId ?? ''
    }
    return { toUserIds: [userId], type: 2, flowType: 1, title, bodyText: JSON.stringify(body) }
  })
}

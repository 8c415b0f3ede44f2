// The socket side of signing (spec §4): GetHandSignUrl tells a user there is something to sign (a flow they approved
// has passed, or a provider's sign task waits for them: url is where to sign), GetCallBackHandSignUrl that a
// signature finished (this device or another, a provider's callback, an auto-signature), so lists reload. Frames go
// through ctx.realtime to every socket of the user on any instance; a lost frame only costs liveness.
import type { AppContext } from '../../context'
import type { FlowTaskTable } from '../../db/schema'
import { userRepository } from '../users/repository'
import { esignRepository as repo } from './repository'
import { handSign } from './sign-service'

/** the app's signing list: the page the app opens for a local push */
export const SIGN_LIST_PATH = '/pages/workFlow/flowModal/index'

async function publish(ctx: AppContext, userId: string, frame: Record<string, unknown>): Promise<void> {
  await ctx.realtime?.publish({ userIds: [userId] }, frame).catch((err: unknown) => ctx.log.warn({ err }, `${String(frame.method)} not sent`))
}

export const handSignUrl = (ctx: AppContext, userId: string, taskIds: string[], url: string = SIGN_LIST_PATH) =>
  publish(ctx, userId, { method: 'GetHandSignUrl', url, taskIds, msg: '您有已审批通过的文件待签署' })

export const handSignDone = (ctx: AppContext, userId: string, taskId: string, documentId: string, state: number) =>
  publish(ctx, userId, { method: 'GetCallBackHandSignUrl', taskId, documentId, state })

/** a passed task: approvers who chose auto-sign get it signed with their seal, the others are told to sign */
export async function onPassed(ctx: AppContext, task: FlowTaskTable): Promise<void> {
  const approvers = await ctx.db.selectFrom('flowTaskOperatorRecord').select('handleId').distinct()
    .where('taskId', '=', task.id).where('handleStatus', '=', 1).where('status', '!=', -1).execute()
  const ids = approvers.map((a) => a.handleId).filter(Boolean)
  const auto = new Set((await repo.autoSigners(ctx.db, ids)).map((s) => s.userId))
  for (const userId of ids) {
    if (!auto.has(userId)) {
      await handSignUrl(ctx, userId, [task.id])
      continue
    }
    const user = await userRepository.findById(ctx.db, userId)
    try {
      const [result] = user ? await handSign(ctx, user, [task.id], 'seal') : []
      if (result?.document) await handSignDone(ctx, userId, task.id, result.document.id, result.document.state)
      else await handSignUrl(ctx, userId, [task.id])
    } catch (err) {
      // not signed after all: the user signs it by hand like everyone else
      ctx.log.warn({ err, taskId: task.id }, 'auto-sign failed')
      await handSignUrl(ctx, userId, [task.id])
    }
  }
}

// A new task's 暂存 and 提交 (POST FlowTask) the way the low-code form sends a new record: under one Idempotency-Key
// for the launch, and into the outbox when it cannot go now (no network, photos still on the device) or the POST got
// no answer; the outbox sends it once when the network is back and shows it under the flow's name. Only the server's
// refusal comes back as an error (the request client has toasted it).
import type { ApiResult } from '@shared/api/envelope'
import { classifySendError, sendOrQueue, type EnqueueInput } from '@/lib/outbox'
import { QUEUED_MESSAGE } from '@/engines/lowcode'
import { createFlowTask, createFlowTaskRequest, type ActionBody } from '../api/actions'

/** a new launch: its key, the same on every try, and what the outbox lists it by */
export interface LaunchQueue {
  idempotencyKey: string
  /** whose it is (the outbox sends only the signed-in user's entries) */
  userId: string
  /** the flow's name */
  title: string
  /** the form's own words (its first text), for the 待发送 list */
  summary?: string
}

/** the answer of a launch; `queued`: kept in the outbox, not yet on the server */
export type LaunchResult = ApiResult<unknown> & { queued?: boolean }

/** a failure the outbox would try again (no answer, a gateway, a server error) rather than the server's refusal */
export function isTransient(err: unknown): boolean {
  return classifySendError(err).kind === 'transient'
}

/** a launch or an approval through the outbox's rule (lib/outbox/send-or-queue.ts), answered as the server would */
export async function sendFlowOrQueue(entry: EnqueueInput, send: () => Promise<LaunchResult>, formData: unknown): Promise<LaunchResult> {
  const outcome = await sendOrQueue(entry, send, (formData ?? {}) as Record<string, unknown>)
  return outcome.queued ? { code: 200, msg: QUEUED_MESSAGE, queued: true } : outcome.answer
}

export function sendNewLaunch(body: ActionBody, queue: LaunchQueue): Promise<LaunchResult> {
  const { idempotencyKey, userId, title, summary } = queue
  const entry = { id: idempotencyKey, userId, title, summary, ...createFlowTaskRequest(body) }
  return sendFlowOrQueue(entry, () => createFlowTask(body, idempotencyKey), body.formData)
}

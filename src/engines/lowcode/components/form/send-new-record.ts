// Sending a new record the way the low-code form does, for the form and for a domain's own quick forms (the hazard
// quick report): photos still on the device, or no network, put it in the outbox under its Idempotency-Key; a POST
// that got no answer goes there too (the same key decides later whether the server has it). Only the server's
// refusal comes back as an error, for the form to show.
import { sendOrQueue, type EnqueueInput } from '@/lib/outbox'
import { createRecord, createRecordRequest } from '../../api/records'

export const QUEUED_MESSAGE = '已存入待发送，联网后自动提交'

/** what the outbox needs besides the record to keep it: whose it is and what the user will recognise it by */
export interface QueueTarget {
  userId: string
  /** the form's name (the menu) */
  title: string
  /** the record's own words (a title, a name) for the 待发送 list */
  summary?: string
  /** an edit's form draft, settled once the queued edit is sent */
  draftKey?: string
}

export interface NewRecord {
  modelId: string
  data: Record<string, unknown>
  /** the key of this submission, the same on every retry of it */
  idempotencyKey: string
  /** filed under another project or section than the one in use (see createRecord) */
  filedUnder?: { projectId?: string; contractId?: string }
  /** where the record may wait when it cannot go now; without it every failure is the caller's */
  queue?: QueueTarget
}

/** queued: kept in the outbox, not yet on the server; throws the server's refusal (or a failure to queue) */
export function sendNewRecord({ modelId, data, idempotencyKey, filedUnder, queue }: NewRecord): Promise<{ msg: string; queued: boolean }> {
  return sendRecordOrQueue({
    data, idempotencyKey, queue, request: createRecordRequest(modelId, data, filedUnder), send: () => createRecord(modelId, data, idempotencyKey, filedUnder)
  })
}

/**
 * The rule both a new record and an edit follow (the outbox's one rule, lib/outbox/send-or-queue.ts); without a
 * queue target every failure is the caller's.
 */
export async function sendRecordOrQueue({ data, idempotencyKey, queue, request, send }: {
  data: Record<string, unknown>
  idempotencyKey: string
  queue?: QueueTarget & { openUrl?: string }
  /** the request as the outbox keeps it (createRecordRequest, updateRecordRequest) */
  request: Pick<EnqueueInput, 'url' | 'body' | 'jsonFields' | 'method'>
  /** the same request now, answering the server's message */
  send: () => Promise<string>
}): Promise<{ msg: string; queued: boolean }> {
  if (!queue) return { msg: await send(), queued: false }
  const outcome = await sendOrQueue({ id: idempotencyKey, ...queue, ...request }, send, data)
  return outcome.queued ? { msg: QUEUED_MESSAGE, queued: true } : { msg: outcome.answer, queued: false }
}

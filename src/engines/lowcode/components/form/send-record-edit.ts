// Saving an edit of an existing record the way a new record is sent (send-new-record.ts): without network, with
// photos still on the device, or when the PUT got no answer, it waits in the outbox under its Idempotency-Key (the
// server applies one key once). It carries the version the record was opened with: if someone saved the record
// meanwhile, the server refuses it and the entry fails with the server's reason, the user's values kept in it.
import { updateRecord, updateRecordRequest } from '../../api/records'
import { sendRecordOrQueue, type QueueTarget } from './send-new-record'

export interface RecordEdit {
  modelId: string
  id: string
  data: Record<string, unknown>
  /** the f_version the record was opened with (models with concurrencyLock) */
  version?: unknown
  /** the key of this save, the same on every retry of it */
  idempotencyKey: string
  /** where the edit may wait when it cannot go now, and the page that opens the record again */
  queue?: QueueTarget & { openUrl?: string }
}

/** queued: kept in the outbox, not yet on the server; throws the server's refusal (or a failure to queue) */
export function sendRecordEdit({ modelId, id, data, version, idempotencyKey, queue }: RecordEdit): Promise<{ msg: string; queued: boolean }> {
  return sendRecordOrQueue({
    data, idempotencyKey, queue, request: updateRecordRequest(modelId, id, data, version), send: () => updateRecord(modelId, id, data, version, idempotencyKey)
  })
}

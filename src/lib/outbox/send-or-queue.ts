// The one rule every offline-able submission follows (a low-code record, a flow launch or approval, a task report,
// an order's reply, a meeting sign-in): photos still on the device, or no network, put the request in the outbox
// under its Idempotency-Key; a send that got no answer goes there too (the same key decides later whether the server
// has it). Only the server's refusal (or the session's end) comes back as an error, for the screen to show.
import type { EnqueueInput } from './contract'
import { collectPhotoIds } from './photos-in-body'

export type SendOutcome<T> = { queued: true } | { queued: false; answer: T }

export interface SendOrQueueDeps {
  isOnline(): boolean
  enqueue(input: EnqueueInput): Promise<void>
  /** whether a failed send is one the outbox tries again (no answer, a gateway, a server error) */
  isTransient(error: unknown): boolean
}

/**
 * Sends `send()` now, or keeps `entry` (its id is the Idempotency-Key `send` must carry too) in the outbox.
 * `values`: where photos may still sit on the device (the form's values; the whole body when absent).
 */
export async function sendOrQueueWith<T>(
  deps: SendOrQueueDeps, entry: EnqueueInput, send: () => Promise<T>, values: Record<string, unknown> = entry.body
): Promise<SendOutcome<T>> {
  const enqueue = async (): Promise<SendOutcome<T>> => {
    await deps.enqueue(entry)
    return { queued: true }
  }
  if (!deps.isOnline() || collectPhotoIds(values).length > 0) return enqueue()
  try {
    return { queued: false, answer: await send() }
  } catch (err) {
    if (deps.isTransient(err)) return enqueue()
    throw err
  }
}

// The app's one outbox, wired to the real request client, network and platform store. Screens read it through
// useOutbox (features/outbox); the low-code form puts submissions in it; app launch starts it.
import { SESSION_ERROR_CODES } from '@shared/api/envelope'
import { randomId } from '@/utils/random'
import { http, RequestError } from '../request'
import { isOnline, onNetworkChange } from '../network'
import { getToken, storage } from '../storage'
import { uploadPicked } from '../media/upload'
import { Outbox, type OutboxDeps, type SendFailure } from './outbox'
import type { OutboxStore } from './types'
import { outboxStore } from './store'
import { settleDraft } from '../form-draft'
import type { EnqueueInput } from './contract'
import { sendOrQueueWith, type SendOutcome } from './send-or-queue'

export { Outbox, RETRY_BASE_MS, RETRY_MAX_MS, SENT_KEEP_MS, WAITING_TEXT, QUEUED_SUBMISSION_TEXT, SESSION_TEXT, LOST_PHOTO_TEXT } from './outbox'
export type { OutboxDeps, OutboxSnapshot, EnqueueInput, SendFailure } from './outbox'
export { isLocalPhoto, collectPhotoIds, swapPhotos } from './photos-in-body'
export { OutboxFullError } from './types'
export type { SendOutcome } from './send-or-queue'
export type { OutboxEntry, OutboxPhoto, OutboxProgress, OutboxStatus, OutboxStore, LocalPhotoItem, UploadedRef } from './types'

/** what a failed send means for the entry: a refusal waits for the user, anything else is tried again */
export function classifySendError(error: unknown): SendFailure {
  if (!(error instanceof RequestError)) return { kind: 'transient' }
  if (SESSION_ERROR_CODES.includes(error.code)) return { kind: 'session' }
  // 5xx: the server failed, not the input; JNPF answers refusals with 400/401 in the body
  if (error.code >= 500) return { kind: 'transient' }
  return { kind: 'refused', message: error.message }
}

/** the outbox on a platform's store and network, sending through the one request client as the signed-in user */
export function createAppOutbox(store: OutboxStore, network: Pick<OutboxDeps, 'isOnline' | 'onNetworkChange'>): Outbox {
  return new Outbox({
    store,
    ...network,
    currentUserId: () => (getToken() ? storage.get('userInfo')?.userId ?? '' : ''),
    upload: async (photo, path, onProgress) => {
      const vo = await uploadPicked({ path, name: photo.name, size: photo.size }, { type: photo.uploadType, formData: photo.formData, onProgress, silent: true })
      return { name: photo.name, fileId: vo.name, url: vo.url }
    },
    post: async (entry, body) => {
      const options = { header: { 'Idempotency-Key': entry.id }, silent: true, loading: false }
      // an edit is a PUT: the server applies it once per key, and refuses it if the record changed meanwhile
      if (entry.method === 'PUT') await http.put(entry.url, body, options)
      else await http.post(entry.url, body, options)
    },
    classify: classifySendError,
    onSent: (entry) => {
      if (entry.draft) settleDraft(entry.draft.key, entry.draft.queuedAt)
    },
    newId: () => randomId(32)
  })
}

export const outbox = createAppOutbox(outboxStore, { isOnline, onNetworkChange })

/** the signed-in user, whose entry a submission becomes ('' when nobody is signed in) */
export function outboxUserId(): string {
  return storage.get('userInfo')?.userId ?? ''
}

/** the request as the outbox would send it, now: POST (or PUT) with the entry's id as Idempotency-Key */
async function sendEntryNow(entry: EnqueueInput): Promise<unknown> {
  const options = { header: { 'Idempotency-Key': entry.id } }
  const res = entry.method === 'PUT' ? await http.put(entry.url, entry.body, options) : await http.post(entry.url, entry.body, options)
  return res.data
}

/**
 * Sends a submission now or keeps it in the outbox (see send-or-queue.ts). `send` replaces the plain request when
 * the caller needs its own (a low-code record's JSON data); it must carry `entry.id` as the Idempotency-Key.
 */
export function sendOrQueue<T = unknown>(
  entry: EnqueueInput, send: () => Promise<T> = () => sendEntryNow(entry) as Promise<T>, values?: Record<string, unknown>
): Promise<SendOutcome<T>> {
  const deps = { isOnline, enqueue: async (input: EnqueueInput) => { await outbox.enqueue(input) }, isTransient: (err: unknown) => classifySendError(err).kind === 'transient' }
  return sendOrQueueWith(deps, entry, send, values)
}

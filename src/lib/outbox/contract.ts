// What the outbox promises and needs: its timings and texts, the dependencies a platform gives it, and the shapes the
// screens read. The Outbox class (outbox.ts) implements it.
import type { OutboxEntry, OutboxPhoto, OutboxProgress, OutboxStore, UploadedRef } from './types'

/** the first automatic retry waits about this long, each next one twice as long, up to RETRY_MAX_MS */
export const RETRY_BASE_MS = 2000
export const RETRY_MAX_MS = 5 * 60_000
/** sent entries stay listed (已发送) this long */
export const SENT_KEEP_MS = 24 * 3600_000
/** a photo kept for a form that was never submitted is dropped after this long (drafts live 7 days too) */
export const LOOSE_PHOTO_MAX_AGE_MS = 7 * 24 * 3600_000

export const WAITING_TEXT = '网络异常，稍后自动重试'
/** what a screen says when its submission went to 待发送 instead of the server */
export const QUEUED_SUBMISSION_TEXT = '网络不佳，已存入待发送，联网后自动提交'
export const SESSION_TEXT = '登录已失效，重新登录后自动发送'
export const LOST_PHOTO_TEXT = '照片文件已丢失，请删除后重新填写'

/** how a send failed, as the outbox treats it */
export type SendFailure =
  /** the server refused it (bad input): only the user can decide, by 重试 or 删除 */
  | { kind: 'refused'; message: string }
  /** no answer, a gateway, a server error: try again later on its own */
  | { kind: 'transient' }
  /** the session is gone: wait for the user to sign in again */
  | { kind: 'session' }

export interface OutboxDeps {
  store: OutboxStore
  isOnline(): boolean
  onNetworkChange(listener: (online: boolean) => void): () => void
  /** the signed-in user ('' when nobody is): only their entries are sent */
  currentUserId(): string
  upload(photo: OutboxPhoto, path: string, onProgress: (percent: number) => void): Promise<UploadedRef>
  /** the entry's request (POST, or PUT for an edit) with the entry's id as Idempotency-Key */
  post(entry: OutboxEntry, body: Record<string, unknown>): Promise<void>
  classify(error: unknown): SendFailure
  /** an entry reached the server (the app settles the form draft it came from) */
  onSent?(entry: OutboxEntry): void
  newId(): string
  now?: () => number
  random?: () => number
}

export interface OutboxSnapshot {
  loaded: boolean
  entries: OutboxEntry[]
  progress: Record<string, OutboxProgress>
}

export interface EnqueueInput {
  id: string
  userId: string
  title: string
  summary?: string
  /** POST when absent */
  method?: 'POST' | 'PUT'
  url: string
  openUrl?: string
  /** the storage key of the form draft the user typed it in */
  draftKey?: string
  body: Record<string, unknown>
  jsonFields?: string[]
}

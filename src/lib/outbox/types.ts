// What the outbox keeps: submissions made without a network (or whose answer never came), each sent exactly once
// when the network is back, and the photos they carry, kept as files (never in storage keys) until uploaded.

/** queued: waiting for the network or its next try; sending: going now; sent: the server has it; failed: refused */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed'

/** the server's reference to an uploaded file, as an upload control's value holds it */
export interface UploadedRef {
  name: string
  fileId: string
  url: string
}

/** a photo waiting in the outbox's file store for its upload */
export interface OutboxPhoto {
  id: string
  /** file name with extension (the server checks it) */
  name: string
  size: number
  createdAt: number
  /** folder key of POST /api/file/Uploader/{type} and the extra multipart fields */
  uploadType: string
  formData?: Record<string, string>
  /** the entry that carries it; none while it only sits in a form not yet submitted */
  entryId?: string
  /** set once uploaded, so a restart never uploads it twice */
  uploaded?: UploadedRef
}

/**
 * Where a kept photo stands in a form value until it is uploaded: the uploader's item shape plus the photo's id.
 * The outbox swaps it for the server's reference before the record goes out.
 */
export interface LocalPhotoItem {
  name: string
  fileId: ''
  url: string
  localPhotoId: string
}

export interface OutboxEntry {
  /** also the Idempotency-Key: the server makes one record of it however often it is sent */
  id: string
  /** whose it is: only the signed-in user's entries are sent, with their own token */
  userId: string
  /** what it is (the form's name) and which one (its first text) */
  title: string
  summary?: string
  /** the request that makes it, relative to the API base: a POST creates, a PUT edits an existing record */
  method?: 'POST' | 'PUT'
  url: string
  /** a page that opens the record again (an edit refused because the record changed meanwhile is redone there) */
  openUrl?: string
  /** the body, with LocalPhotoItems where photos go */
  body: Record<string, unknown>
  /** body keys that travel as JSON text (JNPF's low-code `data`) */
  jsonFields: string[]
  photoIds: string[]
  status: OutboxStatus
  /** tries so far; a network failure waits backoffDelay(attempts) before the next */
  attempts: number
  nextAttemptAt: number
  createdAt: number
  sentAt?: number
  /** why it failed or waits, in the user's words */
  error?: string
  /** the form draft this edit was typed in (its storage key) and when it was queued: settled once the edit is sent */
  draft?: { key: string; queuedAt: number }
}

/** upload progress of the entry being sent (not stored: it only matters while it runs) */
export interface OutboxProgress {
  /** photos uploaded of all */
  done: number
  total: number
  /** 0-100 of the photo on its way */
  percent: number
}

/** the platform's store (IndexedDB on H5, storage keys + user files on weapp) */
export interface OutboxStore {
  loadEntries(): Promise<OutboxEntry[]>
  saveEntry(entry: OutboxEntry): Promise<void>
  deleteEntry(id: string): Promise<void>
  /** keeps the picked file's bytes; refuses (OutboxFullError) beyond the platform's budget */
  savePhoto(meta: OutboxPhoto, path: string): Promise<void>
  loadPhotos(): Promise<OutboxPhoto[]>
  updatePhoto(meta: OutboxPhoto): Promise<void>
  /** a path the uploader and <Image> can read (weapp saved file, H5 object URL) or '' when the file is gone */
  photoPath(id: string): Promise<string>
  deletePhoto(id: string): Promise<void>
}

/** the device cannot keep more: the user must send or discard something first */
export class OutboxFullError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OutboxFullError'
    Object.setPrototypeOf(this, OutboxFullError.prototype)
  }
}

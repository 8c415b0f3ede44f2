// Browser store: IndexedDB, which survives a reload and holds photo blobs (localStorage holds neither enough nor
// binary). Two object stores: entries, and photos (metadata plus the blob). Object URLs handed out for a photo
// are made once per page life and revoked when the photo goes.
import { FULL_PHOTOS_MESSAGE, H5_PHOTO_BUDGET_BYTES } from './limits'
import { OutboxFullError, type OutboxEntry, type OutboxPhoto, type OutboxStore } from './types'

const DB_NAME = 'construction-outbox'
const VERSION = 1
const ENTRIES = 'entries'
const PHOTOS = 'photos'

interface PhotoRecord extends OutboxPhoto {
  blob: Blob
}

let opening: Promise<IDBDatabase> | null = null

function open(): Promise<IDBDatabase> {
  if (opening) return opening
  opening = new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('此浏览器不支持离线保存'))
      return
    }
    const req = indexedDB.open(DB_NAME, VERSION)
    req.onupgradeneeded = () => {
      const db = req.result
      if (!db.objectStoreNames.contains(ENTRIES)) db.createObjectStore(ENTRIES, { keyPath: 'id' })
      if (!db.objectStoreNames.contains(PHOTOS)) db.createObjectStore(PHOTOS, { keyPath: 'id' })
    }
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
  // a failed open (private mode, blocked) may work later: do not keep the rejection
  opening.catch(() => {
    opening = null
  })
  return opening
}

function run<T>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T> | void): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode)
        const req = work(tx.objectStore(store))
        // resolve when the transaction is durable, not when the request succeeded
        tx.oncomplete = () => resolve(req ? req.result : (undefined as T))
        tx.onerror = () => reject(tx.error)
        tx.onabort = () => reject(tx.error ?? new Error('离线保存被中止'))
      })
  )
}

const urls = new Map<string, string>()

function withoutBlob(record: PhotoRecord): OutboxPhoto {
  const { blob: _blob, ...meta } = record
  return meta
}

export const outboxStore: OutboxStore = {
  async loadEntries() {
    return run<OutboxEntry[]>(ENTRIES, 'readonly', (s) => s.getAll() as IDBRequest<OutboxEntry[]>)
  },

  async saveEntry(entry) {
    await run(ENTRIES, 'readwrite', (s) => s.put(entry))
  },

  async deleteEntry(id) {
    await run(ENTRIES, 'readwrite', (s) => s.delete(id))
  },

  async savePhoto(meta, path) {
    const blob = await (await fetch(path)).blob()
    const all = await run<PhotoRecord[]>(PHOTOS, 'readonly', (s) => s.getAll() as IDBRequest<PhotoRecord[]>)
    const used = all.reduce((sum, p) => sum + (p.size || 0), 0)
    if (used + blob.size > H5_PHOTO_BUDGET_BYTES) throw new OutboxFullError(FULL_PHOTOS_MESSAGE)
    try {
      await run(PHOTOS, 'readwrite', (s) => s.put({ ...meta, size: blob.size, blob } satisfies PhotoRecord))
    } catch (err) {
      if ((err as { name?: string })?.name === 'QuotaExceededError') throw new OutboxFullError(FULL_PHOTOS_MESSAGE)
      throw err
    }
  },

  async loadPhotos() {
    const all = await run<PhotoRecord[]>(PHOTOS, 'readonly', (s) => s.getAll() as IDBRequest<PhotoRecord[]>)
    return all.map(withoutBlob)
  },

  async updatePhoto(meta) {
    const record = await run<PhotoRecord | undefined>(PHOTOS, 'readonly', (s) => s.get(meta.id) as IDBRequest<PhotoRecord | undefined>)
    if (record) await run(PHOTOS, 'readwrite', (s) => s.put({ ...meta, blob: record.blob }))
  },

  async photoPath(id) {
    const known = urls.get(id)
    if (known) return known
    const record = await run<PhotoRecord | undefined>(PHOTOS, 'readonly', (s) => s.get(id) as IDBRequest<PhotoRecord | undefined>)
    if (!record?.blob) return ''
    const url = URL.createObjectURL(record.blob)
    urls.set(id, url)
    return url
  },

  async deletePhoto(id) {
    const url = urls.get(id)
    if (url) {
      URL.revokeObjectURL(url)
      urls.delete(id)
    }
    await run(PHOTOS, 'readwrite', (s) => s.delete(id))
  }
}

// Mini-program store: each entry is its own storage key (well under WeChat's 1 MB per key) listed in an index key;
// photos are user files under USER_DATA_PATH/outbox, listed with their metadata in one small key. Temp files from
// the camera may be gone after a restart, so a kept photo is copied out of the temp folder at once.
import Taro from '@tarojs/taro'
import {
  FULL_ENTRY_MESSAGE, FULL_PHOTOS_MESSAGE, FULL_STORAGE_MESSAGE, STORAGE_KEY_LIMIT_BYTES, STORAGE_TOTAL_LIMIT_BYTES,
  WEAPP_PHOTO_BUDGET_BYTES, jsonBytes
} from './limits'
import { OutboxFullError, type OutboxEntry, type OutboxPhoto, type OutboxStore } from './types'

const INDEX_KEY = 'outbox:entries'
const PHOTOS_KEY = 'outbox:photos'
const entryKey = (id: string) => `outbox:entry:${id}`

type Fs = ReturnType<typeof Taro.getFileSystemManager>

function read<T>(key: string, fallback: T): T {
  try {
    const value = Taro.getStorageSync(key)
    return value === '' || value === undefined || value === null ? fallback : (value as T)
  } catch {
    return fallback
  }
}

function dir(): string {
  return `${Taro.env.USER_DATA_PATH}/outbox`
}

function extension(name: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name)
  return match ? match[1].toLowerCase() : 'jpg'
}

function photoFile(meta: Pick<OutboxPhoto, 'id' | 'name'>): string {
  return `${dir()}/${meta.id}.${extension(meta.name)}`
}

/** one FileSystemManager call as a promise */
function fsCall<R = unknown>(fs: Fs, method: string, options: Record<string, unknown>): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const call = (fs as unknown as Record<string, (o: Record<string, unknown>) => void>)[method]
    call.call(fs, { ...options, success: (res: R) => resolve(res), fail: (err: unknown) => reject(err) })
  })
}

async function sizeOf(fs: Fs, path: string): Promise<number> {
  try {
    const info = await fsCall<{ size: number }>(fs, 'getFileInfo', { filePath: path })
    return info.size
  } catch {
    return 0
  }
}

/** the storage still free, in bytes, as WeChat counts it (KB) */
function storageFree(): number {
  try {
    const info = Taro.getStorageInfoSync()
    const limit = (info.limitSize || STORAGE_TOTAL_LIMIT_BYTES / 1024) * 1024
    return limit - info.currentSize * 1024
  } catch {
    return STORAGE_TOTAL_LIMIT_BYTES
  }
}

function writeKey(key: string, value: unknown, before = 0): void {
  const bytes = jsonBytes(value)
  if (bytes > STORAGE_KEY_LIMIT_BYTES) throw new OutboxFullError(FULL_ENTRY_MESSAGE)
  // replacing a key frees what it held first
  if (bytes - before > storageFree()) throw new OutboxFullError(FULL_STORAGE_MESSAGE)
  Taro.setStorageSync(key, value)
}

export const outboxStore: OutboxStore = {
  async loadEntries() {
    const ids = read<string[]>(INDEX_KEY, [])
    return ids.map((id) => read<OutboxEntry | null>(entryKey(id), null)).filter((e): e is OutboxEntry => Boolean(e && e.id))
  },

  async saveEntry(entry) {
    const key = entryKey(entry.id)
    writeKey(key, entry, jsonBytes(read<unknown>(key, '')))
    const ids = read<string[]>(INDEX_KEY, [])
    if (!ids.includes(entry.id)) writeKey(INDEX_KEY, [...ids, entry.id])
  },

  async deleteEntry(id) {
    Taro.removeStorageSync(entryKey(id))
    Taro.setStorageSync(INDEX_KEY, read<string[]>(INDEX_KEY, []).filter((x) => x !== id))
  },

  async savePhoto(meta, path) {
    const fs = Taro.getFileSystemManager()
    const size = meta.size || (await sizeOf(fs, path))
    const photos = read<OutboxPhoto[]>(PHOTOS_KEY, [])
    const used = photos.reduce((sum, p) => sum + (p.size || 0), 0)
    if (used + size > WEAPP_PHOTO_BUDGET_BYTES) throw new OutboxFullError(FULL_PHOTOS_MESSAGE)
    await fsCall(fs, 'mkdir', { dirPath: dir(), recursive: true }).catch(() => undefined) // exists already
    try {
      await fsCall(fs, 'copyFile', { srcPath: path, destPath: photoFile(meta) })
    } catch (err) {
      // WeChat answers a full user folder with "...exceeded..." / "storage limit"
      if (/exceed|limit|space/i.test(String((err as { errMsg?: string })?.errMsg ?? err))) throw new OutboxFullError(FULL_PHOTOS_MESSAGE)
      throw err
    }
    writeKey(PHOTOS_KEY, [...photos.filter((p) => p.id !== meta.id), { ...meta, size }])
  },

  async loadPhotos() {
    return read<OutboxPhoto[]>(PHOTOS_KEY, [])
  },

  async updatePhoto(meta) {
    const photos = read<OutboxPhoto[]>(PHOTOS_KEY, [])
    if (photos.some((p) => p.id === meta.id)) writeKey(PHOTOS_KEY, photos.map((p) => (p.id === meta.id ? meta : p)))
  },

  async photoPath(id) {
    const meta = read<OutboxPhoto[]>(PHOTOS_KEY, []).find((p) => p.id === id)
    if (!meta) return ''
    const path = photoFile(meta)
    try {
      await fsCall(Taro.getFileSystemManager(), 'access', { path })
      return path
    } catch {
      return ''
    }
  },

  async deletePhoto(id) {
    const photos = read<OutboxPhoto[]>(PHOTOS_KEY, [])
    const meta = photos.find((p) => p.id === id)
    // a photo file already gone is what we wanted
    if (meta) await fsCall(Taro.getFileSystemManager(), 'unlink', { filePath: photoFile(meta) }).catch(() => undefined)
    Taro.setStorageSync(PHOTOS_KEY, photos.filter((p) => p.id !== id))
  }
}

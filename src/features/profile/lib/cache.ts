import Taro from '@tarojs/taro'
import type { StorageKey } from '@/lib/storage'

// What 清除缓存 keeps: the session (so the user stays signed in, in the same project and contract section), the
// system info the personal centre shows, and the remembered login account. Everything else stored is cache.
const KEEP: readonly StorageKey[] = [
  'token',
  'userInfo',
  'permissionList',
  'menuList',
  'project',
  'projectList',
  'contract',
  'contractList',
  'sysConfigInfo',
  'sysVersion',
  'copyright',
  'lastAccount'
]

function storageInfo(): { keys: string[]; currentSize: number } {
  try {
    const info = Taro.getStorageInfoSync()
    return { keys: info.keys ?? [], currentSize: info.currentSize ?? 0 }
  } catch {
    return { keys: [], currentSize: 0 }
  }
}

/** the keys 清除缓存 would remove */
export function cachedKeys(): string[] {
  return storageInfo().keys.filter((key) => !(KEEP as readonly string[]).includes(key))
}

/** size of local storage in KB, as the platform reports it */
export function storageSizeKb(): number {
  return storageInfo().currentSize
}

/** removes every cached entry, keeping the session; returns how many were removed */
export function clearCache(): number {
  const keys = cachedKeys()
  for (const key of keys) Taro.removeStorageSync(key)
  return keys.length
}

// Typed access to the locally stored keys of spec §3. Key names are JNPF's, so a session written by this app
// and the values a JNPF app template expects agree.
import Taro from '@tarojs/taro'
import type { ContractVO, MenuItem, PermissionModel, ProjectVO, SysConfigInfo, UserInfo } from '@shared/api/oauth'
import type { HazardPlaceVO } from '@shared/api/safety'

export interface StorageValues {
  /** already carries the 'bearer ' prefix */
  token: string
  userInfo: UserInfo
  permissionList: PermissionModel[]
  menuList: MenuItem[]
  sysVersion: string
  sysConfigInfo: SysConfigInfo
  copyright: string
  /** context handed from a low-code list to its form/detail pages */
  dynamicModelExtra: Record<string, unknown>
  project: ProjectVO
  projectList: ProjectVO[]
  contract: ContractVO
  contractList: ContractVO[]
  /** last account typed on the login page (remember-me) */
  lastAccount: string
  /** per project, the sections the hazard quick report was told about (features/safety/lib/place-cache.ts) */
  hazardPlaces: Record<string, HazardPlaceVO[]>
}

export type StorageKey = keyof StorageValues

/** what belongs to the signed-in user; sysConfigInfo, sysVersion, copyright and lastAccount outlive a logout */
const SESSION_KEYS: readonly StorageKey[] = [
  'token',
  'userInfo',
  'permissionList',
  'menuList',
  'dynamicModelExtra',
  'project',
  'projectList',
  'contract',
  'contractList',
  'hazardPlaces'
]

function isEmpty(value: unknown): boolean {
  // getStorageSync answers '' for a missing key on every platform
  return value === undefined || value === null || value === ''
}

export const storage = {
  get<K extends StorageKey>(key: K): StorageValues[K] | undefined {
    let value: unknown
    try {
      value = Taro.getStorageSync(key)
    } catch {
      // a corrupt entry (H5 localStorage edited by hand) reads as missing rather than breaking the page
      return undefined
    }
    return isEmpty(value) ? undefined : (value as StorageValues[K])
  },
  set<K extends StorageKey>(key: K, value: StorageValues[K] | undefined | null): void {
    if (isEmpty(value)) {
      Taro.removeStorageSync(key)
      return
    }
    Taro.setStorageSync(key, value)
  },
  remove(key: StorageKey): void {
    Taro.removeStorageSync(key)
  }
}

export function getToken(): string {
  const token = storage.get('token')
  return typeof token === 'string' ? token : ''
}

const sessionListeners = new Set<() => void>()

/** Subscribe to session clearing (logout or an expired token anywhere); returns the unsubscribe function. */
export function onSessionCleared(listener: () => void): () => void {
  sessionListeners.add(listener)
  return () => {
    sessionListeners.delete(listener)
  }
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) Taro.removeStorageSync(key)
  // a failing listener must not stop the others from resetting their state
  for (const listener of Array.from(sessionListeners)) {
    try {
      listener()
    } catch (error) {
      console.error('session-cleared listener failed', error)
    }
  }
}

// The system catalogue: what every install has before anybody logs in (menus, their buttons, dictionaries, settings).
import { menus as appMenus } from './app-menus'
import { defaultSysConfig } from './settings'
import type { SystemCatalogue } from './types'

export { installSystemCatalogue, type InstallResult } from './install'
export type { CatalogMenu, CatalogDictionary, SystemCatalogue } from './types'

export function systemCatalogue(): SystemCatalogue {
  return { appMenus, webMenus: [], dictionaries: [], sysConfig: defaultSysConfig }
}

// The system catalogue: what every install has before anybody logs in (menus, their buttons, dictionaries, settings).
import { menus as appMenus } from './app-menus'
import { catalogDictionaries } from './dictionaries'
import { defaultSysConfig } from './settings'
import type { SystemCatalogue } from './types'
import { webMenus } from './web-menus'

export { installSystemCatalogue, type InstallResult } from './install'
export type { CatalogMenu, CatalogDictionary, SystemCatalogue } from './types'
export { webBusinessMenuCodes, webMenus, WEB_SYSTEM } from './web-menus'
export { STANDARD_BUTTONS } from './buttons'

export function systemCatalogue(): SystemCatalogue {
  return { appMenus, webMenus, dictionaries: catalogDictionaries, sysConfig: defaultSysConfig }
}

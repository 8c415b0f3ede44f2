// Installs the system catalogue into any database on every start, production or demo: the App and Web menu trees,
// their standard buttons, the platform dictionaries and the default settings. Only missing rows are added (by id;
// dictionary types also by enCode), so a restart is a no-op and an administrator's changes stay.
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { buttonRowsOf } from './buttons'
import { catalogueRepository as repo } from './repository'
import type { CatalogDictionary, CatalogMenu, SystemCatalogue } from './types'

function moduleRow(m: CatalogMenu, category: 'App' | 'Web'): Database['baseModule'] {
  return {
    id: m.id, parentId: m.parentId, type: m.type, enCode: m.enCode, fullName: m.fullName, icon: m.icon, urlAddress: m.urlAddress,
    propertyJson: m.propertyJson, linkTarget: m.linkTarget ?? (m.type === 7 ? '_blank' : '_self'), category, sortCode: m.sortCode
  }
}

/** a low-code entry only once its model is installed: a menu must never open a model that is not there */
async function installableAppMenus(db: Db, menus: CatalogMenu[]): Promise<CatalogMenu[]> {
  const models = await repo.modelIds(db)
  return menus.filter((m) => m.type !== 3 || models.has((JSON.parse(m.propertyJson) as { moduleId?: string }).moduleId ?? ''))
}

async function installMenus(db: Db, menus: CatalogMenu[], category: 'App' | 'Web'): Promise<number> {
  const have = await repo.existingIds(db, 'baseModule', menus.map((m) => m.id))
  const rows = menus.filter((m) => !have.has(m.id)).map((m) => moduleRow(m, category))
  await repo.insertMany(db, 'baseModule', rows)
  const buttons = buttonRowsOf(menus)
  const haveButtons = await repo.existingIds(db, 'baseModuleButton', buttons.map((b) => b.id))
  await repo.insertMany(db, 'baseModuleButton', buttons.filter((b) => !haveButtons.has(b.id)))
  return rows.length
}

function dictionaryRows(t: CatalogDictionary): Database['baseDictionaryData'][] {
  const rows: Database['baseDictionaryData'][] = []
  const walk = (items: CatalogDictionary['items'], parentId: string) => items.forEach((it, i) => {
    rows.push({ id: it.id, typeId: t.id, parentId, enCode: it.enCode, fullName: it.fullName, enabledMark: 1, sortCode: i })
    if (it.children) walk(it.children, it.id)
  })
  walk(t.items, '0')
  return rows
}

async function installDictionaries(db: Db, types: CatalogDictionary[]): Promise<number> {
  const codes = await repo.dictionaryTypeCodes(db)
  const have = await repo.existingIds(db, 'baseDictionaryType', types.map((t) => t.id))
  const missing = types.filter((t) => !have.has(t.id) && !codes.has(t.enCode))
  await repo.insertMany(db, 'baseDictionaryType', missing.map((t, i) => ({
    id: t.id, enCode: t.enCode, fullName: t.fullName, isTree: t.isTree, parentId: t.parentId ?? '-1', sortCode: 100 + i
  })))
  await repo.insertMany(db, 'baseDictionaryData', missing.flatMap(dictionaryRows))
  return missing.length
}

async function installSettings(db: Db, settings: Record<string, string>): Promise<number> {
  const have = await repo.sysConfigKeys(db)
  const rows = Object.entries(settings).filter(([key]) => !have.has(key)).map(([key, value]) => ({ key, value }))
  await repo.insertMany(db, 'baseSysConfig', rows)
  return rows.length
}

export interface InstallResult { menus: number; dictionaries: number; settings: number }

export async function installSystemCatalogue(db: Db, catalogue: SystemCatalogue): Promise<InstallResult> {
  return db.transaction().execute(async (trx) => {
    const app = await installMenus(trx, await installableAppMenus(trx, catalogue.appMenus), 'App')
    const web = await installMenus(trx, catalogue.webMenus, 'Web')
    return {
      menus: app + web,
      dictionaries: await installDictionaries(trx, catalogue.dictionaries),
      settings: await installSettings(trx, catalogue.sysConfig)
    }
  })
}

// Installs the catalogue's business modules into any database on every start, production or demo, before the
// system catalogue's App menus (a type-3 menu installs only once its model exists) and before the demo seed.
// Missing definitions are inserted with their ids; what a module installed before is upgraded by ./tracking's rule.
// Records are never touched.
import type { Db } from '../db/database'
import type { Database } from '../db/schema'
import { installFlows } from './install-flows'
import { modulesRepository as repo } from './modules-repository'
import { hashOf, type ItemOutcome, trackedInstall } from './tracking'
import type { CatalogDataInterface, CatalogModule, CatalogModuleDictionary } from './types'
import { assertValidModules } from './validate-modules'

export interface ModulesResult { installed: number; upgraded: number; kept: number }

const modelConfig = (m: { formData: string; columnData: string; appColumnData: string }) =>
  ({ formData: m.formData, columnData: m.columnData, appColumnData: m.appColumnData })

async function installDictionary(db: Db, t: CatalogModuleDictionary): Promise<void> {
  if (!(await repo.has(db, 'baseDictionaryType', t.id)) && !(await repo.dictionaryTypeCodes(db)).has(t.enCode)) {
    await db.insertInto('baseDictionaryType').values({ id: t.id, enCode: t.enCode, fullName: t.fullName, isTree: t.isTree, parentId: t.parentId ?? '-1', sortCode: t.sortCode ?? 0 }).execute()
  }
  const rows: Database['baseDictionaryData'][] = []
  const walk = (items: CatalogModuleDictionary['items'], parentId: string) => items.forEach((it, i) => {
    rows.push({ id: it.id, typeId: t.id, parentId, enCode: it.enCode, fullName: it.fullName, enabledMark: 1, sortCode: i })
    if (it.children) walk(it.children, it.id)
  })
  walk(t.items, '0')
  for (const row of rows) if (!(await repo.has(db, 'baseDictionaryData', row.id))) await db.insertInto('baseDictionaryData').values(row).execute()
}

/** a site interface's rows are the site's own: only its params are the catalogue's, compared and replaced */
const interfaceConfig = (d: { dataType: number; definition: string }, siteRows: boolean) =>
  siteRows ? { dataType: d.dataType, params: definitionOf(d.definition).params ?? [] } : { dataType: d.dataType, definition: d.definition }

function definitionOf(text: string): { params?: unknown; rows?: unknown } {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? value : {}
  } catch {
    return {}
  }
}

function withStoredRows(definition: string, stored: string): string {
  const rows = definitionOf(stored).rows
  return JSON.stringify({ ...definitionOf(definition), rows: Array.isArray(rows) ? rows : [] })
}

async function installDataInterface(db: Db, module: CatalogModule, d: CatalogDataInterface, log: (line: string) => void): Promise<ItemOutcome> {
  const { siteRows = false, ...row } = d
  return trackedInstall(db, module, 'dataInterface', d.id, hashOf(interfaceConfig(row, siteRows)), log, {
    current: async () => {
      const stored = await repo.dataInterface(db, d.id)
      if (!stored) return undefined
      // tracked before site interfaces kept their rows: the whole definition was hashed then, so an untouched one
      // still has that hash and is upgraded (its rows kept) rather than reported as changed
      const tracked = siteRows ? await repo.tracked(db, 'dataInterface', d.id) : undefined
      const whole = hashOf(interfaceConfig(stored, false))
      return tracked?.installedHash === whole ? whole : hashOf(interfaceConfig(stored, siteRows))
    },
    insert: () => repo.insertDataInterface(db, row),
    replace: async () => {
      const stored = await repo.dataInterface(db, d.id)
      const definition = siteRows && stored ? withStoredRows(row.definition, stored.definition) : row.definition
      await repo.updateDataInterface(db, d.id, { dataType: row.dataType, definition })
    }
  })
}

async function installModule(db: Db, module: CatalogModule, now: number, log: (line: string) => void): Promise<ItemOutcome[]> {
  for (const t of module.dictionaries) await installDictionary(db, t)
  const ruleCodes = await repo.billRuleCodes(db)
  for (const r of module.billRules) {
    if (ruleCodes.has(r.enCode) || (await repo.has(db, 'baseBillRule', r.id))) continue
    await db.insertInto('baseBillRule').values({ ...r, thisNumber: 0, lastDate: '', outputNumber: '' }).execute()
  }
  const out: ItemOutcome[] = []
  for (const d of module.dataInterfaces) out.push(await installDataInterface(db, module, d, log))
  for (const m of module.models) {
    out.push(await trackedInstall(db, module, 'model', m.id, hashOf(modelConfig(m)), log, {
      current: async () => {
        const row = await repo.model(db, m.id)
        return row && hashOf(modelConfig(row))
      },
      insert: () => repo.insertModel(db, { ...m, flowEnCode: '', flowTemplateJson: '', createdAt: now }),
      replace: () => repo.updateModelConfig(db, m.id, modelConfig(m))
    }))
  }
  return [...out, ...(await installFlows(db, module, now, log))]
}

export async function installCatalogueModules(db: Db, modules: CatalogModule[], log: (line: string) => void = () => {}, now = Date.now()): Promise<ModulesResult> {
  assertValidModules(modules)
  const outcomes = await db.transaction().execute(async (trx) => {
    const all: ItemOutcome[] = []
    for (const module of modules) all.push(...(await installModule(trx, module, now, log)))
    return all
  })
  const count = (o: ItemOutcome) => outcomes.filter((x) => x === o).length
  return { installed: count('installed'), upgraded: count('upgraded'), kept: count('kept') }
}

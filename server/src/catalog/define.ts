// Builds a module from its models and flows: the data interfaces, dictionaries and bill rules a module needs are
// the ones its form JSON names, so a module cannot forget one and a production install has every option source.
import { billRules } from '../db/seed/data/bill-rules'
import { dataInterfaces } from '../db/seed/data/data-interfaces'
import { dictionaryTypes } from '../db/seed/data/dictionaries'
import { seedModels } from '../db/seed/models'
import type { SeedFlow } from '../db/seed/flows/types'
import { FLOW_CATEGORIES } from '../db/seed/flows/types'
import type { CatalogDataInterface, CatalogModel, CatalogModule, CatalogModuleDictionary } from './types'

export const interfaceRow = (d: (typeof dataInterfaces)[number], i: number): CatalogDataInterface => ({
  id: d.id, fullName: d.fullName, enCode: d.enCode, category: d.category, description: d.description, enabledMark: 1, sortCode: i,
  dataType: d.query ? 3 : 2,
  definition: JSON.stringify(d.query ? { params: d.params, query: d.query } : { params: d.params, rows: d.rows ?? [] })
})

/** the flow categories (dt-WorkFlowCategory); flow_template.category holds one of its item ids */
export const flowCategoryDictionary: CatalogModuleDictionary = {
  id: 'dt-WorkFlowCategory', enCode: 'WorkFlowCategory', fullName: '流程分类', isTree: 0, sortCode: 99,
  items: FLOW_CATEGORIES.map(([code, name]) => ({ id: `dd-WorkFlowCategory-${code}`, enCode: code, fullName: name }))
}

/** the model by id, with its place in the model list (the order the demo seed always gave them) */
export function catalogModel(id: string): CatalogModel {
  const i = seedModels.findIndex((m) => m.id === id)
  if (i < 0) throw new Error(`catalogue: no model definition ${id}`)
  return { ...seedModels[i], sortCode: i }
}

interface ModuleParts {
  code: string; name: string; version: number; models: CatalogModel[]; flows?: SeedFlow[]; billRuleCodes?: string[]
  reminders?: CatalogModule['reminders']
  recordStates?: CatalogModule['recordStates']
}

export function defineModule(p: ModuleParts): CatalogModule {
  const flows = p.flows ?? []
  const text = p.models.map((m) => `${m.formData}${m.columnData}${m.appColumnData}`).join('')
  const named = (value: string) => text.includes(`"${value}"`)
  const ruleCodes = new Set([...(p.billRuleCodes ?? []), ...billRules.filter((r) => text.includes(`"rule":"${r.enCode}"`)).map((r) => r.enCode)])
  return {
    code: p.code, name: p.name, version: p.version, models: p.models, flows,
    ...(p.reminders ? { reminders: p.reminders } : {}), ...(p.recordStates ? { recordStates: p.recordStates } : {}),
    dataInterfaces: dataInterfaces.map(interfaceRow).filter((d) => named(d.id)),
    billRules: billRules.filter((r) => ruleCodes.has(r.enCode)),
    dictionaries: [
      ...dictionaryTypes.map((t, i) => ({ ...t, sortCode: i })).filter((t) => named(t.id)),
      ...(flows.length ? [flowCategoryDictionary] : [])
    ]
  }
}

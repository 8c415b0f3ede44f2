// Builds a module from its models and flows: the data interfaces, dictionaries and bill rules a module needs are
// the ones its form JSON names, so a module cannot forget one and a production install has every option source.
import { FLOW_CATEGORIES, type CatalogFlow } from './build/flow'
import { billRules } from './shared/bill-rules'
import { dataInterfaces, type DataInterfaceDefinition } from './shared/data-interfaces'
import { dictionaryTypes } from './shared/dictionaries'
import type { MenuGrants } from './grants'
import type { CatalogDataInterface, CatalogModel, CatalogModule, CatalogModuleDictionary } from './types'

export const interfaceRow = (d: DataInterfaceDefinition, i: number): CatalogDataInterface => ({
  id: d.id, fullName: d.fullName, enCode: d.enCode, category: d.category, description: d.description, enabledMark: 1, sortCode: i,
  dataType: d.query ? 3 : 2,
  definition: JSON.stringify(d.query ? { params: d.params, query: d.query } : { params: d.params, rows: d.rows ?? [] }),
  ...(d.siteRows ? { siteRows: true } : {})
})

/** the flow categories (dt-WorkFlowCategory); flow_template.category holds one of its item ids */
export const flowCategoryDictionary: CatalogModuleDictionary = {
  id: 'dt-WorkFlowCategory', enCode: 'WorkFlowCategory', fullName: '流程分类', isTree: 0, sortCode: 99,
  items: FLOW_CATEGORIES.map(([code, name]) => ({ id: `dd-WorkFlowCategory-${code}`, enCode: code, fullName: name }))
}

interface ModuleParts {
  code: string
  name: string
  version: number
  models: CatalogModel[]
  flows?: CatalogFlow[]
  billRuleCodes?: string[]
  grants?: MenuGrants
  reminders?: CatalogModule['reminders']
  recordStates?: CatalogModule['recordStates']
}

export function defineModule(p: ModuleParts): CatalogModule {
  const flows = p.flows ?? []
  const text = p.models.map((m) => `${m.formData}${m.columnData}${m.appColumnData}`).join('')
  const named = (value: string) => text.includes(`"${value}"`)
  const unknown = (p.billRuleCodes ?? []).filter((code) => !billRules.some((r) => r.enCode === code))
  if (unknown.length) throw new Error(`catalogue module ${p.code}: no bill rule ${unknown.join(', ')}`)
  const ruleCodes = new Set([...(p.billRuleCodes ?? []), ...billRules.filter((r) => text.includes(`"rule":"${r.enCode}"`)).map((r) => r.enCode)])
  return {
    code: p.code, name: p.name, version: p.version, flows, ...(p.grants ? { grants: p.grants } : {}),
    ...(p.reminders ? { reminders: p.reminders } : {}), ...(p.recordStates ? { recordStates: p.recordStates } : {}),
    // a model's place in the console's list is its place in the module
    models: p.models.map((m, i) => ({ ...m, sortCode: i })),
    dataInterfaces: dataInterfaces.map(interfaceRow).filter((d) => named(d.id)),
    billRules: billRules.filter((r) => ruleCodes.has(r.enCode)),
    dictionaries: [
      ...dictionaryTypes.map((t, i) => ({ ...t, sortCode: i })).filter((t) => named(t.id)),
      ...(flows.length ? [flowCategoryDictionary] : [])
    ]
  }
}

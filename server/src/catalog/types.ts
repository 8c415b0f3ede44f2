// A catalogue module: a business domain's low-code models, the data interfaces, bill rules and dictionaries they
// read, and its flow templates, installed into every database on start (production or demo) and upgraded when the
// module's version grows. Demo records and demo flow tasks are not part of a module: they stay in the demo seed.
import type { Database } from '../db/schema'
import type { SeedModel } from '../db/seed/models'
import type { SeedFlow } from '../db/seed/flows/types'
import type { SeedBillRule } from '../db/seed/data/types'
import type { CatalogDictionary } from './system/types'
import type { CatalogReminder } from './reminder-types'
import type { RecordStatesDef } from '../modules/visualdev'

/** a base_visual_dev row as the module ships it (the installer stamps createdAt; flows bind themselves) */
export type CatalogModel = SeedModel

export type CatalogDataInterface = Database['baseDataInterface']

/** dictionary types carry their place in the console's list */
export type CatalogModuleDictionary = CatalogDictionary & { sortCode?: number }

export interface CatalogModule {
  /** stable code, also the owner recorded in catalogue_item */
  code: string
  name: string
  /** an integer; raise it when a definition changes so installed databases take the new one */
  version: number
  models: CatalogModel[]
  dataInterfaces: CatalogDataInterface[]
  flows: SeedFlow[]
  billRules: SeedBillRule[]
  dictionaries: CatalogModuleDictionary[]
  /** due, overdue and expiry reminders on the module's models (run by the scheduler, not installed) */
  reminders?: CatalogReminder[]
  /** the states of a model's records and the moves between them (enforced by modules/visualdev record states) */
  recordStates?: RecordStatesDef[]
}

// A catalogue module: a business domain's low-code models, the data interfaces, bill rules and dictionaries they
// read, and its flow templates, installed into every database on start (production or demo) and upgraded when the
// module's version grows. Demo records and demo flow tasks are not part of a module: they stay in the demo seed.
import type { Database } from '../db/schema'
import type { CatalogFlow } from './build/flow'
import type { CatalogModel } from './build/model'
import type { MenuGrants } from './grants'
import type { CatalogBillRule } from './shared/bill-rules'
import type { CatalogDictionary } from './system/types'
import type { CatalogReminder } from './reminder-types'
import type { RecordStatesDef } from '../modules/visualdev'

/** a base_visual_dev row as the module ships it (the installer stamps createdAt; flows bind themselves) */
export type { CatalogModel } from './build/model'

/** a base_data_interface row; siteRows: its rows are the site's own, installed empty and kept on upgrades */
export type CatalogDataInterface = Database['baseDataInterface'] & { siteRows?: boolean }

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
  flows: CatalogFlow[]
  billRules: CatalogBillRule[]
  dictionaries: CatalogModuleDictionary[]
  /** due, overdue and expiry reminders on the module's models (run by the scheduler, not installed) */
  reminders?: CatalogReminder[]
  /** the states of a model's records and the moves between them (enforced by modules/visualdev record states) */
  recordStates?: RecordStatesDef[]
  /** the default grants of the module's App directory to the catalogue's roles */
  grants?: MenuGrants
}

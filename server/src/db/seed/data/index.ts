// The demo highway group: everything the seeder in ../index.ts inserts on a fresh database.
export { organizes } from './organizes'
export { positions } from './positions'
export { roles } from './roles'
export { projects, contracts } from './projects'
export { users } from './users'
export { dictionaryTypes } from './dictionaries'
export { areas } from './areas'
export { menus } from '../../../catalog/system/app-menus'
export { billRules } from './bill-rules'
export { sysConfig } from './sys-config'
export { DI, dataInterfaces } from './data-interfaces'
export { groups } from './groups'
export { modelPermissions } from './model-permissions'
export type { SeedModelPermission } from './model-permissions'
export type {
  SeedArea, SeedBillRule, SeedContract, SeedDictionaryItem, SeedDictionaryType, SeedMenu, SeedOrganize, SeedPosition,
  SeedProject, SeedRole, SeedSysConfig, SeedUser, SeedDataInterface, SeedGroup
} from './types'

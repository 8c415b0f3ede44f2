// The demo highway group: everything the seeder in ../index.ts inserts on a fresh database.
export { organizes } from './organizes'
export { positions } from './positions'
export { demoRoles } from './roles'
export { projects, contracts } from './projects'
export { users } from './users'
export { dictionaryTypes } from './dictionaries'
export { areas } from './areas'
export { menus } from '../../../catalog/system/app-menus'
export { billRules } from './bill-rules'
export { sysConfig } from './sys-config'
export { DEMO_DI, demoInterfaces, demoSiteRows } from './data-interfaces'
export { groups } from './groups'
export type {
  SeedArea, SeedContract, SeedMenu, SeedOrganize, SeedPosition, SeedProject, SeedRole, SeedSysConfig, SeedUser, SeedGroup
} from './types'

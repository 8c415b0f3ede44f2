// Shapes of the demo seed data. The data files in this folder are plain data (no database code); the seeder in
// ../index.ts inserts them. Ids are stable strings so tests and README can name them.

import type { AlignmentPoint } from '@shared/api/oauth'

export interface SeedOrganize {
  id: string
  parentId: string // '-1' for the root
  category: 'company' | 'department'
  enCode: string
  fullName: string
  sortCode: number
}

export interface SeedPosition { id: string; organizeId: string; enCode: string; fullName: string }

/** a role only the demo has (the catalogue's roles are server/src/catalog/system/roles.ts); it grants nothing */
export interface SeedRole { id: string; enCode: string; fullName: string }

export interface SeedProject {
  id: string
  enCode: string
  fullName: string
  organizeId: string // the project company
  areaIds: string[] // province, city, district ids
  address: string
  startDate: string // yyyy-mm-dd
  endDate: string
  lengthKm: number
  investment: number // 万元
  shortName?: string // e.g. '杭金改扩建', what pickers show when space is short
  alignment?: AlignmentPoint[] // the chainage line (GCJ-02 control points), for the chainage on site photos
}

export interface SeedContract {
  id: string
  projectId: string
  enCode: string // e.g. 'JL-01', 'TJ-01', 'SY-01'
  fullName: string
  kind: 'construction' | 'supervision' | 'laboratory' | 'owner'
  contractor: string // company name holding the contract
  amount: number // 万元
  mileage?: string // stake range covered, e.g. 'K0+000～K26+400' (construction sections)
  contractorOrganizeId?: string // the organisation (seed id) of the contractor, when it is in the tree
}

export interface SeedUser {
  id: string
  account: string
  realName: string
  gender: 1 | 2 // 1 male, 2 female
  mobilePhone: string
  email: string
  organizeId: string // main organisation (company or department)
  organizeIds?: string[] // further organisations the user belongs to
  positionIds: string[] // first = main position
  roleIds: string[]
  managerId?: string
  isAdministrator?: boolean
  birthday?: string // yyyy-mm-dd
  /** project and contract memberships; the first of each is the default in use */
  projectIds: string[]
  contractIds: string[]
  enabled?: 0 | 1 // default 1
}

export interface SeedArea { id: string; parentId: string; enCode: string; fullName: string; type: 1 | 2 | 3 }

/** JNPF menu (base_module), category 'App'. type: 1 directory, 2 page (urlAddress = app route), 3 low-code (propertyJson.moduleId), 7 external link */
export type { CatalogMenu as SeedMenu } from '../../../catalog/system/types'

/** sysconfig key/value pairs (JNPF base_sys_config); copied into CurrentUser.sysConfigInfo */
export type SeedSysConfig = Record<string, string>

/** a working group (base_group) and the accounts in it */
export interface SeedGroup { id: string; enCode: string; fullName: string; members: string[] }

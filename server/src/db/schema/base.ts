// Table types as Kysely sees them (CamelCasePlugin maps to snake_case columns). Times are epoch ms (bigint),
// booleans are 0/1 integers so SQLite and PostgreSQL answer the same values.
export interface OrganizeTable {
  id: string
  parentId: string
  category: string
  enCode: string
  fullName: string
  organizeIdTree: string
  sortCode: number
  /** the department head (assigneeType 2); optional: rows seeded before migration 009 need not name one */
  managerId?: string
}

export interface PositionTable { id: string; organizeId: string; enCode: string; fullName: string; sortCode: number }
export interface RoleTable { id: string; enCode: string; fullName: string; sortCode: number }
export interface GroupTable { id: string; enCode: string; fullName: string; sortCode: number }

export interface UserTable {
  id: string
  account: string
  realName: string
  headIcon: string
  gender: number
  birthday: number | null
  mobilePhone: string
  email: string
  signature: string
  password: string
  /** 0 disabled, 1 enabled, 2 locked */
  enabledMark: number
  isAdministrator: number
  managerId: string
  organizeId: string
  positionId: string
  logErrorCount: number
  unlockTime: number | null
  prevLogTime: number | null
  prevLogIp: string
  lastLogTime: number | null
  lastLogIp: string
  changePasswordDate: number | null
  createdAt: number
  sortCode: number
}

/** memberships: objectType Organize | Position | Role | Group | Project | Contract */
export interface UserRelationTable { id: string; userId: string; objectType: string; objectId: string; sortCode: number }

export interface ModuleTable {
  id: string
  parentId: string
  type: number
  enCode: string
  fullName: string
  icon: string
  urlAddress: string
  propertyJson: string
  linkTarget: string
  category: string
  sortCode: number
}

export interface ModuleButtonTable { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }
/** a list column or form field a role may be granted on a low-code menu; enCode = vModel or tableVModel-childVModel */
export interface ModuleColumnTable { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }
export interface ModuleFormTable { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }

/** itemType module | button | column | form; objectType Role */
export interface AuthorizeTable { id: string; itemType: string; itemId: string; objectType: string; objectId: string }

export interface ProjectTable {
  id: string
  enCode: string
  fullName: string
  shortName: string
  organizeId: string
  areaIds: string
  address: string
  startDate: string
  endDate: string
  lengthKm: number
  investment: number
  sortCode: number
}

export interface ContractTable {
  id: string
  projectId: string
  enCode: string
  fullName: string
  kind: string
  contractor: string
  contractorOrganizeId: string
  mileage: string
  amount: number
  sortCode: number
}

export interface DictionaryTypeTable { id: string; enCode: string; fullName: string; isTree: number; sortCode: number }
export interface DictionaryDataTable {
  id: string
  typeId: string
  parentId: string
  enCode: string
  fullName: string
  enabledMark: number
  sortCode: number
}

export interface AreaTable {
  id: string
  parentId: string
  enCode: string
  fullName: string
  type: number
  enabledMark: number
  sortCode: number
}

export interface BillRuleTable {
  id: string
  enCode: string
  fullName: string
  prefix: string
  dateFormat: string
  digit: number
  startNumber: string
  thisNumber: number
  /** the date part of the last number issued; a new day restarts the sequence */
  lastDate: string
  outputNumber: string
}

export interface SysConfigTable { key: string; value: string }

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
  /** the columns below came with migration 011 (administration); inserts may leave them to their defaults */
  description?: string
  enabledMark?: number
  createdAt?: number | null
  updatedAt?: number | null
  /** migration 012: the company form's descriptive fields (short name, nature, address, bank...) as JSON */
  propertyJson?: string
}

/** what migration 011 added to every administrable organisation-like table */
interface Administered { description?: string; enabledMark?: number; createdAt?: number | null; updatedAt?: number | null }

export interface PositionTable extends Administered { id: string; organizeId: string; enCode: string; fullName: string; sortCode: number; type?: string }
/** globalMark 1: a role of the whole group, 0: bound to organisations (base_user_relation is not used for that) */
export interface RoleTable extends Administered { id: string; enCode: string; fullName: string; sortCode: number; globalMark?: number }
/** migration 014: the organisations a role with globalMark 0 belongs to (objectType 'Role') */
export interface OrganizeRelationTable { id: string; organizeId: string; objectType: string; objectId: string }
export interface GroupTable extends Administered { id: string; enCode: string; fullName: string; sortCode: number; type?: string }

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
  description?: string
  updatedAt?: number | null
  /** the console's personal-data block (migration 013); dictionary-backed ones hold the dictionary item id */
  nation?: string
  nativePlace?: string
  entryDate?: number | null
  certificatesType?: string
  certificatesNumber?: string
  education?: string
  telePhone?: string
  landline?: string
  urgentContacts?: string
  urgentTelePhone?: string
  postalAddress?: string
  ranks?: string
  /** 1 after the console's work hand-over (工作交接) */
  handoverMark?: number
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
  description?: string
  enabledMark?: number
  /** JSON AlignmentPoint[] (020-project-alignment); null when none */
  alignment?: string | null
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
  description?: string
  enabledMark?: number
  /** JSON AlignmentPoint[] of a section with its own chainage line; null when it uses the project's */
  alignment?: string | null
}

export interface DictionaryTypeTable {
  id: string
  enCode: string
  fullName: string
  isTree: number
  sortCode: number
  /** '-1' at the top; a type may sit under a category type (the console's dictionary tree) */
  parentId?: string
  description?: string
  enabledMark?: number
}
export interface DictionaryDataTable {
  id: string
  typeId: string
  parentId: string
  enCode: string
  fullName: string
  enabledMark: number
  sortCode: number
  description?: string
}

export interface AreaTable {
  id: string
  parentId: string
  enCode: string
  fullName: string
  type: number
  enabledMark: number
  sortCode: number
  description?: string
}

/** migration 026: a number BillNumber handed to a user before saving; used_at is set by the create that takes it */
export interface BillNumberIssuedTable {
  ruleEnCode: string
  number: string
  issuedTo: string
  issuedAt: number
  usedAt: number | null
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
  description?: string
  enabledMark?: number
  sortCode?: number
  category?: string
  /** migration 015: 1 date + running number, 2 random, 3 UUID; the suffix after the number */
  suffix?: string
  type?: number
  randomDigit?: number
  /** 1 digits only, 2 letters and digits */
  randomType?: number
  creatorUserId?: string
  createdAt?: number | null
  updatedAt?: number | null
}

/** category 1 login, 3 operation, 4 exception; loginMark 1 success, 0 failure (login rows) */
export interface SysLogTable {
  id: string
  category: number
  type: string
  userId: string
  userName: string
  ipAddress: string
  platform: string
  requestUrl: string
  requestMethod: string
  moduleName: string
  objectId: string
  abstracts: string
  loginMark: number
  createdAt: number
}

export interface SysConfigTable { key: string; value: string }
/** one row (id 1): bumped by triggers on every write to what CurrentUser is built from (migration 029) */
export interface DirectoryVersionTable { id: number; version: number }
/** per table: bumped by triggers on every write to it (migration 041, the tables the dashboard rolls up) */
export interface TableChangeTable { tableName: string; n: number }

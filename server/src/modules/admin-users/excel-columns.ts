// The columns of the user sheet, in JNPF 3.6's order and with its titles (UserExportVO): the template, the export,
// the import preview and the error report all use them. References are written as names people can read and type:
// organisations as paths ("集团/杭金项目公司", several joined by ";"), the manager as "姓名/账户", positions as
// "名称/编码" and roles by name (several joined by ","), dictionary values by their names.
import { CHINA_OFFSET_MS } from '../../lib/china-time'

export const USER_COLUMNS = [
  { key: 'account', title: '账号', note: '必填，字母、数字、汉字或 _ . @ -' },
  { key: 'realName', title: '姓名', note: '必填' },
  { key: 'gender', title: '性别', note: '必填，数据字典「性别」中的名称，如 男' },
  { key: 'email', title: '电子邮箱' },
  { key: 'organizeId', title: '所属组织', note: '必填，组织路径，上下级用 / 分隔；多个组织用 ; 分隔' },
  { key: 'managerId', title: '直属主管', note: '姓名/账户' },
  { key: 'positionId', title: '岗位', note: '岗位名称/编码，须属于所填组织；多个用 , 分隔' },
  { key: 'ranks', title: '职级' },
  { key: 'roleId', title: '角色', note: '角色名称；多个用 , 分隔' },
  { key: 'sortCode', title: '排序' },
  { key: 'enabledMark', title: '状态', note: '正常、禁用或锁定，空为正常' },
  { key: 'description', title: '说明' },
  { key: 'nation', title: '民族' },
  { key: 'nativePlace', title: '籍贯' },
  { key: 'entryDate', title: '入职时间', note: '如 2024-03-01' },
  { key: 'certificatesType', title: '证件类型' },
  { key: 'certificatesNumber', title: '证件号码' },
  { key: 'education', title: '文化程度' },
  { key: 'birthday', title: '出生年月', note: '如 1990-05-20' },
  { key: 'telePhone', title: '办公电话' },
  { key: 'landline', title: '办公座机' },
  { key: 'mobilePhone', title: '手机号码' },
  { key: 'urgentContacts', title: '紧急联系' },
  { key: 'urgentTelePhone', title: '紧急电话' },
  { key: 'postalAddress', title: '通讯地址' }
] as const

export type UserColumnKey = (typeof USER_COLUMNS)[number]['key']
export type SheetRow = Partial<Record<UserColumnKey, string>>

export const ERROR_COLUMN = { key: 'errorsInfo', title: '异常原因' } as const

/** header text -> key; the console's preview calls the account column 账户, so both titles are read */
export const HEADER_KEYS: Record<string, UserColumnKey> = {
  ...Object.fromEntries(USER_COLUMNS.map((c) => [c.title, c.key])),
  账户: 'account'
}

export const MAX_IMPORT_ROWS = 2000

export const STATE_NAMES: Record<number, string> = { 0: '禁用', 1: '正常', 2: '锁定' }

/** 正常/启用 (or nothing) enabled, 禁用 disabled, 锁定 locked; null when it is none of these */
export function stateOf(name: string): number | null {
  const n = name.trim()
  if (n === '' || n === '正常' || n === '启用') return 1
  if (n === '禁用') return 0
  if (n === '锁定') return 2
  return null
}

const CHINA_MS = CHINA_OFFSET_MS

/** a day as the sheet shows it, in China time */
export function dayText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return ''
  return new Date(Number(ms) + CHINA_MS).toISOString().slice(0, 10)
}

/** "2024-03-01", "2024/3/1" or with a time: midnight (or that time) in China; null when it is no date */
export function parseDay(text: string): number | null {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim())
  if (!m) return null
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1)
  const ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - CHINA_MS
  const back = new Date(ms + CHINA_MS)
  return back.getUTCFullYear() === +y && back.getUTCMonth() === +mo - 1 && back.getUTCDate() === +d ? ms : null
}

/** a cell holding several values: "a,b；c" */
export const splitList = (text: string | undefined, separators = /[,，]/): string[] =>
  (text ?? '').split(separators).map((x) => x.trim()).filter(Boolean)

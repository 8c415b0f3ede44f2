// Walking a normalised field tree and the values around it: which fields hold data, what a new record starts with
// (defaultValue, and defaultCurrent per §3.4), what a new child-table row starts with (§3.6), and what is sent.
import type { LcField, LcUser } from '../types'
import { formatMillis, formatOf, truncateToFormat } from './date-format'
import { SYSTEM_KEYS } from './keys'

export type Values = Record<string, unknown>

/** every field of the tree, depth first, containers and panes included; a child table's columns are not descended */
export function allFields(fields: LcField[]): LcField[] {
  const out: LcField[] = []
  const visit = (list: LcField[]) => {
    for (const field of list) {
      out.push(field)
      if (field.jnpfKey === 'table') continue
      if (field.children) visit(field.children)
      for (const pane of field.panes ?? []) visit(pane.children)
    }
  }
  visit(fields)
  return out
}

/** the fields that hold a value of the record (a child table counts as one field) */
export const dataFields = (fields: LcField[]): LcField[] => allFields(fields).filter((f) => f.vModel !== undefined)

/** the data columns of a child table */
export const tableColumns = (table: LcField): LcField[] => (table.children ?? []).filter((c) => c.vModel !== undefined)

export const findField = (fields: LcField[], vModel: string): LcField | undefined => dataFields(fields).find((f) => f.vModel === vModel)

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))

/** the user's current organisation/department/... for a defaultCurrent control; undefined when it has none */
export function currentValue(field: LcField, user: LcUser, now: number): unknown {
  const one = (value: unknown) => (value === undefined || value === '' ? undefined : field.multiple ? [value] : value)
  switch (field.jnpfKey) {
    case 'datePicker':
      return truncateToFormat(now, formatOf(field.jnpfKey, field.props))
    case 'timePicker':
      return formatMillis(now, formatOf(field.jnpfKey, field.props))
    case 'organizeSelect':
      return user.organizeIdList?.length ? one(user.organizeIdList) : undefined
    case 'depSelect':
      return one(user.departmentId)
    case 'posSelect':
      return one(user.positionIds?.[0]?.id)
    case 'roleSelect':
      return one(user.roleIds?.[0])
    case 'groupSelect':
      return one(user.groupIds?.[0])
    case 'userSelect':
      return one(user.userId)
    case 'usersSelect':
      return one(user.userId ? `${user.userId}--user` : undefined)
    case 'sign':
      return user.signImg || undefined
    default:
      return undefined
  }
}

/** a switch keeps 1/0 (its activeValue/inactiveValue), never a boolean */
function switchValue(field: LcField, value: unknown): unknown {
  const on = field.props.activeValue ?? 1
  const off = field.props.inactiveValue ?? 0
  if (value === undefined || value === null || value === '') return off
  if (typeof value === 'boolean') return value ? on : off
  return value
}

function startValue(field: LcField, user: LcUser, now: number, kinds?: ReadonlySet<string>): unknown {
  if (field.jnpfKey === 'table') return Array.isArray(field.defaultValue) ? clone(field.defaultValue) : []
  const current = field.defaultCurrent && (!kinds || kinds.has(field.jnpfKey)) ? currentValue(field, user, now) : undefined
  const value = current !== undefined ? current : clone(field.defaultValue)
  if (field.jnpfKey === 'switch') return switchValue(field, value)
  if (field.jnpfKey === 'checkbox' && (value === undefined || value === null || value === '')) return []
  return value
}

/** the values a new record starts with: defaultValue, or the current user/time where defaultCurrent asks */
export function initialValues(fields: LcField[], user: LcUser, now: number = Date.now()): Values {
  const values: Values = {}
  for (const field of dataFields(fields)) {
    if (SYSTEM_KEYS.has(field.jnpfKey)) continue
    const value = startValue(field, user, now)
    if (value !== undefined) values[field.vModel as string] = value
  }
  return values
}

/** the mobile child table fills defaultCurrent only for these when a row is added (§3.6) */
const ROW_CURRENT_KINDS: ReadonlySet<string> = new Set(['datePicker', 'timePicker', 'organizeSelect'])

/** a new child-table row: column defaults plus the current date/time/organisation */
export function emptyRow(table: LcField, user: LcUser, now: number = Date.now()): Values {
  const row: Values = {}
  for (const column of tableColumns(table)) {
    if (SYSTEM_KEYS.has(column.jnpfKey)) continue
    const value = startValue(column, user, now, ROW_CURRENT_KINDS)
    if (value !== undefined) row[column.vModel as string] = value
  }
  return row
}

/** child-table relation keys carry a '_jnpfRelation_<row>' suffix in some parsers; the stored key has none */
const RELATION_SUFFIX = /_jnpfRelation_\d+$/

function submitRow(row: unknown): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row
  const out: Values = {}
  for (const [key, value] of Object.entries(row as Values)) {
    if (value !== undefined) out[key.replace(RELATION_SUFFIX, '')] = value
  }
  return out
}

/**
 * The record map for `{ data: JSON.stringify(...) }`: every data field's value (hidden ones too), without
 * display-only controls and without the system controls the server fills; child rows keep their own keys (row id).
 */
export function toSubmitData(fields: LcField[], values: Values): Values {
  const data: Values = {}
  for (const field of dataFields(fields)) {
    const vModel = field.vModel as string
    if (!(vModel in values)) continue
    const value = values[vModel]
    // server-filled controls are not sent, except a bill number the form showed (the server keeps it if it issued it)
    if (SYSTEM_KEYS.has(field.jnpfKey) && !(field.jnpfKey === 'billRule' && typeof value === 'string' && value !== '')) continue
    data[vModel] = field.jnpfKey === 'table' && Array.isArray(value) ? value.map(submitRow) : value
  }
  return data
}

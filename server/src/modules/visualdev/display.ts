// Display conversion of records as JNPF does for lists and DataChange (jnpf-forms-and-flows.md §1.4 point 4):
// option labels joined with ",", switch texts, dates per format, names for ids, area and organisation paths,
// relationForm/popupSelect display text plus the raw id as `<vModel>_id`, relation attributes as
// `<relationVModel>_<showField>`. Uploads, numbers and free text stay as stored.
import { formatDatePart } from '../system/bill-number'
import { interfaceKey, interfaceOf, type Lookups, type Row } from './display-lookups'
import { isObject, propOf, type AttrField, type FieldOption, type FormField } from './form-fields'

export interface RecordMeta { creatorUserId: string; creatorTime: number; lastModifyUserId: string; lastModifyTime: number | null }

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v])
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v))
const joinNames = (v: unknown, map: Map<string, string>) => flat(v).map((x) => map.get(str(x)) ?? str(x)).join(',')

/** yyyy-MM-dd HH:mm:ss in China time, how JNPF shows createTime/modifyTime */
export const formatTime = (ms: number | null) => (ms === null || ms === undefined ? '' : formatDatePart('yyyy-MM-dd HH:mm:ss', Number(ms)))

function dateFormat(f: FormField): string {
  const format = propOf(f, 'format')
  if (typeof format === 'string' && format) return format
  return propOf(f, 'type') === 'datetime' ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd'
}

function findOption(options: FieldOption[] | undefined, value: unknown): FieldOption | undefined {
  for (const o of options ?? []) {
    if (str(o.value) === str(value)) return o
    const inner = findOption(o.children, value)
    if (inner) return inner
  }
  return undefined
}

function optionLabels(f: FormField, v: unknown, lk: Lookups, row: Row): string {
  const need = interfaceOf(f, row)
  const rows = need ? lk.interfaces.get(interfaceKey(need)) : undefined
  return flat(v).map((x) => {
    if (rows) return str(rows.get(str(x))?.[need!.relationField] ?? x)
    return findOption(f.options, x)?.label ?? str(x)
  }).join(',')
}

/** a cascader path as its labels walking down the tree */
function cascaderPath(f: FormField, path: unknown[]): string {
  let level = f.options
  return path.map((id) => {
    const o = level?.find((x) => str(x.value) === str(id))
    level = o?.children
    return o?.label ?? str(id)
  }).join('/')
}

const paths = (f: FormField, v: unknown): unknown[][] =>
  (Array.isArray(v) ? (f.multiple || v.some(Array.isArray) ? v.filter(Array.isArray) : [v]) : [])

function orgName(lk: Lookups, id: string, full: boolean): string {
  const org = lk.orgs.get(id)
  if (!org) return id
  if (!full) return org.fullName
  return org.organizeIdTree.split(',').filter(Boolean).map((x) => lk.orgs.get(x)?.fullName ?? '').filter(Boolean).join('/')
}

function usersSelectName(lk: Lookups, item: unknown): string {
  const [id, type] = str(item).split('--')
  if (type === 'user') return lk.users.get(id) ?? id
  if (type === 'position') return lk.positions.get(id) ?? id
  if (type === 'role') return lk.roles.get(id) ?? id
  if (type === 'group') return lk.groups.get(id) ?? id
  return orgName(lk, id, false)
}

function locationText(v: unknown): unknown {
  if (typeof v !== 'string') return v
  try {
    const loc: unknown = JSON.parse(v)
    if (isObject(loc)) return str(loc.fullAddress || loc.address || loc.name)
  } catch { /* a plain address string */ }
  return v
}

/** the linked rows of a relation or popup field, by raw id */
function linkedRows(f: FormField, lk: Lookups, row: Row): Map<string, Row> | undefined {
  if (f.jnpfKey === 'relationForm') return typeof f.props.modelId === 'string' ? lk.relations.get(f.props.modelId) : undefined
  const need = interfaceOf(f, row)
  return need ? lk.interfaces.get(interfaceKey(need)) : undefined
}

function linkText(f: FormField, v: unknown, lk: Lookups, row: Row): string {
  const rows = linkedRows(f, lk, row)
  const shown = typeof f.props.relationField === 'string' && f.props.relationField ? f.props.relationField : 'fullName'
  return flat(v).map((x) => str(rows?.get(str(x))?.[shown] ?? x)).join(',')
}

/** one stored value as the text a list or detail shows; `row` is the map it sits in (data-interface parameters) */
export function displayValue(f: FormField, v: unknown, lk: Lookups, row: Row = {}): unknown {
  if (v === undefined || v === null || v === '') return v
  switch (f.jnpfKey) {
    case 'radio': case 'checkbox': case 'select': case 'treeSelect': return optionLabels(f, v, lk, row)
    case 'cascader': return paths(f, v).map((p) => cascaderPath(f, p)).join(',')
    case 'switch': {
      const on = Number(v) === 1
      return str(on ? propOf(f, 'activeTxt', 'active-text', 'active-txt') ?? '开' : propOf(f, 'inactiveTxt', 'inactive-text', 'inactive-txt') ?? '关')
    }
    case 'datePicker': return typeof v === 'number' ? formatDatePart(dateFormat(f), v) : v
    case 'organizeSelect': return paths(f, v).map((p) => p.map((id) => orgName(lk, str(id), false)).join('/')).join(',')
    case 'currOrganize': {
      const path = flat(v).map(str)
      const last = path[path.length - 1] ?? ''
      return propOf(f, 'showLevel') === 'all' ? orgName(lk, last, true) : orgName(lk, last, false)
    }
    case 'depSelect': case 'currDept': return flat(v).map((id) => orgName(lk, str(id), false)).join(',')
    case 'posSelect': case 'currPosition': return joinNames(v, lk.positions)
    case 'roleSelect': return joinNames(v, lk.roles)
    case 'groupSelect': return joinNames(v, lk.groups)
    case 'userSelect': return joinNames(v, lk.users)
    case 'usersSelect': return flat(v).map((x) => usersSelectName(lk, x)).join(',')
    case 'areaSelect': {
      // one path joined with ","; several paths each joined with "/" and separated by ";" (as JNPF shows them)
      const list = paths(f, v).map((p) => p.map((id) => lk.areas.get(str(id)) ?? str(id)))
      return list.length === 1 && !f.multiple ? list[0].join(',') : list.map((p) => p.join('/')).join(';')
    }
    case 'relationForm': case 'popupSelect': case 'popupTableSelect': return linkText(f, v, lk, row)
    case 'location': return locationText(v)
    default: return v
  }
}

const LINKED = new Set(['relationForm', 'popupSelect', 'popupTableSelect'])

/** the display map of one field map (a record or a child-table row) */
export function displayFields(fields: FormField[], attrs: AttrField[], data: Row, lk: Lookups, table?: string): Row {
  const out: Row = { ...data }
  for (const f of fields) {
    const v = data[f.vModel]
    if (f.jnpfKey === 'table') {
      if (Array.isArray(v)) out[f.vModel] = v.map((row) => (isObject(row) ? displayFields(f.children ?? [], attrs, row, lk, f.vModel) : row))
      continue
    }
    out[f.vModel] = displayValue(f, v, lk, data)
    if (LINKED.has(f.jnpfKey)) out[`${f.vModel}_id`] = v ?? ''
  }
  for (const a of attrs.filter((x) => x.table === table)) {
    const rel = fields.find((f) => f.vModel === a.relationField)
    const rows = rel ? linkedRows(rel, lk, data) : undefined
    const first = flat(data[a.relationField])[0]
    out[`${a.relationField}_${a.showField}`] = first === undefined ? '' : rows?.get(str(first))?.[a.showField] ?? ''
  }
  return out
}

/** system controls (§1.3): creator and changer as "name/account", their times formatted */
export function systemValues(fields: FormField[], meta: RecordMeta, lk: Lookups, out: Row): Row {
  for (const f of fields) {
    if (f.jnpfKey === 'createUser') out[f.vModel] = lk.users.get(meta.creatorUserId) ?? ''
    if (f.jnpfKey === 'createTime') out[f.vModel] = formatTime(meta.creatorTime)
    if (f.jnpfKey === 'modifyUser') out[f.vModel] = meta.lastModifyUserId ? lk.users.get(meta.lastModifyUserId) ?? '' : ''
    if (f.jnpfKey === 'modifyTime') out[f.vModel] = formatTime(meta.lastModifyTime)
  }
  return out
}

// What shape each control's stored value has (jnpf-forms-and-flows.md §1.3, §1.4), shared by validation, queries,
// sorting and display so one control is treated the same way everywhere.
import type { FormField } from './form-fields'

/** free text the client types or a widget writes as a string */
export const TEXT_KEYS = new Set(['input', 'textarea', 'colorPicker', 'editor', 'autoComplete', 'signature'])
export const NUMBER_KEYS = new Set(['inputNumber', 'rate', 'slider', 'calculate'])
export const OPTION_KEYS = new Set(['radio', 'checkbox', 'select', 'treeSelect'])
/** one id (or several when multiple) of a directory entity or a linked row */
export const ID_KEYS = new Set([
  'depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect', 'usersSelect',
  'popupSelect', 'popupTableSelect', 'relationForm'
])
/** id paths: one array, or an array of arrays when multiple */
export const PATH_KEYS = new Set(['cascader', 'organizeSelect', 'areaSelect'])
export const UPLOAD_KEYS = new Set(['uploadFile', 'uploadImg'])
/** the bookkeeping columns of visualdev_record stand behind these */
export const COLUMN_KEYS: Record<string, 'creatorUserId' | 'creatorTime' | 'lastModifyUserId' | 'lastModifyTime'> = {
  createUser: 'creatorUserId', createTime: 'creatorTime', modifyUser: 'lastModifyUserId', modifyTime: 'lastModifyTime'
}

/**
 * how a field's value can be compared in SQL:
 * number (numbers, epoch-ms dates), text (strings, HH:mm times compare as text), scalar (one option or id),
 * many (an array of options or ids), path (id paths), opaque (uploads, tables: only empty / not empty)
 */
export type QueryShape = 'number' | 'text' | 'scalar' | 'many' | 'path' | 'opaque'

export function queryShape(f: FormField): QueryShape {
  const k = f.jnpfKey
  if (NUMBER_KEYS.has(k)) return k === 'slider' && f.props.range === true ? 'opaque' : 'number'
  if (k === 'datePicker' || k === 'switch') return 'number'
  if (k === 'createTime' || k === 'modifyTime') return 'number'
  if (PATH_KEYS.has(k) || k === 'currOrganize') return 'path'
  if (k === 'checkbox') return 'many'
  if (OPTION_KEYS.has(k) || ID_KEYS.has(k)) return f.multiple ? 'many' : 'scalar'
  if (k === 'createUser' || k === 'modifyUser' || k === 'currPosition' || k === 'currDept') return 'scalar'
  if (UPLOAD_KEYS.has(k) || k === 'table' || k === 'dateRange' || k === 'timeRange') return 'opaque'
  return 'text'
}

/** sorting by arrays or child tables has no meaning */
export const isSortable = (f: FormField) => !['many', 'path', 'opaque'].includes(queryShape(f))

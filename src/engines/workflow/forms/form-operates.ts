// formOperates (jnpf-forms-and-flows §4.5) applied to a form's fields: noShow = !read, disabled = !write,
// required = entry.required || field.required, everything disabled on a read-only page. Written over a structural
// field shape so the low-code fields (online-form.tsx) and the coded forms use the same rules.
import type { FormOperate } from '@shared/api/workflow'

/** the parts of a field the rights touch; containers carry children or panes */
export interface OperableField {
  vModel?: string
  /** inside a child table: the table's vModel (rights name such a field '<table>-<field>') */
  parentVModel?: string
  noShow: boolean
  disabled: boolean
  required: boolean
  children?: OperableField[]
  panes?: { children: OperableField[] }[]
}

export interface FieldRight {
  read: boolean
  write: boolean
  required: boolean
}

export interface OperateOptions {
  readOnly: boolean
  /** at the start node a field missing from the list may be written; elsewhere it is read-only */
  startNode: boolean
}

export const operateId = (field: Pick<OperableField, 'vModel' | 'parentVModel'>): string | undefined =>
  field.vModel === undefined ? undefined : field.parentVModel ? `${field.parentVModel}-${field.vModel}` : field.vModel

/** the right of one field id: its entry, or the §4.5 default (read, write at the start node, own required) */
export function fieldRight(operates: readonly FormOperate[], id: string, ownRequired: boolean, options: OperateOptions): FieldRight {
  const entry = operates.find((o) => o && o.id === id)
  const read = entry ? entry.read !== false : true
  const write = !options.readOnly && read && (entry ? entry.write !== false : options.startNode)
  // a field that cannot be written cannot be required of this user
  const required = write && (Boolean(entry?.required) || ownRequired)
  return { read, write, required }
}

/** a new field tree with the node's rights applied; the input is untouched */
export function applyFormOperates<F extends OperableField>(fields: F[], operates: readonly FormOperate[], options: OperateOptions): F[] {
  return fields.map((field) => applyOne(field, operates, options))
}

function applyOne<F extends OperableField>(field: F, operates: readonly FormOperate[], options: OperateOptions): F {
  const children = field.children?.map((child) => applyOne(child, operates, options))
  const panes = field.panes?.map((pane) => ({ ...pane, children: pane.children.map((child) => applyOne(child, operates, options)) }))
  const id = operateId(field)
  let next: F = { ...field, ...(children ? { children } : {}), ...(panes ? { panes } : {}) }
  if (id === undefined) return next
  const right = fieldRight(operates, id, field.required, options)
  next = { ...next, noShow: field.noShow || !right.read, disabled: field.disabled || !right.write, required: right.required }
  return next
}

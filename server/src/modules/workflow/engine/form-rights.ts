// Per-field form rights of a node (formOperates, jnpf-forms-and-flows.md §4.5): a field missing from the list is
// readable, writable only on the start node, and required as the form says. An approver's submission may change
// writable fields only: a changed value of any other field is refused, so a crafted request cannot alter them.
import { BadRequest } from '../../../errors'
import type { Json } from './types'

export interface FieldRight { id: string; name: string; read: boolean; write: boolean; required: boolean }

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

export function formOperatesOf(props: Json): FieldRight[] {
  const raw = Array.isArray(props.formOperates) ? props.formOperates.filter(isObject) : []
  return raw.filter((o) => typeof o.id === 'string' && o.id).map((o) => ({
    id: String(o.id), name: typeof o.name === 'string' && o.name ? o.name : String(o.id),
    read: o.read !== false, write: o.write === true, required: o.required === true
  }))
}

/** whether a key of the form map may be written at this node; a child table follows any writable column */
export function canWrite(rights: FieldRight[], isStart: boolean, key: string): boolean {
  const own = rights.find((r) => r.id === key)
  if (own) return own.write
  const columns = rights.filter((r) => r.id.startsWith(`${key}-`))
  if (columns.length) return columns.some((r) => r.write)
  return isStart
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

function canonical(v: unknown): string {
  if (isEmpty(v)) return ''
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (isObject(v)) return `{${Object.keys(v).sort().map((k) => `${k}:${canonical(v[k])}`).join(',')}}`
  return typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(String(v))
}

export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b)

/** an approver's edits merged into the stored values; a changed read-only field is refused */
export function mergeApproverEdits(props: Json, stored: Record<string, unknown>, incoming: Record<string, unknown>): Record<string, unknown> {
  const rights = formOperatesOf(props)
  const out = { ...stored }
  for (const [key, value] of Object.entries(incoming)) {
    if (canWrite(rights, false, key)) {
      out[key] = value
      continue
    }
    if (!sameValue(stored[key], value)) {
      const name = rights.find((r) => r.id === key)?.name ?? key
      throw new BadRequest(`您无权修改「${name.slice(0, 50)}」`)
    }
  }
  return out
}

/** a launcher's values: fields the start node does not let them write keep their stored value */
export function mergeLauncherEdits(props: Json, stored: Record<string, unknown>, incoming: Record<string, unknown>): Record<string, unknown> {
  const rights = formOperatesOf(props)
  const out = { ...stored }
  for (const [key, value] of Object.entries(incoming)) if (canWrite(rights, true, key)) out[key] = value
  return out
}

/** fields this node marks required and lets the handler write must hold a value */
export function checkRequired(props: Json, isStart: boolean, data: Record<string, unknown>): void {
  for (const r of formOperatesOf(props)) {
    if (r.required && canWrite([r], isStart, r.id) && !r.id.includes('-') && isEmpty(data[r.id])) {
      throw new BadRequest(`${r.name.slice(0, 50)}不能为空`)
    }
  }
}

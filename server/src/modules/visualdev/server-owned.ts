// Fields the server owns (creator and changer, their times, bill numbers, the creator's organisation, position and
// department, and the record's f_version): forms hand them out as display text (张华/zhanghua, 2024-05-01 08:00:00),
// and a client that sends the map back unchanged must not be refused for it, so they are dropped from input.
import { SYSTEM_KEYS, type FormField } from './form-fields'
import { VERSION_KEY } from './record-version'

type Row = Record<string, unknown>

/** the map without the server-owned fields of `fields` */
export function withoutServerOwned(fields: FormField[], data: Row): Row {
  const owned = new Set([VERSION_KEY, ...fields.filter((f) => SYSTEM_KEYS.has(f.jnpfKey)).map((f) => f.vModel)])
  const out: Row = {}
  for (const [k, v] of Object.entries(data)) if (!owned.has(k)) out[k] = v
  return out
}

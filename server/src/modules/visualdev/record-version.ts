// JNPF's concurrencyLock (jnpf-forms-and-flows.md §1.1; [J36] TableFeildsEnum.VERSION = f_version): a model with the
// flag on hands the record's version to the edit form as `f_version`, and an update carrying an older one is refused
// in the same UPDATE that writes it (repository.ts updateRecordUnlessFlow), so of two people who opened the same
// record, the second to save learns of the first instead of silently overwriting it.
import type { VisualDevTable } from '../../db/schema'
import { BadRequest } from '../../errors'

export const VERSION_KEY = 'f_version'
/** JNPF's own words (its update answers them when the versioned UPDATE changes no row) */
export const STALE_MESSAGE = '当前表单原数据已被调整，请重新进入该页面编辑并提交数据'

/** whether the model's form turns concurrencyLock on */
export function concurrencyLockOf(model: Pick<VisualDevTable, 'formData'>): boolean {
  try {
    const form: unknown = JSON.parse(model.formData)
    return typeof form === 'object' && form !== null && (form as Record<string, unknown>).concurrencyLock === true
  } catch {
    return false
  }
}

/**
 * The version an edit was made on: undefined when the model has no lock or the client sent none (a client that
 * never read the record's version, such as an older app, is not refused; JNPF clients send back what info gave).
 */
export function expectedVersion(locked: boolean, input: Record<string, unknown>): number | undefined {
  if (!locked) return undefined
  const raw = input[VERSION_KEY]
  if (raw === undefined || raw === null || raw === '') return undefined
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new BadRequest(`提交的数据版本（${VERSION_KEY}）不正确`)
  return n
}

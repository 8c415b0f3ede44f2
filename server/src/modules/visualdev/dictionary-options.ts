// Options of controls whose dataType is "dictionary" (jnpf-forms-and-flows.md §1.6): read from the base dictionary
// tables, so validation checks membership and lists show labels as they do for static options.
import type { AppContext } from '../../context'
import type { DictionaryDataTable } from '../../db/schema'
import { systemRepository } from '../system/repository'
import type { FieldOption, FormField } from './form-fields'

type Rows = Map<string, DictionaryDataTable[] | undefined>

function tree(rows: DictionaryDataTable[], valueKey: string, labelKey: string): FieldOption[] {
  // an option's value is the entry id unless the control maps it to enCode; its label is fullName by default
  const value = (r: DictionaryDataTable) => (valueKey === 'enCode' ? r.enCode : valueKey === 'fullName' ? r.fullName : r.id)
  const label = (r: DictionaryDataTable) => (labelKey === 'enCode' ? r.enCode : labelKey === 'id' ? r.id : r.fullName)
  const nodes = new Map(rows.map((r): [string, FieldOption] => [r.id, { value: value(r), label: label(r) }]))
  const roots: FieldOption[] = []
  for (const r of rows) {
    const node = nodes.get(r.id)!
    const parent = nodes.get(r.parentId)
    if (parent) parent.children = [...(parent.children ?? []), node]
    else roots.push(node)
  }
  return roots
}

async function load(ctx: AppContext, fields: FormField[], cache: Rows): Promise<void> {
  for (const f of fields) {
    if (f.children) await load(ctx, f.children, cache)
    const src = f.optionSource
    if (src?.kind !== 'dictionary' || cache.has(src.type)) continue
    const type = await systemRepository.findDictionaryType(ctx.db, src.type)
    cache.set(src.type, type ? await systemRepository.dictionaryData(ctx.db, type.id) : undefined)
  }
}

function fill(fields: FormField[], cache: Rows): FormField[] {
  return fields.map((f) => {
    const children = f.children ? fill(f.children, cache) : undefined
    const src = f.optionSource
    const rows = src?.kind === 'dictionary' ? cache.get(src.type) : undefined
    const options = rows && src ? tree(rows, src.valueKey, src.labelKey) : f.options
    return { ...f, options, ...(children ? { children } : {}) }
  })
}

/** the fields with dictionary options filled in; a dictionary that does not exist leaves its field unchecked */
export async function withDictionaryOptions(ctx: AppContext, fields: FormField[]): Promise<FormField[]> {
  const cache: Rows = new Map()
  await load(ctx, fields, cache)
  return cache.size ? fill(fields, cache) : fields
}

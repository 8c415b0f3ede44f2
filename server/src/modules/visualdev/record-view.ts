// Records as the endpoints answer them: display maps (List, DataChange, FieldDataSelect) and the raw map of the
// edit GET, whose system controls still arrive display-ready (jnpf-forms-and-flows.md §1.4 points 3 and 4).
import type { AppContext } from '../../context'
import type { VisualDevRecordTable } from '../../db/schema'
import type { UserRow } from '../users/repository'
import { withDictionaryOptions } from './dictionary-options'
import { displayFields, displayValue, systemValues } from './display'
import { loadLookups, type RelationLoader, type Row } from './display-lookups'
import { parseForm, type FormField, type ParsedForm } from './form-fields'
import { visualDevRepository } from './repository'
import { recordScope } from './scope'

const parseData = (r: VisualDevRecordTable): Row => {
  try {
    const v: unknown = JSON.parse(r.data)
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Row) : {}
  } catch {
    return {}
  }
}

/** linked records of another model, shown only when the viewer may see them, converted one level less deep */
function relationLoader(ctx: AppContext, user: UserRow): RelationLoader {
  return async (modelId, ids, depth) => {
    const model = await visualDevRepository.findModel(ctx.db, modelId)
    if (!model || ids.length === 0) return new Map()
    let form: ParsedForm
    try { form = parseForm(model.formData) } catch { return new Map() }
    const records = await visualDevRepository.findVisibleByIds(ctx.db, modelId, ids, await recordScope(ctx, user))
    const rows = await displayRecords(ctx, user, form, records, depth)
    return new Map(records.map((r, i) => [r.id, rows[i]]))
  }
}

/** display maps, one per record, in order; depth 1 resolves linked records and data-interface rows once */
export async function displayRecords(ctx: AppContext, user: UserRow, form: ParsedForm, records: VisualDevRecordTable[], depth = 1): Promise<Row[]> {
  if (records.length === 0) return []
  const fields = await withDictionaryOptions(ctx, form.fields)
  const parsed = records.map((r) => ({ ...r, parsed: parseData(r) }))
  const lk = await loadLookups(ctx, user, fields, parsed, relationLoader(ctx, user), depth)
  return parsed.map((r) => systemValues(fields, r, lk, displayFields(fields, form.attrs, r.parsed, lk)))
}

const SYSTEM_NAMES = new Set(['currOrganize', 'currPosition', 'currDept'])

/** the stored values, with creator/changer, their times and the creator's organisation and position as names */
export async function rawRecord(ctx: AppContext, user: UserRow, form: ParsedForm, record: VisualDevRecordTable): Promise<Row> {
  const data = parseData(record)
  const system = form.fields.filter((f) => SYSTEM_NAMES.has(f.jnpfKey))
  const lk = await loadLookups(ctx, user, system, [{ ...record, parsed: data }], undefined, 0)
  const out = systemValues(form.fields, record, lk, { ...data })
  for (const f of system) if (data[f.vModel] !== undefined) out[f.vModel] = displayValue(f, data[f.vModel], lk)
  return out
}

/**
 * Form values (not yet stored, e.g. a flow being launched) as the text a reader sees: option labels, names for ids,
 * formatted dates. What a flow's title formula puts in place of a field (jnpf-forms-and-flows.md §4, titleContent).
 */
export async function displayTexts(ctx: AppContext, user: UserRow, fields: FormField[], values: Row): Promise<Row> {
  const withOptions = await withDictionaryOptions(ctx, fields)
  const lk = await loadLookups(ctx, user, withOptions, [{ creatorUserId: '', lastModifyUserId: '', parsed: values }], relationLoader(ctx, user), 1)
  const out: Row = {}
  for (const f of withOptions) if (f.jnpfKey !== 'table') out[f.vModel] = displayValue(f, values[f.vModel], lk, values)
  return out
}

export { parseData }

// popupSelect, popupTableSelect and relationForm: the value is a key of a picked row (propsValue, or the record id),
// the field shows the row's relationField, and the picked row is kept whole: in the shared store's relationData
// (what popupAttr / relationFormAttr read; under the vModel, or per row inside a child table: renderer/relation-data)
// and for the form fields named by __config__.transferList.
import { useRef } from 'react'
import type { FormStore } from '@/lib/form'
import type { LcField, Widget, WidgetProps } from '../../types'
import { useScope } from '../../renderer/context'
import { relationKey, rememberRelation } from '../../renderer/relation-data'
import { cellText } from '../../pickers/param-list'
import type { PickedItem } from '../../pickers/types'
import { idKeys, idValue } from './kind'
import { placeholderOf } from '../basic/props'
import { SelectorField } from './selector-field'
import { usePickedItems } from './use-picked-items'

export type Row = Record<string, unknown>

export interface PickContext {
  field: LcField
  /** the form's values now (with the child row's own columns laid over them) */
  values: Record<string, unknown>
  rowIndex?: number
  keys: string[]
}

export interface RowKind {
  name: string
  multiple(field: LcField): boolean
  valueKey(field: LcField): string
  labelKey(field: LcField): string
  /** the rows behind stored keys (display text) */
  rowsFor(ctx: PickContext): Promise<Row[]>
  /** opens the picker; undefined when the user backed out */
  pick(ctx: PickContext): Promise<Row[] | undefined>
}

/** copy picked[targetField] into the form field sourceValue (jnpf-forms-and-flows §1.2 transferList) */
export function applyTransfer(field: LcField, row: Row | undefined, form: FormStore, table?: string, rowIndex?: number) {
  const list = field.config.transferList
  if (!Array.isArray(list) || !row) return
  for (const item of list as { sourceValue?: unknown; targetField?: unknown }[]) {
    if (typeof item?.sourceValue !== 'string' || typeof item.targetField !== 'string' || !item.sourceValue) continue
    const [head, column] = item.sourceValue.split('-')
    const value = row[item.targetField] ?? ''
    if (column && rowIndex !== undefined) form.setValue(`${head}.${rowIndex}.${column}`, value)
    else if (!column && table !== undefined && rowIndex !== undefined && field.parentVModel) form.setValue(`${table}.${rowIndex}.${head}`, value)
    else if (!column) form.setValue(head, value)
  }
}

export function rowSelectorWidget(kind: RowKind): Widget {
  function RowSelector({ field, value, onChange, onBlur, disabled, error, formValues, form }: WidgetProps<unknown>) {
    const scope = useScope()
    const multiple = kind.multiple(field)
    const keys = idKeys(value)
    const rows = useRef(new Map<string, Row>())
    const valueKey = kind.valueKey(field)
    const labelKey = kind.labelKey(field)
    const context = (): PickContext => {
      const all = form.getState().values
      const row = scope.table !== undefined ? (all[scope.table] as Row[] | undefined)?.[scope.rowIndex ?? -1] : undefined
      return { field, values: row ? { ...all, ...row } : { ...formValues, ...all }, rowIndex: scope.rowIndex, keys }
    }
    // read when an answer arrives: the row may have moved (a row above removed) or the value changed meanwhile
    const latest = useRef({ keys, scope })
    latest.current = { keys, scope }
    const rememberRow = (row: Row | undefined) => field.vModel && rememberRelation(relationKey(field.vModel, latest.current.scope), row)
    const toItem = (row: Row): PickedItem => ({ key: cellText(row, valueKey), name: cellText(row, labelKey) || cellText(row, valueKey) })

    const { items, resolving, failure, remember } = usePickedItems(keys, async (missing) => {
      const found = await kind.rowsFor({ ...context(), keys: missing })
      found.forEach((r) => rows.current.set(cellText(r, valueKey), r))
      // a record looked up for a value this field no longer holds is not its record
      if (!multiple && latest.current.keys[0] === missing[0]) rememberRow(found[0])
      return found.map(toItem)
    })

    const choose = (picked: Row[]) => {
      // a value picked before and not on the pages seen comes back bare ({[valueKey]: key}): keep what is known of it
      const shown = new Map(items.map((i) => [i.key, i.name]))
      picked.forEach((r) => {
        const key = cellText(r, valueKey)
        if (cellText(r, labelKey) || !rows.current.has(key)) rows.current.set(key, r)
      })
      const next = picked
        .map((r) => ({ key: cellText(r, valueKey), name: cellText(r, labelKey) || shown.get(cellText(r, valueKey)) || cellText(r, valueKey) }))
        .filter((i) => i.key !== '')
      remember(next)
      onChange(idValue(next.map((i) => i.key), multiple))
      onBlur?.()
      // confirming the same record again leaves the fields copied from it alone
      const unchanged = next.length === keys.length && next.every((i, n) => i.key === keys[n])
      if (!multiple && !unchanged) {
        const row = picked[0] ? rows.current.get(cellText(picked[0], valueKey)) ?? picked[0] : undefined
        rememberRow(row)
        applyTransfer(field, row ?? {}, form, scope.table, scope.rowIndex)
      }
    }

    const open = async () => {
      const picked = await kind.pick(context())
      if (picked) choose(picked)
    }

    return (
      <SelectorField
        items={items}
        resolving={resolving}
        disabled={disabled}
        placeholder={placeholderOf(field, '请选择')}
        label={field.label}
        error={error}
        notice={failure}
        onOpen={() => void open()}
        onRemove={(item) => choose(keys.filter((k) => k !== item.key).map((k) => rows.current.get(k) ?? { [valueKey]: k, [labelKey]: items.find((i) => i.key === k)?.name }))}
      />
    )
  }
  RowSelector.displayName = `RowSelector(${kind.name})`
  return RowSelector
}

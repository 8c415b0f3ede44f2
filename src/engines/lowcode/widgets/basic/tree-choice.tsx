// 级联选择 (cascader: the value is the id path, an array of paths when multiple) and 下拉树形 (treeSelect: one id,
// an array when multiple), from static, dictionary or data-interface trees, picked level by level.
import { useState } from 'react'
import type { WidgetProps } from '../../types'
import { useFieldOptions } from './use-field-options'
import { TreeSheet } from './tree-sheet'
import { Trigger } from './trigger'
import { findByValue, findByValues, type OptionPath } from './option-tree'
import { asArray, flag, isEmpty, placeholderOf, str } from './props'

/** cascader values: a single path is an array of ids, several paths an array of arrays */
function cascaderPaths(value: unknown, multiple: boolean): unknown[][] {
  const list = asArray(value)
  if (!list.length) return []
  return multiple ? list.filter(Array.isArray) : [list]
}

export function CascaderWidget({ field, value, onChange, disabled, formValues }: WidgetProps) {
  const state = useFieldOptions(field, formValues)
  const [open, setOpen] = useState(false)
  const separator = str(field.props.separator) || '/'
  const allLevels = field.props.showAllLevels !== false
  const valuePaths = cascaderPaths(value, field.multiple)
  const found = valuePaths.map((values) => findByValues(state.options, values))
  const text = valuePaths
    .map((values, i) => {
      const path = found[i]
      const labels = path ? path.map((o) => o.label) : values.map(String)
      return allLevels ? labels.join(separator) : labels[labels.length - 1]
    })
    .join('，')

  const confirm = (paths: OptionPath[]) => {
    setOpen(false)
    const ids = paths.map((path) => path.map((o) => o.value))
    onChange(field.multiple ? ids : ids[0] ?? [])
  }
  return (
    <>
      <Trigger
        text={state.loading && valuePaths.length ? '加载中…' : text}
        placeholder={state.error ?? placeholderOf(field, '请选择')}
        disabled={disabled}
        label={field.label}
        onOpen={() => (state.error ? state.reload() : setOpen(true))}
        onClear={flag(field.props.clearable) && !isEmpty(value) ? () => onChange([]) : undefined}
      />
      <TreeSheet
        open={open}
        title={field.label || '请选择'}
        options={state.options}
        choose='leaf'
        multiple={field.multiple}
        selected={found.filter((p): p is OptionPath => Boolean(p))}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  )
}

export function TreeSelectWidget({ field, value, onChange, disabled, formValues }: WidgetProps) {
  const state = useFieldOptions(field, formValues)
  const [open, setOpen] = useState(false)
  const values = asArray(value)
  const found = values.map((v) => findByValue(state.options, v))
  const text = values.map((v, i) => found[i]?.[found[i]!.length - 1].label ?? String(v)).join('，')

  const confirm = (paths: OptionPath[]) => {
    setOpen(false)
    const ids = paths.map((path) => path[path.length - 1].value)
    onChange(field.multiple ? ids : ids[0] ?? null)
  }
  return (
    <>
      <Trigger
        text={state.loading && values.length ? '加载中…' : text}
        placeholder={state.error ?? placeholderOf(field, '请选择')}
        disabled={disabled}
        label={field.label}
        onOpen={() => (state.error ? state.reload() : setOpen(true))}
        onClear={flag(field.props.clearable) && !isEmpty(value) ? () => onChange(field.multiple ? [] : null) : undefined}
      />
      <TreeSheet
        open={open}
        title={field.label || '请选择'}
        options={state.options}
        choose='any'
        multiple={field.multiple}
        selected={found.filter((p): p is OptionPath => Boolean(p))}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  )
}

// 下拉选择 (select): static, dictionary or data-interface options in a bottom sheet; a value, or an array when
// multiple. The line shows the chosen labels.
import { useState } from 'react'
import type { LcOption, WidgetProps } from '../../types'
import { useFieldOptions } from './use-field-options'
import { OptionSheet } from './option-sheet'
import { Trigger } from './trigger'
import { asArray, flag, isEmpty, placeholderOf, sameValue } from './props'

/** the labels of chosen values; a value the options do not (yet) hold shows as itself */
export function labelsOf(options: LcOption[], values: unknown[]): string[] {
  return values.map((v) => options.find((o) => sameValue(o.value, v))?.label ?? String(v))
}

export function SelectWidget({ field, value, onChange, disabled, formValues }: WidgetProps) {
  const state = useFieldOptions(field, formValues)
  const [open, setOpen] = useState(false)
  const chosen = asArray(value)
  const text = state.loading && chosen.length ? '加载中…' : labelsOf(state.options, chosen).join('，')
  const placeholder = state.error ?? placeholderOf(field, '请选择')

  const openSheet = () => {
    if (state.error) return state.reload()
    setOpen(true)
  }
  const confirm = (values: LcOption['value'][]) => {
    setOpen(false)
    onChange(field.multiple ? values : values[0])
  }
  return (
    <>
      <Trigger
        text={text}
        placeholder={placeholder}
        disabled={disabled}
        label={field.label}
        onOpen={openSheet}
        onClear={flag(field.props.clearable) && !isEmpty(value) ? () => onChange(field.multiple ? [] : null) : undefined}
      />
      <OptionSheet
        open={open}
        title={field.label || '请选择'}
        options={state.options}
        selected={chosen}
        multiple={field.multiple}
        searchable={flag(field.props.filterable)}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  )
}

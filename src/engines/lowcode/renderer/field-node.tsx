// One field bound to the form store: its value and error (re-rendering only when they change), the form values the
// widget reads, and the frame around it (FormItem, a detail line, or none for containers).
import { useCallback, useMemo } from 'react'
import { View } from '@tarojs/components'
import { getPath, useFormState, type FormStore } from '@/lib/form'
import type { LcField } from '../types'
import { fieldPath, useRenderer, useScope, type FieldScope } from './context'
import { FormItem } from './form-item'
import { DetailValue } from './detail-value'
import { BARE_KEYS, CONTAINER_KEYS, isShown, needsLiveValues } from './kinds'

type Values = Record<string, unknown>

/** the values a widget sees; inside a child-table row the row's own columns are laid over them */
function useWidgetValues(form: FormStore, field: LcField, scope: FieldScope): Values {
  const live = needsLiveValues(field)
  const liveValues = useFormState(form, (state) => (live ? state.values : null))
  const base = liveValues ?? form.getState().values
  return useMemo(() => {
    if (scope.table === undefined) return base
    const row = getPath(base, `${scope.table}.${scope.rowIndex}`)
    return row && typeof row === 'object' && !Array.isArray(row) ? { ...base, ...(row as Values) } : base
  }, [base, scope.table, scope.rowIndex])
}

function BoundField({ field, bare }: { field: LcField; bare?: boolean }) {
  const ctx = useRenderer()
  const scope = useScope()
  const { form } = ctx
  const path = fieldPath(field, scope)
  const value = useFormState(form, (state) => (path ? getPath(state.values, path) : undefined))
  const error = useFormState(form, (state) => (path ? state.errors[path] : undefined))
  const formValues = useWidgetValues(form, field, scope)
  const onChange = useCallback((next: unknown) => path && form.setValue(path, next), [form, path])
  const onBlur = useCallback(() => path && form.touch(path), [form, path])

  const own = ctx.registry.fieldWidget(field)
  const Widget = own ?? ctx.registry.resolve(field.jnpfKey)
  const disabled = ctx.disabled || ctx.mode === 'detail' || field.disabled || field.readonly
  const widgetProps = { field, value, onChange, onBlur, disabled, error, formValues, form, modelId: ctx.modelId }

  if (bare || CONTAINER_KEYS.has(field.jnpfKey) || BARE_KEYS.has(field.jnpfKey)) return <Widget {...widgetProps} />
  return (
    <FormItem
      label={field.label}
      showLabel={field.showLabel}
      required={ctx.mode === 'edit' && !disabled && field.required}
      tipLabel={field.tipLabel}
      error={ctx.mode === 'edit' ? error : undefined}
      labelPosition={ctx.labelPosition}
      labelWidth={ctx.labelWidth}
      labelSuffix={ctx.labelSuffix}
      className={`lc-item--${field.jnpfKey}`}
    >
      {/* a widget put on this field knows how to show its value, on the detail too */}
      {ctx.mode === 'detail' && !own ? <DetailValue {...widgetProps} Widget={Widget} /> : <Widget {...widgetProps} />}
    </FormItem>
  )
}

export function FieldNode({ field }: { field: LcField }) {
  if (isShown(field)) return <BoundField field={field} />
  // a hidden calculation that is stored must still follow the values it is computed from
  if (field.jnpfKey === 'calculate' && field.vModel) {
    return (
      <View className='lc-hidden'>
        <BoundField field={field} bare />
      </View>
    )
  }
  return null
}

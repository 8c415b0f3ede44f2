// React bindings of the form store. Values are replaced immutably along their path, so a component that selects
// one field's value, error and touched flag re-renders only when one of those three changes.
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react'
import type { FormState, FormStore } from './index'
import { getPath } from './path'

/**
 * A slice of the form state; the component re-renders when the slice changes (Object.is, or `equal`).
 * Return primitives or existing references from `selector`, or pass `equal` when it builds a new object.
 */
export function useFormState<T>(form: FormStore, selector: (state: FormState) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ value: T } | null>(null)
  const getSnapshot = () => {
    const next = selector(form.getState())
    if (last.current && equal(last.current.value, next)) return last.current.value
    last.current = { value: next }
    return next
  }
  return useSyncExternalStore(form.subscribe, getSnapshot, getSnapshot)
}

export interface FormFieldBinding<V = unknown> {
  value: V
  error: string | undefined
  touched: boolean
  onChange: (value: V) => void
  /** marks the field touched and runs its blur rules */
  onBlur: () => void
}

export function useFormField<V = unknown>(form: FormStore, name: string): FormFieldBinding<V> {
  const value = useFormState(form, (state) => getPath(state.values, name)) as V
  const error = useFormState(form, (state) => state.errors[name])
  const touched = useFormState(form, (state) => Boolean(state.touched[name]))
  const onChange = useCallback((next: V) => form.setValue(name, next), [form, name])
  const onBlur = useCallback(() => form.touch(name), [form, name])
  return useMemo(() => ({ value, error, touched, onChange, onBlur }), [value, error, touched, onChange, onBlur])
}

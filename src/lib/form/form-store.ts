// The form store: a zustand vanilla store holding values, errors, touched and submitting; the rules sit beside it
// (they are configuration, so registering them never re-renders anything). Validation follows each rule's trigger,
// except that a field already showing an error is re-checked with all its rules on every change, so the message
// disappears the moment the value becomes valid.
import { createStore } from 'zustand/vanilla'
import type { FieldValues, FormRule, FormState, FormStore } from './index'
import { expandPattern, getPath, isInside, isPattern, matchesPattern, setPath } from './path'
import { toastUnlessShown } from '../error-text'

export interface FormStoreOptions {
  values?: FieldValues
  /** rules by field path; a '*' segment covers every row of a child table ('tableField1.*.amount') */
  rules?: Record<string, FormRule[] | undefined>
}

type Errors = FormState['errors']

/** empty for `required`: undefined, null, '', a whitespace-only string, [] */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  return Array.isArray(value) && value.length === 0
}

function runRules(rules: FormRule[], value: unknown, values: FieldValues, name: string): string | undefined {
  for (const rule of rules) {
    if (rule.required && isEmptyValue(value)) return rule.message ?? '此项为必填项'
    if (rule.pattern && !isEmptyValue(value) && (typeof value === 'string' || typeof value === 'number')) {
      rule.pattern.lastIndex = 0 // a global/sticky RegExp keeps state between test() calls
      if (!rule.pattern.test(String(value))) return rule.message ?? '格式不正确'
    }
    const message = rule.validator?.(value, values, name)
    if (message) return message
  }
  return undefined
}

/** the first error message in rule order (what a form shows in a toast after a failed submit) */
export function firstError(state: Pick<FormState, 'errors'>): string | undefined {
  return Object.values(state.errors).find((message): message is string => Boolean(message))
}

const without = (errors: Errors, drop: (name: string) => boolean): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([name, message]) => message && !drop(name)))

export function createFormStore(options: FormStoreOptions = {}): FormStore {
  let initialValues: FieldValues = options.values ?? {}
  const rules = new Map<string, FormRule[]>()
  for (const [name, list] of Object.entries(options.rules ?? {})) if (list?.length) rules.set(name, list)

  const store = createStore<FormState>(() => ({ values: initialValues, errors: {}, touched: {}, submitting: false }))

  const rulesFor = (name: string): FormRule[] => {
    const own = rules.get(name) ?? []
    const byPattern = [...rules].filter(([key]) => isPattern(key) && matchesPattern(key, name)).flatMap(([, list]) => list)
    return byPattern.length ? [...own, ...byPattern] : own
  }

  const ruleNames = (values: FieldValues): string[] => {
    const names = [...rules.keys()].flatMap((key) => (isPattern(key) ? expandPattern(key, values) : [key]))
    return [...new Set(names)]
  }

  /** the rules that run for an event; a field showing an error is re-checked with all of them, so fixing it clears the message */
  const selectRules = (name: string, trigger: FormRule['trigger'] | undefined, hadError: boolean): FormRule[] => {
    const all = rulesFor(name)
    if (trigger === undefined || trigger === 'submit' || hadError) return all
    return all.filter((rule) => (rule.trigger ?? 'change') === trigger)
  }

  const check = (name: string, values: FieldValues): string | undefined => {
    const all = rulesFor(name)
    return all.length ? runRules(all, getPath(values, name), values, name) : undefined
  }

  /** the errors after one field was validated for an event (unchanged when no rule applies) */
  const validated = (errors: Errors, values: FieldValues, name: string, trigger?: FormRule['trigger']): Errors => {
    const selected = selectRules(name, trigger, Boolean(errors[name]))
    return selected.length ? setError(errors, name, runRules(selected, getPath(values, name), values, name)) : errors
  }

  /** errors after values changed at `changed`: rows inside it and ancestors of it that showed an error are re-checked */
  const recheck = (errors: Errors, values: FieldValues, changed: string[]): Errors => {
    const affected = Object.keys(errors).filter((name) => changed.some((c) => name === c || isInside(c, name) || isInside(name, c)))
    if (!affected.length) return errors
    const next = without(errors, (name) => affected.includes(name))
    for (const name of affected) {
      const message = check(name, values)
      if (message) next[name] = message
    }
    return next
  }

  const setError = (errors: Errors, name: string, message: string | undefined): Errors => {
    if (errors[name] === message) return errors
    const next = without(errors, (key) => key === name)
    if (message) next[name] = message
    return next
  }

  const api: FormStore = {
    getState: store.getState,
    subscribe: (listener) => store.subscribe((state) => listener(state)),
    getValue: (name) => getPath(store.getState().values, name),
    setValue(name, value) {
      const state = store.getState()
      const values = setPath(state.values, name, value)
      const hadError = Boolean(state.errors[name])
      let errors = recheck(state.errors, values, [name])
      if (!hadError) errors = validated(errors, values, name, 'change')
      store.setState({ values, errors })
    },
    setValues(patch) {
      const state = store.getState()
      let values = state.values
      for (const [name, value] of Object.entries(patch)) values = setPath(values, name, value)
      // programmatic writes (loaded records, transferred picks) only clear errors, they never raise new ones
      store.setState({ values, errors: recheck(state.errors, values, Object.keys(patch)) })
    },
    setRules(name, list) {
      if (list?.length) rules.set(name, list)
      else rules.delete(name)
      if (list?.length) return
      const { errors } = store.getState()
      const stale = (key: string) => key === name || (isPattern(name) && matchesPattern(name, key))
      if (Object.keys(errors).some(stale)) store.setState({ errors: without(errors, stale) })
    },
    touch(name) {
      const state = store.getState()
      const touched = state.touched[name] ? state.touched : { ...state.touched, [name]: true }
      const errors = validated(state.errors, state.values, name, 'blur')
      if (touched !== state.touched || errors !== state.errors) store.setState({ touched, errors })
    },
    validateField(name, trigger) {
      const state = store.getState()
      const errors = validated(state.errors, state.values, name, trigger)
      if (errors !== state.errors) store.setState({ errors })
      return errors[name]
    },
    validate() {
      const { values, touched } = store.getState()
      const errors: Errors = {}
      const nextTouched = { ...touched }
      for (const name of ruleNames(values)) {
        nextTouched[name] = true
        const message = check(name, values)
        if (message) errors[name] = message
      }
      store.setState({ errors, touched: nextTouched })
      return Object.keys(errors).length === 0
    },
    async submit(onValid) {
      if (store.getState().submitting) return false
      store.setState({ submitting: true })
      try {
        if (!api.validate()) return false
        await onValid(store.getState().values)
        return true
      } catch (error) {
        // a refusal was toasted by the request client (a caller of a silent call catches its own); a failure that
        // never reached the server, or anything else, is said here rather than passing silently
        if (!(error instanceof Error && 'code' in error)) toastUnlessShown(error, '提交失败，请重试')
        return false
      } finally {
        store.setState({ submitting: false })
      }
    },
    reset(values) {
      if (values) initialValues = values
      store.setState({ values: initialValues, errors: {}, touched: {} })
    }
  }
  return api
}

// One form store for every form, low-code or hand-written: values, rules, touched, errors, submit.
// Field names are dotted paths ('tableField1.0.amount'); a rule name may use '*' for every row of a child table.
export type FieldValues = Record<string, unknown>

/** a rule returns an error message or undefined; message texts are the caller's */
export interface FormRule {
  required?: boolean
  message?: string
  /** a RegExp, never a string evaluated as code; not applied to an empty value (that is `required`'s job) */
  pattern?: RegExp
  /** always called, empty or not; `name` is the concrete path checked (a '*' rule learns its row from it) */
  validator?: (value: unknown, values: FieldValues, name: string) => string | undefined
  /** when the rule runs on its own; every rule runs on submit. Default 'change'. */
  trigger?: 'change' | 'blur' | 'submit'
}

export interface FormState {
  values: FieldValues
  errors: Record<string, string | undefined>
  touched: Record<string, boolean>
  submitting: boolean
}

export interface FormStore {
  getState(): FormState
  subscribe(listener: (state: FormState) => void): () => void
  getValue(name: string): unknown
  setValue(name: string, value: unknown): void
  setValues(values: FieldValues): void
  setRules(name: string, rules: FormRule[] | undefined): void
  touch(name: string): void
  /** validate one field (trigger: which event asked) and return its message */
  validateField(name: string, trigger?: FormRule['trigger']): string | undefined
  /** validate every field with rules; true when there is no error */
  validate(): boolean
  /** validate, then run onValid with the values; keeps submitting true meanwhile; a second call while one runs is ignored */
  submit(onValid: (values: FieldValues) => Promise<void> | void): Promise<boolean>
  reset(values?: FieldValues): void
}

export { createFormStore, firstError, isEmptyValue, type FormStoreOptions } from './form-store'
export { useFormField, useFormState, type FormFieldBinding } from './use-form'
export { getPath, setPath } from './path'

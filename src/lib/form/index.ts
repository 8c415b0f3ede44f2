// One form store for every form, low-code or hand-written: values, rules, touched, errors, submit.
// (contract; the implementation lands in ./form-store.ts)
export type FieldValues = Record<string, unknown>

/** a rule returns an error message or undefined; message texts are the caller's */
export interface FormRule {
  required?: boolean
  message?: string
  /** a RegExp, never a string evaluated as code */
  pattern?: RegExp
  validator?: (value: unknown, values: FieldValues) => string | undefined
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

// Builders for low-code component tests: LcField objects written by hand (independent of the normaliser), a form
// rendered with its own store, and small DOM helpers for Taro's H5 web components in jsdom.
import { fireEvent, render, waitFor } from '@testing-library/react'
import { createFormStore, type FieldValues, type FormRule } from '@/lib/form'
import { FormRenderer, DetailRenderer } from '@/engines/lowcode/renderer'
import type { Registry } from '@/engines/lowcode/registry'
import type { LcField, LcOption, LcUser } from '@/engines/lowcode/types'

let sequence = 0
const NO_VALUE = new Set(['divider', 'text', 'link', 'alert', 'groupTitle', 'button', 'barcode', 'qrcode', 'iframe', 'row', 'card', 'tab', 'collapse', 'tableGrid'])

export type FieldOverrides = Partial<LcField>

/** a normalised field; vModel defaults to `<jnpfKey>Field<n>` for value-holding controls */
export function lcField(jnpfKey: string, overrides: FieldOverrides = {}): LcField {
  sequence += 1
  const vModel = 'vModel' in overrides ? overrides.vModel : NO_VALUE.has(jnpfKey) ? undefined : `${jnpfKey}Field${sequence}`
  return {
    key: `${jnpfKey}-${sequence}`,
    jnpfKey,
    rawJnpfKey: jnpfKey,
    vModel,
    label: `${jnpfKey}标签`,
    showLabel: true,
    span: 24,
    required: false,
    regList: [],
    noShow: false,
    visibleOnApp: true,
    disabled: false,
    readonly: false,
    defaultCurrent: false,
    multiple: false,
    optionSource: { type: 'static', valueKey: 'id', labelKey: 'fullName', childrenKey: 'children' },
    props: {},
    config: {},
    ...overrides
  }
}

export const options = (...labels: string[]): LcOption[] => labels.map((label, i) => ({ value: String(i + 1), label }))

export const user: LcUser = { userId: 'u-zhang', organizeIdList: ['org-1', 'dep-1'], departmentId: 'dep-1' }

interface RenderOptions {
  values?: FieldValues
  rules?: Record<string, FormRule[]>
  disabled?: boolean
  registry?: Registry
  labelPosition?: string
}

export function renderForm(fields: LcField[], opts: RenderOptions = {}) {
  const form = createFormStore({ values: opts.values ?? {}, rules: opts.rules })
  const utils = render(
    <FormRenderer fields={fields} form={form} disabled={opts.disabled} registry={opts.registry} labelPosition={opts.labelPosition} user={user} />
  )
  return { form, ...utils }
}

export function renderDetail(fields: LcField[], values: Record<string, unknown>, onOpenRelation?: (field: LcField, id: string) => void) {
  return render(<DetailRenderer fields={fields} values={values} onOpenRelation={onOpenRelation} />)
}

/** the native input inside a Taro <Input> (it appears once the web component has rendered) */
export async function nativeInput(container: HTMLElement, selector = 'input'): Promise<HTMLInputElement> {
  return waitFor(() => {
    const el = container.querySelector(selector)
    if (!el) throw new Error(`nothing matches ${selector}`)
    return el as HTMLInputElement
  })
}

/** the native fields inside Taro <Input>/<Textarea>s, once at least `count` of them have hydrated */
export async function nativeInputs(container: Element, selector: string, count: number): Promise<HTMLElement[]> {
  return waitFor(() => {
    const found = Array.from(container.querySelectorAll<HTMLElement>(selector))
    if (found.length < count) throw new Error(`${found.length} of ${count} match ${selector}`)
    return found
  })
}

export async function typeIn(container: HTMLElement, selector: string, value: string): Promise<void> {
  fireEvent.input(await nativeInput(container, selector), { target: { value } })
}

/** a Taro Picker / Slider answers through a 'change' custom event on its host element */
export function fireTaroChange(el: Element | null, value: unknown): void {
  if (!el) throw new Error('no element to fire change on')
  fireEvent(el, new CustomEvent('change', { detail: { value } }))
}

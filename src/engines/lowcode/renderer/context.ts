// What every node of a rendered form needs without prop drilling: the form store, the widget registry, the form's
// label layout and mode, and the scope (top level or one child-table row) the node's path is relative to.
import { createContext, useContext } from 'react'
import type { FormStore } from '@/lib/form'
import type { LcField, LcUser } from '../types'
import type { Registry } from '../registry'

export type LabelPosition = 'left' | 'right' | 'top'

export interface RendererContextValue {
  form: FormStore
  registry: Registry
  /** 'detail' shows display values as text (DetailRenderer) */
  mode: 'edit' | 'detail'
  /** the whole form is read-only (detail-only rights, a read-only page) */
  disabled: boolean
  labelPosition: LabelPosition
  /** px as designed; shown at 1.5x in rpx like the JNPF mobile parser */
  labelWidth: number
  labelSuffix: string
  modelId?: string
  /** who fills the form: new child-table rows take their current-user defaults from it */
  user?: LcUser
  /** detail mode: tapping a relationForm value opens the linked record (field, record id) */
  onOpenRelation?: (field: LcField, id: string) => void
}

export const RendererContext = createContext<RendererContextValue | null>(null)

export function useRenderer(): RendererContextValue {
  const value = useContext(RendererContext)
  if (!value) throw new Error('low-code widgets render inside <FormRenderer> or <DetailRenderer>')
  return value
}

/** where the fields being rendered live in the form values */
export interface FieldScope {
  /** prepended to a field's vModel: '' at the top, 'tableField1.0.' inside the first row of a child table */
  prefix: string
  /** inside a child-table row: the table's vModel and the row index */
  table?: string
  rowIndex?: number
}

export const TOP_SCOPE: FieldScope = { prefix: '' }
export const ScopeContext = createContext<FieldScope>(TOP_SCOPE)
export const useScope = (): FieldScope => useContext(ScopeContext)

/** the form-store path of a field in a scope (undefined for controls without a value) */
export const fieldPath = (field: LcField, scope: FieldScope): string | undefined =>
  field.vModel ? `${scope.prefix}${field.vModel}` : undefined

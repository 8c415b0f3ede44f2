// FormRenderer: a low-code form (normalised LcField tree) bound to one FormStore. DetailRenderer: the same tree
// read-only over display values (DataChange), with child tables as row cards and pictures as thumbnails.
import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { createFormStore, type FormStore } from '@/lib/form'
import type { LcField, LcFormConf, LcUser } from '../types'
import { defaultRegistry, type Registry } from '../registry'
import { RendererContext, ScopeContext, TOP_SCOPE, type LabelPosition, type RendererContextValue } from './context'
import { FieldList } from './field-list'
import './renderer.scss'

interface LayoutProps {
  /** form-level keys of the model (labelPosition, labelWidth, labelSuffix, disabled); explicit props win */
  conf?: Partial<LcFormConf>
  labelPosition?: string
  labelWidth?: number
  labelSuffix?: string
  modelId?: string
  registry?: Registry
}

export interface FormRendererProps extends LayoutProps {
  fields: LcField[]
  form: FormStore
  /** every field read-only (detail-only rights, a submitted flow form) */
  disabled?: boolean
  /** the person filling the form: new child-table rows take current-user defaults from it */
  user?: LcUser
}

export interface DetailRendererProps extends LayoutProps {
  fields: LcField[]
  /** display values of the record (DataChange data, parsed) */
  values: Record<string, unknown>
  /** tapping a relationForm value: open the linked record's detail */
  onOpenRelation?: (field: LcField, id: string) => void
}

/** JNPF: 'top' puts labels above, 'right' aligns them right, anything else left */
const position = (value: string | undefined): LabelPosition => (value === 'top' || value === 'right' ? value : 'left')

function useContextValue(props: LayoutProps, rest: Omit<RendererContextValue, 'registry' | 'labelPosition' | 'labelWidth' | 'labelSuffix' | 'modelId'>) {
  const { conf, labelPosition, labelWidth, labelSuffix, modelId, registry } = props
  const { form, mode, disabled, user, onOpenRelation } = rest
  return useMemo<RendererContextValue>(
    () => ({
      form,
      mode,
      disabled,
      user,
      onOpenRelation,
      modelId,
      registry: registry ?? defaultRegistry,
      labelPosition: position(labelPosition ?? conf?.labelPosition),
      labelWidth: labelWidth ?? conf?.labelWidth ?? 100,
      labelSuffix: labelSuffix ?? conf?.labelSuffix ?? ''
    }),
    [form, mode, disabled, user, onOpenRelation, modelId, registry, labelPosition, labelWidth, labelSuffix, conf]
  )
}

export function FormRenderer(props: FormRendererProps) {
  const { fields, form, user } = props
  // a form the designer made read-only stays read-only whatever the page asks
  const disabled = Boolean(props.disabled) || Boolean(props.conf?.disabled)
  const ctx = useContextValue(props, { form, mode: 'edit', disabled, user })
  return (
    <RendererContext.Provider value={ctx}>
      <ScopeContext.Provider value={TOP_SCOPE}>
        <View className='lc-form'>
          <FieldList fields={fields} />
        </View>
      </ScopeContext.Provider>
    </RendererContext.Provider>
  )
}

export function DetailRenderer(props: DetailRendererProps) {
  const { fields, values, onOpenRelation } = props
  // the containers and child tables read values through a store, as in the form
  const form = useMemo(() => createFormStore({ values }), [values])
  const ctx = useContextValue(props, { form, mode: 'detail', disabled: true, onOpenRelation })
  return (
    <RendererContext.Provider value={ctx}>
      <ScopeContext.Provider value={TOP_SCOPE}>
        <View className='lc-form lc-form--detail'>
          <FieldList fields={fields} />
        </View>
      </ScopeContext.Provider>
    </RendererContext.Provider>
  )
}

// The 表单信息 tab: the coded form of formType 1 from the registry, the low-code form of formType 2 through the
// page's render prop, or a plain notice when the phone cannot show the form.
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { systemFormOf, UNSUPPORTED_FORM_TEXT, type SystemFormRegistry } from './registry'
import type { FlowFormProps, OnlineFlowFormProps } from './types'
import './forms.scss'

export type RenderOnlineForm = (props: OnlineFlowFormProps) => ReactNode

export interface FlowFormSlotProps extends FlowFormProps {
  /** 1 system form, 2 online form */
  formType: number
  enCode?: string
  propertyJson?: string
  formId?: string
  renderOnlineForm?: RenderOnlineForm
  extraForms?: SystemFormRegistry
}

export function FlowFormSlot({ formType, enCode, propertyJson, formId, renderOnlineForm, extraForms, ...props }: FlowFormSlotProps) {
  if (formType === 2 && propertyJson && renderOnlineForm) return <>{renderOnlineForm({ ...props, propertyJson, formId })}</>
  const System = formType === 1 ? systemFormOf(enCode, extraForms) : undefined
  if (System) return <System {...props} />
  return (
    <View className='wf-form-unsupported'>
      <Text>{UNSUPPORTED_FORM_TEXT}</Text>
    </View>
  )
}

// The 表单信息 tab: the coded form of formType 1 from the registry, the low-code form of formType 2 (a domain's coded
// layout of it when the page hands one in for its enCode), or a plain notice when the phone cannot show the form.
import { Text, View } from '@tarojs/components'
import { OnlineFlowForm } from './online-form'
import { codedOnlineFormOf, systemFormOf, UNSUPPORTED_FORM_TEXT, type SystemFormRegistry } from './registry'
import type { FlowFormProps } from './types'
import './forms.scss'

export interface FlowFormSlotProps extends FlowFormProps {
  /** 1 system form, 2 online form */
  formType: number
  enCode?: string
  propertyJson?: string
  formId?: string
  extraForms?: SystemFormRegistry
}

export function FlowFormSlot({ formType, enCode, propertyJson, formId, extraForms, ...props }: FlowFormSlotProps) {
  if (formType === 2 && propertyJson) {
    const Coded = codedOnlineFormOf(enCode, extraForms)
    if (Coded) return <Coded {...props} propertyJson={propertyJson} formId={formId} />
    return <OnlineFlowForm {...props} propertyJson={propertyJson} formId={formId} />
  }
  const System = formType === 1 ? systemFormOf(enCode, extraForms) : undefined
  if (System) return <System {...props} />
  return (
    <View className='wf-form-unsupported'>
      <Text>{UNSUPPORTED_FORM_TEXT}</Text>
    </View>
  )
}

// The 专项任务审批 flow form (specialTasksForm, formType 2 on vm-special-task), in place of the generic online form:
// a head card that says at a glance what the task is (its category, the sections, the period and how its deadline
// stands), then the low-code form itself with the node's field rights (the issuer writes the task, the section head
// 完成情况 and 现场照片 at 执行反馈, the review reads). The setup is the engine's (useOnlineFlowForm).
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { FormRenderer } from '@/engines/lowcode'
import { UNSUPPORTED_FORM_TEXT, useOnlineFlowForm, type FlowFormProps } from '@/engines/workflow'
import { useFormField } from '@/lib/form'
import { CATEGORY_LABEL, dayText, dueState, numberOf, textOf } from '../lib'
import './special-tasks.scss'

export function SpecialTaskFlowForm(props: FlowFormProps) {
  const { propertyJson, formId, readOnly } = props
  const { user, model, store } = useOnlineFlowForm(props)
  const name = useFormField(store, 'taskName')
  const category = useFormField(store, 'category')
  const sections = useFormField(store, 'sections')
  const start = useFormField(store, 'startDate')
  const deadline = useFormField(store, 'deadline')
  const approved = Number(props.info?.flowTaskInfo?.status) === 2
  const due = useMemo(() => (approved ? null : dueState(numberOf(deadline.value), Date.now())), [approved, deadline.value])

  if (!propertyJson) return <View className='wf-form-unsupported'><Text>{UNSUPPORTED_FORM_TEXT}</Text></View>
  const title = textOf(name.value)
  return (
    <View className='stf'>
      {title ? (
        <View className='stf__card'>
          <View className='stf__head'>
            {CATEGORY_LABEL[textOf(category.value)] ? <Text className='stf__tag'>{CATEGORY_LABEL[textOf(category.value)]}</Text> : null}
            <Text className='stf__title'>{title}</Text>
          </View>
          <View className='stf__meta'>
            {textOf(sections.value) ? <Text className='stf__meta-item'>{`涉及合同段：${textOf(sections.value)}`}</Text> : null}
            <Text className='stf__meta-item'>{`期限：${dayText(numberOf(start.value))} ～ ${dayText(numberOf(deadline.value))}`}</Text>
            {due ? <Text className={`stf__due stf__due--${due.tone}`}>{due.text}</Text> : null}
          </View>
        </View>
      ) : null}
      <FormRenderer fields={model.fields} form={store} conf={model.conf} user={user} modelId={formId} disabled={readOnly} />
    </View>
  )
}

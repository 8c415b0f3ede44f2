// The 专项任务通知 flow form (SpecialTaskFlowNotify, formType 2 on vm-special-task-notice), in place of the generic
// online form: a head card with the notice, the time to sign by and its receipt (签收情况: who has signed and when,
// who has not yet, from the task's records and the sign node's handlers), then the low-code form with the node's
// field rights. The setup is the engine's (useOnlineFlowForm).
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { FormRenderer } from '@/engines/lowcode'
import { UNSUPPORTED_FORM_TEXT, useOnlineFlowForm, type FlowFormProps } from '@/engines/workflow'
import { useFormField } from '@/lib/form'
import { SIGN_NODE, minuteText, numberOf, receipts, textOf } from '../lib'
import './special-tasks.scss'

const names = (userName: string | undefined) => (userName ?? '').split(',').map((s) => s.split('/')[0].trim()).filter(Boolean)

export function SpecialNoticeFlowForm(props: FlowFormProps) {
  const { propertyJson, formId, readOnly, info } = props
  const { user, model, store } = useOnlineFlowForm(props)
  const title = useFormField(store, 'noticeTitle')
  const signBy = useFormField(store, 'signBy')
  const receivers = useFormField(store, 'receivers')
  const signed = useMemo(() => receipts(info?.flowTaskOperatorRecordList), [info])
  // the sign node's handlers who have not signed yet
  const waiting = useMemo(() => {
    const node = info?.flowTaskNodeList?.find((n) => n.nodeCode === SIGN_NODE)
    const done = new Set(signed.map((s) => s.name))
    return names(node?.userName).filter((n) => !done.has(n))
  }, [info, signed])
  const sent = Boolean(info?.flowTaskInfo?.id)
  const total = Array.isArray(receivers.value) ? receivers.value.length : 0
  const deadline = numberOf(signBy.value)
  const late = deadline !== undefined && Date.now() > deadline && waiting.length > 0

  if (!propertyJson) return <View className='wf-form-unsupported'><Text>{UNSUPPORTED_FORM_TEXT}</Text></View>
  return (
    <View className='stf'>
      {textOf(title.value) ? (
        <View className='stf__card'>
          <View className='stf__head'>
            <Text className='stf__tag stf__tag--notice'>通知</Text>
            <Text className='stf__title'>{textOf(title.value)}</Text>
          </View>
          <View className='stf__meta'>
            {deadline !== undefined ? <Text className='stf__meta-item'>{`要求签收时间：${minuteText(deadline)}`}</Text> : null}
            {late ? <Text className='stf__due stf__due--late'>已超过签收时间</Text> : null}
          </View>
          {sent ? (
            <View className='stf__receipt' aria-label='签收情况'>
              <Text className='stf__receipt-title'>{`签收情况 ${signed.length}/${Math.max(total, signed.length + waiting.length)}`}</Text>
              {signed.map((s) => (
                <View key={`${s.name}-${s.at}`} className='stf__receipt-row'>
                  <Text className='stf__receipt-state stf__receipt-state--done'>已签收</Text>
                  <Text className='stf__receipt-name'>{s.name}</Text>
                  <Text className='stf__receipt-at'>{minuteText(s.at)}</Text>
                  {s.opinion ? <Text className='stf__receipt-opinion'>{s.opinion}</Text> : null}
                </View>
              ))}
              {waiting.map((n) => (
                <View key={n} className='stf__receipt-row'>
                  <Text className='stf__receipt-state'>未签收</Text>
                  <Text className='stf__receipt-name'>{n}</Text>
                </View>
              ))}
            </View>
          ) : null}
        </View>
      ) : null}
      <FormRenderer fields={model.fields} form={store} conf={model.conf} user={user} modelId={formId} disabled={readOnly} />
    </View>
  )
}

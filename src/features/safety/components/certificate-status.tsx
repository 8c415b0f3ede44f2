// At the top of a special equipment's record: whether its periodic inspection and its operator's licence are in
// force, due (book the inspection) or expired (stop the machine), in the colours of the hot work permit's validity.
import { View, Text } from '@tarojs/components'
import { certificateState, hasLeft, type CertificateState } from '../lib/certificate'
import './safety.scss'

const CLASS: Record<Exclude<CertificateState['kind'], 'none'>, string> = { valid: 'valid', due: 'due', expired: 'expired' }

function Line({ label, state }: { label: string; state: CertificateState }) {
  if (state.kind === 'none') return null
  return (
    <View className={`hw-validity hw-validity--${CLASS[state.kind]}`} aria-label={label}>
      <Text className='hw-validity__label'>{label}</Text>
      <Text className='hw-validity__window'>有效期至 {state.until}</Text>
      <Text className='hw-validity__state'>{state.text}</Text>
    </View>
  )
}

export function CertificateStatus({ values, now = Date.now() }: { values: Record<string, unknown>; now?: number }) {
  if (hasLeft(values)) {
    return (
      <View className='hw-validity hw-validity--ended' aria-label='设备状态'>
        <Text className='hw-validity__label'>设备状态</Text>
        <Text className='hw-validity__window'>已退场</Text>
        <Text className='hw-validity__state'>不再提醒</Text>
      </View>
    )
  }
  return (
    <View>
      <Line label='定期检验' state={certificateState('检验', values.inspectionExpiry, now)} />
      <Line label='操作证' state={certificateState('操作证', values.operatorCertExpiry, now)} />
    </View>
  )
}

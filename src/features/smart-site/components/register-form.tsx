// 登记设备 (the section's project managers): the construction section, the kind of monitor, its name and where it is
// installed. The server checks everything; the answer carries the device's key, shown once.
import { useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { SMART_KINDS, type SmartDeviceKeyVO, type SmartDeviceKind } from '@shared/api/smart-site'
import type { ContractVO } from '@shared/api/oauth'
import { NavBar } from '@/components'
import { errorText } from '@/lib/error-text'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { registerDevice } from '../api/smart-site'
import { KeyNotice } from './parts'
import './smart-site.scss'

export interface RegisterFormProps {
  /** the construction sections of the project the user belongs to */
  sections: ContractVO[]
  /** the section in use, chosen at first */
  contractId?: string
  onDone(): void
}

export function RegisterForm({ sections, contractId, onDone }: RegisterFormProps) {
  const [section, setSection] = useState(sections.some((c) => c.id === contractId) ? contractId ?? '' : sections.length === 1 ? sections[0].id : '')
  const [kind, setKind] = useState<SmartDeviceKind | ''>('')
  const [name, setName] = useState('')
  const [location, setLocation] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<SmartDeviceKeyVO>()
  const confirmLeave = useLeaveGuard(!done && (kind !== '' || name !== '' || location !== ''), DISCARD_QUESTION)
  usePullDownRefresh(() => { void Taro.stopPullDownRefresh() })

  if (done) return (
    <>
      <NavBar title='设备密钥' back onBack={onDone} />
      <KeyNotice name={done.device.name} deviceKey={done.key} onDone={onDone} />
    </>
  )

  const submit = async () => {
    if (busy) return
    if (!section) return void Taro.showToast({ title: '请选择合同段', icon: 'none' })
    if (!kind) return void Taro.showToast({ title: '请选择设备类型', icon: 'none' })
    if (!name.trim()) return void Taro.showToast({ title: '请填写设备名称', icon: 'none' })
    setBusy(true)
    try {
      setDone(await registerDevice({ contractId: section, kind, name: name.trim(), location: location.trim() }))
    } catch (e) {
      void Taro.showToast({ title: errorText(e, '登记失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <NavBar title='登记设备' back onBack={() => void confirmLeave().then((ok) => { if (ok) onDone() })} />
      <View className='ss-body'>
        <View className='ss-field'>
          <Text className='ss-field__label'>合同段</Text>
          <View className='ss-chips'>
            {sections.map((c) => (
              <View key={c.id} role='radio' aria-checked={c.id === section} className={`ss-chip${c.id === section ? ' ss-chip--on' : ''}`} onClick={() => setSection(c.id)}>
                <Text>{c.enCode || c.fullName}</Text>
              </View>
            ))}
          </View>
        </View>
        <View className='ss-field'>
          <Text className='ss-field__label'>设备类型</Text>
          <View className='ss-chips'>
            {SMART_KINDS.map((k) => (
              <View key={k.kind} role='radio' aria-checked={k.kind === kind} className={`ss-chip${k.kind === kind ? ' ss-chip--on' : ''}`} onClick={() => setKind(k.kind)}>
                <Text>{k.name}</Text>
              </View>
            ))}
          </View>
          {kind ? <Text className='ss-basis'>{`监测：${SMART_KINDS.find((k) => k.kind === kind)?.metrics.map((m) => `${m.name}（${m.code}，${m.unit}）`).join('、')}`}</Text> : null}
        </View>
        <View className='ss-field'>
          <Text className='ss-field__label'>设备名称</Text>
          <Input className='ss-input' value={name} maxlength={60} placeholder='如：1号塔吊 QTZ125' onInput={(e) => setName(e.detail.value)} />
          <Text className='ss-field__label' style={{ marginTop: '20rpx' }}>安装位置（选填）</Text>
          <Input className='ss-input' value={location} maxlength={100} placeholder='如：钱塘江特大桥 12# 墩旁' onInput={(e) => setLocation(e.detail.value)} />
        </View>
        <View className='ss-actions'>
          <View className={`ss-btn ss-btn--primary${busy ? ' ss-btn--off' : ''}`} onClick={() => void submit()}>登记并生成密钥</View>
        </View>
      </View>
    </>
  )
}

// The top of a construction scheme's detail: its approval through 施工方案审批. The task id is the record id, so the
// task opens the way that fits the user (his to-do on it, his launch, otherwise read only); a scheme approved before
// the flows were kept, or never sent, says so.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { routes } from '@/config/routes'
import { encodeFlowConfig, resolveScannedTask } from '@/engines/workflow'
import './supervision.scss'

export function PlanApprovalSection({ id, me }: { id?: string; me: string }) {
  const [busy, setBusy] = useState(false)
  const open = async () => {
    if (!id || busy) return
    setBusy(true)
    try {
      const config = await resolveScannedTask(id, me)
      void Taro.navigateTo({ url: routes.flowBefore(encodeFlowConfig(config)) })
    } catch {
      void Taro.showToast({ title: '该方案没有可查看的审批流程', icon: 'none', duration: 2000 })
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='sv-section'>
      <Text className='sv-section__title'>方案审批</Text>
      <Text className='sv-section__text'>审批中或已审批通过的方案不能修改、删除</Text>
      <View className='sv-section__actions'>
        <AtButton size='small' type='primary' loading={busy} onClick={() => void open()}>查看审批流程</AtButton>
      </View>
    </View>
  )
}

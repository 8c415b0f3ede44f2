import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { MeterApplyScreen } from '@/features/progress'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/meterManage/meterApply/index: 计量申请, the section's own meterings and 新建计量 */
export default function MeterApplyPage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  return (
    <View className='page'>
      <NavBar title='计量申请' back />
      <ProjectContractHeader />
      <MeterApplyScreen contractId={contract?.id ?? ''} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { WeekProgressScreen } from '@/features/progress'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/progressManage/weekProgress/index: 周进度, plan against actual of the section in use */
export default function WeekProgressPage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  return (
    <View className='page'>
      <NavBar title='周进度' back />
      <ProjectContractHeader />
      <WeekProgressScreen contractId={contract?.id ?? ''} />
    </View>
  )
}

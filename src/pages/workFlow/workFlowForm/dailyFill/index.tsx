import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { DailyFillScreen } from '@/features/progress'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/workFlow/workFlowForm/dailyFill/index?date=&contractId= (spec §2): the section's fillings of a day as cards */
export default function DailyFillPage() {
  useRequireSession()
  const { params } = useRouter()
  const contract = useSessionStore((s) => s.contract)
  return (
    <View className='page'>
      <NavBar title='进度填报日报' back />
      <ProjectContractHeader />
      <DailyFillScreen contractId={params.contractId || contract?.id || ''} date={params.date} />
    </View>
  )
}

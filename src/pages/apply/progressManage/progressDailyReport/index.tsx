import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { DailyReportScreen } from '@/features/progress'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/progressManage/progressDailyReport/index?date=: 进度日报 of the section in use */
export default function ProgressDailyReportPage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  const date = useRouter().params.date ?? ''
  return (
    <View className='page'>
      <NavBar title='进度日报' back />
      <ProjectContractHeader />
      <DailyReportScreen contractId={contract?.id ?? ''} date={date}
        onFill={(day) => void Taro.navigateTo({ url: routes.progressDailyReportFill(day) })}
        onFillProgress={() => void Taro.navigateTo({ url: routes.progressFilling })} />
    </View>
  )
}

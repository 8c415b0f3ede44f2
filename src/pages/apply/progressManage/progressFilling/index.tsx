import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { ProgressFillingScreen } from '@/features/progress'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/progressManage/progressFilling/index: 进度填报 of the section in use */
export default function ProgressFillingPage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  return (
    <View className='page'>
      <NavBar title='进度填报' back />
      <ProjectContractHeader />
      <ProgressFillingScreen contractId={contract?.id ?? ''} onOpenReport={(date) => void Taro.navigateTo({ url: routes.progressDailyReport(date) })} />
    </View>
  )
}

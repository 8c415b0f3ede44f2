import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { ReportHazard } from '@/features/safety'

/** /pages/apply/reportHidden/index: 隐患上报, the quick report; once sent, 上报记录 shows it */
export default function ReportHiddenPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='隐患上报' back />
      <ReportHazard onSent={() => void Taro.redirectTo({ url: routes.dangerList })} />
    </View>
  )
}

import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { InspectionList } from '@/features/processes'
import { useRequireSession } from '@/features/session'

/** /pages/apply/engineeringManagement/processInspectionApplication/index: 工序报验, the requests of my sections */
export default function ProcessInspectionPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='工序报验' back />
      <InspectionList detailUrl={routes.processInspectionDetail} onApply={() => void Taro.navigateTo({ url: routes.processManage })} />
    </View>
  )
}

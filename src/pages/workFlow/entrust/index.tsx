import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { EntrustListScreen } from '@/engines/workflow'

/** /pages/workFlow/entrust/index[?tab=1]: 我的委托 / 委托给我 */
export default function EntrustPage() {
  useRequireSession()
  const { params } = useRouter()
  return (
    <View className='page'>
      <NavBar title='流程委托' back onBack={() => goBack(routes.processCentre)} />
      <EntrustListScreen initialTab={Number(params.tab) || 0} />
    </View>
  )
}

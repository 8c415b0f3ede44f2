import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { FlowLaunchScreen } from '@/engines/workflow'

/** /pages/workFlow/flowLaunch[?tab=1]: 发起流程 and 我发起的 */
export default function FlowLaunchPage() {
  useRequireSession()
  const { params } = useRouter()
  return (
    <View className='page'>
      <NavBar title='发起流程' back onBack={() => goBack(routes.processCentre)} />
      <FlowLaunchScreen initialTab={Number(params.tab) || 0} />
    </View>
  )
}

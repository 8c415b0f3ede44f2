import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { FlowListScreen } from '@/engines/workflow'

/** /pages/workFlow/flowDone/index: 已办事宜 */
export default function FlowDonePage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='已办事宜' back onBack={() => goBack(routes.processCentre)} />
      <FlowListScreen category={2} />
    </View>
  )
}

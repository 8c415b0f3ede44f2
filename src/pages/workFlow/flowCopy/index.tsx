import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { FlowListScreen } from '@/engines/workflow'

/** /pages/workFlow/flowCopy/index: 抄送事宜 */
export default function FlowCopyPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='抄送事宜' back onBack={() => goBack(routes.processCentre)} />
      <FlowListScreen category={3} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { BatchApproveEntry, FlowListScreen } from '@/engines/workflow'

/** /pages/workFlow/flowTodo/index: 待办事宜 */
export default function FlowTodoPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='待办事宜' back onBack={() => goBack(routes.processCentre)} />
      <BatchApproveEntry />
      <FlowListScreen category={1} />
    </View>
  )
}

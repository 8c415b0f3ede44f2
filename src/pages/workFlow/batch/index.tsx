import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { BatchApproveScreen } from '@/engines/workflow'

/** /pages/workFlow/batch/index: 批量审批 (opened from 待办事宜) */
export default function FlowBatchPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='批量审批' back onBack={() => goBack(routes.flowTodo)} />
      <BatchApproveScreen />
    </View>
  )
}

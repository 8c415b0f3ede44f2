import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { WorkOrderList } from '@/features/tasks'

/** /pages/apply/order/index: 工单管理, the work orders (tasks handed to sections) with their material consumption */
export default function WorkOrderPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='工单管理' back />
      <WorkOrderList />
    </View>
  )
}

import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { ConsumeList } from '@/features/tasks'

/** /pages/apply/consume/index?taskId=: 材料消耗 of one task, or of the project by section, with totals */
export default function ConsumePage() {
  useRequireSession()
  const taskId = useRouter().params.taskId || undefined
  return (
    <View className='page'>
      <NavBar title={taskId ? '任务材料消耗' : '材料消耗'} back />
      <ConsumeList taskId={taskId} />
    </View>
  )
}

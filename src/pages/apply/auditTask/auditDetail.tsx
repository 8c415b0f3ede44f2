import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { TaskDetailScreen } from '@/features/tasks'

/** /pages/apply/auditTask/auditDetail?id=: a submitted task with its timeline, to pass or return */
export default function AuditDetailPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <NavBar title='任务审核' back />
      <TaskDetailScreen id={id} />
    </View>
  )
}

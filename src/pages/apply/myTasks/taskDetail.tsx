import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { TaskDetailScreen } from '@/features/tasks'

/** /pages/apply/myTasks/taskDetail?id=: one task, with the moves its handler has */
export default function TaskDetailPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <NavBar title='任务详情' back />
      <TaskDetailScreen id={id} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { TaskList } from '@/features/tasks'

/** /pages/apply/myTasks/index: 我的任务, the tasks handed to me or my section */
export default function MyTasksPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='我的任务' back />
      <TaskList scope='mine' detailUrl={routes.myTaskDetail} empty='暂无任务' />
    </View>
  )
}

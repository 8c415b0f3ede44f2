import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { TaskManageList } from '@/features/tasks'

/** /pages/apply/taskManagement/index: 任务管理, every task of the project for its managers, with filters and export */
export default function TaskManagementPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='任务管理' back />
      <TaskManageList />
    </View>
  )
}

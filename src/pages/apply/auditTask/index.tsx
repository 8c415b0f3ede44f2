import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { TaskList } from '@/features/tasks'

/** /pages/apply/auditTask/index: 任务审核, the tasks submitted to me for audit */
export default function AuditTaskPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='任务审核' back />
      <TaskList scope='audit' detailUrl={routes.auditDetail} empty='暂无待审核的任务' />
    </View>
  )
}

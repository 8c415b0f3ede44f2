import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { ManagersScreen } from '@/features/attendance'

/** /pages/apply/managerInfo/index: 管理人员信息 */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='管理人员信息' back />
      <ManagersScreen projectId={project?.id} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { WorkersScreen } from '@/features/attendance'

/** /pages/apply/contractWorkersInfo/index: 劳务人员信息 */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  const contracts = useSessionStore((s) => s.contractList)
  return (
    <View className='page'>
      <NavBar title='劳务人员信息' back />
      <WorkersScreen projectId={project?.id} contracts={contracts} />
    </View>
  )
}

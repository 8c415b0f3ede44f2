import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { RecordsScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagement/punchClockRecord/index: 打卡记录 */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='打卡记录' back />
      <RecordsScreen projectId={project?.id} />
    </View>
  )
}

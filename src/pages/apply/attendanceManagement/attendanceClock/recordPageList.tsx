import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { RecordsScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagement/attendanceClock/recordPageList: one's own punches as a list */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='我的打卡' back />
      <RecordsScreen projectId={project?.id} mine />
    </View>
  )
}

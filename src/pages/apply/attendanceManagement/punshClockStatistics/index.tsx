import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { StatisticsScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagement/punshClockStatistics/index: 考勤统计 */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='考勤统计' back />
      <StatisticsScreen projectId={project?.id} />
    </View>
  )
}

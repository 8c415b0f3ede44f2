import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { StatisticsScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagementFieldService/punshClockStatistics/index: 外勤考勤统计 */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='外勤考勤统计' back />
      <StatisticsScreen projectId={project?.id} field />
    </View>
  )
}

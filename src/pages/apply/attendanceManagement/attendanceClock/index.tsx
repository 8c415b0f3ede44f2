import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { ClockScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagement/attendanceClock/index: 考勤打卡 */
export default function Page() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='考勤打卡' back />
      <ClockScreen />
    </View>
  )
}

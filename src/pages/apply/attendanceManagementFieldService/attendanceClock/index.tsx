import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { FieldClockScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagementFieldService/attendanceClock/index: 外勤打卡 (the day's in and out off-site) */
export default function Page() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='外勤打卡' back />
      <FieldClockScreen />
    </View>
  )
}

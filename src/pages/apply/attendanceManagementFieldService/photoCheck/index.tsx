import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { PhotoCheckDayScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagementFieldService/photoCheck/index: 外勤拍照签到, today's sign-ins and 拍照签到 */
export default function Page() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='外勤拍照签到' back />
      <PhotoCheckDayScreen />
    </View>
  )
}

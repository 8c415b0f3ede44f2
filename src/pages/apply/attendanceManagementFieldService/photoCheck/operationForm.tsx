import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { PhotoCheckScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagementFieldService/photoCheck/operationForm: 外勤签到, the photo, the reason and the fix */
export default function Page() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='外勤签到' back />
      <PhotoCheckScreen />
    </View>
  )
}

import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { SessionForm } from '@/features/training'

/** /pages/apply/safetyTrain/trainAttendance/create: 新建培训班 (organisers); created, it opens in place of the form */
export default function TrainAttendanceCreatePage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='新建培训班' back />
      <SessionForm onCreated={(s) => void Taro.redirectTo({ url: routes.trainAttendanceDetail(s.id) })} />
    </View>
  )
}

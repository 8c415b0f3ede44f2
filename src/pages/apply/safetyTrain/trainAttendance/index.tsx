import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { SessionList } from '@/features/training'

/** /pages/apply/safetyTrain/trainAttendance/index: 培训签到, the sessions I am invited to and my hours; organisers all and 新建 */
export default function TrainAttendancePage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='培训签到' back />
      <SessionList detailUrl={routes.trainAttendanceDetail} createUrl={routes.trainAttendanceCreate} />
    </View>
  )
}

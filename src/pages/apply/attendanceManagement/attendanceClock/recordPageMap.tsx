import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { RecordMapScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagement/attendanceClock/recordPageMap?contractId=&day=: a day's punches against the fences */
export default function Page() {
  useRequireSession()
  const { contractId, day } = useRouter().params
  return (
    <View className='page'>
      <NavBar title='打卡地图' back />
      <RecordMapScreen contractId={contractId || undefined} day={day || undefined} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { RecordCalendarScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagement/attendanceClock/recordPage?contractId=: 打卡日历, one's own punches by month */
export default function Page() {
  useRequireSession()
  const contractId = useRouter().params.contractId || undefined
  return (
    <View className='page'>
      <NavBar title='打卡日历' back />
      <RecordCalendarScreen contractId={contractId} />
    </View>
  )
}

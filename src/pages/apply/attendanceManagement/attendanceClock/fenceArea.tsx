import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { FenceAreaScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagement/attendanceClock/fenceArea?contractId=: 考勤围栏 of a section */
export default function Page() {
  useRequireSession()
  const contracts = useSessionStore((s) => s.contractList)
  const current = useSessionStore((s) => s.contract)
  const contractId = useRouter().params.contractId || current?.id
  return (
    <View className='page'>
      <NavBar title='考勤围栏' back />
      <FenceAreaScreen contracts={contracts} contractId={contractId} />
    </View>
  )
}

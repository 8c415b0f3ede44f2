import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { ManualEntryScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagementInformation/informationEntry/index?contractId=: 考勤信息录入 (补录考勤, the section's keepers) */
export default function Page() {
  useRequireSession()
  const contracts = useSessionStore((s) => s.contractList)
  const current = useSessionStore((s) => s.contract)
  return (
    <View className='page'>
      <NavBar title='考勤信息录入' back />
      <ManualEntryScreen contracts={contracts} contractId={useRouter().params.contractId || current?.id} />
    </View>
  )
}

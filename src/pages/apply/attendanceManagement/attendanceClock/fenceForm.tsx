import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar, PageState } from '@/components'
import { useRequireSession } from '@/features/session'
import { FenceFormScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagement/attendanceClock/fenceForm?contractId=&id=: add a fence to a section, or edit one */
export default function Page() {
  useRequireSession()
  const { contractId, id } = useRouter().params
  if (!contractId) return <View className='page'><NavBar title='围栏' back /><PageState status='error' text='缺少合同段参数' /></View>
  return <FenceFormScreen contractId={contractId} id={id || undefined} />
}

import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { useRequireSession } from '@/features/session'
import { SessionDetailView } from '@/features/training'

/** /pages/apply/safetyTrain/trainAttendance/detail?id=: one training session, signing in, who signed and who is missing */
export default function TrainAttendanceDetailPage() {
  useRequireSession()
  const { params } = useRouter()
  return (
    <View className='page'>
      <NavBar title='培训详情' back />
      {params.id ? <SessionDetailView id={params.id} /> : <PageState status='error' text='缺少培训班编号' />}
    </View>
  )
}

import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { MeetingForm } from '@/features/supervision-meetings'

/** /pages/apply/supervisionMeeting/add(?id=): 新建会议, or 修改会议 while it is 待召开; a new meeting replaces this page */
export default function SupervisionMeetingAddPage() {
  useRequireSession()
  const id = useRouter().params.id || undefined
  return (
    <View className='page'>
      <MeetingForm id={id} onCancel={() => goBack()} onSaved={(saved, created) => (created ? void Taro.redirectTo({ url: routes.supervisionMeetingDetail(saved) }) : goBack())} />
    </View>
  )
}

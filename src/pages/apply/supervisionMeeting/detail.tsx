import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { MeetingDetailScreen } from '@/features/supervision-meetings'

/** /pages/apply/supervisionMeeting/detail?id=: one meeting, its sign-in sheet, minutes and resolutions */
export default function SupervisionMeetingDetailPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <NavBar title='会议详情' back />
      <MeetingDetailScreen id={id} editUrl={routes.supervisionMeetingAdd} minutesUrl={routes.increaseMeeting} taskUrl={routes.myTaskDetail} />
    </View>
  )
}

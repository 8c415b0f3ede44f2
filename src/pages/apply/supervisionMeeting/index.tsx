import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { MeetingList } from '@/features/supervision-meetings'

/** /pages/apply/supervisionMeeting/index: 监理例会, the meetings I attend, organise, or all I may read */
export default function SupervisionMeetingPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='监理例会' back />
      <MeetingList detailUrl={routes.supervisionMeetingDetail} onCreate={() => void Taro.navigateTo({ url: routes.supervisionMeetingAdd() })} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { ScheduleCalendar } from '@/features/schedule'

/** /pages/apply/schedule/index: 日程安排, my month with the day's entries and my tasks due */
export default function SchedulePage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='日程安排' back />
      <ScheduleCalendar entryUrl={(id) => routes.scheduleForm(id)} newUrl={(date) => routes.scheduleForm(undefined, date)} taskUrl={routes.myTaskDetail} meetingUrl={routes.supervisionMeetingDetail} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { goBack } from '@/components'
import { useRequireSession } from '@/features/session'
import { MinutesForm } from '@/features/supervision-meetings'

/** /pages/apply/supervisionMeeting/increaseMeeting?id=: agenda, attendees, minutes, photos and resolutions of a meeting */
export default function IncreaseMeetingPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <MinutesForm id={id} onDone={() => goBack()} />
    </View>
  )
}

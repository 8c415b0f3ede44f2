import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { EntryForm } from '@/features/schedule'

/** /pages/apply/schedule/form: ?id= edits (or deletes) one of my entries, ?date= adds one on that day */
export default function ScheduleFormPage() {
  useRequireSession()
  const { params } = useRouter()
  return (
    <View className='page'>
      <EntryForm id={params.id || undefined} date={params.date || undefined} onDone={() => goBack(routes.schedule)} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { SiteCheckDetailScreen } from '@/features/tasks'

/** /pages/apply/addTask/taskDetail?id=: one site check, its items and the task centre's moves */
export default function SiteCheckDetailPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <NavBar title='检查任务详情' back />
      <SiteCheckDetailScreen id={id} />
    </View>
  )
}

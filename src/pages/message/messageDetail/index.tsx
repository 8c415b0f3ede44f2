import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { NoticeDetail, useMessageSocket } from '@/features/message'

/** /pages/message/messageDetail/index?id=: one in-site message */
export default function MessageDetailPage() {
  useRequireSession()
  useMessageSocket()
  const { params } = useRouter()
  return (
    <View className='page'>
      <NavBar title='消息详情' back onBack={() => goBack(routes.tabMessages)} />
      <NoticeDetail id={params.id} />
    </View>
  )
}

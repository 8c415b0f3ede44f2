import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { NoticeList, useMessageSocket } from '@/features/message'

/** /pages/message/message/index: in-site messages */
export default function MessagesListPage() {
  useRequireSession()
  useMessageSocket()
  return (
    <View className='page'>
      <NavBar title='站内消息' back onBack={() => goBack(routes.tabMessages)} />
      <NoticeList />
    </View>
  )
}

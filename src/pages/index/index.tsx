import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { ContactsLink, ConversationList, useMessageSocket } from '@/features/message'

/** /pages/index/index: the Messages tab (in-site messages and chats) */
export default function MessagesPage() {
  useRequireSession()
  useMessageSocket()
  return (
    <View className='page'>
      <NavBar title='消息' right={<ContactsLink />} />
      <ConversationList />
    </View>
  )
}

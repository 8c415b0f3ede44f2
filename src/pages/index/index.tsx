import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { ContactsLink, ConversationList, useMessageSocket } from '@/features/message'
import { useOutboxOnTab } from '@/features/outbox'

/** /pages/index/index: the Messages tab (in-site messages and chats) */
export default function MessagesPage() {
  useOutboxOnTab()
  useRequireSession()
  useMessageSocket()
  return (
    <View className='page'>
      <NavBar title='消息' right={<ContactsLink />} />
      <ConversationList />
    </View>
  )
}

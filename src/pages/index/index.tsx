import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { useRequireSession } from '@/features/session'

/** this module arrives in a later issue; until then the page says so instead of showing invented content */
export default function MessagesPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='消息' />
      <PageState status='empty' text='消息中心即将上线，届时这里将显示审批通知、系统消息和即时聊天。' />
    </View>
  )
}

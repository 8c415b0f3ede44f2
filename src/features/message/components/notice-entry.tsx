import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { relativeTime } from '@/utils'
import { useMessageStore } from '../stores/message-store'
import { UnreadDot } from './unread-dot'

/** the in-site message entry at the top of the Messages tab: latest notice and its unread count */
export function NoticeEntry() {
  const unread = useMessageStore((s) => s.noticeUnread)
  const text = useMessageStore((s) => s.latestNoticeText)
  const time = useMessageStore((s) => s.latestNoticeTime)
  return (
    <View className='msg-row msg-row--notice' role='button' aria-label='站内消息' onClick={() => void Taro.navigateTo({ url: routes.messages })}>
      <View className='msg-row__icon'>
        <Text className='msg-row__icon-text'>通知</Text>
      </View>
      <View className='msg-row__body'>
        <View className='msg-row__line'>
          <Text className='msg-row__name'>站内消息</Text>
          <Text className='msg-row__time'>{time ? relativeTime(time) : ''}</Text>
        </View>
        <View className='msg-row__line'>
          <Text className='msg-row__latest' numberOfLines={1}>
            {text}
          </Text>
          <UnreadDot count={unread} />
        </View>
      </View>
    </View>
  )
}

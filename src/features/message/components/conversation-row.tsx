import { Text, View } from '@tarojs/components'
import { relativeTime } from '@/utils'
import type { ImReply } from '../types'
import { previewText } from '../lib/chat-content'
import { UnreadDot } from './unread-dot'
import { Avatar, SwipeRow } from '@/components'

export interface ConversationRowProps {
  item: ImReply
  online: boolean
  onOpen: (item: ImReply) => void
  onRemove: (item: ImReply) => void
}

/** one conversation: tap opens the chat; 删除 waits behind the row (swipe left or long-press) */
export function ConversationRow({ item, online, onOpen, onRemove }: ConversationRowProps) {
  const name = item.realName || item.account || '未知用户'
  return (
    <SwipeRow label={`与${name}的会话`} actions={[{ key: 'remove', label: '删除', danger: true, run: () => onRemove(item) }]}>
      <View className='msg-row'>
        <View className='msg-row__main' role='button' aria-label={`与${name}聊天`} onClick={() => onOpen(item)}>
          <Avatar src={item.headIcon} name={name} online={online} />
          <View className='msg-row__body'>
            <View className='msg-row__line'>
              <Text className='msg-row__name'>{name}</Text>
              <Text className='msg-row__time'>{item.latestDate ? relativeTime(item.latestDate) : ''}</Text>
            </View>
            <View className='msg-row__line'>
              <Text className='msg-row__latest' numberOfLines={1}>
                {previewText(item.messageType, item.latestMessage)}
              </Text>
              <UnreadDot count={Number(item.unreadMessage) || 0} />
            </View>
          </View>
        </View>
      </View>
    </SwipeRow>
  )
}

import { Text, View } from '@tarojs/components'
import { relativeTime } from '@/utils'
import type { ImReply } from '../types'
import { previewText } from '../lib/chat-content'
import { UnreadDot } from './unread-dot'
import { Avatar } from '@/components'

export interface ConversationRowProps {
  item: ImReply
  online: boolean
  onOpen: (item: ImReply) => void
  onRemove: (item: ImReply) => void
}

/** one conversation: tap opens the chat, long-press or 删除 removes it from the list */
export function ConversationRow({ item, online, onOpen, onRemove }: ConversationRowProps) {
  const name = item.realName || item.account || '未知用户'
  return (
    <View className='msg-row' onLongPress={() => onRemove(item)}>
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
      <View className='msg-row__remove' role='button' aria-label={`删除与${name}的会话`} onClick={() => onRemove(item)}>
        <Text>删除</Text>
      </View>
    </View>
  )
}

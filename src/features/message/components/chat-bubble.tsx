import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'
import type { ChatMessage } from '../types'
import { Avatar } from '@/components'

export interface ChatBubbleProps {
  message: ChatMessage
  anchorId: string
  avatar: { src?: string | null; name?: string | null }
  onRetry: (message: ChatMessage) => void
  onPlayVoice: (message: ChatMessage) => void
}

/** the picture at most 400rpx wide, keeping its proportions */
function imageStyle(width?: number, height?: number) {
  if (!width || !height) return { width: '400rpx', height: '300rpx' }
  const w = Math.min(400, width)
  return { width: `${w}rpx`, height: `${Math.round((w * height) / width)}rpx` }
}

function Content({ message, onPlayVoice }: Pick<ChatBubbleProps, 'message' | 'onPlayVoice'>) {
  if (message.type === 'image' && message.image) {
    const src = resolveUrl(message.image.path)
    const uploading = message.state === 'sending' && message.progress !== undefined && message.progress < 100
    return (
      <View className='chat-msg__image' role='button' aria-label='查看图片' onClick={() => void Taro.previewImage({ current: src, urls: [src] })}>
        <Image src={src} style={imageStyle(message.image.width, message.image.height)} mode='aspectFill' />
        {uploading ? <Text className='chat-msg__progress'>{`${Math.round(message.progress ?? 0)}%`}</Text> : null}
      </View>
    )
  }
  if (message.type === 'voice' && message.voice) {
    return (
      <View className='chat-msg__bubble chat-msg__voice' role='button' aria-label='播放语音' onClick={() => onPlayVoice(message)}>
        <Text>{`🔊 ${message.voice.length ?? ''}″`}</Text>
      </View>
    )
  }
  return (
    <View className='chat-msg__bubble'>
      <Text userSelect>{message.text ?? ''}</Text>
    </View>
  )
}

/** one message: mine on the right with its send or read state, theirs on the left */
export function ChatBubble({ message, anchorId, avatar, onRetry, onPlayVoice }: ChatBubbleProps) {
  return (
    <View id={anchorId} className={`chat-msg${message.fromMe ? ' chat-msg--me' : ''}`}>
      <Avatar src={avatar.src} name={avatar.name} size='small' />
      <Content message={message} onPlayVoice={onPlayVoice} />
      {message.fromMe && message.state === 'sending' ? <Text className='chat-msg__state'>发送中</Text> : null}
      {message.fromMe && message.state === 'sent' ? (
        <Text className={`chat-msg__state chat-msg__read${message.read ? '' : ' chat-msg__read--unread'}`}>{message.read ? '已读' : '未读'}</Text>
      ) : null}
      {message.fromMe && message.state === 'failed' ? (
        <View className='chat-msg__failed' role='button' aria-label='发送失败，点击重试' onClick={() => onRetry(message)}>
          <Text className='chat-msg__failed-mark'>!</Text>
          <Text className='chat-msg__failed-text'>重试</Text>
        </View>
      ) : null}
    </View>
  )
}

import { Fragment, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { routes } from '@/config/routes'
import { resolveUrl } from '@/lib/request'
import { socketService } from '@/lib/socket'
import type { ChatMessage } from '../types'
import { markChatRead } from '../api/chat-history'
import { HISTORY_PAGE_SIZE, useChatStore } from '../stores/chat-store'
import { useMessageStore } from '../stores/message-store'
import { retry } from '../stores/chat-actions'
import { chatTimeLabel, startsTimeGroup } from '../lib/chat-time'
import { ChatBubble } from './chat-bubble'
import { ChatInput } from './chat-input'
import './chat-screen.scss'

export interface ChatScreenProps {
  /** the other user (query formUserId) */
  peerId?: string
  name?: string
  headIcon?: string
  /** the signed-in user (the page reads the session) */
  self: { id: string; name?: string; headIcon?: string | null }
}

const anchorOf = (key: string) => `m_${key.replace(/[^A-Za-z0-9_-]/g, '_')}`

let audio: Taro.InnerAudioContext | null = null
function playVoice(message: ChatMessage): void {
  if (!message.voice?.path) return
  audio?.stop()
  audio = Taro.createInnerAudioContext()
  audio.src = resolveUrl(message.voice.path)
  audio.onError(() => void Taro.showToast({ title: '语音播放失败', icon: 'none', duration: 1500 }))
  audio.play()
}

function ChatHeader({ peerId, name }: { peerId: string; name: string }) {
  const online = useMessageStore((s) => s.onlineIds.includes(peerId))
  const profile = (
    <View className='chat-header__profile' role='button' aria-label='查看资料' onClick={() => void Taro.navigateTo({ url: routes.userDetail(peerId) })}>
      <Text>资料</Text>
    </View>
  )
  return (
    <>
      <NavBar title={name} back onBack={() => goBackToMessages()} right={profile} />
      <View className={`chat-header__status${online ? ' chat-header__status--online' : ''}`}>
        <Text>{online ? '● 在线' : '○ 离线'}</Text>
      </View>
    </>
  )
}

function goBackToMessages(): void {
  const pages = Taro.getCurrentPages()
  if (pages.length > 1) void Taro.navigateBack({ delta: 1 })
  else void Taro.switchTab({ url: routes.tabMessages })
}

/** /pages/message/im/index: one conversation */
export function ChatScreen({ peerId, name, headIcon, self }: ChatScreenProps) {
  const selfId = self.id
  const messages = useChatStore((s) => s.messages)
  const historyStatus = useChatStore((s) => s.historyStatus)
  const historyError = useChatStore((s) => s.historyError)
  const page = useChatStore((s) => s.page)
  const hasMore = useChatStore((s) => s.page === 0 || s.page * HISTORY_PAGE_SIZE < s.total)
  const [anchor, setAnchor] = useState('')
  const lastKey = useRef('')
  const firstKey = useRef('')

  useEffect(() => {
    if (!peerId) return
    useChatStore.getState().open({ id: peerId, name, headIcon }, selfId)
    const store = useMessageStore.getState()
    store.setActiveChat(peerId)
    store.readChat(peerId)
    // silent on purpose (a background mark-as-read): the chat opens either way, and an unread mark left on the server
    // is cleared by the next open or by the socket's read receipt
    if (!socketService.send({ method: 'UpdateReadMessage', formUserId: peerId })) markChatRead(peerId).catch(() => undefined)
    void useChatStore.getState().loadOlder()
    return () => {
      useChatStore.getState().close()
      useMessageStore.getState().setActiveChat('')
    }
  }, [peerId, selfId])

  // follow new messages at the bottom; after loading older ones keep the one that was on top in view
  useEffect(() => {
    const last = messages[messages.length - 1]?.key ?? ''
    const first = messages[0]?.key ?? ''
    if (last && last !== lastKey.current) setAnchor(anchorOf(last))
    else if (first && firstKey.current && first !== firstKey.current) setAnchor(anchorOf(firstKey.current))
    lastKey.current = last
    firstKey.current = first
  }, [messages])

  if (!peerId) {
    return (
      <View className='page'>
        <NavBar title='聊天' back />
        <PageState status='error' text='缺少聊天对象，请从消息列表或通讯录进入' />
      </View>
    )
  }

  const title = name || '聊天'
  const times = messages.map((m) => m.time)
  const loadOlder = () => void useChatStore.getState().loadOlder()

  return (
    <View className='chat'>
      <ChatHeader peerId={peerId} name={title} />
      <ScrollView className='chat__list' scrollY scrollIntoView={anchor} onScrollToUpper={loadOlder} upperThreshold={40}>
        <View className='chat__history'>
          {historyStatus === 'loading' ? <Text>加载中...</Text> : null}
          {historyStatus === 'error' ? (
            <View className='chat__history-link' role='button' onClick={loadOlder}>
              <Text>{`${historyError || '历史消息加载失败'}，点击重试`}</Text>
            </View>
          ) : null}
          {historyStatus === 'idle' && page > 0 && hasMore ? (
            <View className='chat__history-link' role='button' onClick={loadOlder}>
              <Text>查看更早的消息</Text>
            </View>
          ) : null}
          {historyStatus === 'idle' && page > 0 && !hasMore && messages.length === 0 ? <Text>暂无消息，打个招呼吧</Text> : null}
        </View>
        {messages.map((m, i) => (
          <Fragment key={m.key}>
            {startsTimeGroup(times, i) ? <Text className='chat__time'>{chatTimeLabel(m.time)}</Text> : null}
            <ChatBubble
              message={m}
              anchorId={anchorOf(m.key)}
              avatar={m.fromMe ? { src: self.headIcon, name: self.name } : { src: headIcon, name: title }}
              onRetry={retry}
              onPlayVoice={playVoice}
            />
          </Fragment>
        ))}
      </ScrollView>
      <ChatInput />
    </View>
  )
}

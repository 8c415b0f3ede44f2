import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { socketService } from '@/lib/socket'
import type { ImReply } from '../types'
import { getConversations, removeConversation } from '../api/conversations'
import { getUnreadCounts } from '../api/notices'
import { useMessageStore } from '../stores/message-store'
import { confirmAction, toast } from '../lib/feedback'
import { refreshTabBadge } from '../handlers'
import { NoticeEntry } from './notice-entry'
import { ConversationRow } from './conversation-row'
import './messages-home.scss'
import { toastUnlessShown } from '@/lib/error-text'

type Status = 'loading' | 'ready' | 'error'

/** the Messages tab: in-site entry, then the conversations; pull to refresh, swipe left or long-press for 删除 */
export function ConversationList() {
  const conversations = useMessageStore((s) => s.conversations)
  const onlineIds = useMessageStore((s) => s.onlineIds)
  const [status, setStatus] = useState<Status>('loading')
  const [error, setError] = useState('')
  const shown = useRef(false)
  const loaded = useRef(false)

  const load = async () => {
    try {
      const list = await getConversations()
      useMessageStore.getState().setConversations(list)
      loaded.current = true
      setStatus('ready')
    } catch (err) {
      const text = errorText(err, '会话列表加载失败')
      // a failed refresh keeps the list on screen and says so; a failed first load shows the error state
      if (loaded.current) toast(text)
      else {
        setError(text)
        setStatus('error')
      }
    }
    // without the socket nobody sends initMessage: the in-site count comes over HTTP instead
    if (socketService.status !== 'open') {
      // silent on purpose (a background unread count): a failed count leaves the badge as it was, and the list
      // itself has already said whether it loaded
      getUnreadCounts()
        .then((c) => useMessageStore.getState().setNoticeUnread(c.unReadNum))
        .catch(() => undefined)
    }
  }

  useEffect(() => {
    void load()
  }, [])

  useDidShow(() => {
    refreshTabBadge()
    // back from a chat: latest messages and unread counts changed
    if (shown.current) void load()
    shown.current = true
  })

  usePullDownRefresh(() => {
    void load().finally(() => Taro.stopPullDownRefresh())
  })

  const open = (item: ImReply) => {
    void Taro.navigateTo({ url: routes.im(item.id, item.realName || item.account, item.headIcon) })
  }

  const remove = async (item: ImReply) => {
    const name = item.realName || item.account || '该用户'
    if (!(await confirmAction('删除会话', `确定从列表中删除与${name}的会话吗？聊天记录不会被删除。`, '删除'))) return
    try {
      await removeConversation(item.id)
      useMessageStore.getState().dropConversation(item.id)
      toast('已删除', 'success')
    } catch (err) {
      // a refusal was toasted by the request client; a failure that never reached the server is said here
      toastUnlessShown(err, '删除失败')
    }
  }

  return (
    <View className='msg-home'>
      <NoticeEntry />
      {status === 'loading' && conversations.length === 0 ? <PageState status='loading' inline /> : null}
      {status === 'error' && conversations.length === 0 ? (
        <PageState status='error' text={error} onRetry={() => void load()} inline />
      ) : null}
      {status === 'ready' && conversations.length === 0 ? (
        <PageState status='empty' text='暂无会话，可从通讯录发起聊天' inline />
      ) : null}
      {conversations.map((item) => (
        <ConversationRow key={item.id} item={item} online={onlineIds.includes(item.id)} onOpen={open} onRemove={(c) => void remove(c)} />
      ))}
    </View>
  )
}

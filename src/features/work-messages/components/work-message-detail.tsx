// One notice: content and attachments; for its sender who has and has not read it, and 提醒未读 (once per 30 minutes).
// Opening it records my reading on the server.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { WORK_MESSAGE_REMIND_MINUTES, type WorkMessageDetail } from '@shared/api/work-messages'
import { FileUploader, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getWorkMessage, remindWorkMessage } from '../api/work-messages'
import { IMPORTANCE_COLOURS, figuresText, importanceText, mayRemind, when } from '../lib/display'
import './work-messages.scss'

export function WorkMessageDetailView({ id }: { id: string }) {
  const [m, setM] = useState<WorkMessageDetail | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      setM(await getWorkMessage(id))
      setError('')
    } catch (err) {
      setError(errorText(err, '通知加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  useDidShow(() => { if (m) void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const remind = async () => {
    if (!m || busy) return
    const now = Date.now()
    if (!mayRemind({ unreadCount: m.unreadPeople.length, nextRemindAt: m.nextRemindAt }, now)) {
      if (m.nextRemindAt) void Taro.showToast({ title: `${WORK_MESSAGE_REMIND_MINUTES}分钟内只能提醒一次，${when(m.nextRemindAt, now)} 后可再次提醒`, icon: 'none' })
      return
    }
    setBusy(true)
    try {
      const r = await remindWorkMessage(m.id)
      void Taro.showToast({ title: `已提醒${r.reminded}人`, icon: 'success' })
      await load()
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '提醒失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!m) return <PageState status='loading' />
  const now = Date.now()
  const remindable = mayRemind({ unreadCount: m.unreadPeople.length, nextRemindAt: m.nextRemindAt }, now)
  return (
    <View className='wm-detail'>
      <View className='wm-section'>
        <View className='wm-card__head'>
          <Text className='wm-section__title' style={{ flex: 1, marginBottom: 0 }}>{m.title}</Text>
          <Text className='wm-tag' style={{ color: IMPORTANCE_COLOURS[m.importance], borderColor: IMPORTANCE_COLOURS[m.importance] }}>{importanceText(m.importance)}</Text>
        </View>
        <Text className='wm-meta'>{`${m.senderName} 发送于 ${when(m.sentAt, now)}`}</Text>
        <Text className='wm-meta'>{`发送至：${m.targetText}`}</Text>
      </View>
      <View className='wm-section'>
        <Text className='wm-text'>{m.content}</Text>
      </View>
      {m.attachments.length > 0 && (
        <View className='wm-section'>
          <Text className='wm-section__title'>附件</Text>
          <FileUploader value={m.attachments.map((f) => ({ name: f.name, url: f.url, fileId: f.url }))} onChange={() => undefined} disabled />
        </View>
      )}
      {m.isSender && (
        <View className='wm-section'>
          <Text className='wm-section__title'>阅读情况</Text>
          <Text className='wm-figure'>{figuresText(m)}</Text>
          {m.lastRemindAt !== null && <Text className='wm-meta'>{`上次提醒 ${when(m.lastRemindAt, now)}`}</Text>}
          {m.unreadPeople.length > 0 && <Text className='wm-section__title wm-gap'>{`未读（${m.unreadPeople.length}人）`}</Text>}
          {m.unreadPeople.map((p) => <View key={p.userId} className='wm-person'><Text>{p.name}</Text><Text>{p.organize}</Text></View>)}
          {m.readPeople.length > 0 && <Text className='wm-section__title wm-gap'>{`已读（${m.readPeople.length}人）`}</Text>}
          {m.readPeople.map((p) => <View key={p.userId} className='wm-person'><Text>{p.name}</Text><Text>{p.readAt === null ? '' : when(p.readAt, now)}</Text></View>)}
        </View>
      )}
      {m.isSender && m.unreadPeople.length > 0 && (
        <View className='wm-actions'>
          <View className={`wm-btn wm-btn--primary${remindable && !busy ? '' : ' wm-btn--off'}`} onClick={() => void remind()}><Text>提醒未读</Text></View>
        </View>
      )}
    </View>
  )
}

// One work log: weather, what was done, problems, tomorrow's plan, photos and the manager's comments; the author edits
// it within 7 days, the manager it is shared with comments on it.
import { useCallback, useEffect, useState } from 'react'
import dayjs from 'dayjs'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { WORK_LOG_EDIT_DAYS, type WorkLogDetail } from '@shared/api/work-log'
import { ImageUploader, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { commentWorkLog, getWorkLog } from '../api/work-log'
import './work-log.scss'

export function WorkLogDetailView({ id, editUrl }: { id: string; editUrl(id: string): string }) {
  const [log, setLog] = useState<WorkLogDetail | null>(null)
  const [error, setError] = useState('')
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      setLog(await getWorkLog(id))
      setError('')
    } catch (err) {
      setError(errorText(err, '日志加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  useDidShow(() => { if (log) void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const send = async () => {
    if (busy || !log) return
    if (!comment.trim()) return void Taro.showToast({ title: '请填写点评内容', icon: 'none' })
    setBusy(true)
    try {
      setLog(await commentWorkLog(log.id, comment))
      setComment('')
      void Taro.showToast({ title: '点评成功', icon: 'success' })
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '点评失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!log) return <PageState status='loading' />
  const part = (title: string, text: string) => text ? (
    <View className='wl-section'><Text className='wl-section__title'>{title}</Text><Text className='wl-text'>{text}</Text></View>
  ) : null
  return (
    <View className='wl-detail'>
      <View className='wl-section'>
        <View className='wl-card__head'>
          <Text className='wl-card__title'>{`${log.authorName} ${log.logDate}`}</Text>
          {log.weather && <Text className='wl-meta' style={{ marginTop: 0 }}>{log.weather}</Text>}
        </View>
        <Text className='wl-meta'>{log.shared ? `已共享给 ${log.managerName}` : '未共享'}</Text>
        {!log.editable && !log.mayComment && <Text className='wl-meta'>{`日志仅可由本人在${WORK_LOG_EDIT_DAYS}天内修改`}</Text>}
      </View>
      {part('今日工作', log.done)}
      {part('存在问题', log.problems)}
      {part('明日计划', log.plan)}
      {log.photos.length > 0 && (
        <View className='wl-section'>
          <Text className='wl-section__title'>现场照片</Text>
          <ImageUploader value={log.photos.map((p) => ({ name: p.name, url: p.url, fileId: p.url }))} onChange={() => undefined} disabled />
        </View>
      )}
      {(log.comments.length > 0 || log.mayComment) && (
        <View className='wl-section'>
          <Text className='wl-section__title'>{`上级点评（${log.comments.length}）`}</Text>
          {log.comments.map((c) => (
            <View key={c.id} className='wl-comment'>
              <Text className='wl-text'>{c.content}</Text>
              <Text className='wl-meta'>{`${c.userName} ${dayjs(c.createdAt).format('MM-DD HH:mm')}`}</Text>
            </View>
          ))}
          {log.mayComment && <Input className='wl-input wl-gap' value={comment} maxlength={500} placeholder='填写点评意见' onInput={(e) => setComment(e.detail.value)} />}
        </View>
      )}
      {(log.editable || log.mayComment) && (
        <View className='wl-actions'>
          {log.editable && <View className='wl-btn' onClick={() => void Taro.navigateTo({ url: editUrl(log.id) })}><Text>修改</Text></View>}
          {log.mayComment && <View className={`wl-btn wl-btn--primary${busy ? ' wl-btn--off' : ''}`} onClick={() => void send()}><Text>点评</Text></View>}
        </View>
      )}
    </View>
  )
}

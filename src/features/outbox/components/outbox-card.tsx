import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { OutboxEntry, OutboxProgress } from '@/lib/outbox'
import { STATUS_TEXT, barPercent, progressText, shortTime } from '../lib/outbox-view'

export interface OutboxCardProps {
  entry: OutboxEntry
  progress?: OutboxProgress
  onRetry: (id: string) => void
  onDiscard: (id: string) => void
}

async function confirmDiscard(): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title: '删除待发送内容', content: '删除后该表单及其照片将无法恢复，确定删除吗？', confirmText: '删除', confirmColor: '#fa3534' })
    return Boolean(res?.confirm)
  } catch {
    return false
  }
}

/** one submission in the outbox: what it is, where it stands, and 重试 / 删除 while it is not on its way */
export function OutboxCard({ entry, progress, onRetry, onDiscard }: OutboxCardProps) {
  const open = entry.status === 'queued' || entry.status === 'failed'
  const photos = entry.photoIds.length
  return (
    <View className={`outbox-card outbox-card--${entry.status}`} aria-label={`${entry.title}${STATUS_TEXT[entry.status]}`}>
      <View className='outbox-card__head'>
        <Text className='outbox-card__title'>{entry.title}</Text>
        <Text className={`outbox-card__status outbox-card__status--${entry.status}`}>{STATUS_TEXT[entry.status]}</Text>
      </View>
      {entry.summary ? <Text className='outbox-card__summary'>{entry.summary}</Text> : null}
      <Text className='outbox-card__meta'>
        {`提交于 ${shortTime(entry.createdAt)}${photos ? ` · 照片 ${photos} 张` : ''}`}
        {entry.status === 'sent' && entry.sentAt ? ` · 已于 ${shortTime(entry.sentAt)} 发送` : ''}
      </Text>
      {entry.status === 'sending' ? (
        <View className='outbox-card__progress' role='progressbar' aria-valuenow={progress?.percent ?? 0} aria-valuemin={0} aria-valuemax={100}>
          <Text className='outbox-card__progress-text'>{progressText(progress)}</Text>
          <View className='outbox-card__track'>
            <View className='outbox-card__bar' style={{ width: `${barPercent(progress)}%` }} />
          </View>
        </View>
      ) : null}
      {open && entry.error ? <Text className={`outbox-card__error outbox-card__error--${entry.status}`}>{entry.error}</Text> : null}
      {open ? (
        <View className='outbox-card__actions'>
          {entry.status === 'failed' && entry.openUrl ? (
            // an edit refused because the record changed meanwhile: redo it on the record as it is now
            <View className='outbox-card__btn' role='button' onClick={() => void Taro.navigateTo({ url: entry.openUrl as string })}>
              <Text>打开记录</Text>
            </View>
          ) : null}
          <View
            className='outbox-card__btn outbox-card__btn--danger'
            role='button'
            onClick={() => void confirmDiscard().then((yes) => yes && onDiscard(entry.id))}
          >
            <Text>删除</Text>
          </View>
          <View className='outbox-card__btn outbox-card__btn--primary' role='button' onClick={() => onRetry(entry.id)}>
            <Text>{entry.status === 'failed' ? '重试' : '立即发送'}</Text>
          </View>
        </View>
      ) : null}
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { outbox } from '@/lib/outbox'
import { useOutbox } from '../hooks/use-outbox'
import { OutboxCard } from './outbox-card'
import './outbox.scss'

/** /pages/my/outbox: every form submitted without network, in one place, with its state, 重试 and 删除 */
export function OutboxScreen() {
  const { loaded, entries, progress, online } = useOutbox()
  return (
    <View className='page outbox'>
      <NavBar title='待发送' back />
      {!online ? (
        <View className='outbox__banner' role='status'>
          <Text>当前无网络，恢复后将自动发送</Text>
        </View>
      ) : null}
      {!loaded ? (
        <PageState status='loading' />
      ) : entries.length === 0 ? (
        <PageState status='empty' text='没有待发送的内容' />
      ) : (
        <View className='outbox__list'>
          {entries.map((entry) => (
            <OutboxCard
              key={entry.id}
              entry={entry}
              progress={progress[entry.id]}
              onRetry={(id) => void outbox.retry(id)}
              onDiscard={(id) => void outbox.discard(id)}
            />
          ))}
        </View>
      )}
      <Text className='outbox__tip'>没有网络时提交的表单保存在本机，联网后自动提交且只提交一次；已发送的记录在此保留24小时。</Text>
    </View>
  )
}

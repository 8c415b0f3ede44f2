import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { useOutbox } from '../hooks/use-outbox'
import { badgeText, pendingCount } from '../lib/outbox-view'
import './outbox.scss'

/** the 待发送 row of the Mine tab: how many submissions are not on the server yet, and the way to them */
export function OutboxEntry() {
  const { entries } = useOutbox()
  const count = pendingCount(entries)
  const failed = entries.filter((e) => e.status === 'failed').length
  return (
    <View className='outbox-entry' role='button' onClick={() => void Taro.navigateTo({ url: routes.my.outbox })}>
      <View className='outbox-entry__main'>
        <Text className='outbox-entry__title'>待发送</Text>
        <Text className='outbox-entry__note'>{failed ? `${failed}条发送失败，请查看` : count ? '联网后自动提交' : '离线提交的表单'}</Text>
      </View>
      {count ? <Text className={`outbox-entry__badge${failed ? ' outbox-entry__badge--failed' : ''}`}>{badgeText(count)}</Text> : null}
      <Text className='outbox-entry__arrow' />
    </View>
  )
}

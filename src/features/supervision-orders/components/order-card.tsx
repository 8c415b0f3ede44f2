import { Text, View } from '@tarojs/components'
import type { OrderCard as Card } from '@shared/api/supervision-orders'
import { STATE_COLOURS, TYPE_COLOURS } from '../lib/order'

/** one order in a list: subject, state (and 逾期), type and number, section, place, deadline, and who acts next */
export function OrderCard({ order, onOpen }: { order: Card; onOpen(): void }) {
  const colour = STATE_COLOURS[order.state]
  return (
    <View className={`so-card${order.overdue ? ' so-card--overdue' : ''}`} onClick={onOpen}>
      <View className='so-card__head'>
        <Text className='so-type' style={{ background: TYPE_COLOURS[order.type] }}>{order.typeName}</Text>
        <Text className='so-card__title'>{order.subject}</Text>
        {order.overdue && <Text className='so-tag so-tag--overdue'>逾期</Text>}
        <Text className='so-tag' style={{ color: colour, borderColor: colour }}>{order.stateName}</Text>
      </View>
      <Text className='so-card__meta'>{`${order.orderNo}  整改期限 ${order.deadline}`}</Text>
      <Text className='so-card__meta'>{`${order.sectionText}${order.placeText ? `  ${order.placeText}` : ''}`}</Text>
      <Text className='so-card__meta'>{`签发：${order.issuerName}${order.replyCount > 1 ? `  已回复${order.replyCount}次` : ''}`}</Text>
      {order.nextText ? <Text className='so-card__next'>{order.nextText}</Text> : null}
    </View>
  )
}

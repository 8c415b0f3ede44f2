// One filling of the day as a list card (the dailyFill form's cards, and the report's items): the item, today's
// quantity, the percent it has reached, the value, who filled it, the note and the photos (tap to enlarge).
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { resolveUrl } from '@/lib/request'
import { percentText, wan } from '@/utils/money'
import type { ReportItem } from '../../api/daily-report'
import { quantityText } from '../../format'

export function FillingCard({ item, boxed = false }: { item: ReportItem; boxed?: boolean }) {
  const urls = item.photos.map((p) => resolveUrl(p.url))
  return (
    <View className={boxed ? 'pg-card' : 'pg-row'} style={boxed ? undefined : { display: 'block', padding: '16rpx 0' }}>
      <View className='pg-node__head'>
        <Text className='pg-node__name pg-ellipsis'>{item.name}</Text>
        <Text className='pg-node__pct'>{quantityText(item.quantity, item.unit)}</Text>
      </View>
      <Text className='pg-meta pg-ellipsis'>{item.code}  累计{percentText(item.percent)}  产值{wan(item.value)}  {item.creatorName}</Text>
      {item.note && <Text className='pg-meta'>{item.note}</Text>}
      {urls.length > 0 && (
        <View className='pg-photos'>
          {urls.map((u) => <Image key={u} className='pg-photo' src={u} mode='aspectFill' onClick={() => void Taro.previewImage({ urls, current: u })} />)}
        </View>
      )}
    </View>
  )
}

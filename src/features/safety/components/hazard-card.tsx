import { View, Text, Image } from '@tarojs/components'
import dayjs from 'dayjs'
import type { HazardRowVO } from '@shared/api/safety'

export interface CardAction { key: string; label: string; onClick(): void }

/** one hazard in a personal list: number, state (and 超期), level, where, who and by when */
export function HazardCard({ row, onOpen, actions = [] }: { row: HazardRowVO; onOpen(): void; actions?: CardAction[] }) {
  return (
    <View className='hz-item' onClick={onOpen}>
      <View className='hz-item__head'>
        <Text className='hz-item__no'>{row.hazardNo}</Text>
        <Text className='hz-tag' style={{ color: row.colour, borderColor: row.colour }}>{row.recordStateName}</Text>
        {row.overdue && <Text className='hz-tag hz-tag--overdue'>超期</Text>}
      </View>
      <View className='hz-item__body'>
        {row.photo ? <Image className='hz-item__photo' src={row.photo} mode='aspectFill' /> : null}
        <View className='hz-item__text'>
          <Text className='hz-item__title'>{row.hazardTitle}</Text>
          <Text className='hz-item__meta'>{[row.levelName, row.categoryName].filter(Boolean).join(' · ')}</Text>
          <Text className='hz-item__meta'>{[row.chainage, row.location].filter(Boolean).join(' ')}</Text>
          <Text className='hz-item__meta'>
            {`责任人 ${row.responsibleName.split('/')[0]}`}{row.deadline ? `  期限 ${dayjs(row.deadline).format('YYYY-MM-DD')}` : ''}
          </Text>
        </View>
      </View>
      {actions.length > 0 && (
        <View className='hz-item__actions'>
          {actions.map((a) => (
            <View key={a.key} className='hz-item__action' onClick={(e) => { e.stopPropagation(); a.onClick() }}>
              <Text>{a.label}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

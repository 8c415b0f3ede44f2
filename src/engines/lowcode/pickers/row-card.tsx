import { Text, View } from '@tarojs/components'
import { cellText } from './param-list'
import type { ColumnOption } from './types'
import type { Row } from './use-paged-rows'
import './picker-page.scss'

export interface RowCardProps {
  row: Row
  title: string
  /** the lines under the title: columnOptions other than the title column */
  columns: ColumnOption[]
  picked: boolean
  multiple: boolean
  onToggle: () => void
  /** tree rows with children: opens them */
  onOpen?: () => void
}

/** one pickable record: its title, its columns as label/value lines, and a large check target */
export function RowCard({ row, title, columns, picked, multiple, onToggle, onOpen }: RowCardProps) {
  return (
    <View className={`lc-pick-card${picked ? ' lc-pick-card--on' : ''}`}>
      <View
        className='lc-pick-card__body'
        role={multiple ? 'checkbox' : 'radio'}
        aria-checked={picked}
        aria-label={title}
        onClick={onToggle}
      >
        <View className={`lc-pick-card__check${multiple ? '' : ' lc-pick-card__check--radio'}`}>
          <Text>{picked ? '✓' : ''}</Text>
        </View>
        <View className='lc-pick-card__text'>
          <Text className='lc-pick-card__title'>{title || '（无名称）'}</Text>
          {columns.map((c) => (
            <View key={c.value} className='lc-pick-card__line'>
              <Text className='lc-pick-card__label'>{`${c.label || c.value}：`}</Text>
              <Text className='lc-pick-card__value'>{cellText(row, c.value)}</Text>
            </View>
          ))}
        </View>
      </View>
      {onOpen ? (
        <View className='lc-pick-card__open' role='button' aria-label={`下级${title}`} onClick={onOpen}>
          <Text>下级</Text>
        </View>
      ) : null}
    </View>
  )
}

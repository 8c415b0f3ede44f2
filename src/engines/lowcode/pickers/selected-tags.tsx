import { Text, View } from '@tarojs/components'
import type { PickedItem } from './types'
import './selected-tags.scss'

export interface SelectedTagsProps {
  items: PickedItem[]
  /** without it the tags are read-only */
  onRemove?: (item: PickedItem) => void
  /** shown when nothing is picked; nothing is rendered without it */
  emptyText?: string
}

/** the picked items as tags; each × is a large target of its own so a gloved tap does not hit the field */
export function SelectedTags({ items, onRemove, emptyText }: SelectedTagsProps) {
  if (!items.length) return emptyText ? <Text className='lc-tags__empty'>{emptyText}</Text> : null
  return (
    <View className='lc-tags'>
      {items.map((item) => (
        <View key={item.key} className='lc-tags__tag'>
          <Text className='lc-tags__name'>{item.name}</Text>
          {onRemove ? (
            <View
              className='lc-tags__remove'
              role='button'
              aria-label={`移除${item.name}`}
              onClick={(e) => {
                e.stopPropagation()
                onRemove(item)
              }}
            >
              <Text>×</Text>
            </View>
          ) : null}
        </View>
      ))}
    </View>
  )
}

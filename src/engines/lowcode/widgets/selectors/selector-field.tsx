import { Text, View } from '@tarojs/components'
import { SelectedTags } from '../../pickers/selected-tags'
import type { PickedItem } from '../../pickers/types'
import './selector-field.scss'

export interface SelectorFieldProps {
  items: PickedItem[]
  resolving?: boolean
  disabled: boolean
  placeholder?: string
  label: string
  onOpen: () => void
  /** removing one tag; absent for single-value controls shown as text */
  onRemove?: (item: PickedItem) => void
  error?: string
  /** a line under the field: why it shows ids instead of names */
  notice?: string
}

/**
 * The closed state of a selector: the picked names as removable tags (or read-only text when disabled), the
 * placeholder when empty, and a large tap area that opens the picker.
 */
export function SelectorField({ items, resolving, disabled, placeholder, label, onOpen, onRemove, error, notice }: SelectorFieldProps) {
  const hint = notice ? <Text className='lc-sel__notice'>{notice}</Text> : null
  if (disabled) {
    return (
      <View className={`lc-sel lc-sel--disabled${notice ? ' lc-sel--notice' : ''}`} aria-disabled>
        <Text className='lc-sel__text'>{resolving ? '加载中...' : items.map((i) => i.name).join('、')}</Text>
        {hint}
      </View>
    )
  }
  return (
    <View
      className={`lc-sel${error ? ' lc-sel--error' : ''}${notice ? ' lc-sel--notice' : ''}`}
      role='button'
      aria-label={`选择${label}`}
      onClick={onOpen}
    >
      <View className='lc-sel__value'>
        {resolving ? <Text className='lc-sel__placeholder'>加载中...</Text> : null}
        {!resolving && items.length === 0 ? <Text className='lc-sel__placeholder'>{placeholder || '请选择'}</Text> : null}
        {!resolving && items.length > 0 ? <SelectedTags items={items} onRemove={onRemove} /> : null}
      </View>
      <Text className='lc-sel__arrow' />
      {hint}
    </View>
  )
}

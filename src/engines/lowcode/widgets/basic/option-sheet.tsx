// A bottom sheet listing options: one tap picks (single) or ticks (multiple, then 确定). Long lists get a search box.
import { useEffect, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import type { LcOption } from '../../types'
import { sameValue } from './props'
import './basic.scss'

export interface OptionSheetProps {
  open: boolean
  title: string
  options: LcOption[]
  selected: unknown[]
  multiple: boolean
  searchable?: boolean
  onClose: () => void
  onConfirm: (values: LcOption['value'][]) => void
}

const SEARCH_FROM = 8

export function OptionSheet({ open, title, options, selected, multiple, searchable, onClose, onConfirm }: OptionSheetProps) {
  const [draft, setDraft] = useState<unknown[]>(selected)
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    if (open) {
      setDraft(selected)
      setKeyword('')
    }
    // each opening starts from the stored value; while open the draft is the user's
  }, [open])

  if (!open) return null
  const shown = keyword ? options.filter((o) => o.label.includes(keyword.trim())) : options
  const isOn = (o: LcOption) => draft.some((v) => sameValue(v, o.value))
  // values the list does not hold (an option since removed) stay chosen: they belong to the record
  const confirmDraft = () => onConfirm([...options.filter(isOn).map((o) => o.value), ...(draft.filter((v) => !options.some((o) => sameValue(o.value, v))) as LcOption['value'][])])
  const tap = (o: LcOption) => {
    if (o.disabled) return
    if (!multiple) return onConfirm([o.value])
    setDraft(isOn(o) ? draft.filter((v) => !sameValue(v, o.value)) : [...draft, o.value])
  }

  return (
    <AtFloatLayout isOpened title={title} onClose={onClose}>
      {(searchable || options.length >= SEARCH_FROM) && (
        <View className='lc-sheet__search'>
          <Input className='lc-sheet__search-input' value={keyword} placeholder='搜索' onInput={(e) => setKeyword(e.detail.value)} />
        </View>
      )}
      <View className='lc-sheet__list' role='listbox' aria-multiselectable={multiple}>
        {shown.map((o) => (
          <View
            key={String(o.value)}
            className={`lc-sheet__option${isOn(o) ? ' lc-sheet__option--on' : ''}${o.disabled ? ' lc-sheet__option--disabled' : ''}`}
            role='option'
            aria-selected={isOn(o)}
            onClick={() => tap(o)}
          >
            <Text className='lc-sheet__option-label'>{o.label}</Text>
            {isOn(o) && <Text className='lc-sheet__check'>✓</Text>}
          </View>
        ))}
        {!shown.length && <Text className='lc-muted lc-sheet__empty'>没有匹配的选项</Text>}
      </View>
      {multiple && (
        <View className='lc-sheet__footer'>
          <View className='lc-btn lc-btn--plain' role='button' onClick={() => setDraft([])}>
            清空
          </View>
          <View className='lc-btn lc-btn--primary' role='button' onClick={confirmDraft}>
            {`确定${draft.length ? `(${draft.length})` : ''}`}
          </View>
        </View>
      )}
    </AtFloatLayout>
  )
}

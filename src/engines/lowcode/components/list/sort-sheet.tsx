// The sort sheet (§3.2 point 6): every sortable column ascending or descending; several columns may sort at once,
// in the order they were picked, and one column never sorts both ways.
import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import type { LcSortOption } from '../../types'
import type { SortSpec } from '../../model'

export interface SortSheetProps {
  open: boolean
  options: LcSortOption[]
  value: SortSpec[]
  onClose: () => void
  onConfirm: (sorts: SortSpec[]) => void
}

const same = (a: SortSpec, b: SortSpec) => a.field === b.field && a.sort === b.sort

/** picking an option replaces the other direction of the same column; picking it again drops it */
export function toggleSort(current: SortSpec[], option: SortSpec): SortSpec[] {
  if (current.some((s) => same(s, option))) return current.filter((s) => !same(s, option))
  return [...current.filter((s) => s.field !== option.field), { field: option.field, sort: option.sort }]
}

export function SortSheet({ open, options, value, onClose, onConfirm }: SortSheetProps) {
  const [draft, setDraft] = useState<SortSpec[]>(value)
  useEffect(() => {
    if (open) setDraft(value)
    // each opening starts from the applied sorts
  }, [open])

  if (!open) return null
  return (
    <AtFloatLayout isOpened title='排序' onClose={onClose}>
      <View className='lc-sheet-list' role='listbox' aria-multiselectable>
        {options.map((option) => {
          const index = draft.findIndex((s) => same(s, option))
          return (
            <View
              key={`${option.field}-${option.sort}`}
              className={`lc-sheet-list__item${index >= 0 ? ' lc-sheet-list__item--on' : ''}`}
              role='option'
              aria-selected={index >= 0}
              onClick={() => setDraft(toggleSort(draft, option))}
            >
              <Text>{option.label}</Text>
              {index >= 0 && <Text className='lc-sheet-list__badge'>{draft.length > 1 ? index + 1 : '✓'}</Text>}
            </View>
          )
        })}
      </View>
      <View className='lc-sheet-footer'>
        <View className='lc-sheet-footer__btn' role='button' onClick={() => setDraft([])}>
          <Text>重置</Text>
        </View>
        <View className='lc-sheet-footer__btn lc-sheet-footer__btn--primary' role='button' onClick={() => onConfirm(draft)}>
          <Text>确定</Text>
        </View>
      </View>
    </AtFloatLayout>
  )
}

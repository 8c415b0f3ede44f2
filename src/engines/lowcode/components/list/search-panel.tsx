// The search panel (§3.2 point 7): the list's search items rendered with the form widgets in their own form store;
// 确定 applies them, 重置 clears them. The keyword box lives above the list.
import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import { createFormStore } from '@/lib/form'
import type { LcSearchItem } from '../../types'
import { FormRenderer } from '../../renderer'
import { searchPanelFields } from './search-fields'

export interface SearchPanelProps {
  open: boolean
  items: LcSearchItem[]
  value: Record<string, unknown>
  onClose: () => void
  onConfirm: (values: Record<string, unknown>) => void
}

function PanelBody({ items, value, onConfirm }: Omit<SearchPanelProps, 'open' | 'onClose'>) {
  const fields = useMemo(() => searchPanelFields(items), [items])
  // a fresh store per opening: closing without 确定 discards what was typed
  const form = useMemo(() => createFormStore({ values: { ...value } }), [value])
  const reset = () => {
    const empty = Object.fromEntries(items.map((item) => [item.id, item.searchType === 3 || item.searchMultiple ? [] : undefined]))
    form.reset(empty)
  }
  return (
    <View className='lc-search'>
      <View className='lc-search__fields'>
        <FormRenderer fields={fields} form={form} labelPosition='top' />
      </View>
      <View className='lc-sheet-footer'>
        <View className='lc-sheet-footer__btn' role='button' onClick={reset}>
          <Text>重置</Text>
        </View>
        <View className='lc-sheet-footer__btn lc-sheet-footer__btn--primary' role='button' onClick={() => onConfirm(form.getState().values)}>
          <Text>确定</Text>
        </View>
      </View>
    </View>
  )
}

export function SearchPanel({ open, onClose, ...rest }: SearchPanelProps) {
  if (!open) return null
  return (
    <AtFloatLayout isOpened title='筛选' onClose={onClose}>
      <PanelBody {...rest} />
    </AtFloatLayout>
  )
}

// The library item (检查项) a problem goes under, picked in two steps: its category (检查类别), then the item.
import { Picker, Text, View } from '@tarojs/components'
import type { ProblemNode } from '@shared/api/pitfalls'
import { categoryOf, itemColumns } from '../lib/display'

export function ItemPicker({ tree, value, onChange }: { tree: ProblemNode[]; value: string; onChange(itemId: string): void }) {
  const { categories, itemsOf } = itemColumns(tree)
  const category = categoryOf(tree, value)
  const items = category ? itemsOf(category.id) : []
  const item = items.find((i) => i.id === value)
  return (
    <View>
      <Picker mode='selector' range={categories.map((c) => c.fullName)} value={Math.max(0, categories.findIndex((c) => c.id === category?.id))}
        onChange={(e) => {
          const c = categories[Number(e.detail.value)]
          // a new category starts at its first item
          if (c && c.id !== category?.id) onChange(itemsOf(c.id)[0]?.id ?? '')
        }}>
        <View className='pf-row'>
          <Text className='pf-row__label pf-required'>检查类别</Text>
          <Text className={`pf-row__value${category ? '' : ' pf-row__value--empty'}`}>{category?.fullName ?? '请选择'}</Text>
        </View>
      </Picker>
      <Picker mode='selector' range={items.map((i) => i.fullName)} value={Math.max(0, items.findIndex((i) => i.id === value))} disabled={!category}
        onChange={(e) => onChange(items[Number(e.detail.value)]?.id ?? '')}>
        <View className='pf-row'>
          <Text className='pf-row__label pf-required'>检查项</Text>
          <Text className={`pf-row__value${item ? '' : ' pf-row__value--empty'}`}>{item?.fullName ?? (category ? '请选择' : '先选择检查类别')}</Text>
        </View>
      </Picker>
    </View>
  )
}

// Layout containers: 栅格 (row), 卡片 (card with its header), 表格容器 (tableGrid: its cells in order). On a phone a
// row's columns stack, one field per line with its label beside it: side by side, two fields of span 12 leave each
// control a third of the screen and wrap their labels. Their children are fields of the same form and scope.
import { View, Text } from '@tarojs/components'
import type { WidgetProps } from '../../types'
import { FieldList } from '../../renderer/field-list'
import { str } from '../basic/props'
import './layout.scss'

export function RowWidget({ field }: WidgetProps) {
  return (
    <View className='lc-layout-row'>
      <FieldList fields={field.children} />
    </View>
  )
}

export function CardWidget({ field }: WidgetProps) {
  const header = str(field.props.header) || field.label
  return (
    <View className='lc-card'>
      {header && (
        <View className='lc-card__header'>
          <Text>{header}</Text>
        </View>
      )}
      <View className='lc-card__body'>
        <FieldList fields={field.children} />
      </View>
    </View>
  )
}

export function TableGridWidget({ field }: WidgetProps) {
  return (
    <View className='lc-grid'>
      <FieldList fields={field.children} />
    </View>
  )
}

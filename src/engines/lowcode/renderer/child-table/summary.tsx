// The totals line of a child table (showSummary): the sum of each summaryField column, 2 decimals, with thousands
// separators where the table asks for them.
import { View, Text } from '@tarojs/components'
import type { LcField } from '../../types'
import { thousands } from '../../model/number-format'
import { isShown } from '../../model/permission'
import { flag, str } from '../../widgets/basic/props'

export interface SummaryItem {
  vModel: string
  label: string
  text: string
}

const toNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/,/g, '')) : NaN
  return Number.isFinite(n) ? n : 0
}

export function summaryOf(table: LcField, rows: Record<string, unknown>[]): SummaryItem[] {
  if (!flag(table.props.showSummary) || !Array.isArray(table.props.summaryField)) return []
  const grouped = Array.isArray(table.props.thousandsField) ? (table.props.thousandsField as unknown[]).map(str) : []
  // a total of a column the user may not see (form permission, noShow, pc-only) would reveal it, or read a false 0
  const shown = (vModel: string) => table.children?.find((c) => c.vModel === vModel && isShown(c))
  return (table.props.summaryField as unknown[]).map(str).filter((vModel) => vModel && shown(vModel)).map((vModel) => {
    const total = rows.reduce((sum, row) => sum + toNumber(row?.[vModel]), 0)
    const column = shown(vModel)
    const withThousands = flag(table.props.thousands) && (!grouped.length || grouped.includes(vModel))
    return { vModel, label: column?.label ?? vModel, text: withThousands ? thousands(total, 2) : total.toFixed(2) }
  })
}

export function Summary({ items }: { items: SummaryItem[] }) {
  if (!items.length) return null
  return (
    <View className='lc-table__summary'>
      <Text className='lc-table__summary-title'>合计</Text>
      {items.map((item) => (
        <Text key={item.vModel} className='lc-table__summary-item'>{`${item.label}：${item.text}`}</Text>
      ))}
    </View>
  )
}

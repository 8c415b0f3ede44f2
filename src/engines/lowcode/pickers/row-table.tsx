import { ScrollView, Text, View } from '@tarojs/components'
import { cellText } from './param-list'
import type { ColumnOption } from './types'
import type { Row } from './use-paged-rows'
import './picker-page.scss'
import './row-table.scss'

export interface RowTableProps {
  rows: Row[]
  columns: ColumnOption[]
  valueKey: string
  multiple: boolean
  isPicked: (key: string) => boolean
  onToggle: (key: string, row: Row) => void
  /** tree rows: a row with children gets a 下级 cell that opens it */
  childrenOf?: (row: Row) => Row[] | undefined
  onOpen?: (row: Row) => void
}

/** rows as a table of columnOptions that scrolls sideways; a whole row is the tap target */
export function RowTable({ rows, columns, valueKey, multiple, isPicked, onToggle, childrenOf, onOpen }: RowTableProps) {
  const shown = columns.length ? columns : [{ value: valueKey, label: valueKey }]
  // cells are at least 200rpx; a table narrower than the screen stretches to it, a wider one scrolls sideways
  const width = 96 + shown.length * 200 + (onOpen ? 120 : 0)
  return (
    <View className='lc-pick-table'>
      <ScrollView className='lc-pick-table__scroll' scrollX>
        <View style={{ width: `${width}rpx`, minWidth: '100%' }} role='table'>
          <View className='lc-pick-table__row lc-pick-table__row--head' role='row'>
            <View className='lc-pick-table__check' />
            {shown.map((c) => (
              <View key={c.value} className='lc-pick-table__cell' role='columnheader'>
                <Text>{c.label || c.value}</Text>
              </View>
            ))}
            {onOpen ? <View className='lc-pick-table__cell lc-pick-table__cell--open' /> : null}
          </View>
          {rows.map((row, i) => {
            const key = cellText(row, valueKey)
            const picked = isPicked(key)
            const kids = childrenOf?.(row)
            return (
              <View
                key={key || `row-${i}`}
                className={`lc-pick-table__row${picked ? ' lc-pick-table__row--on' : ''}`}
                role='row'
                aria-selected={picked}
              >
                <View
                  className={`lc-pick-table__check lc-pick-card__check${multiple ? '' : ' lc-pick-card__check--radio'}`}
                  role={multiple ? 'checkbox' : 'radio'}
                  aria-checked={picked}
                  aria-label={`选择${cellText(row, shown[0].value) || key}`}
                  onClick={() => key && onToggle(key, row)}
                >
                  <Text style={picked ? { background: '#2979ff', borderColor: '#2979ff' } : undefined}>{picked ? '✓' : ''}</Text>
                </View>
                {shown.map((c) => (
                  <View key={c.value} className='lc-pick-table__cell' role='cell' onClick={() => key && onToggle(key, row)}>
                    <Text>{cellText(row, c.value)}</Text>
                  </View>
                ))}
                {onOpen ? (
                  <View className='lc-pick-table__cell lc-pick-table__cell--open lc-pick-card__open' role='button' aria-label={`下级${cellText(row, shown[0].value)}`} onClick={() => kids?.length && onOpen(row)}>
                    <Text>{kids?.length ? '下级' : ''}</Text>
                  </View>
                ) : null}
              </View>
            )
          })}
        </View>
      </ScrollView>
    </View>
  )
}

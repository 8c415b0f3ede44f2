// One record of a low-code list as a card: the first columns with their labels, and the row actions (a domain's
// own, custom buttons behind 更多, delete) as real buttons rather than swipe gestures, which gloved hands miss on site.
import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import type { VisualDevRow } from '@shared/api/visualdev'
import type { LcColumn } from '../../types'
import { CellValue } from './cell-value'

/** a card shows this many columns; the detail page shows the rest */
export const CARD_COLUMNS = 6

export interface RowCardProps {
  row: VisualDevRow
  columns: LcColumn[]
  /** undefined: the row does not open (no detail or edit right, or a data view) */
  onOpen?: (row: VisualDevRow) => void
  /** caption of the delete button; undefined hides it */
  removeLabel?: string
  onRemove?: (row: VisualDevRow) => void
  /** custom buttons exist: show 更多 */
  onMore?: (row: VisualDevRow) => void
  onOpenRelation?: (modelId: string, id: string) => void
  /** shown beside the first value: the task state of a flow-bound record */
  tag?: ReactNode
  /** a domain's buttons for this row (extensions.ts rowActions), before 更多 */
  actions?: CardAction[]
}

export interface CardAction {
  key: string
  label: string
  danger?: boolean
  run: (row: VisualDevRow) => void
}

export function RowCard({ row, columns, onOpen, removeLabel, onRemove, onMore, onOpenRelation, tag, actions = [] }: RowCardProps) {
  const action = (e: ITouchEvent, run?: (row: VisualDevRow) => void) => {
    e.stopPropagation()
    run?.(row)
  }
  const shown = columns.slice(0, CARD_COLUMNS)
  return (
    <View className={`lc-row${onOpen ? ' lc-row--open' : ''}`} role={onOpen ? 'button' : undefined} onClick={() => onOpen?.(row)}>
      {tag && shown.length === 0 && <View className='lc-row__cell'>{tag}</View>}
      {shown.map((column, i) => (
        <View key={column.prop} className={`lc-row__cell${i === 0 ? ' lc-row__cell--first' : ''}`}>
          {/* the whole label (JNPF's app cut it to four characters: 混凝土强度等级 read 混凝土强); a long one ends in … */}
          <Text className='lc-row__label'>{column.fullLabel || column.label}</Text>
          <View className='lc-row__value'>
            <CellValue column={column} row={row} onOpenRelation={onOpenRelation} />
          </View>
          {i === 0 && tag}
        </View>
      ))}
      {(actions.length > 0 || onMore || (removeLabel && onRemove)) && (
        <View className='lc-row__actions'>
          {actions.map((a) => (
            <View key={a.key} className={`lc-row__action${a.danger ? ' lc-row__action--danger' : ''}`} role='button' onClick={(e) => action(e, a.run)}>
              <Text>{a.label}</Text>
            </View>
          ))}
          {onMore && (
            <View className='lc-row__action' role='button' onClick={(e) => action(e, onMore)}>
              <Text>更多</Text>
            </View>
          )}
          {removeLabel && onRemove && (
            <View className='lc-row__action lc-row__action--danger' role='button' onClick={(e) => action(e, onRemove)}>
              <Text>{removeLabel}</Text>
            </View>
          )}
        </View>
      )}
    </View>
  )
}

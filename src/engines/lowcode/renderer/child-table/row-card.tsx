// One row of a child table as a card headed (n): every column as a labelled control, bound to the row's paths in
// the form store ('tableField1.0.amount'), so each cell shows its own error; the row's copy/remove buttons on top.
import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import type { LcField } from '../../types'
import { ScopeContext } from '../context'
import { FieldList } from '../field-list'
import type { TableButton } from './table-buttons'

export interface RowCardProps {
  table: string
  index: number
  columns: LcField[]
  buttons: TableButton[]
  onButton: (button: TableButton, index: number) => void
}

export function RowCard({ table, index, columns, buttons, onButton }: RowCardProps) {
  const scope = useMemo(() => ({ prefix: `${table}.${index}.`, table, rowIndex: index }), [table, index])
  return (
    <View className='lc-table__row' aria-label={`第${index + 1}行`}>
      <View className='lc-table__row-head'>
        <Text className='lc-table__row-no'>{`(${index + 1})`}</Text>
        <View className='lc-table__row-actions'>
          {buttons.map((button) => (
            <View
              key={button.value}
              className={`lc-table__row-btn${button.value === 'remove' ? ' lc-table__row-btn--danger' : ''}`}
              role='button'
              onClick={() => onButton(button, index)}
            >
              {button.label}
            </View>
          ))}
        </View>
      </View>
      <ScopeContext.Provider value={scope}>
        <FieldList fields={columns} />
      </ScopeContext.Provider>
    </View>
  )
}

// Layout containers: 栅格 (row: half-width fields side by side, everything else full width — a phone has no room
// for more), 卡片 (card with its header), 表格容器 (tableGrid: its cells in order). Their children are fields of
// the same form and scope.
import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import type { LcField, WidgetProps } from '../../types'
import { FieldList } from '../../renderer/field-list'
import { FieldNode } from '../../renderer/field-node'
import { ScopeContext, useScope } from '../../renderer/context'
import { BARE_KEYS, CONTAINER_KEYS, isShown } from '../../renderer/kinds'
import { str } from '../basic/props'
import './layout.scss'

const pairable = (f: LcField) => isShown(f) && f.span <= 12 && !CONTAINER_KEYS.has(f.jnpfKey) && !BARE_KEYS.has(f.jnpfKey)

/** lines of the row: two neighbouring half-width (span <= 12) fields share a line, every other field has its own */
export function rowLines(children: LcField[]): LcField[][] {
  const lines: LcField[][] = []
  for (let i = 0; i < children.length; i++) {
    const field = children[i]
    const next = children[i + 1]
    if (pairable(field) && next && pairable(next) && field.span + next.span <= 24) {
      lines.push([field, next])
      i += 1
    } else {
      lines.push([field])
    }
  }
  return lines
}

export function RowWidget({ field }: WidgetProps) {
  const scope = useScope()
  const compact = useMemo(() => ({ ...scope, compact: true }), [scope])
  return (
    <View className='lc-row'>
      {rowLines(field.children ?? []).map((line) =>
        line.length === 1 ? (
          <FieldNode key={line[0].key} field={line[0]} />
        ) : (
          <View key={line[0].key} className='lc-row__pair'>
            <ScopeContext.Provider value={compact}>
              {line.map((cell) => (
                <View key={cell.key} className='lc-row__cell' style={{ flex: cell.span }}>
                  <FieldNode field={cell} />
                </View>
              ))}
            </ScopeContext.Provider>
          </View>
        )
      )}
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

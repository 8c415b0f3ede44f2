import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import './entry-list.scss'

export interface EntryRowProps {
  title: string
  /** short text on the right (a value or a hint) */
  extra?: ReactNode
  /** second line under the title */
  note?: string
  onClick?: () => void
  /** no arrow: a row that only shows a value */
  arrow?: boolean
  danger?: boolean
}

/** one tall tappable row: field staff use the app with gloves, so the whole row is the target */
export function EntryRow({ title, extra, note, onClick, arrow = Boolean(onClick), danger = false }: EntryRowProps) {
  return (
    <View
      className={`pf-entry${onClick ? ' pf-entry--link' : ''}${danger ? ' pf-entry--danger' : ''}`}
      onClick={onClick}
      role={onClick ? 'button' : undefined}
    >
      <View className='pf-entry__main'>
        <Text className='pf-entry__title'>{title}</Text>
        {note ? <Text className='pf-entry__note'>{note}</Text> : null}
      </View>
      {extra !== undefined && extra !== null && extra !== '' ? <View className='pf-entry__extra'>{extra}</View> : null}
      {arrow ? <Text className='pf-entry__arrow' /> : null}
    </View>
  )
}

export function EntryGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View className='pf-group'>
      {title ? <Text className='pf-group__title'>{title}</Text> : null}
      <View className='pf-group__body'>{children}</View>
    </View>
  )
}

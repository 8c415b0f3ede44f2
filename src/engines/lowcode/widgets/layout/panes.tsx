// 标签面板 (tab: one pane at a time, chosen in a scrollable bar) and 折叠面板 (collapse: panes that open and close;
// accordion keeps one open). Titles of panes holding an error get a red mark.
import { useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import type { LcPane, WidgetProps } from '../../types'
import { FieldList } from '../../renderer/field-list'
import { flag } from '../basic/props'
import { usePaneErrors } from './pane-errors'
import './layout.scss'

/** 3.6 names the active pane ("1"); Gen A/B give its index (0) */
function initialTab(panes: LcPane[], active: unknown): string {
  if (active !== undefined && active !== null && panes.some((p) => p.name === String(active))) return String(active)
  if (typeof active === 'number' && panes[active]) return panes[active].name
  return panes[0]?.name ?? ''
}

function initialOpen(panes: LcPane[], active: unknown): string[] {
  const list = Array.isArray(active) ? active : active === undefined || active === null || active === '' ? [] : [active]
  return list.map((a) => (typeof a === 'number' && !panes.some((p) => p.name === String(a)) ? panes[a]?.name : String(a))).filter((n): n is string => Boolean(n))
}

export function TabWidget({ field }: WidgetProps) {
  const panes = field.panes ?? []
  const [active, setActive] = useState(() => initialTab(panes, field.props.active))
  const errors = usePaneErrors(panes)
  const current = panes.find((p) => p.name === active) ?? panes[0]
  if (!current) return null
  return (
    <View className='lc-tabs'>
      <ScrollView className='lc-tabs__bar' scrollX enableFlex>
        {panes.map((pane, i) => (
          <View
            key={pane.name}
            className={`lc-tabs__tab${pane === current ? ' lc-tabs__tab--on' : ''}`}
            role='tab'
            aria-selected={pane === current}
            onClick={() => setActive(pane.name)}
          >
            <Text>{pane.title}</Text>
            {errors[i] && <View className='lc-pane-error' aria-label='有未通过校验的项' />}
          </View>
        ))}
      </ScrollView>
      <View className='lc-tabs__pane' role='tabpanel'>
        <FieldList fields={current.children} />
      </View>
    </View>
  )
}

export function CollapseWidget({ field }: WidgetProps) {
  const panes = field.panes ?? []
  const accordion = flag(field.props.accordion)
  const [open, setOpen] = useState<string[]>(() => initialOpen(panes, field.props.active))
  const errors = usePaneErrors(panes)
  const toggle = (name: string) => {
    if (open.includes(name)) setOpen(open.filter((n) => n !== name))
    else setOpen(accordion ? [name] : [...open, name])
  }
  return (
    <View className='lc-collapse'>
      {panes.map((pane, i) => {
        const expanded = open.includes(pane.name)
        return (
          <View key={pane.name} className='lc-collapse__item'>
            <View className='lc-collapse__header' role='button' aria-expanded={expanded} onClick={() => toggle(pane.name)}>
              <Text className='lc-collapse__title'>{pane.title}</Text>
              {errors[i] && <View className='lc-pane-error' aria-label='有未通过校验的项' />}
              <Text className={`lc-collapse__arrow${expanded ? ' lc-collapse__arrow--open' : ''}`}>›</Text>
            </View>
            {expanded && (
              <View className='lc-collapse__body'>
                <FieldList fields={pane.children} />
              </View>
            )}
          </View>
        )
      })}
    </View>
  )
}

// Display-only controls: 文本 (text with its textStyle), 提示 (alert), 分割线 (divider), 分组标题 (groupTitle).
import { useState } from 'react'
import type { CSSProperties } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { WidgetProps } from '../../types'
import { flag, num, str } from '../basic/props'
import { showTip } from '../../renderer/form-item'
import './display.scss'

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
/** designer px (a web page) shown at the same visual size on the phone: 1px = 2rpx */
const size = (value: unknown) => {
  const n = num(typeof value === 'string' ? value.replace(/px$/, '') : value)
  return n === undefined ? undefined : Taro.pxTransform(n * 2)
}
const TEXT_STYLE_KEYS = new Set(['color', 'textAlign', 'fontWeight', 'fontStyle', 'textDecoration', 'lineHeight', 'fontSize'])

/** textStyle {color, text-align, font-weight, ...} as a style object; unknown keys are ignored */
export function textStyleOf(raw: unknown): CSSProperties {
  if (!raw || typeof raw !== 'object') return {}
  const style: Record<string, string> = {}
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const name = camel(key)
    if (!TEXT_STYLE_KEYS.has(name) || value === null || value === undefined || value === '') continue
    style[name] = name === 'fontSize' || name === 'lineHeight' ? size(value) ?? String(value) : String(value)
  }
  return style as CSSProperties
}

export function TextWidget({ field }: WidgetProps) {
  return (
    <Text className='lc-text' style={textStyleOf(field.props.textStyle)} userSelect>
      {str(field.props.content)}
    </Text>
  )
}

const ALERT_TYPES = new Set(['success', 'info', 'warning', 'error'])
const ALERT_ICONS: Record<string, string> = { success: '✓', info: 'i', warning: '!', error: '×' }

export function AlertWidget({ field }: WidgetProps) {
  const [closed, setClosed] = useState(false)
  if (closed) return null
  const p = field.props
  const type = ALERT_TYPES.has(str(p.type)) ? str(p.type) : 'info'
  return (
    <View className={`lc-alert lc-alert--${type}`} role='alert'>
      {flag(p.showIcon) && <Text className='lc-alert__icon'>{ALERT_ICONS[type]}</Text>}
      <View className='lc-alert__body'>
        <Text className='lc-alert__title'>{str(p.title)}</Text>
        {str(p.description) && <Text className='lc-alert__description'>{str(p.description)}</Text>}
      </View>
      {p.closable !== false && (
        <View className='lc-alert__close' role='button' aria-label='关闭提示' onClick={() => setClosed(true)}>
          {str(p.closeText) || '×'}
        </View>
      )}
    </View>
  )
}

const position = (value: unknown, fallback: string) => (value === 'left' || value === 'right' || value === 'center' ? value : fallback)

export function DividerWidget({ field }: WidgetProps) {
  const content = str(field.props.content)
  return (
    <View className={`lc-divider lc-divider--${position(field.props.contentPosition, 'center')}`} role='separator'>
      {content && <Text className='lc-divider__text'>{content}</Text>}
    </View>
  )
}

export function GroupTitleWidget({ field }: WidgetProps) {
  const content = str(field.props.content) || field.label
  const help = str(field.props.helpMessage)
  return (
    <View className={`lc-group-title lc-group-title--${position(field.props.contentPosition, 'left')}`}>
      <Text className='lc-group-title__text'>{content}</Text>
      {help && (
        <View className='lc-item__tip' role='button' aria-label={`${content}说明`} onClick={() => showTip(content, help)}>
          ?
        </View>
      )}
    </View>
  )
}

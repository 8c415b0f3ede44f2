// 链接 (link) and 嵌入页面 (iframe) open their address in the app's web page (externalLink); 按钮 (button) shows its
// caption only: its on.click script is JavaScript source, and WeChat forbids running code from strings.
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { routes } from '@/config/routes'
import type { WidgetProps } from '../../types'
import { str } from '../basic/props'
import { textStyleOf } from './static-display'
import './display.scss'

export function openExternal(url: string, title?: string): void {
  if (!/^https?:\/\//i.test(url.trim())) {
    void Taro.showToast({ title: '链接地址无效', icon: 'none' })
    return
  }
  void Taro.navigateTo({ url: routes.externalLink(url.trim(), title) })
}

export function LinkWidget({ field }: WidgetProps) {
  const href = str(field.props.href)
  const text = str(field.props.content) || href || field.label
  return (
    <View className='lc-link' role='link' onClick={() => openExternal(href, text)}>
      <Text className='lc-link__text' style={textStyleOf(field.props.textStyle)}>
        {text}
      </Text>
    </View>
  )
}

export function IframeWidget({ field }: WidgetProps) {
  const href = str(field.props.href)
  return (
    <View className='lc-link' role='link' onClick={() => openExternal(href, field.label)}>
      <Text className='lc-link__text'>{href ? '打开页面' : '未设置页面地址'}</Text>
    </View>
  )
}

const ALIGN = new Set(['left', 'center', 'right'])

export function ButtonWidget({ field }: WidgetProps) {
  const align = ALIGN.has(str(field.props.align)) ? str(field.props.align) : 'left'
  return (
    <View className={`lc-static-button lc-static-button--${align}`}>
      <View
        className='lc-btn lc-btn--plain'
        role='button'
        aria-disabled
        onClick={() => void Taro.showToast({ title: '此按钮的操作暂不支持在手机上执行', icon: 'none' })}
      >
        {str(field.props.buttonText) || field.label || '按钮'}
      </View>
    </View>
  )
}

// 条形码 (barcode): the content (static text or a form field's value) encoded by jsbarcode's object renderer (no
// canvas needed) in the designer's format (CODE128 by default), drawn as SVG bars with the text underneath.
import { useMemo } from 'react'
import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import JsBarcode from 'jsbarcode'
import type { WidgetProps } from '../../types'
import { num, str } from '../basic/props'
import { codeContent } from './code-content'
import { runsOf, runsToSvg, safeColor, svgDataUrl } from './svg-image'
import './display.scss'

/** the bar pattern ('1' = bar) for the content, or undefined when the format cannot encode it */
export function barPattern(content: string, format: string): string | undefined {
  const target: { encodings?: { data?: string }[] } = {}
  let valid = true
  try {
    JsBarcode(target, content, { format, valid: (ok: boolean) => (valid = ok) })
  } catch {
    return undefined
  }
  const data = (target.encodings ?? []).map((e) => e.data ?? '').join('')
  return valid && data ? data : undefined
}

export function BarcodeWidget({ field, formValues }: WidgetProps) {
  const content = codeContent(field, formValues)
  const format = str(field.props.format).toUpperCase() || 'CODE128'
  const dark = safeColor(field.props.lineColor, '#000000')
  const light = safeColor(field.props.background, '#ffffff')
  const pattern = useMemo(() => (content ? barPattern(content, format) : undefined), [content, format])
  if (!content) return <Text className='lc-muted'>暂无条形码内容</Text>
  if (!pattern) return <Text className='lc-muted'>{`内容无法生成${format}条形码`}</Text>
  const barHeight = Math.min(Math.max(num(field.props.height) ?? 60, 30), 200)
  // one unit per bar module and one unit high: the picture is stretched to the full width and the designed height
  const svg = runsToSvg([runsOf(pattern)], pattern.length, 1, 0, dark, light, 1, true)
  return (
    <View className='lc-code' style={{ background: light }}>
      <Image
        className='lc-code__bars'
        src={svgDataUrl(svg)}
        style={{ height: Taro.pxTransform(barHeight * 2) }}
        mode='scaleToFill'
      />
      <Text className='lc-code__text' style={{ color: dark }}>
        {content}
      </Text>
    </View>
  )
}

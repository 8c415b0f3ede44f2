// 二维码 (qrcode): the content (static text or a form field's value) encoded with the `qrcode` package and drawn
// as an SVG picture in the designer's colours and width.
import { useMemo } from 'react'
import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { create } from 'qrcode'
import type { WidgetProps } from '../../types'
import { num } from '../basic/props'
import { codeContent } from './code-content'
import { runsOf, runsToSvg, safeColor, svgDataUrl } from './svg-image'
import './display.scss'

/** UTF-8 bytes, encoded here because the mini-program has no TextEncoder (which `qrcode` uses for strings) */
function utf8(text: string): Uint8Array {
  const bytes: number[] = []
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    if (cp < 0x80) bytes.push(cp)
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return new Uint8Array(bytes)
}

export function qrSvg(content: string, dark: string, light: string): string | undefined {
  try {
    const { modules } = create([{ data: utf8(content), mode: 'byte' }], { errorCorrectionLevel: 'M' })
    const rows = Array.from({ length: modules.size }, (_, y) => runsOf(modules.data.subarray(y * modules.size, (y + 1) * modules.size)))
    return runsToSvg(rows, modules.size, modules.size, 2, dark, light)
  } catch {
    // too long for a QR code
    return undefined
  }
}

export function QrcodeWidget({ field, formValues }: WidgetProps) {
  const content = codeContent(field, formValues)
  const dark = safeColor(field.props.colorDark, '#000000')
  const light = safeColor(field.props.colorLight, '#ffffff')
  const svg = useMemo(() => (content ? qrSvg(content, dark, light) : undefined), [content, dark, light])
  const size = Taro.pxTransform(Math.min(Math.max(num(field.props.width) ?? 100, 60), 300) * 2)
  if (!content) return <Text className='lc-muted'>暂无二维码内容</Text>
  if (!svg) return <Text className='lc-muted'>内容过长，无法生成二维码</Text>
  return (
    <View className='lc-code'>
      <Image className='lc-code__qr' src={svgDataUrl(svg)} style={{ width: size, height: size }} mode='aspectFit' showMenuByLongpress />
    </View>
  )
}

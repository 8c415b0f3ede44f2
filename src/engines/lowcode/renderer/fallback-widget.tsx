// The explicit answer for a control this app does not know (a newer designer's control, a legacy key): its label
// shows (the FormItem around it) with a plain notice. The value is never touched, so it is submitted unchanged.
import { View, Text } from '@tarojs/components'
import type { WidgetProps } from '../types'
import './renderer.scss'

export const UNSUPPORTED_TEXT = '此控件暂不支持在手机上编辑'

export function FallbackWidget(_props: WidgetProps) {
  return (
    <View className='lc-fallback'>
      <Text className='lc-fallback__text'>{UNSUPPORTED_TEXT}</Text>
    </View>
  )
}

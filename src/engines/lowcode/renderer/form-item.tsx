// One control's frame: the label (required star, `?` tip that opens the tipLabel in a modal), the control, and the
// error message under the control in red. Labels sit beside the control (left/right aligned, width from the form)
// or on top; rows are at least 88rpx (44pt) high so a gloved finger hits them.
import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { LabelPosition } from './context'
import './renderer.scss'

export interface FormItemProps {
  label: string
  showLabel?: boolean
  required?: boolean
  tipLabel?: string
  error?: string
  labelPosition?: LabelPosition
  /** px as designed (JNPF); shown at 1.5x in rpx */
  labelWidth?: number
  labelSuffix?: string
  children: ReactNode
  className?: string
}

/**
 * the JNPF mobile parser shows labelWidth px as 1.5x rpx; never narrower than six characters (检查分项工程, or four
 * and the ? of a tip), so the common labels of a construction form stay on one line
 */
export const MIN_LABEL_RPX = 220
const labelStyle = (labelWidth: number | undefined, position: LabelPosition) =>
  position === 'top' ? undefined : { width: Taro.pxTransform(Math.max((labelWidth || 100) * 1.5, MIN_LABEL_RPX)), flexShrink: 0 }

export function showTip(title: string, content: string): void {
  void Taro.showModal({ title: title || '说明', content, showCancel: false, confirmText: '知道了' })
}

export function FormItem(props: FormItemProps) {
  const { label, showLabel = true, required, tipLabel, error, labelPosition = 'left', labelWidth, labelSuffix = '', children } = props
  const classes = ['lc-item', `lc-item--${labelPosition}`, error ? 'lc-item--error' : '', props.className ?? '']
  return (
    <View className={classes.filter(Boolean).join(' ')}>
      {showLabel && (
        <View className='lc-item__label' style={labelStyle(labelWidth, labelPosition)}>
          {/* the star inside the text: a long label wraps with its star on its first line, not floating above it */}
          <Text className='lc-item__label-line'>
            {required && <Text className='lc-item__star'>*</Text>}
            <Text className='lc-item__label-text'>{`${label}${labelSuffix}`}</Text>
          </Text>
          {tipLabel && (
            <View className='lc-item__tip' role='button' aria-label={`${label}说明`} onClick={() => showTip(label, tipLabel)}>
              ?
            </View>
          )}
        </View>
      )}
      <View className='lc-item__control'>
        {children}
        {error && (
          <View className='lc-item__error' role='alert'>
            {error}
          </View>
        )}
      </View>
    </View>
  )
}

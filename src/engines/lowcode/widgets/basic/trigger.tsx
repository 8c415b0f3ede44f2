// The tappable value line of every picked control (select, cascader, treeSelect, date, time): the chosen text or
// the placeholder, a chevron, and a clear button when the control allows it.
import { View, Text } from '@tarojs/components'
import './basic.scss'

export interface TriggerProps {
  text: string
  placeholder: string
  disabled: boolean
  onOpen?: () => void
  /** shown when set and there is a value */
  onClear?: () => void
  label?: string
}

export function Trigger({ text, placeholder, disabled, onOpen, onClear, label }: TriggerProps) {
  return (
    <View className={`lc-trigger${disabled ? ' lc-trigger--disabled' : ''}`}>
      <View
        className='lc-trigger__value'
        role='button'
        aria-label={label}
        aria-disabled={disabled}
        onClick={() => !disabled && onOpen?.()}
      >
        <Text className={text ? 'lc-trigger__text' : 'lc-trigger__placeholder'}>{text || (disabled ? '' : placeholder)}</Text>
      </View>
      {!disabled && onClear && text && (
        <View className='lc-input__action' role='button' aria-label='清空' onClick={onClear}>
          ×
        </View>
      )}
      {!disabled && !(onClear && text) && <Text className='lc-trigger__arrow'>›</Text>}
    </View>
  )
}

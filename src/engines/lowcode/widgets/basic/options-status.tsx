// What a choice control shows while its options load, when they failed (tap to retry) or when there are none.
import { View, Text } from '@tarojs/components'
import type { FieldOptions } from './use-field-options'
import './basic.scss'

/** null when the options are ready to show */
export function OptionsStatus({ state }: { state: FieldOptions }) {
  if (state.loading) return <Text className='lc-muted'>选项加载中…</Text>
  if (state.error) {
    return (
      <View className='lc-options-error' role='button' onClick={state.reload}>
        <Text>{state.error}</Text>
      </View>
    )
  }
  if (!state.options.length) return <Text className='lc-muted'>暂无选项</Text>
  return null
}

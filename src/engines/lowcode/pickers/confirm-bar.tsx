import { Text, View } from '@tarojs/components'
import './picker-page.scss'

export interface ConfirmBarProps {
  count: number
  onCancel: () => void
  onConfirm: () => void
  confirmText?: string
}

/** the 88rpx bottom bar of the selector pages (spec §9), fixed above the home indicator */
export function ConfirmBar({ count, onCancel, onConfirm, confirmText = '确定' }: ConfirmBarProps) {
  return (
    <View className='lc-confirm'>
      <View className='lc-confirm__inner'>
        <View className='lc-confirm__btn' role='button' onClick={onCancel}>
          <Text>取消</Text>
        </View>
        <View className='lc-confirm__btn lc-confirm__btn--primary' role='button' onClick={onConfirm}>
          <Text>{count > 0 ? `${confirmText}(${count})` : confirmText}</Text>
        </View>
      </View>
    </View>
  )
}

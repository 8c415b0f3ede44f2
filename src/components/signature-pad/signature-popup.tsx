import { Text, View } from '@tarojs/components'
import { getNavMetrics } from '../nav-bar/nav-metrics'
import { SignaturePad, type SignaturePadProps } from './signature-pad'
import './index.scss'

export interface SignaturePopupProps extends Omit<SignaturePadProps, 'onCancel'> {
  visible: boolean
  title?: string
  onClose: () => void
}

/** the pad over the whole screen; the canvas exists only while the popup is open, so every opening starts blank */
export function SignaturePopup({ visible, title = '手写签名', onClose, onConfirm, ...pad }: SignaturePopupProps) {
  if (!visible) return null
  // the popup covers the page's own bar: its title sits where that bar's would, clear of the weapp capsule
  const m = getNavMetrics()
  return (
    <View className='signature-popup' catchMove>
      <View className='signature-popup__header' style={{ paddingTop: `${m.statusBarHeight}px`, height: `${m.statusBarHeight + m.barHeight}px`, paddingRight: `${m.capsuleSpace}px`, paddingLeft: `${m.capsuleSpace}px` }}>
        <Text className='signature-popup__title'>{title}</Text>
      </View>
      <View className='signature-popup__body'>
        <SignaturePad
          {...pad}
          onCancel={onClose}
          onConfirm={(dataUrl) => {
            onConfirm(dataUrl)
            onClose()
          }}
        />
      </View>
    </View>
  )
}

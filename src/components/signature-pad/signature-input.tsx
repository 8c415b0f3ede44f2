import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { theme } from '@/config/theme'
import { resolveUrl } from '@/lib/request'
import { SignaturePopup } from './signature-popup'
import './index.scss'

export interface SignatureInputProps {
  /** a data URL (JNPF `sign`), a server path, or '' */
  value?: string | null
  onChange: (value: string) => void
  disabled?: boolean
  title?: string
}

/** the signature as an image; 点击签名 (or 重新签名) opens the pad; 清除 empties it after a confirmation */
export function SignatureInput({ value, onChange, disabled, title }: SignatureInputProps) {
  const [open, setOpen] = useState(false)
  const src = typeof value === 'string' && value ? resolveUrl(value) : ''

  const clear = async () => {
    const res = await Taro.showModal({ title: '提示', content: '确定清除签名吗？', confirmColor: theme.error }).catch(() => ({ confirm: false }))
    if (res.confirm) onChange('')
  }

  if (disabled) {
    return src ? <Image className='signature-input__image' src={src} mode='aspectFit' /> : <Text className='signature-input__empty'>未签名</Text>
  }
  return (
    <View className='signature-input'>
      {src ? (
        <View className='signature-input__signed'>
          <Image className='signature-input__image' src={src} mode='aspectFit' onClick={() => setOpen(true)} />
          <View className='signature-input__actions'>
            <View className='signature-input__link' role='button' onClick={() => setOpen(true)}>
              <Text>重新签名</Text>
            </View>
            <View className='signature-input__link signature-input__link--danger' role='button' onClick={() => void clear()}>
              <Text>清除</Text>
            </View>
          </View>
        </View>
      ) : (
        <View className='signature-input__button' role='button' onClick={() => setOpen(true)}>
          <Text>点击签名</Text>
        </View>
      )}
      <SignaturePopup visible={open} title={title} onClose={() => setOpen(false)} onConfirm={onChange} />
    </View>
  )
}

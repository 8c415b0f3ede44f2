// 签名 of the approve dialog: starts with the user's default signature, offers the other saved ones, draws a new
// one with the shared pad; a new drawing may be kept as the default for next time.
import { useEffect, useRef } from 'react'
import { Image, Switch, Text, View } from '@tarojs/components'
import { SignatureInput } from '@/components'
import { resolveUrl } from '@/lib/request'
import { defaultSign, useSavedSigns } from './use-saved-signs'
import './sign.scss'

export interface SignValue {
  signImg: string
  /** drawn here, not one of the saved ones */
  drawn: boolean
  /** keep the drawing as the default signature */
  saveAsDefault: boolean
}

export interface SignFieldProps {
  value: SignValue
  onChange: (value: SignValue) => void
}

export function SignField({ value, onChange }: SignFieldProps) {
  const { signs, loaded } = useSavedSigns()
  const touched = useRef(false)

  // prefill once, unless the user already signed meanwhile
  useEffect(() => {
    if (!loaded || touched.current || value.signImg) return
    const start = defaultSign(signs)
    if (start) onChange({ signImg: start, drawn: false, saveAsDefault: false })
  }, [loaded])

  const pick = (signImg: string, drawn: boolean) => {
    touched.current = true
    onChange({ signImg, drawn: drawn && Boolean(signImg), saveAsDefault: drawn && Boolean(signImg) && value.saveAsDefault })
  }

  return (
    <View className='wf-sign'>
      <SignatureInput value={value.signImg} onChange={(next) => pick(next, true)} title='手写签名' />
      {signs.length > 1 || (signs.length === 1 && signs[0].signImg !== value.signImg) ? (
        <View className='wf-sign__saved'>
          <Text className='wf-sign__hint'>使用已保存的签名</Text>
          <View className='wf-sign__list'>
            {signs.map((s, i) => (
              <View
                key={s.id}
                className={`wf-sign__item${s.signImg === value.signImg ? ' wf-sign__item--active' : ''}`}
                role='button'
                aria-label={`已保存的签名${i + 1}`}
                onClick={() => pick(s.signImg, false)}
              >
                <Image className='wf-sign__img' src={resolveUrl(s.signImg)} mode='aspectFit' />
              </View>
            ))}
          </View>
        </View>
      ) : null}
      {value.drawn ? (
        <View className='wf-sign__default'>
          <Text>保存为默认签名</Text>
          <Switch checked={value.saveAsDefault} aria-label='保存为默认签名' onChange={(e) => onChange({ ...value, saveAsDefault: Boolean(e.detail.value) })} />
        </View>
      ) : null}
    </View>
  )
}

// 签名 of the approve dialog: starts with the user's default signature, offers the saved ones (to use, make default
// or delete), draws a new one with the shared pad; a new drawing may be kept as the default for next time.
import { useEffect, useRef } from 'react'
import { Switch, Text, View } from '@tarojs/components'
import type { SignImgVO } from '@shared/api/workflow-extras'
import { SignatureInput } from '@/components'
import { defaultSign, useSavedSigns } from './use-saved-signs'
import { SavedSigns } from './saved-signs'
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
  const { signs, loaded, fresh, reload } = useSavedSigns()
  const touched = useRef(false)
  // the latest value for the list callbacks, which finish after a request
  const latest = useRef(value)
  latest.current = value

  // prefill once, unless the user already signed meanwhile
  useEffect(() => {
    if (!loaded || touched.current || value.signImg) return
    const start = defaultSign(signs, fresh)
    if (start) onChange({ signImg: start, drawn: false, saveAsDefault: false })
  }, [loaded])

  const pick = (signImg: string, drawn: boolean) => {
    touched.current = true
    onChange({ signImg, drawn: drawn && Boolean(signImg), saveAsDefault: drawn && Boolean(signImg) && value.saveAsDefault })
  }

  const changed = async (removed?: SignImgVO) => {
    const list = await reload()
    const now = latest.current
    // the saved signature in use is gone: sign with the (new) default instead, or sign again
    if (!removed || now.drawn || now.signImg !== removed.signImg) return
    const next = defaultSign(list.filter((s) => s.id !== removed.id), true)
    onChange({ signImg: next, drawn: false, saveAsDefault: false })
  }

  return (
    <View className='wf-sign'>
      <SignatureInput value={value.signImg} onChange={(next) => pick(next, true)} title='手写签名' />
      {signs.length ? <SavedSigns signs={signs} current={value.signImg} onPick={(s) => pick(s.signImg, false)} onChanged={changed} /> : null}
      {value.drawn ? (
        <View className='wf-sign__default'>
          <Text>保存为默认签名</Text>
          <Switch checked={value.saveAsDefault} aria-label='保存为默认签名' onChange={(e) => onChange({ ...value, saveAsDefault: Boolean(e.detail.value) })} />
        </View>
      ) : null}
    </View>
  )
}

import type { ReactNode } from 'react'
import { View, Input, Text } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import './index.scss'

export interface LoginFieldProps {
  label: string
  /** extra class on the input, e.g. to find it in tests */
  inputClass: string
  value: string
  placeholder: string
  maxlength: number
  type?: 'text' | 'number'
  password?: boolean
  onChange: (value: string) => void
  onConfirm?: () => void
  /** the field lost focus (the account field then asks whether a captcha is needed) */
  onBlur?: () => void
  /** shown at the end of the row (show/hide password, send code, the captcha picture) */
  suffix?: ReactNode
}

/** one labelled row of the login forms: large, high-contrast, the same on every login screen */
export function LoginField({ label, inputClass, value, placeholder, maxlength, type = 'text', password, onChange, onConfirm, onBlur, suffix }: LoginFieldProps) {
  return (
    <View className='login-form__field'>
      <Text className='login-form__label'>{label}</Text>
      <Input
        className={`login-form__input ${inputClass}`}
        type={type}
        value={value}
        password={password}
        placeholder={placeholder}
        maxlength={maxlength}
        onInput={(e) => onChange(e.detail.value)}
        onConfirm={onConfirm}
        onBlur={onBlur}
      />
      {suffix}
    </View>
  )
}

export interface LoginSubmitProps {
  error: string
  busy: boolean
  /** the fields are filled in and no attempt is running */
  ready: boolean
  text: string
  onSubmit: () => void
}

/** the server's reason under the fields (the line keeps its height so the button does not jump), then the button */
export function LoginSubmit({ error, busy, ready, text, onSubmit }: LoginSubmitProps) {
  return (
    <>
      <View className='login-form__error' role='alert'>
        {error ? <Text>{error}</Text> : null}
      </View>
      <AtButton className='login-form__submit' type='primary' disabled={!ready} loading={busy} onClick={onSubmit}>
        {busy ? '登录中...' : text}
      </AtButton>
    </>
  )
}

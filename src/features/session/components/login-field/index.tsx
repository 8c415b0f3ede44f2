import type { ReactNode } from 'react'
import { View, Input, Text } from '@tarojs/components'
import '../password-login-form/index.scss'

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
  /** shown at the end of the row (show/hide password, send code) */
  suffix?: ReactNode
}

/** one labelled row of the login forms: large, high-contrast, the same on every login screen */
export function LoginField({ label, inputClass, value, placeholder, maxlength, type = 'text', password, onChange, onConfirm, suffix }: LoginFieldProps) {
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
      />
      {suffix}
    </View>
  )
}

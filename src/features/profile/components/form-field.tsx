import type { ReactNode } from 'react'
import { View, Text, Input } from '@tarojs/components'
import './form-field.scss'

export interface FormFieldProps {
  label: string
  error?: string
  required?: boolean
  children: ReactNode
}

/** a labelled field with its validation message right under it */
export function FormField({ label, error, required = false, children }: FormFieldProps) {
  return (
    <View className={`pf-field${error ? ' pf-field--error' : ''}`}>
      <View className='pf-field__row'>
        <Text className='pf-field__label'>
          {required ? <Text className='pf-field__required'>*</Text> : null}
          {label}
        </Text>
        <View className='pf-field__control'>{children}</View>
      </View>
      {error ? <Text className='pf-field__error'>{error}</Text> : null}
    </View>
  )
}

export interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  error?: string
  required?: boolean
  password?: boolean
  type?: 'text' | 'number' | 'idcard' | 'digit'
  maxlength?: number
}

export function TextField({ label, value, onChange, placeholder, error, required, password, type = 'text', maxlength = 140 }: TextFieldProps) {
  return (
    <FormField label={label} error={error} required={required}>
      <Input
        className='pf-field__input'
        value={value}
        type={type}
        password={password}
        maxlength={maxlength}
        placeholder={placeholder ?? `请输入${label}`}
        placeholderClass='pf-field__placeholder'
        onInput={(e) => onChange(e.detail.value)}
      />
    </FormField>
  )
}

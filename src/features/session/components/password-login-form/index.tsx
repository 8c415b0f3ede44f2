import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { createFormStore, useFormField } from '@/lib/form'
import { storage } from '@/lib/storage'
import { useSessionStore } from '../../stores/session-store'
import { useLoginSubmit } from '../../hooks/use-login-submit'
import { LoginField, LoginSubmit } from '../login-field'
import './index.scss'

export interface PasswordLoginFormProps {
  onSuccess: () => void
  /** a pending social-login ticket: a successful login binds it (jnpf-api.md §2.1) */
  ticket?: string
  submitText?: string
  /** replaces the default login (WeChat binding posts the same fields elsewhere) */
  submit?: (account: string, password: string) => Promise<void>
}

export function PasswordLoginForm({ onSuccess, ticket, submitText = '登录', submit }: PasswordLoginFormProps) {
  const [form] = useState(() => createFormStore({ values: { account: storage.get('lastAccount') ?? '', password: '' } }))
  const account = useFormField<string>(form, 'account')
  const password = useFormField<string>(form, 'password')
  const [visible, setVisible] = useState(false)
  const { busy, error, setError, run } = useLoginSubmit(form)
  // the button stays disabled until both are filled, so there is no message to show for an empty field
  const ready = account.value.trim() !== '' && password.value !== '' && !busy

  const onSubmit = () => {
    if (!ready) return
    void run(async (values) => {
      const name = String(values.account).trim()
      const secret = String(values.password)
      if (submit) await submit(name, secret)
      else await useSessionStore.getState().loginWithPassword(name, secret, ticket ? { jnpf_ticket: ticket } : undefined)
      storage.set('lastAccount', name)
      onSuccess()
    })
  }

  return (
    <View className='login-form'>
      <LoginField
        label='账号'
        inputClass='login-form__account'
        value={account.value}
        placeholder='请输入账号'
        maxlength={50}
        onChange={(v) => {
          account.onChange(v)
          setError('')
        }}
      />
      <LoginField
        label='密码'
        inputClass='login-form__password'
        value={password.value}
        password={!visible}
        placeholder='请输入密码'
        maxlength={50}
        onChange={(v) => {
          password.onChange(v)
          setError('')
        }}
        onConfirm={onSubmit}
        suffix={
          <View className='login-form__toggle' role='button' aria-label={visible ? '隐藏密码' : '显示密码'} onClick={() => setVisible(!visible)}>
            <Text>{visible ? '隐藏' : '显示'}</Text>
          </View>
        }
      />
      <LoginSubmit error={error} busy={busy} ready={ready} text={submitText} onSubmit={onSubmit} />
    </View>
  )
}

export default PasswordLoginForm

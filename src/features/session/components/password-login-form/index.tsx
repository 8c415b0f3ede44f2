import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { createFormStore, useFormField } from '@/lib/form'
import { storage } from '@/lib/storage'
import { useSessionStore } from '../../stores/session-store'
import { useLoginCaptcha, type CaptchaAnswer } from '../../hooks/use-login-captcha'
import { useLoginSubmit } from '../../hooks/use-login-submit'
import { CaptchaField } from '../captcha-field'
import { LoginField, LoginSubmit } from '../login-field'
import './index.scss'

export interface PasswordLoginFormProps {
  onSuccess: () => void
  /** a pending social-login ticket: a successful login binds it (jnpf-api.md §2.1) */
  ticket?: string
  submitText?: string
  /** replaces the default login (WeChat binding posts the same fields elsewhere) */
  submit?: (account: string, password: string, captcha?: CaptchaAnswer) => Promise<void>
}

export function PasswordLoginForm({ onSuccess, ticket, submitText = '登录', submit }: PasswordLoginFormProps) {
  const [form] = useState(() => createFormStore({ values: { account: storage.get('lastAccount') ?? '', password: '' } }))
  const account = useFormField<string>(form, 'account')
  const password = useFormField<string>(form, 'password')
  const [visible, setVisible] = useState(false)
  const { busy, error, setError, run } = useLoginSubmit(form)
  const captcha = useLoginCaptcha()
  // the button stays disabled until everything asked for is filled, so there is no message to show for an empty field
  const ready = account.value.trim() !== '' && password.value !== '' && (!captcha.shown || captcha.code.trim() !== '') && !busy

  // like the JNPF clients: a remembered account asks at once whether this device must bring the captcha
  useEffect(() => {
    if (account.value.trim()) void captcha.check(account.value)
    // only on opening the form; later the account field's blur asks
  }, [])

  const onSubmit = () => {
    if (!ready) return
    const answer = captcha.answer
    void run(async (values) => {
      const name = String(values.account).trim()
      const secret = String(values.password)
      if (submit) await submit(name, secret, answer)
      else await useSessionStore.getState().loginWithPassword(name, secret, { ...(ticket ? { jnpf_ticket: ticket } : {}), ...answer })
      storage.set('lastAccount', name)
      onSuccess()
    }, (message) => void captcha.afterFailure(account.value, message))
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
        onBlur={() => void captcha.check(account.value)}
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
      {captcha.shown ? (
        <CaptchaField
          imagePath={captcha.imagePath}
          length={captcha.length}
          value={captcha.code}
          onChange={(v) => {
            captcha.setCode(v)
            setError('')
          }}
          onRefresh={captcha.refresh}
          onConfirm={onSubmit}
        />
      ) : null}
      <LoginSubmit error={error} busy={busy} ready={ready} text={submitText} onSubmit={onSubmit} />
    </View>
  )
}

export default PasswordLoginForm

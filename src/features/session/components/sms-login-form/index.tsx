import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { createFormStore, useFormField, type FormRule } from '@/lib/form'
import { isCode, isMobile } from '@/utils'
import { postSmsLogin, requestSmsCode } from '../../api/sms'
import { useSessionStore } from '../../stores/session-store'
import { useCountdown } from '../../hooks/use-countdown'
import { errorText } from '@/lib/error-text'
import { useLoginSubmit } from '../../hooks/use-login-submit'
import { LoginField, LoginSubmit } from '../login-field'
import './index.scss'

export const SMS_RESEND_SECONDS = 60

// checked when a code is requested (the login button stays disabled until both fields are valid)
const rules: Record<string, FormRule[]> = {
  mobile: [{ trigger: 'submit', validator: (value) => (isMobile(value) ? undefined : '请输入正确的11位手机号') }]
}

/** SMS-code login: mainland mobile, 6-digit code, resend after 60 s */
export function SmsLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [form] = useState(() => createFormStore({ values: { mobile: '', code: '' }, rules }))
  const mobile = useFormField<string>(form, 'mobile')
  const code = useFormField<string>(form, 'code')
  const [sending, setSending] = useState(false)
  const { busy, error, setError, run } = useLoginSubmit(form)
  const { left, start } = useCountdown()
  const ready = isMobile(mobile.value) && isCode(code.value, 6) && !busy

  const sendCode = async () => {
    if (sending || left > 0) return
    setError('')
    if (form.validateField('mobile', 'submit')) return
    setSending(true)
    try {
      await requestSmsCode(mobile.value)
      start(SMS_RESEND_SECONDS)
      Taro.showToast({ title: '验证码已发送', icon: 'none', duration: 1500 })
    } catch (err) {
      setError(errorText(err, '验证码发送失败，请重试'))
    } finally {
      setSending(false)
    }
  }

  const submit = () => {
    if (!ready) return
    void run(async (values) => {
      const login = await postSmsLogin(String(values.mobile), String(values.code))
      await useSessionStore.getState().loginWithToken(login.token)
      onSuccess()
    })
  }

  return (
    <View className='login-form'>
      <LoginField
        label='手机号'
        inputClass='sms-form__mobile'
        type='number'
        value={mobile.value}
        maxlength={11}
        placeholder='请输入手机号'
        onChange={(v) => {
          mobile.onChange(v.trim())
          setError('')
        }}
      />
      <LoginField
        label='验证码'
        inputClass='sms-form__code'
        type='number'
        value={code.value}
        maxlength={6}
        placeholder='6位验证码'
        onChange={(v) => {
          code.onChange(v.trim())
          setError('')
        }}
        suffix={
          <View className={`sms-form__send${left > 0 || sending ? ' sms-form__send--disabled' : ''}`} role='button' onClick={sendCode}>
            <Text>{left > 0 ? `${left}秒后重发` : sending ? '发送中...' : '获取验证码'}</Text>
          </View>
        }
      />
      <LoginSubmit error={mobile.error || error} busy={busy} ready={ready} text='登录' onSubmit={submit} />
    </View>
  )
}

export default SmsLoginForm

import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { isCode, isMobile } from '@/utils'
import { postSmsLogin, requestSmsCode } from '../../api/sms'
import { useSessionStore } from '../../stores/session-store'
import { useCountdown } from '../../hooks/use-countdown'
import { errorText } from '@/lib/error-text'
import { useLoginSubmit } from '../../hooks/use-login-submit'
import { LoginField, LoginSubmit } from '../login-field'
import './index.scss'

export const SMS_RESEND_SECONDS = 60

/** SMS-code login: mainland mobile, 6-digit code, resend after 60 s */
export function SmsLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  const { busy, error, setError, run } = useLoginSubmit()
  const { left, start } = useCountdown()
  const mobileOk = isMobile(mobile)
  const ready = mobileOk && isCode(code, 6) && !busy

  const sendCode = async () => {
    if (sending || left > 0) return
    if (!mobileOk) {
      setError('请输入正确的11位手机号')
      return
    }
    setSending(true)
    setError('')
    try {
      await requestSmsCode(mobile)
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
    void run(async () => {
      const login = await postSmsLogin(mobile, code)
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
        value={mobile}
        maxlength={11}
        placeholder='请输入手机号'
        onChange={(v) => {
          setMobile(v.trim())
          setError('')
        }}
      />
      <LoginField
        label='验证码'
        inputClass='sms-form__code'
        type='number'
        value={code}
        maxlength={6}
        placeholder='6位验证码'
        onChange={(v) => {
          setCode(v.trim())
          setError('')
        }}
        suffix={
          <View className={`sms-form__send${left > 0 || sending ? ' sms-form__send--disabled' : ''}`} role='button' onClick={sendCode}>
            <Text>{left > 0 ? `${left}秒后重发` : sending ? '发送中...' : '获取验证码'}</Text>
          </View>
        }
      />
      <LoginSubmit error={error} busy={busy} ready={ready} text='登录' onSubmit={submit} />
    </View>
  )
}

export default SmsLoginForm

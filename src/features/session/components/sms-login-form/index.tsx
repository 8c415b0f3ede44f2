import { useState } from 'react'
import { View, Input, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { isCode, isMobile } from '@/utils'
import { postSmsLogin, requestSmsCode } from '../../api/sms'
import { useSessionStore } from '../../stores/session-store'
import { useCountdown } from '../../hooks/use-countdown'
import { errorText } from '../../error-text'
import '../password-login-form/index.scss'
import './index.scss'

export const SMS_RESEND_SECONDS = 60

/** SMS-code login: mainland mobile, 6-digit code, resend after 60 s */
export function SmsLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
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

  const submit = async () => {
    if (!ready) return
    setBusy(true)
    setError('')
    try {
      const login = await postSmsLogin(mobile, code)
      await useSessionStore.getState().loginWithToken(login.token)
      onSuccess()
    } catch (err) {
      setError(errorText(err, '登录失败，请重试'))
      setBusy(false)
    }
  }

  return (
    <View className='login-form'>
      <View className='login-form__field'>
        <Text className='login-form__label'>手机号</Text>
        <Input
          className='login-form__input sms-form__mobile'
          type='number'
          value={mobile}
          maxlength={11}
          placeholder='请输入手机号'
          onInput={(e) => {
            setMobile(e.detail.value.trim())
            setError('')
          }}
        />
      </View>
      <View className='login-form__field'>
        <Text className='login-form__label'>验证码</Text>
        <Input
          className='login-form__input sms-form__code'
          type='number'
          value={code}
          maxlength={6}
          placeholder='6位验证码'
          onInput={(e) => {
            setCode(e.detail.value.trim())
            setError('')
          }}
        />
        <View
          className={`sms-form__send${left > 0 || sending ? ' sms-form__send--disabled' : ''}`}
          role='button'
          onClick={sendCode}
        >
          <Text>{left > 0 ? `${left}秒后重发` : sending ? '发送中...' : '获取验证码'}</Text>
        </View>
      </View>
      <View className='login-form__error' role='alert'>
        {error ? <Text>{error}</Text> : null}
      </View>
      <AtButton className='login-form__submit' type='primary' disabled={!ready} loading={busy} onClick={submit}>
        {busy ? '登录中...' : '登录'}
      </AtButton>
    </View>
  )
}

export default SmsLoginForm

import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { encodePassword } from '@/lib/password'
import { PageState } from '@/components'
import { getWechatUserByCode, postWechatBinding } from '../../api/wechat'
import { useSessionStore } from '../../stores/session-store'
import { errorText } from '@/lib/error-text'
import type { CaptchaAnswer } from '../../hooks/use-login-captcha'
import { PasswordLoginForm } from '../password-login-form'
import type { WechatLoginProps } from './types'
import './index.scss'

export const WECHAT_LOGIN_AVAILABLE = true

type State = { phase: 'checking' } | { phase: 'bind'; ticket: string } | { phase: 'error'; message: string }

/**
 * wx.login -> code -> the server's code2Session (wechat-platform.md §5). A bound WeChat account logs straight in;
 * an unbound one logs in once with account and password, which binds it for next time.
 */
export function WechatLogin({ onSuccess, onBack }: WechatLoginProps) {
  const [state, setState] = useState<State>({ phase: 'checking' })

  const check = async () => {
    setState({ phase: 'checking' })
    try {
      const { code } = await Taro.login()
      if (!code) throw new Error('微信登录失败：未获取到登录凭证')
      const result = await getWechatUserByCode(code)
      if (result.bound) {
        await useSessionStore.getState().loginWithToken(result.token)
        onSuccess()
      } else {
        setState({ phase: 'bind', ticket: result.ticket })
      }
    } catch (err) {
      setState({ phase: 'error', message: errorText(err, '微信登录失败，请重试') })
    }
  }

  useEffect(() => {
    void check()
  }, [])

  if (state.phase === 'checking') return <PageState status='loading' text='正在通过微信登录...' />
  if (state.phase === 'error') {
    return (
      <View className='wechat-login'>
        <PageState status='error' text={state.message} onRetry={check} inline />
        <AtButton onClick={onBack}>返回账号登录</AtButton>
      </View>
    )
  }
  const bind = async (account: string, password: string, captcha?: CaptchaAnswer) => {
    const login = await postWechatBinding({ account, password: encodePassword(password), ticket: state.ticket, ...captcha })
    await useSessionStore.getState().loginWithToken(login.token)
  }
  return (
    <View className='wechat-login'>
      <Text className='wechat-login__title'>绑定平台账号</Text>
      <Text className='wechat-login__text'>该微信尚未绑定平台账号。登录一次即完成绑定，之后可直接使用微信登录。</Text>
      <PasswordLoginForm submit={bind} submitText='绑定并登录' onSuccess={onSuccess} />
    </View>
  )
}

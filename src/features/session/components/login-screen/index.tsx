import { useCallback, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtSegmentedControl } from 'taro-ui'
import { env } from '@/config/env'
import { routes } from '@/config/routes'
import { enterApp } from '../../navigation'
import { PasswordLoginForm } from '../password-login-form'
import { QR_LOGIN_AVAILABLE, QrLogin } from '../qr-login'
import { SocialLogin } from '../social-login'
import { WECHAT_LOGIN_AVAILABLE } from '../wechat-login'
import './index.scss'

const modes = ['账号登录', '扫码登录']

/** /pages/login/index: password login, QR and third-party login on H5, links to SMS and (mini-program) WeChat login */
export function LoginScreen() {
  const [mode, setMode] = useState(0)
  // a third-party login that found no bound account: the password login binds it (jnpf_ticket)
  const [bindTicket, setBindTicket] = useState('')
  const onSuccess = useCallback(() => void enterApp(), [])
  const onPendingBind = useCallback((ticket: string) => {
    setBindTicket(ticket)
    setMode(0)
  }, [])

  return (
    <View className='login-screen'>
      <View className='login-screen__brand'>
        <Text className='login-screen__name'>{env.platformName}</Text>
        <Text className='login-screen__slogan'>公路工程建设项目协同管理</Text>
      </View>
      {QR_LOGIN_AVAILABLE && (
        <View className='login-screen__modes'>
          <AtSegmentedControl values={modes} current={mode} onClick={setMode} />
        </View>
      )}
      <View className='login-screen__card'>
        {mode === 0 ? <PasswordLoginForm onSuccess={onSuccess} ticket={bindTicket || undefined} /> : null}
        {QR_LOGIN_AVAILABLE && mode === 1 ? <QrLogin active onSuccess={onSuccess} /> : null}
      </View>
      <SocialLogin onSuccess={onSuccess} onPendingBind={onPendingBind} />
      <View className='login-screen__links'>
        <View className='login-screen__link' role='link' onClick={() => Taro.navigateTo({ url: routes.otherLogin })}>
          <Text>短信验证码登录</Text>
        </View>
        {WECHAT_LOGIN_AVAILABLE && (
          <View className='login-screen__link' role='link' onClick={() => Taro.navigateTo({ url: routes.weChatBinding })}>
            <Text>微信登录</Text>
          </View>
        )}
      </View>
    </View>
  )
}

export default LoginScreen

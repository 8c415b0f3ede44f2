import { View, Text } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import type { WechatLoginProps } from './types'
import './index.scss'

// WeChat login needs wx.login, which only exists inside the mini-program (index.weapp.tsx).
export const WECHAT_LOGIN_AVAILABLE = false

export function WechatLogin({ onBack }: WechatLoginProps) {
  return (
    <View className='wechat-login wechat-login--unavailable'>
      <Text className='wechat-login__title'>微信登录仅在小程序中可用</Text>
      <Text className='wechat-login__text'>请在微信中打开「公路建设云平台」小程序使用微信登录，或返回使用账号密码登录。</Text>
      <AtButton type='primary' onClick={onBack}>
        返回账号登录
      </AtButton>
    </View>
  )
}

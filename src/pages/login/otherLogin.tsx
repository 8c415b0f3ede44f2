import { View, Text } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { SmsLoginForm, enterApp } from '@/features/session'
import './otherLogin.scss'

export default function OtherLoginPage() {
  return (
    <View className='page'>
      <NavBar title='短信验证码登录' back onBack={() => goBack(routes.login)} />
      <View className='other-login'>
        <Text className='other-login__hint'>使用已在平台登记的手机号接收验证码登录</Text>
        <SmsLoginForm onSuccess={() => void enterApp()} />
      </View>
    </View>
  )
}

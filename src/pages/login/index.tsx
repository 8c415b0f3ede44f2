import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { LoginScreen } from '@/features/session'

export default function LoginPage() {
  return (
    <View className='page'>
      <NavBar title='登录' />
      <LoginScreen />
    </View>
  )
}

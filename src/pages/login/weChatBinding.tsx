import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { WechatLogin, enterApp } from '@/features/session'

const toLogin = () => goBack(routes.login)

export default function WeChatBindingPage() {
  return (
    <View className='page'>
      <NavBar title='微信登录' back onBack={toLogin} />
      <WechatLogin onSuccess={() => void enterApp()} onBack={toLogin} />
    </View>
  )
}

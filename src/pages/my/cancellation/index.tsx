import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { clearSession } from '@/lib/storage'
import { useSessionStore } from '@/features/session'
import { CancellationForm } from '@/features/profile'
import './index.scss'

// the server has already revoked the token: a Logout call would only fail, so the session is cleared locally
async function leave() {
  clearSession()
  await Taro.reLaunch({ url: routes.login })
}

export default function CancellationPage() {
  const account = useSessionStore((s) => s.userInfo?.userAccount)
  return (
    <View className='my-page'>
      <NavBar title='注销账号' back />
      <CancellationForm account={account} onCancelled={leave} />
    </View>
  )
}

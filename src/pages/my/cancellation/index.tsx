import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { CancellationForm } from '@/features/profile'

// the server has already revoked the token: a Logout call would only fail (and toast a session error), so the
// session ends on this device only
export default function CancellationPage() {
  const account = useSessionStore((s) => s.userInfo?.userAccount)
  return (
    <View className='page'>
      <NavBar title='注销账号' back />
      <CancellationForm account={account} onCancelled={() => useSessionStore.getState().leave()} />
    </View>
  )
}

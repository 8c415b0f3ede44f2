import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { AccountSecurity } from '@/features/profile'

export default function AccountSecurityPage() {
  const userInfo = useSessionStore((s) => s.userInfo)
  return (
    <View className='page'>
      <NavBar title='账号安全' back />
      <AccountSecurity userInfo={userInfo} />
    </View>
  )
}

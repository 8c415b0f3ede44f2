import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { ModifyPasswordForm } from '@/features/profile'

/** the server revokes the other sessions on a password change; this one ends too, so the user logs in again */
export default function ModifyPasswordPage() {
  return (
    <View className='page'>
      <NavBar title='修改密码' back />
      <ModifyPasswordForm onChanged={() => useSessionStore.getState().logout()} />
    </View>
  )
}

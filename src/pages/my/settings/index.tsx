import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { SettingsList } from '@/features/profile'

export default function SettingsPage() {
  return (
    <View className='page'>
      <NavBar title='设置' back />
      <SettingsList onLogout={() => useSessionStore.getState().logout()} />
    </View>
  )
}

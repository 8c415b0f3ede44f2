import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { PersonalDataForm } from '@/features/profile'

export default function PersonalDataPage() {
  const headIcon = useSessionStore((s) => s.userInfo?.headIcon)
  return (
    <View className='page'>
      <NavBar title='个人资料' back />
      <PersonalDataForm headIcon={headIcon} onUpdated={() => useSessionStore.getState().refreshCurrentUser()} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { MajorSwitcher, ManagedPeople } from '@/features/profile'

export default function BusinessPage() {
  return (
    <View className='page'>
      <NavBar title='我的组织' back />
      <MajorSwitcher onChanged={() => useSessionStore.getState().refreshCurrentUser()} />
      <ManagedPeople />
    </View>
  )
}

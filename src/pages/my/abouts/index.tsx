import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { AboutInfo, UpdateNotice } from '@/features/profile'

export default function AboutsPage() {
  const sysConfigInfo = useSessionStore((s) => s.sysConfigInfo)
  return (
    <View className='page'>
      <NavBar title='关于我们' back />
      <AboutInfo sysConfigInfo={sysConfigInfo} />
      <UpdateNotice />
    </View>
  )
}

import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { ContactInfo } from '@/features/profile'

export default function ContactUsPage() {
  const sysConfigInfo = useSessionStore((s) => s.sysConfigInfo)
  return (
    <View className='page'>
      <NavBar title='联系我们' back />
      <ContactInfo sysConfigInfo={sysConfigInfo} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { ContactInfo } from '@/features/profile'
import './index.scss'

export default function ContactUsPage() {
  const sysConfigInfo = useSessionStore((s) => s.sysConfigInfo)
  return (
    <View className='my-page'>
      <NavBar title='联系我们' back />
      <ContactInfo sysConfigInfo={sysConfigInfo} />
    </View>
  )
}

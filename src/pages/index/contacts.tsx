import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { ContactsBrowser } from '@/features/contacts'

/** /pages/index/contacts: the organisation tree and people search; a person opens their card */
export default function ContactsPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='通讯录' back onBack={() => goBack(routes.tabMessages)} />
      <ContactsBrowser />
    </View>
  )
}

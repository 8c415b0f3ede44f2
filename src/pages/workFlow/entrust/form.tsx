import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession, useSessionStore } from '@/features/session'
import { EntrustFormScreen } from '@/engines/workflow'

/** /pages/workFlow/entrust/form[?id=]: a new delegation, or edit one of mine; I am the delegator */
export default function EntrustFormPage() {
  useRequireSession()
  const { params } = useRouter()
  const user = useSessionStore((s) => s.userInfo)
  const me = { id: user?.userId ?? '', name: user ? `${user.userName}/${user.userAccount}` : '' }
  return (
    <View className='page'>
      <NavBar title={params.id ? '编辑委托' : '新建委托'} back onBack={() => goBack(routes.entrust())} />
      <EntrustFormScreen id={params.id} me={me} />
    </View>
  )
}

import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { WorkMessageDetailView, WorkMessageList } from '@/features/work-messages'

/** /pages/apply/workMessage/index: 工作通知, 收到的 / 我发出的; ?id= opens one (from its message too) */
export default function WorkMessagePage() {
  useRequireSession()
  const { params } = useRouter()
  const id = params.id ?? ''
  if (id) {
    return (
      <View className='page'>
        <NavBar title='通知详情' back />
        <WorkMessageDetailView id={id} />
      </View>
    )
  }
  return (
    <View className='page'>
      <NavBar title='工作通知' back />
      <WorkMessageList detailUrl={routes.workMessage} composeUrl={routes.addMessage} />
    </View>
  )
}

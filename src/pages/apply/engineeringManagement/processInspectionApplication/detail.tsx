import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { InspectionDetailScreen } from '@/features/processes'
import { useRequireSession } from '@/features/session'

/** /pages/apply/engineeringManagement/processInspectionApplication/detail?id=: one request and its decision */
export default function ProcessInspectionDetailPage() {
  useRequireSession()
  const { params } = useRouter()
  const id = params.id ? decodeURIComponent(params.id) : ''
  return (
    <View className='page'>
      <NavBar title='报验详情' back />
      {id ? <InspectionDetailScreen id={id} /> : <PageState status='error' text='缺少报验申请' />}
    </View>
  )
}

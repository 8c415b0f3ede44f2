import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState, goBack } from '@/components'
import { routes } from '@/config/routes'
import { InspectionForm } from '@/features/processes'
import { useRequireSession } from '@/features/session'

/** /pages/apply/engineeringManagement/processInspectionApplication/apply?nodeId=&seq=: 工序报验申请 of one process */
export default function ProcessInspectionApplyPage() {
  useRequireSession()
  const { params } = useRouter()
  const nodeId = params.nodeId ? decodeURIComponent(params.nodeId) : ''
  const seq = Number(params.seq)
  if (!nodeId || !Number.isInteger(seq) || seq < 1) {
    return (
      <View className='page'>
        <NavBar title='工序报验申请' back />
        <PageState status='error' text='缺少报验的工序' />
      </View>
    )
  }
  return (
    <View className='page'>
      <InspectionForm nodeId={nodeId} seq={seq} onCancel={() => void goBack()}
        onApplied={(id) => void Taro.redirectTo({ url: routes.processInspectionDetail(id) })} />
    </View>
  )
}

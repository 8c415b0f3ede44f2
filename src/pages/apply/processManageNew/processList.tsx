import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { routes } from '@/config/routes'
import { ProcessListScreen } from '@/features/processes'
import { useRequireSession } from '@/features/session'

/** /pages/apply/processManageNew/processList?nodeId=: the processes of one item, their states and moves */
export default function ProcessListPage() {
  useRequireSession()
  const { params } = useRouter()
  const nodeId = params.nodeId ? decodeURIComponent(params.nodeId) : ''
  return (
    <View className='page'>
      <NavBar title='工序列表' back />
      {nodeId
        ? <ProcessListScreen nodeId={nodeId} applyUrl={routes.processInspectionApply} inspectionUrl={routes.processInspectionDetail} materialUrl={routes.entityMaterialAdd} />
        : <PageState status='error' text='缺少分项工程' />}
    </View>
  )
}

import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession, useSessionStore } from '@/features/session'
import { ScanTaskScreen } from '@/engines/workflow'

/** /pages/workFlow/scanForm/index[?taskId=]: scans a task code, or opens the task the query names */
export default function FlowScanFormPage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return (
    <View className='page'>
      <NavBar title='扫码查看流程' back onBack={() => goBack(routes.processCentre)} />
      <ScanTaskScreen me={me} taskId={params.taskId} q={params.q} />
    </View>
  )
}

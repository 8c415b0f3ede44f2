import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LabFlowScreen } from '@/features/laboratory'

/** /pages/workFlow/workFlowForm/incomingMaterial/index?id=<record id>: a new 进场材料检测报审 of the record on the flow engine */
export default function IncomingMaterialFlowPage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <LabFlowScreen kind='material' id={params.id ? decodeURIComponent(params.id) : undefined} me={me} />
}

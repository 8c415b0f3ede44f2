import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LabFlowScreen } from '@/features/laboratory'

/** /pages/workFlow/workFlowForm/engineeringEntityData/index?id=<record id>: a new 工程实体检测报审 of the record on the flow engine */
export default function EngineeringEntityDataFlowPage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <LabFlowScreen kind='entity' id={params.id ? decodeURIComponent(params.id) : undefined} me={me} />
}

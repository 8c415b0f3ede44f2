import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LabFlowScreen } from '@/features/laboratory'

/** /pages/workFlow/workFlowForm/constructionLedger/index?id=<record id>: a new 施工检测报审 of the record on the flow engine */
export default function ConstructionLedgerFlowPage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <LabFlowScreen kind='construction' id={params.id ? decodeURIComponent(params.id) : undefined} me={me} />
}

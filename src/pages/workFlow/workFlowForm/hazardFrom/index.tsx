import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { HazardFlowScreen } from '@/features/safety'

/** /pages/workFlow/workFlowForm/hazardFrom/index?id=<hazard record id> (spec §2): the hazard's 隐患整改审批 task */
export default function HazardFromPage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <HazardFlowScreen id={params.id} me={me} />
}

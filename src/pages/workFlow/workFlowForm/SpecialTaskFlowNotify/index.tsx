import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { SPECIAL_NOTICE_FLOW, SpecialFlowScreen } from '@/features/special-tasks'

/** /pages/workFlow/workFlowForm/SpecialTaskFlowNotify/index?id=<notice record id> (spec §2): a notice's 专项任务通知 (its receipt); without id, a new notice */
export default function SpecialTaskFlowNotifyPage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <SpecialFlowScreen flow={SPECIAL_NOTICE_FLOW} id={params.id} me={me} />
}

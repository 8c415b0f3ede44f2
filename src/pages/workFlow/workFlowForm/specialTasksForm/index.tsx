import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { SPECIAL_TASK_FLOW, SpecialFlowScreen } from '@/features/special-tasks'

/** /pages/workFlow/workFlowForm/specialTasksForm/index?id=<task record id> (spec §2): a special task's 专项任务审批; without id, a new task */
export default function SpecialTasksFormPage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <SpecialFlowScreen flow={SPECIAL_TASK_FLOW} id={params.id} me={me} />
}

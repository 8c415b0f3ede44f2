import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { FlowBeforeScreen } from '@/engines/workflow'
import { safetyFlowForms } from '@/features/safety'
import { labFlowForms } from '@/features/laboratory'
import { specialFlowForms } from '@/features/special-tasks'
import { progressFlowForms } from '@/features/progress'

/** the coded forms of the domains' flows */
const forms = { ...safetyFlowForms, ...labFlowForms, ...specialFlowForms, ...progressFlowForms }

/**
 * /pages/workFlow/flowBefore/index?config=<base64 JSON of the flow config> (spec §2); the hazard's 隐患整改审批 shows
 * its coded form (hazardFrom), the lab's 报审 flows, the special tasks and the daily report theirs, every other flow the form
 * its type gives it
 */
export default function FlowBeforePage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <FlowBeforeScreen config={params.config} me={me} systemForms={forms} />
}

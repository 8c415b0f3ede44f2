import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { FlowBeforeScreen } from '@/engines/workflow'
import { safetyFlowForms } from '@/features/safety'

/**
 * /pages/workFlow/flowBefore/index?config=<base64 JSON of the flow config> (spec §2); the hazard's 隐患整改审批 shows
 * its coded form (hazardFrom), every other flow the form its type gives it
 */
export default function FlowBeforePage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <FlowBeforeScreen config={params.config} me={me} systemForms={safetyFlowForms} />
}

import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { FlowBeforeScreen } from '@/engines/workflow'

/** /pages/workFlow/flowBefore/index?config=<base64 JSON of the flow config> (spec §2) */
export default function FlowBeforePage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <FlowBeforeScreen config={params.config} me={me} />
}

import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { SupervisionLogFormScreen } from '@/features/engineering-supervision'

/** /pages/workFlow/workFlowForm/supervisionLogForm/index?id=<log record id> (spec §2): a log's 监理日志签认; without id, a new log */
export default function SupervisionLogFormPage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <SupervisionLogFormScreen id={params.id} me={me} />
}

import { useRequireSession } from '@/features/session'
import { ModelIndexScreen } from '@/engines/lowcode'
import { SUPERVISION_LOG_MODEL_ID, supervisionLogExtensions } from '@/features/engineering-supervision'

/**
 * /pages/apply/engineeringManagement/supervisionLog/index: 监理日志, the supervising engineers' daily logs of the
 * project (one per engineer per day), each signed off by the chief supervisor through 监理日志签认.
 */
export default function SupervisionLogPage() {
  useRequireSession()
  return <ModelIndexScreen id={SUPERVISION_LOG_MODEL_ID} title='监理日志' extensions={supervisionLogExtensions} />
}

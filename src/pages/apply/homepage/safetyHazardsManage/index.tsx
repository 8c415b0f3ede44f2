import { SafetyHazardsScreen } from '@/features/dashboard'
import { useSessionStore } from '@/features/session'

/** /pages/apply/homepage/safetyHazardsManage/index: 安全隐患看板 */
export default function Page() {
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  return <SafetyHazardsScreen project={project} contract={contract} />
}

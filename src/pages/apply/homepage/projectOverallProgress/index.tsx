import { OverallProgressScreen } from '@/features/dashboard'
import { useSessionStore } from '@/features/session'

/** /pages/apply/homepage/projectOverallProgress/index: 总体进度 */
export default function Page() {
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  return <OverallProgressScreen project={project} contract={contract} />
}

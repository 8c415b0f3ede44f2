import { ProjectOverviewScreen } from '@/features/dashboard'
import { useSessionStore } from '@/features/session'

/** /pages/apply/homepage/projectOverview/index: 项目概况 */
export default function Page() {
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  return <ProjectOverviewScreen project={project} contract={contract} />
}

import { HomeDashboard } from '@/features/dashboard'
import { useSessionStore } from '@/features/session'

/** /pages/apply/homepage/index: 项目首页, the project's cards */
export default function Page() {
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  return <HomeDashboard project={project} contract={contract} />
}

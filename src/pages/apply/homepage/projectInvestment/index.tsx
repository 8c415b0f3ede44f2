import { ProjectInvestmentScreen } from '@/features/dashboard'
import { useSessionStore } from '@/features/session'

/** /pages/apply/homepage/projectInvestment/index: 项目投资 */
export default function Page() {
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  return <ProjectInvestmentScreen project={project} contract={contract} />
}

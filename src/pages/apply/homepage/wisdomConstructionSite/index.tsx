import { WisdomConstructionSiteScreen } from '@/features/dashboard'
import { useSessionStore } from '@/features/session'

/** /pages/apply/homepage/wisdomConstructionSite/index: 智慧工地看板 */
export default function Page() {
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  return <WisdomConstructionSiteScreen project={project} contract={contract} />
}

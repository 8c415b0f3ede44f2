import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { SmartSiteScreen } from '@/features/smart-site'

/** /pages/apply/smartSite/index: 智慧工地, the project's monitoring devices; ?id= opens one (from its alarm message too) */
export default function Page() {
  useRequireSession()
  const { params } = useRouter()
  const project = useSessionStore((s) => s.project)
  const contract = useSessionStore((s) => s.contract)
  return <SmartSiteScreen project={project} contract={contract} id={params.id || undefined} />
}

import { NavBar } from '@/components'
import { CloudVideoScreen } from '@/features/cloud-video'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/**
 * /pages/index/cloudVideo (tab 云视频): the cameras of all the user's sections of the project in use, by section (the
 * owner's and supervisors' people watch the construction sections' sites, not their own section's)
 */
export default function CloudVideoPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  const contracts = useSessionStore((s) => s.contractList)
  return (
    <CloudVideoScreen
      projectId={project?.id ?? ''}
      sections={contracts.map((c) => ({ id: c.id, fullName: c.fullName }))}
      header={(
        <>
          <NavBar title='云视频' />
          <ProjectContractHeader />
        </>
      )}
    />
  )
}

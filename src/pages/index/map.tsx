import { NavBar } from '@/components'
import { MapScreen } from '@/features/project-map'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/index/map (tab 地图): the project in use on the map */
export default function MapPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <MapScreen
      projectId={project?.id ?? ''}
      header={(
        <>
          <NavBar title='地图' />
          <ProjectContractHeader />
        </>
      )}
    />
  )
}

// What the dashboard shows: the project in use, and the section in use when it is a construction section (whose
// figures the cards have); the whole project otherwise, or when the user asks for it.
import { useState } from 'react'
import type { ContractVO, ProjectVO } from '@shared/api/oauth'
import type { CardScope } from '../api/cards'

export interface DashboardScope {
  scope: CardScope | null
  projectName: string
  /** the section in use that the cards may narrow to, if any */
  section: { id: string; name: string } | null
  whole: boolean
  setWhole: (whole: boolean) => void
}

/** the project and section in use, as the page reads them from the session */
export interface InUse {
  project: ProjectVO | null
  contract: ContractVO | null
}

export function useDashboardScope({ project, contract }: InUse): DashboardScope {
  const [whole, setWhole] = useState(false)
  const section = project && contract && contract.projectId === project.id && contract.kind === 'construction'
    ? { id: contract.id, name: contract.enCode || contract.fullName } : null
  const scope = project ? { projectId: project.id, contractId: section && !whole ? section.id : undefined } : null
  return { scope, projectName: project?.shortName || project?.fullName || '', section, whole: whole || !section, setWhole }
}

// What a site photo says about where it was taken besides the position: the project, the contract section, who took
// it, and the chainage line the position is turned into a chainage on. By default the session's current project and
// section (chosen in the header, kept in storage by the session store), read when the photo is taken.
import type { AlignmentPoint } from '@shared/api/oauth'
import { storage } from '@/lib/storage'

export interface SiteContext {
  projectName?: string
  sectionName?: string
  userName?: string
  /** the section's own line, else the project's */
  alignment?: AlignmentPoint[]
}

export function siteFromSession(): SiteContext {
  const project = storage.get('project')
  const contract = storage.get('contract')
  const section = contract && (!project || contract.projectId === project.id) ? contract : undefined
  return {
    projectName: project?.fullName,
    sectionName: section?.fullName,
    userName: storage.get('userInfo')?.userName,
    alignment: section?.alignment ?? project?.alignment
  }
}

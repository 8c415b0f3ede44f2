// Who may read and add documents. Standards are the group's: everyone signed in reads them; the knowledge base is
// the group's (everyone) or one project's (its members); drawings are one project's (its members). Adding follows
// the catalogue's roles: the chief engineers (the contractor's and the owner's) and project managers add to the
// knowledge base, the chief engineers and the owner's chief engineer add drawings of their project, and standards,
// being the group's, are added by the group's chief engineers (a chief engineer of a project) and administrators.
// Removing is for the one who added it and administrators. Another project's documents do not exist for a caller.
import type { DocumentTable } from '../../db/schema'
import type { DocumentLibrary } from '@shared/api/documents'
import { holds, type Member } from '../tasks'

export const NO_DOCUMENT = '文档不存在或您无权访问'

export const UPLOADERS: Record<DocumentLibrary, string[]> = {
  standard: ['chiefEngineer', 'ownerChiefEngineer'],
  knowledge: ['chiefEngineer', 'ownerChiefEngineer', 'projectManager', 'ownerProjectManager'],
  drawing: ['chiefEngineer', 'ownerChiefEngineer']
}

export function mayRead(m: Member, d: DocumentTable): boolean {
  if (m.admin || d.projectId === '') return true
  return m.projects.includes(d.projectId)
}

export const mayUpload = (m: Member, library: DocumentLibrary) => holds(m, UPLOADERS[library])

export const mayDelete = (m: Member, d: DocumentTable) => m.admin || d.uploaderUserId === m.user.id

// Who may do what with a supervision order. Issuing is for supervision engineers of the project, to a construction
// section they supervise. The section's people (its project manager, chief engineer and foremen of the contractor)
// reply. Verifying (close or return) is for the issuer or another supervision engineer of the section. An order is
// read by its issuer and the members of its section (the contractor's people, its supervisors, the owner's managers
// who hold the section); administrators read all. Project membership comes first: another project's orders do not exist.
import type { SupervisionOrderTable } from '../../db/schema'
import { holds, type Member } from '../tasks'

export const NO_ORDER = '监理指令不存在或您无权访问'
export const ISSUERS = ['supervisionEngineer']
export const REPLIERS = ['projectManager', 'chiefEngineer', 'sectionForeman']

export function mayRead(m: Member, o: SupervisionOrderTable): boolean {
  if (m.admin) return true
  if (!m.projects.includes(o.projectId)) return false
  return o.issuerUserId === m.user.id || m.contracts.includes(o.contractId)
}

export function mayVerify(m: Member, o: SupervisionOrderTable): boolean {
  if (o.issuerUserId === m.user.id) return true
  return m.projects.includes(o.projectId) && m.contracts.includes(o.contractId) && m.roles.some((r) => ISSUERS.includes(r))
}

export const mayIssue = (m: Member) => holds(m, ISSUERS)

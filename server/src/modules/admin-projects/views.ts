// The shapes the administration pages read for a project, a contract section and a member.
import type { ContractTable, OrganizeTable, ProjectTable } from '../../db/schema'
import { storedAlignment } from '../projects'

export const CONTRACT_KINDS = { construction: '施工', supervision: '监理', laboratory: '试验检测', owner: '业主' } as const
export type ContractKind = keyof typeof CONTRACT_KINDS

const orgName = (orgs: Map<string, OrganizeTable>, id: string) => orgs.get(id)?.fullName ?? ''

export function projectView(p: ProjectTable, orgs: Map<string, OrganizeTable>, counts: { contracts: number; members: number }) {
  return {
    id: p.id, enCode: p.enCode, fullName: p.fullName, shortName: p.shortName, organizeId: p.organizeId,
    organizeName: orgName(orgs, p.organizeId), areaIds: p.areaIds ? p.areaIds.split(',') : [], address: p.address,
    startDate: p.startDate, endDate: p.endDate, lengthKm: Number(p.lengthKm), investment: Number(p.investment),
    description: p.description ?? '', enabledMark: Number(p.enabledMark ?? 1), sortCode: Number(p.sortCode),
    contractCount: counts.contracts, memberCount: counts.members, alignment: storedAlignment(p.alignment) ?? []
  }
}

export function contractView(c: ContractTable, orgs: Map<string, OrganizeTable>, members: number) {
  return {
    id: c.id, projectId: c.projectId, enCode: c.enCode, fullName: c.fullName, kind: c.kind,
    kindName: CONTRACT_KINDS[c.kind as ContractKind] ?? c.kind, contractor: c.contractor,
    contractorOrganizeId: c.contractorOrganizeId, contractorOrganizeName: orgName(orgs, c.contractorOrganizeId),
    mileage: c.mileage, amount: Number(c.amount), description: c.description ?? '', enabledMark: Number(c.enabledMark ?? 1),
    sortCode: Number(c.sortCode), memberCount: members, alignment: storedAlignment(c.alignment) ?? []
  }
}

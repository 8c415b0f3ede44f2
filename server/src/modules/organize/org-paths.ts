// Organisation paths: JNPF keeps organize_id_tree as "root,...,self" and shows names joined by "/".
import type { OrganizeRow, OrgPathRow } from './repository'

export type OrgMap = Map<string, OrganizeRow>

export function orgMap<R extends OrgPathRow = OrganizeRow>(rows: R[]): Map<string, R> {
  return new Map(rows.map((o) => [o.id, o]))
}

export function orgIdPath(orgs: Map<string, OrgPathRow>, id: string): string[] {
  const org = orgs.get(id)
  if (!org) return []
  return org.organizeIdTree.split(',').filter(Boolean)
}

export function orgPathName(orgs: Map<string, OrgPathRow>, id: string): string {
  return orgIdPath(orgs, id).map((x) => orgs.get(x)?.fullName ?? '').filter(Boolean).join('/')
}

/** the id and every descendant id */
export function orgSubtree(orgs: OrgMap, id: string): Set<string> {
  const out = new Set<string>()
  for (const o of orgs.values()) if (o.organizeIdTree.split(',').includes(id)) out.add(o.id)
  return out
}

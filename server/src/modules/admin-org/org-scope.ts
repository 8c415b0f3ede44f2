// Which organisations a caller administers. Administrators: all of them. A project administrator: the project
// companies of their projects and the contractors of those projects' sections, each with everything below it
// (JNPF's 分级管理 gives an organisation "and its sub-layers" the same way).
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { orgMap, orgSubtree, type OrgMap } from '../organize/org-paths'
import { organizeRepository } from '../organize/repository'
import type { OrgRow } from './repository'
import { relationRepository } from './relation-repository'

export interface ScopeLike { all: boolean; projectIds: string[] }

export interface OrgView {
  rows: OrgRow[]
  orgs: OrgMap
  /** null: every organisation */
  reach: Set<string> | null
}

export async function orgView(ctx: AppContext, scope: ScopeLike): Promise<OrgView> {
  const rows = await organizeRepository.allOrganizes(ctx.db)
  const orgs = orgMap(rows)
  if (scope.all) return { rows, orgs, reach: null }
  const reach = new Set<string>()
  for (const root of await relationRepository.projectOrganizeIds(ctx.db, scope.projectIds)) {
    for (const id of orgSubtree(orgs, root)) reach.add(id)
  }
  return { rows, orgs, reach }
}

export const inReach = (v: OrgView, id: string) => v.reach === null || v.reach.has(id)

/** the organisation, when the caller may see it; an unknown id and one out of reach get the same answer */
export function reachableOrg(v: OrgView, id: string): OrgRow {
  const o = v.orgs.get(id)
  if (!o || !inReach(v, id)) throw new BadRequest('组织不存在或不在您管理的范围内')
  return o
}

// Reading the organisation tree for the console: the 组织管理 table, the company and department forms, and the
// "ByAuth" pickers the organisation, position, role and user pages open (limited to what the caller administers).
import type { AppContext } from '../../context'
import type { AdminScope } from '../admin'
import { userRepository, type UserRow } from '../users/repository'
import { infoOf, listNode, nestUnderAncestors, selectorNode, type OrgTreeNode } from './org-views'
import { inReach, orgView, reachableOrg, type OrgView } from './org-scope'

export interface OrgListQuery { keyword?: string; type?: string; enabledMark?: number }

function matches(o: { fullName: string; enCode: string }, keyword: string): boolean {
  const k = keyword.toLowerCase()
  return o.fullName.toLowerCase().includes(k) || o.enCode.toLowerCase().includes(k)
}

/** GET /Organize: companies and departments as a tree, filtered by keyword (name or code), type and state */
export async function listOrganizes(ctx: AppContext, scope: AdminScope, q: OrgListQuery): Promise<OrgTreeNode[]> {
  const v = await orgView(ctx, scope)
  const keyword = (q.keyword ?? '').trim()
  const type = q.type === 'company' || q.type === 'department' ? q.type : ''
  const rows = v.rows.filter((o) => inReach(v, o.id) && (!keyword || matches(o, keyword)) && (!type || o.category === type) &&
    (q.enabledMark === undefined || Number(o.enabledMark ?? 1) === q.enabledMark))
  return nestUnderAncestors(rows.map((o) => listNode(v.orgs, o)), v.orgs)
}

export async function organizeInfo(ctx: AppContext, scope: AdminScope, id: string) {
  const v = await orgView(ctx, scope)
  return infoOf(v.orgs, reachableOrg(v, id))
}

/** the caller's reach for a picker: administrators everything, anybody else the organisations of their projects */
async function pickerView(ctx: AppContext, user: UserRow): Promise<OrgView> {
  const all = Number(user.isAdministrator) === 1
  return orgView(ctx, { all, projectIds: all ? [] : await userRepository.relationIds(ctx.db, user.id, 'Project') })
}

/** the organisation being edited and everything below it cannot be its own parent, so pickers leave them out */
function outsideSubtree(excludeId: string) {
  return (o: { id: string; organizeIdTree: string }) => excludeId === '0' || !o.organizeIdTree.split(',').includes(excludeId)
}

/** Organize/SelectorByAuth/{id}: the companies the caller administers, as the company form's parent picker */
export async function companyPicker(ctx: AppContext, user: UserRow, excludeId: string): Promise<OrgTreeNode[]> {
  const v = await pickerView(ctx, user)
  const rows = v.rows.filter((o) => o.category === 'company' && Number(o.enabledMark ?? 1) === 1 && inReach(v, o.id))
    .filter(outsideSubtree(excludeId))
  return nestUnderAncestors(rows.map((o) => selectorNode(v.orgs, o)), v.orgs)
}

/**
 * Organize/Department/SelectorByAuth/{id}: companies and departments the caller administers. When the edited
 * organisation's current parent is out of reach it is still shown, disabled, so the form can display its value.
 */
export async function departmentPicker(ctx: AppContext, user: UserRow, excludeId: string): Promise<OrgTreeNode[]> {
  const v = await pickerView(ctx, user)
  const rows = v.rows.filter((o) => Number(o.enabledMark ?? 1) === 1 && inReach(v, o.id)).filter(outsideSubtree(excludeId))
  const nodes = rows.map((o) => selectorNode(v.orgs, o))
  const parent = v.orgs.get(v.orgs.get(excludeId)?.parentId ?? '')
  if (parent && !rows.includes(parent)) nodes.unshift(selectorNode(v.orgs, parent, true))
  return nestUnderAncestors(nodes, v.orgs)
}

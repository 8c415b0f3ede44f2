// Who handles a node (jnpf-forms-and-flows.md §4.3 assigneeType): the rules read the organisation through a
// Directory, so the logic stays testable and the SQL stays in the repository. Members found through a department,
// role, position or group are limited to people of the task's project, so a flow never reaches another project.
import type { Json } from './types'

export interface DirectoryUser {
  id: string
  managerId: string
  organizeId: string
  positionId: string
  enabled: boolean
  isAdministrator: boolean
}

export interface Directory {
  users(ids: string[]): Promise<DirectoryUser[]>
  /** members of an object; organizes include their sub-organizes */
  members(type: 'organize' | 'position' | 'role' | 'group', ids: string[]): Promise<string[]>
  /** the organize chain of an organize, itself first, with each one's category and head */
  organizeChain(id: string): Promise<{ id: string; category: string; managerId: string }[]>
  projectMembers(projectId: string, userIds: string[]): Promise<string[]>
  administrators(): Promise<string[]>
  /** users who approved (record handleStatus 1) at a node of the task */
  nodeHandlers(nodeCode: string): Promise<string[]>
  /** the candidates chosen for a node of the task by a previous handler */
  chosenCandidates(nodeCode: string): Promise<string[]>
}

export interface AssigneeContext {
  dir: Directory
  /** the node being resolved */
  nodeCode: string
  props: Json
  launcherId: string
  projectId: string
  form: Record<string, unknown>
}

const TYPE_OF: Record<string, 'organize' | 'position' | 'role' | 'group'> = {
  department: 'organize', company: 'organize', organize: 'organize', position: 'position', role: 'role', group: 'group'
}

const list = (v: unknown): string[] => {
  if (Array.isArray(v)) return v.flatMap(list)
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean)
  if (typeof v === 'number') return [String(v)]
  return []
}

/** "<id>--<type>" entries (a bare id is a user) expanded to user ids */
export async function expandMembers(dir: Directory, entries: string[], projectId: string): Promise<string[]> {
  const users: string[] = []
  const grouped: string[] = []
  for (const e of entries) {
    const [id, type = 'user'] = e.split('--')
    if (!id) continue
    if (type === 'user') users.push(id)
    else if (TYPE_OF[type]) grouped.push(...(await dir.members(TYPE_OF[type], [id])))
  }
  const inProject = projectId && grouped.length ? await dir.projectMembers(projectId, grouped) : grouped
  return [...new Set([...users, ...inProject])]
}

async function managerChain(dir: Directory, userId: string, levels: number): Promise<string[]> {
  let cur = userId
  for (let i = 0; i < levels; i++) {
    const [u] = await dir.users([cur])
    if (!u?.managerId) return []
    cur = u.managerId
  }
  return [cur]
}

async function departmentHead(dir: Directory, userId: string, level: number): Promise<string[]> {
  const [u] = await dir.users([userId])
  if (!u) return []
  const chain = (await dir.organizeChain(u.organizeId)).filter((o) => o.managerId)
  const head = chain[Math.max(1, level) - 1]
  return head ? [head.managerId] : []
}

/** the raw handlers of a node by assigneeType, before extraRule, delegation and errorRule */
export async function resolveByType(c: AssigneeContext): Promise<string[]> {
  const p = c.props
  switch (Number(p.assigneeType ?? 6)) {
    case 1: return managerChain(c.dir, c.launcherId, Math.max(1, Number(p.managerLevel) || 1))
    case 2: return departmentHead(c.dir, c.launcherId, Number(p.departmentLevel) || 1)
    case 3: return [c.launcherId]
    case 4: {
      const field = typeof p.formField === 'string' ? p.formField : ''
      const values = list(c.form[field])
      if (Number(p.formFieldType) === 2) return expandMembers(c.dir, values.map((v) => (v.includes('--') ? v : `${v}--department`)), c.projectId)
      return expandMembers(c.dir, values, c.projectId)
    }
    case 5: {
      const code = typeof p.nodeId === 'string' ? p.nodeId : ''
      return code ? c.dir.nodeHandlers(code) : []
    }
    case 7: return c.dir.chosenCandidates(c.nodeCode)
    case 6: return expandMembers(c.dir, list(p.approvers), c.projectId)
    default: return []
  }
}

/** extraRule (§4.3): 2 same department, 3 same position, 4 launcher's superior, 5 launcher's subordinates, 6 same company */
export async function applyExtraRule(dir: Directory, rule: number, launcherId: string, ids: string[]): Promise<string[]> {
  if (![2, 3, 4, 5, 6].includes(rule) || ids.length === 0) return ids
  const [launcher] = await dir.users([launcherId])
  if (!launcher) return []
  const users = await dir.users(ids)
  const companyOf = async (orgId: string) => (await dir.organizeChain(orgId)).find((o) => o.category === 'company')?.id ?? ''
  const launcherCompany = rule === 6 ? await companyOf(launcher.organizeId) : ''
  const out: string[] = []
  for (const u of users) {
    if (rule === 2 && u.organizeId === launcher.organizeId) out.push(u.id)
    if (rule === 3 && u.positionId && u.positionId === launcher.positionId) out.push(u.id)
    if (rule === 4 && u.id === launcher.managerId) out.push(u.id)
    if (rule === 5 && u.managerId === launcher.id) out.push(u.id)
    if (rule === 6 && (await companyOf(u.organizeId)) === launcherCompany) out.push(u.id)
  }
  return out
}

/** handlers of a node: assigneeType, then extraRule, keeping enabled users only, in the order found */
export async function resolveAssignees(c: AssigneeContext): Promise<string[]> {
  const raw = await resolveByType(c)
  const ruled = await applyExtraRule(c.dir, Number(c.props.extraRule ?? 1), c.launcherId, raw)
  const enabled = new Set((await c.dir.users(ruled)).filter((u) => u.enabled).map((u) => u.id))
  return [...new Set(ruled)].filter((id) => enabled.has(id))
}

/** sequential sign: approversSortList order first, then the rest as found */
export function sortForSequence(props: Json, ids: string[]): string[] {
  const order = list(props.approversSortList).map((e) => e.split('--')[0])
  const rank = (id: string) => {
    const i = order.indexOf(id)
    return i === -1 ? order.length + ids.indexOf(id) : i
  }
  return [...ids].sort((a, b) => rank(a) - rank(b))
}

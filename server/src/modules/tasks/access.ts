// Who may see and do what in the task centre. Data follows project and section membership: a task is read by its
// publisher, the people it is handed to, its handler, the members of the section it is handed to, and the
// project's managers (section tasks only of the sections they belong to); administrators read all. Publishing
// follows the catalogue's roles by their codes (a disabled role grants nothing); accepting a section's task is for
// the section's foremen, managers and chief engineers; the moves after that belong to the handler and the publisher.
import { sql } from 'kysely'
import type { AppContext } from '../../context'
import type { TaskItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'

export const NO_TASK = '任务不存在或您无权访问'

export const MANAGERS = ['projectManager', 'chiefEngineer', 'ownerProjectManager', 'ownerChiefEngineer']
export const PUBLISHERS = [...MANAGERS, 'supervisionEngineer']
export const SECTION_ACTORS = ['projectManager', 'chiefEngineer', 'sectionForeman']

export interface Member {
  user: UserTable
  admin: boolean
  projects: string[]
  contracts: string[]
  roles: string[]
}

export async function memberOf(ctx: AppContext, user: UserTable): Promise<Member> {
  const [relations, roles] = await Promise.all([
    ctx.db.selectFrom('baseUserRelation').select(['objectType', 'objectId']).where('userId', '=', user.id)
      .where('objectType', 'in', ['Project', 'Contract']).execute(),
    sql<{ enCode: string }>`select o.en_code as "enCode" from base_user_relation r join base_role o on o.id = r.object_id
      where r.user_id = ${user.id} and r.object_type = 'Role' and coalesce(o.enabled_mark, 1) = 1`.execute(ctx.db)
  ])
  return {
    user, admin: Number(user.isAdministrator) === 1,
    projects: relations.filter((r) => r.objectType === 'Project').map((r) => r.objectId),
    contracts: relations.filter((r) => r.objectType === 'Contract').map((r) => r.objectId),
    roles: roles.rows.map((r) => r.enCode)
  }
}

export const holds = (m: Member, codes: string[]) => m.admin || m.roles.some((r) => codes.includes(r))

/** the project when the user belongs to it (one refusal whether it is missing or someone else's) */
export function requireProject(m: Member, projectId: unknown): string {
  if (typeof projectId !== 'string' || projectId === '') throw new BadRequest('请选择项目')
  if (!m.admin && !m.projects.includes(projectId)) throw new BadRequest('您不是该项目的成员，无法查看其数据')
  return projectId
}

/** whether the member may read the task (assignees are read separately: pass them) */
export function mayRead(m: Member, task: TaskItemTable, assigneeIds: string[]): boolean {
  if (m.admin) return true
  if (!m.projects.includes(task.projectId)) return false
  const me = m.user.id
  if (task.publisherUserId === me || task.handlerUserId === me || assigneeIds.includes(me)) return true
  if (task.assignType === 'section' && m.contracts.includes(task.contractId)) return true
  return holds(m, MANAGERS) && (task.contractId === '' || m.contracts.includes(task.contractId))
}

/** whether the member is among those who may accept the task */
export function mayAccept(m: Member, task: TaskItemTable, assigneeIds: string[]): boolean {
  if (task.assignType === 'user') return assigneeIds.includes(m.user.id)
  return m.contracts.includes(task.contractId) && m.roles.some((r) => SECTION_ACTORS.includes(r))
}

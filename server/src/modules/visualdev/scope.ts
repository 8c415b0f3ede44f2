// Which project and contract section a low-code record belongs to, and whether a user may touch it: members see
// the records of their projects, and of a record filed under a contract section only when they belong to it.
import type { AppContext } from '../../context'
import type { VisualDevRecordTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { projectRepository } from '../projects/repository'
import { listUserContracts, userProjectIds } from '../projects/service'
import { userRepository, type UserRow } from '../users/repository'
import { cachedForCaller } from './caller-cache'
import type { RecordScope } from './repository'

export const isAdmin = (u: UserRow) => Number(u.isAdministrator) === 1

/** one message whether the record is missing or belongs to another project, so ids reveal nothing */
export const NOT_FOUND = '数据不存在或您无权访问'

export async function recordScope(ctx: AppContext, user: UserRow): Promise<RecordScope> {
  if (isAdmin(user)) return {}
  // memberships are directory rows (base_user_relation): kept until the directory version changes
  const { projectIds, contractIds } = await cachedForCaller(ctx.db, user, 'scope', async () => {
    const [projectIds, contractIds] = await Promise.all([
      userRepository.relationIds(ctx.db, user.id, 'Project'),
      userRepository.relationIds(ctx.db, user.id, 'Contract')
    ])
    return { projectIds, contractIds }
  })
  // copies: callers may narrow their own scope
  return { projectIds: [...projectIds], contractIds: [...contractIds] }
}

export function inScope(scope: RecordScope, record: Pick<VisualDevRecordTable, 'projectId' | 'contractId'>): boolean {
  if (scope.projectIds && !scope.projectIds.includes(record.projectId)) return false
  if (scope.contractIds && record.contractId !== '' && !scope.contractIds.includes(record.contractId)) return false
  return true
}

export async function assertVisible(ctx: AppContext, user: UserRow, record: VisualDevRecordTable | undefined): Promise<VisualDevRecordTable> {
  if (!record || !inScope(await recordScope(ctx, user), record)) throw new BadRequest(NOT_FOUND)
  return record
}

/** the project and contract a new record is filed under: the ones asked for, or the caller's first */
export async function resolveScope(ctx: AppContext, user: UserRow, projectId?: string, contractId?: string): Promise<{ projectId: string; contractId: string }> {
  const memberOf = await userProjectIds(ctx, user)
  const project = projectId ?? memberOf[0]
  if (!project) throw new BadRequest('您还没有加入任何项目，无法新建数据')
  if (!memberOf.includes(project)) throw new BadRequest('您不是该项目的成员，无法在其中新建数据')
  const contracts = (await projectRepository.contractsOfProject(ctx.db, project)).map((c) => c.id)
  const allowed = isAdmin(user)
    ? contracts
    : (await userRepository.relationIds(ctx.db, user.id, 'Contract')).filter((id) => contracts.includes(id))
  if (contractId !== undefined && contractId !== '' && !allowed.includes(contractId)) {
    throw new BadRequest('您不属于该合同段，无法在其中新建数据')
  }
  return { projectId: project, contractId: contractId || allowed[0] || '' }
}

/**
 * The caller's scope narrowed to the project and contract section chosen in the app (List sends them): records of
 * that project, and of that section or of none (project-wide records belong to every section, as visibility has it).
 * A project or section the caller does not belong to is refused rather than quietly widened.
 */
export async function narrowedScope(ctx: AppContext, user: UserRow, projectId?: string, contractId?: string): Promise<RecordScope> {
  const scope = await recordScope(ctx, user)
  if (!projectId && !contractId) return scope
  const projects = projectId ? [projectId] : await userProjectIds(ctx, user)
  if (projectId && !(await userProjectIds(ctx, user)).includes(projectId)) throw new BadRequest('您不是该项目的成员，无法查看其数据')
  if (!contractId) return { ...scope, projectIds: projects }
  for (const project of projects) {
    const contracts = await listUserContracts(ctx, user, project)
    if (contracts.some((c) => c.id === contractId)) return { projectIds: [project], contractIds: [contractId] }
  }
  throw new BadRequest('您不属于该合同段，无法查看其数据')
}

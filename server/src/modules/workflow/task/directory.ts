// The organisation as the assignee rules see it (engine/assignees.ts Directory), read from base_user,
// base_user_relation and base_organize, plus what the task itself knows (who approved a node, chosen candidates).
import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import type { UserTable } from '../../../db/schema'
import type { Directory, DirectoryUser } from '../engine/assignees'
import { candidateRepository, recordRepository } from './operator-repository'

const RELATION = { organize: 'Organize', position: 'Position', role: 'Role', group: 'Group' } as const

export const directoryRepository = {
  async users(db: Db, ids: string[]): Promise<DirectoryUser[]> {
    if (ids.length === 0) return []
    const rows = await db.selectFrom('baseUser').select(['id', 'managerId', 'organizeId', 'positionId', 'enabledMark', 'isAdministrator'])
      .where('id', 'in', [...new Set(ids)]).execute()
    const byId = new Map(rows.map((r) => [r.id, r]))
    return ids.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => Boolean(r)).map((r) => ({
      id: r.id, managerId: r.managerId, organizeId: r.organizeId, positionId: r.positionId,
      enabled: Number(r.enabledMark) === 1, isAdministrator: Number(r.isAdministrator) === 1
    }))
  },
  async members(db: Db, type: keyof typeof RELATION, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return []
    let objectIds = ids
    if (type === 'organize') {
      // the organisations themselves and everything below them (organizeIdTree is the comma path from the root)
      const orgs = await db.selectFrom('baseOrganize').select(['id', 'organizeIdTree']).execute()
      objectIds = orgs.filter((o) => o.organizeIdTree.split(',').some((x) => ids.includes(x)) || ids.includes(o.id)).map((o) => o.id)
    }
    if (objectIds.length === 0) return []
    const rows = await db.selectFrom('baseUserRelation').innerJoin('baseUser', 'baseUser.id', 'baseUserRelation.userId')
      .select('baseUserRelation.userId').distinct().where('baseUserRelation.objectType', '=', RELATION[type])
      .where('baseUserRelation.objectId', 'in', objectIds).orderBy('baseUserRelation.userId').execute()
    return rows.map((r) => r.userId)
  },
  async organizeChain(db: Db, id: string): Promise<{ id: string; category: string; managerId: string }[]> {
    const orgs = await db.selectFrom('baseOrganize').selectAll().execute()
    const byId = new Map(orgs.map((o) => [o.id, o]))
    const chain: { id: string; category: string; managerId: string }[] = []
    for (let cur = byId.get(id); cur && !chain.some((c) => c.id === cur?.id); cur = byId.get(cur.parentId)) {
      chain.push({ id: cur.id, category: cur.category, managerId: cur.managerId ?? '' })
    }
    return chain
  },
  async projectMembers(db: Db, projectId: string, userIds: string[]): Promise<string[]> {
    if (userIds.length === 0) return []
    const rows = await db.selectFrom('baseUserRelation').select('userId').distinct().where('objectType', '=', 'Project')
      .where('objectId', '=', projectId).where('userId', 'in', [...new Set(userIds)]).execute()
    const members = new Set(rows.map((r) => r.userId))
    return userIds.filter((id) => members.has(id))
  },
  /** those of `userIds` who belong to the contract section */
  async sectionMembers(db: Db, contractId: string, userIds: string[]): Promise<string[]> {
    if (userIds.length === 0) return []
    const rows = await db.selectFrom('baseUserRelation').select('userId').distinct().where('objectType', '=', 'Contract')
      .where('objectId', '=', contractId).where('userId', 'in', [...new Set(userIds)]).execute()
    const members = new Set(rows.map((r) => r.userId))
    return userIds.filter((id) => members.has(id))
  },
  /** enabled users among `ids` (or, without ids, of the project), matching the keyword, a page of them */
  async page(db: Db, scope: { ids?: string[]; projectId?: string }, keyword: string, offset: number, limit: number): Promise<{ rows: UserTable[]; total: number }> {
    let q = db.selectFrom('baseUser').where('enabledMark', '=', 1)
    if (scope.ids) q = scope.ids.length ? q.where('id', 'in', scope.ids) : q.where(sql<boolean>`1 = 0`)
    else if (scope.projectId) {
      q = q.where('id', 'in', (eb) => eb.selectFrom('baseUserRelation').select('userId').where('objectType', '=', 'Project').where('objectId', '=', scope.projectId ?? ''))
    }
    if (keyword) {
      const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      q = q.where(sql<boolean>`(lower(real_name) like ${pattern} escape '\\' or lower(account) like ${pattern} escape '\\')`)
    }
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await q.selectAll().orderBy('sortCode').orderBy('account').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  async administrators(db: Db): Promise<string[]> {
    const rows = await db.selectFrom('baseUser').select('id').where('isAdministrator', '=', 1).where('enabledMark', '=', 1)
      .orderBy('sortCode').execute()
    return rows.map((r) => r.id)
  }
}

/**
 * A Directory bound to one task (node handlers and candidates are the task's own). A task of a contract section
 * reaches that section's people: of a role's (position's, department's) members in the project, those on the
 * section, or, where none of them is, the project's, so a node never goes without a handler it had before.
 */
export function directoryFor(db: Db, taskId: string, launcherId: string, startCode = '', contractId = ''): Directory {
  return {
    users: (ids) => directoryRepository.users(db, ids),
    members: (type, ids) => directoryRepository.members(db, type, ids),
    organizeChain: (id) => directoryRepository.organizeChain(db, id),
    projectMembers: async (projectId, ids) => {
      const inProject = await directoryRepository.projectMembers(db, projectId, ids)
      if (!contractId) return inProject
      const onSection = await directoryRepository.sectionMembers(db, contractId, inProject)
      return onSection.length ? onSection : inProject
    },
    administrators: () => directoryRepository.administrators(db),
    nodeHandlers: async (nodeCode) => {
      const ids = await recordRepository.approvers(db, taskId, nodeCode)
      // a node nobody has approved yet (the start node of a task not submitted) falls back to the launcher
      return ids.length || nodeCode !== startCode ? ids : [launcherId]
    },
    chosenCandidates: (nodeCode) => candidateRepository.latest(db, taskId, nodeCode, 1)
  }
}

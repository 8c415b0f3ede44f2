// The project's checklists (检查表) the site checks are assigned from: listing them and saving one.
import type { Checklist, ChecklistList } from '@shared/api/task-checks'
import type { AppContext } from '../../context'
import type { TaskChecklistItemTable, TaskChecklistTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { PUBLISHERS, holds, memberOf, requireProject, text } from '../tasks'
import { taskCheckRepository as repo } from './repository'

const MAX_ITEMS = 50

async function checklistsOf(ctx: AppContext, lists: TaskChecklistTable[]): Promise<Checklist[]> {
  const ids = lists.map((l) => l.id)
  const [items, used] = await Promise.all([repo.checklistItems(ctx.db, ids), repo.usedCounts(ctx.db, ids)])
  return lists.map((l) => ({
    id: l.id, name: l.name, category: l.category, enabled: Number(l.enabled) === 1, used: used.get(l.id) ?? 0,
    items: (items.get(l.id) ?? []).map((i) => ({ id: i.id, name: i.name, requirement: i.requirement }))
  }))
}

/** the project's checklists: the enabled ones for everyone; the managers also see the disabled ones */
export async function listChecklists(ctx: AppContext, user: UserTable, projectId: unknown): Promise<ChecklistList> {
  const m = await memberOf(ctx, user)
  const id = requireProject(m, projectId)
  const mayEdit = holds(m, PUBLISHERS)
  return { list: await checklistsOf(ctx, await repo.checklists(ctx.db, id, !mayEdit)), mayEdit }
}

/** creates (no id) or edits a checklist; the tasks already assigned from it keep the items they were given */
export async function saveChecklist(ctx: AppContext, user: UserTable, input: Record<string, unknown>, id?: string): Promise<Checklist> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, input.projectId)
  if (!holds(m, PUBLISHERS)) throw new BadRequest('您没有维护检查表的权限')
  let was: TaskChecklistTable | undefined
  if (id) {
    was = await repo.checklist(ctx.db, id)
    if (!was || was.projectId !== projectId) throw new BadRequest('检查表不存在或不属于该项目')
  }
  const name = text(input.name, '检查表名称', 60, true)
  const category = text(input.category, '检查类别', 30, true)
  const enabled = input.enabled === undefined ? 1 : input.enabled === true ? 1 : input.enabled === false ? 0 : NaN
  if (Number.isNaN(enabled)) throw new BadRequest('启用状态格式不正确')
  if (!Array.isArray(input.items) || input.items.length === 0) throw new BadRequest('请至少添加一个检查项')
  if (input.items.length > MAX_ITEMS) throw new BadRequest(`检查项最多${MAX_ITEMS}项`)
  const listId = was?.id ?? newId()
  const seen = new Set<string>()
  const items: TaskChecklistItemTable[] = input.items.map((raw, i) => {
    if (!raw || typeof raw !== 'object') throw new BadRequest(`第${i + 1}个检查项格式不正确`)
    const r = raw as Record<string, unknown>
    const itemName = text(r.name, `第${i + 1}个检查项的检查项目`, 100, true)
    if (seen.has(itemName)) throw new BadRequest(`检查项目“${itemName}”重复`)
    seen.add(itemName)
    return { id: newId(), checklistId: listId, sortCode: i + 1, name: itemName, requirement: text(r.requirement, `“${itemName}”的检查标准`, 500, true) }
  })
  const now = ctx.clock.now()
  const list: TaskChecklistTable = {
    id: listId, projectId, name, category, enabled, creatorUserId: was?.creatorUserId ?? user.id, creatorTime: was ? Number(was.creatorTime) : now, lastModifyTime: now
  }
  await ctx.db.transaction().execute((trx) => repo.saveChecklist(trx, list, items, !was))
  return (await checklistsOf(ctx, [list]))[0]
}

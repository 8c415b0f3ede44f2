// Material consumption (材料消耗) recorded against tasks, and the work orders (派工单) with what each consumed.
import type { ConsumeList, ConsumeRow, WorkOrderCard } from '@shared/api/task-checks'
import type { AppContext } from '../../context'
import type { TaskItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { projectRepository } from '../projects'
import { parseChainage } from '../safety'
import { MANAGERS, NO_TASK, cleanFiles, holds, memberOf, parseFiles, requireProject, taskOf, taskCards, taskRepository, text, today, type Member } from '../tasks'
import { idempotentCreate } from '../visualdev'
import { dateOf, idText } from './input'
import { taskCheckRepository as repo, type ConsumeFilter } from './repository'

const QTY = /^\d{1,9}(\.\d{1,2})?$/
export const quantityText = (hundredths: number) => `${Math.trunc(hundredths / 100)}.${String(Math.abs(hundredths) % 100).padStart(2, '0')}`

function quantityOf(value: unknown): number {
  const v = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (v === '') throw new BadRequest('请填写消耗数量')
  if (!QTY.test(v)) throw new BadRequest('消耗数量应为数字，最多两位小数')
  const [whole, frac = ''] = v.split('.')
  const n = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  if (n <= 0) throw new BadRequest('消耗数量须大于0')
  return n
}

/** who may record consumption against a task: its handler and people, and the members of its section */
function mayConsume(m: Member, task: TaskItemTable, assigneeIds: string[]): boolean {
  const me = m.user.id
  return task.handlerUserId === me || assigneeIds.includes(me) || (task.assignType === 'section' && m.contracts.includes(task.contractId))
}

async function consumeFilter(ctx: AppContext, user: UserTable, q: Record<string, string | undefined>): Promise<ConsumeFilter> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  if (q.keyword && q.keyword.length > 50) throw new BadRequest('关键字不能超过50个字')
  const f: ConsumeFilter = { projectId, keyword: q.keyword }
  if (q.taskId) {
    const { task } = await taskOf(ctx, user, q.taskId)
    if (task.projectId !== projectId) throw new BadRequest(NO_TASK)
    f.taskId = task.id
    return f
  }
  if (!m.admin) {
    f.visibleContracts = m.contracts
    f.withPeopleTasks = holds(m, MANAGERS)
  }
  if (q.contractId) {
    if (f.visibleContracts && !f.visibleContracts.includes(q.contractId)) throw new BadRequest('您不是该合同段的成员，无法查看其材料消耗')
    f.contractId = q.contractId
  }
  return f
}

export async function listConsumes(ctx: AppContext, user: UserTable, q: Record<string, string | undefined>, page: number, size: number): Promise<ConsumeList> {
  const f = await consumeFilter(ctx, user, q)
  const [{ rows, total }, totals] = await Promise.all([repo.consumePage(ctx.db, f, size, (page - 1) * size), repo.consumeTotals(ctx.db, f)])
  const contractIds = [...new Set(rows.map((r) => r.contractId).filter(Boolean))]
  const taskIds = [...new Set(rows.map((r) => r.taskId))]
  const [names, sections, tasks] = await Promise.all([
    taskRepository.names(ctx.db, rows.map((r) => r.userId)), projectRepository.contractsByIds(ctx.db, contractIds),
    Promise.all(taskIds.map((id) => taskRepository.find(ctx.db, id)))
  ])
  const sectionText = new Map(sections.map((s) => [s.id, `${s.enCode} ${s.contractor || s.fullName}`]))
  const open = new Set(tasks.filter((t) => t && (t.state === 'doing' || t.state === 'returned')).map((t) => t!.id))
  const list: ConsumeRow[] = rows.map((r) => ({
    id: r.id, taskId: r.taskId, taskTitle: r.taskTitle, taskBillNo: r.taskBillNo, sectionText: sectionText.get(r.contractId) ?? '',
    material: r.material, specification: r.specification, unit: r.unit, quantity: quantityText(Number(r.quantityHundredths)), usedDate: r.usedDate,
    place: r.place, chainage: r.chainage, note: r.note, photos: signedUploads(ctx, parseFiles(r.photos)), userName: names.get(r.userId) ?? '',
    createdAt: Number(r.createdAt), canDelete: r.userId === user.id && open.has(r.taskId)
  }))
  return {
    list, pagination: { currentPage: page, pageSize: size, total },
    totals: totals.map((t) => ({ material: t.material, specification: t.specification, unit: t.unit, quantity: quantityText(t.hundredths), count: t.n }))
  }
}

/** records a consumption against a task in hand; sent from the outbox with an Idempotency-Key (recorded once) */
export async function addConsume(ctx: AppContext, user: UserTable, input: Record<string, unknown>, idemKey?: string): Promise<{ id: string }> {
  const m = await memberOf(ctx, user)
  const { task } = await taskOf(ctx, user, idText(input.taskId, '任务'))
  const assigneeIds = (await taskRepository.assignees(ctx.db, [task.id])).get(task.id) ?? []
  if (!mayConsume(m, task, assigneeIds)) throw new BadRequest('只有任务的办理人和接收方可以登记材料消耗')
  if (task.state !== 'doing' && task.state !== 'returned') throw new BadRequest('任务接收后、提交审核前才能登记材料消耗')
  const material = text(input.material, '材料名称', 60, true)
  const specification = text(input.specification, '规格型号', 60, false)
  const unit = text(input.unit, '计量单位', 10, true)
  const hundredths = quantityOf(input.quantity)
  const usedDate = dateOf(input.usedDate, '使用日期')
  if (usedDate > today(ctx)) throw new BadRequest('使用日期不能晚于今天')
  const place = text(input.place, '使用部位', 100, false)
  const chainage = text(input.chainage, '桩号', 30, false)
  if (chainage && parseChainage(chainage) === undefined) throw new BadRequest('桩号格式不正确（如K12+300）')
  const note = text(input.note, '备注', 200, false)
  const photos = cleanFiles(input.photos, '现场照片')
  const keys = await claimFiles(ctx, user, fileKeysIn(photos))
  const create = async (id: string) => {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.addConsume(trx, {
        id, taskId: task.id, projectId: task.projectId, contractId: task.contractId, material, specification, unit, quantityHundredths: hundredths,
        usedDate, place, chainage, note, photos: JSON.stringify(photos), userId: user.id, createdAt: ctx.clock.now()
      })
      if (keys.length) await fileRefRepository.add(trx, 'taskItem', task.id, keys)
    })
  }
  if (!idemKey) {
    const id = newId()
    await create(id)
    return { id }
  }
  const id = await idempotentCreate(ctx, user.id, `task-consume:${task.id}`, idemKey, create, async (c, _scope, made) => Boolean(await repo.consume(c.db, made)))
  return { id }
}

export async function deleteConsume(ctx: AppContext, user: UserTable, id: string): Promise<void> {
  const row = await repo.consume(ctx.db, id)
  if (!row) throw new BadRequest('消耗记录不存在')
  const { task } = await taskOf(ctx, user, row.taskId)
  if (row.userId !== user.id) throw new BadRequest('只能删除自己登记的材料消耗')
  if (task.state !== 'doing' && task.state !== 'returned') throw new BadRequest('任务已提交审核或已结束，材料消耗不能再删除')
  await repo.deleteConsume(ctx.db, id)
}

// ---- work orders (派工单) ----

/** the tasks handed to sections (派工单) with what each consumed; a member sees the orders of the sections he belongs to */
export async function listWorkOrders(ctx: AppContext, user: UserTable, q: Record<string, string | undefined>, page: number, size: number) {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  const visible = m.admin ? undefined : m.contracts
  if (q.contractId && visible && !visible.includes(q.contractId)) throw new BadRequest('您不是该合同段的成员，无法查看其派工单')
  const { rows, total } = await repo.sectionTasks(ctx.db, projectId, visible, q.contractId || undefined, size, (page - 1) * size)
  const [cards, consumed, sections] = await Promise.all([
    taskCards(ctx, rows), repo.consumeByTask(ctx.db, rows.map((r) => r.id)),
    projectRepository.contractsByIds(ctx.db, [...new Set(rows.map((r) => r.contractId))])
  ])
  const byId = new Map(sections.map((s) => [s.id, `${s.enCode} ${s.contractor || s.fullName}`]))
  const list: WorkOrderCard[] = cards.map((c, i) => {
    const mine = consumed.filter((x) => x.taskId === c.id)
    return {
      ...c, sectionText: byId.get(rows[i].contractId) ?? '', consumeCount: mine.reduce((n, x) => n + x.n, 0),
      consumeText: mine.map((x) => `${x.material}${x.specification ? ` ${x.specification}` : ''} ${quantityText(x.hundredths)}${x.unit}`).join('；')
    }
  })
  return { list, pagination: { currentPage: page, pageSize: size, total } }
}

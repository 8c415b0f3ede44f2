// SQL for the workflow lists: my launches (flow_task), to-dos (open flow_task_operator entries), done (my
// flow_task_operator_record steps) and copies (flow_task_circulate). Every list joins the task and its launcher so
// one keyword matches the title, the flow name and the launcher; newest first, ties broken by id.
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../../db/database'
import { likePattern, type ListFilter } from './list-query'

/** the task columns every list item is built from */
export interface TaskCols {
  taskId: string
  processId: string
  enCode: string
  fullName: string
  flowName: string
  flowCode: string
  flowId: string
  templateId: string
  flowCategory: string
  formType: number
  status: number
  completion: number
  currentNodeName: string
  currentNodeCode: string
  startTime: number | null
  endTime: number | null
  taskCreatorTime: number
  creatorUserId: string
  flowUrgent: number
  parentId: string
  description: string
  delegateUserId: string
  flowVersion: string
}

const TASK_COLS = [
  't.id as taskId', 't.processId', 't.enCode', 't.fullName', 't.flowName', 't.flowCode', 't.flowId', 't.templateId',
  't.flowCategory', 't.formType', 't.status', 't.completion', 't.currentNodeName', 't.currentNodeCode', 't.startTime',
  't.endTime', 't.creatorTime as taskCreatorTime', 't.creatorUserId', 't.flowUrgent', 't.parentId', 't.description',
  't.delegateUserId', 't.flowVersion'
] as const

/** the filter as predicates over the task `t`, its launcher `u` and the list's own time column */
function predicates(f: ListFilter, timeCol: string): RawBuilder<boolean>[] {
  const p: RawBuilder<boolean>[] = []
  const col = (c: string) => sql.ref(c)
  if (f.keyword) {
    const k = likePattern(f.keyword)
    p.push(sql<boolean>`(lower(${col('t.fullName')}) like ${k} escape '\\' or lower(${col('t.flowName')}) like ${k} escape '\\'
      or lower(${col('u.realName')}) like ${k} escape '\\' or lower(${col('u.account')}) like ${k} escape '\\')`)
  }
  if (f.from !== null) p.push(sql<boolean>`${col(timeCol)} >= ${f.from}`)
  if (f.to !== null) p.push(sql<boolean>`${col(timeCol)} <= ${f.to}`)
  if (f.templateId) p.push(sql<boolean>`${col('t.templateId')} = ${f.templateId}`)
  if (f.flowId) p.push(sql<boolean>`${col('t.flowId')} = ${f.flowId}`)
  if (f.flowCategory) p.push(sql<boolean>`${col('t.flowCategory')} = ${f.flowCategory}`)
  if (f.flowUrgent !== null) p.push(sql<boolean>`${col('t.flowUrgent')} = ${f.flowUrgent}`)
  if (f.creatorUserId) p.push(sql<boolean>`${col('t.creatorUserId')} = ${f.creatorUserId}`)
  return p
}

const count = (r: { n: unknown } | undefined) => Number(r?.n ?? 0)

export interface TodoRow extends TaskCols {
  id: string
  taskNodeId: string
  nodeCode: string
  nodeName: string
  delegatorUserId: string
  creatorTime: number
}

export interface DoneRow extends TaskCols {
  id: string
  taskNodeId: string
  nodeCode: string
  nodeName: string
  handleStatus: number
  handleTime: number
  delegatorUserId: string
}

export interface CopyRow extends TaskCols {
  id: string
  taskNodeId: string
  nodeCode: string
  nodeName: string
  creatorTime: number
}

export interface Page<T> { rows: T[]; total: number }

/** record actions that count as "done by me" (not the launcher's own submit / withdraw, nor voided steps) */
export const DONE_STATUSES = [0, 1, 4, 5, 6, 7, 10, 13]

export const flowListRepository = {
  /**
   * every task of every launcher (the administrators' 流程监控), newest launch first; `projectIds` narrows it to
   * those projects' tasks (a project administrator's monitor)
   */
  async monitor(db: Db, f: ListFilter, offset: number, limit: number, projectIds?: string[]): Promise<Page<TaskCols>> {
    let q = db.selectFrom('flowTask as t').leftJoin('baseUser as u', 'u.id', 't.creatorUserId')
    if (projectIds) q = q.where('t.projectId', 'in', projectIds.length ? projectIds : [''])
    if (f.status !== null) q = q.where('t.status', '=', f.status)
    for (const p of predicates(f, 't.creatorTime')) q = q.where(p)
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await q.select(TASK_COLS).orderBy('t.creatorTime', 'desc').orderBy('t.id', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: count(total) }
  },

  /** tasks I launched, or launched for someone else under a launch delegation */
  async launches(db: Db, userId: string, f: ListFilter, offset: number, limit: number): Promise<Page<TaskCols>> {
    let q = db.selectFrom('flowTask as t').leftJoin('baseUser as u', 'u.id', 't.creatorUserId')
      .where((eb) => eb.or([eb('t.creatorUserId', '=', userId), eb('t.delegateUserId', '=', userId)]))
    if (f.status !== null) q = q.where('t.status', '=', f.status)
    for (const p of predicates(f, 't.creatorTime')) q = q.where(p)
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await q.select(TASK_COLS).orderBy('t.creatorTime', 'desc').orderBy('t.id', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: count(total) }
  },

  /** open to-do entries of the user on tasks in progress; onlyTaskNodeIds narrows to batch-approvable nodes */
  async todos(db: Db, userId: string, f: ListFilter, offset: number, limit: number, onlyTaskNodeIds?: string[]): Promise<Page<TodoRow>> {
    if (onlyTaskNodeIds && onlyTaskNodeIds.length === 0) return { rows: [], total: 0 }
    let q = db.selectFrom('flowTaskOperator as o').innerJoin('flowTask as t', 't.id', 'o.taskId')
      .leftJoin('baseUser as u', 'u.id', 't.creatorUserId')
      .where('o.handleId', '=', userId).where('o.completion', '=', 0).where('o.state', '=', 0).where('t.status', '=', 1)
    if (onlyTaskNodeIds) q = q.where('o.taskNodeId', 'in', onlyTaskNodeIds)
    if (f.nodeCode) q = q.where('o.nodeCode', '=', f.nodeCode)
    for (const p of predicates(f, 'o.creatorTime')) q = q.where(p)
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await q.select([...TASK_COLS, 'o.id', 'o.taskNodeId', 'o.nodeCode', 'o.nodeName', 'o.delegatorUserId', 'o.creatorTime'])
      .orderBy('o.creatorTime', 'desc').orderBy('o.id', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: count(total) }
  },

  /** the task-node ids and node JSON of the user's open to-dos (batch approval reads isBatchApproval from them) */
  openTodoNodes(db: Db, userId: string): Promise<{ taskNodeId: string; nodePropertyJson: string }[]> {
    return db.selectFrom('flowTaskOperator as o').innerJoin('flowTaskNode as n', 'n.id', 'o.taskNodeId')
      .innerJoin('flowTask as t', 't.id', 'o.taskId')
      .select(['o.taskNodeId', 'n.nodePropertyJson']).distinct()
      .where('o.handleId', '=', userId).where('o.completion', '=', 0).where('o.state', '=', 0).where('t.status', '=', 1)
      .execute()
  },

  async dones(db: Db, userId: string, f: ListFilter, offset: number, limit: number): Promise<Page<DoneRow>> {
    let q = db.selectFrom('flowTaskOperatorRecord as r').innerJoin('flowTask as t', 't.id', 'r.taskId')
      .leftJoin('baseUser as u', 'u.id', 't.creatorUserId')
      .where('r.handleId', '=', userId).where('r.handleStatus', 'in', DONE_STATUSES).where('r.status', '>=', 0)
      .where('r.nodeCode', '!=', 'start')
    if (f.status !== null) q = q.where('r.handleStatus', '=', f.status)
    if (f.nodeCode) q = q.where('r.nodeCode', '=', f.nodeCode)
    for (const p of predicates(f, 'r.handleTime')) q = q.where(p)
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await q.select([...TASK_COLS, 'r.id', 'r.taskNodeId', 'r.nodeCode', 'r.nodeName', 'r.handleStatus', 'r.handleTime', 'r.delegatorUserId'])
      .orderBy('r.handleTime', 'desc').orderBy('r.id', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: count(total) }
  },

  async copies(db: Db, userId: string, f: ListFilter, offset: number, limit: number): Promise<Page<CopyRow>> {
    let q = db.selectFrom('flowTaskCirculate as c').innerJoin('flowTask as t', 't.id', 'c.taskId')
      .leftJoin('baseUser as u', 'u.id', 't.creatorUserId')
      .where('c.objectId', '=', userId)
    if (f.status !== null) q = q.where('t.status', '=', f.status)
    if (f.nodeCode) q = q.where('c.nodeCode', '=', f.nodeCode)
    for (const p of predicates(f, 'c.creatorTime')) q = q.where(p)
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await q.select([...TASK_COLS, 'c.id', 'c.taskNodeId', 'c.nodeCode', 'c.nodeName', 'c.creatorTime'])
      .orderBy('c.creatorTime', 'desc').orderBy('c.id', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: count(total) }
  }
}

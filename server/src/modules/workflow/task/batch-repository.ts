// SQL of batch approval: the caller's open to-do entries with their node JSON and task (the selectors group them,
// the batch checks each id against them), and the template versions they run on.
import type { Db } from '../../../db/database'

/** an open to-do entry with what batch approval decides on */
export interface BatchEntryRow {
  id: string
  handleId: string
  taskId: string
  taskNodeId: string
  nodeCode: string
  nodeName: string
  nodePropertyJson: string
  templateId: string
  flowId: string
  flowName: string
  fullName: string
}

export interface VersionRow {
  id: string
  templateId: string
  fullName: string
  version: number
  flowTemplateJson: string
}

const COLS = [
  'o.id', 'o.handleId', 'o.taskId', 'o.taskNodeId', 'o.nodeCode', 'o.nodeName', 'n.nodePropertyJson', 't.templateId', 't.flowId',
  't.flowName', 't.fullName'
] as const

/** the entries of a to-do list: open, active, on a task in progress (as FlowBefore/List/1 and /4 read them) */
function openEntries(db: Db) {
  return db.selectFrom('flowTaskOperator as o').innerJoin('flowTaskNode as n', 'n.id', 'o.taskNodeId')
    .innerJoin('flowTask as t', 't.id', 'o.taskId')
    .where('o.completion', '=', 0).where('o.state', '=', 0).where('t.status', '=', 1)
}

export const batchRepository = {
  /** every open to-do of the user, newest first */
  openOf(db: Db, userId: string): Promise<BatchEntryRow[]> {
    return openEntries(db).select(COLS).where('o.handleId', '=', userId)
      .orderBy('o.creatorTime', 'desc').orderBy('o.id', 'desc').execute()
  },

  /** an entry of the user in any state with its node and task, or undefined when it is not theirs */
  entryOf(db: Db, userId: string, id: string): Promise<BatchEntryRow | undefined> {
    return db.selectFrom('flowTaskOperator as o').innerJoin('flowTaskNode as n', 'n.id', 'o.taskNodeId')
      .innerJoin('flowTask as t', 't.id', 'o.taskId').select(COLS).where('o.id', '=', id).where('o.handleId', '=', userId)
      .executeTakeFirst()
  },

  versions(db: Db, ids: string[]): Promise<VersionRow[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('flowTemplateJson').select(['id', 'templateId', 'fullName', 'version', 'flowTemplateJson'])
      .where('id', 'in', ids).orderBy('version', 'desc').execute()
  }
}

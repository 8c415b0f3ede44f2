// SQL of electronic signatures: seals, the sign-list record, signed documents and their audit trail, and the
// approved flow tasks a user approved (the documents they are asked to sign).
import type { Db } from '../../db/database'
import type { ESignAuditTable, ESignDocumentTable, ESignSealTable, ESignSignListTable } from '../../db/schema'

export const BATCH_ROLE_CODE = 'batchESign'
export const BATCH_ROLE_NAME = '批量电子签章'

/** an approved task with the user's last approval on it */
export interface ApprovedTask {
  id: string
  fullName: string
  flowName: string
  formType: number
  projectId: string
  contractId: string
  endTime: number | null
  /** the node of the user's approval (its properties may place the signature) */
  nodeCode: string
  handleTime: number
}

export const esignRepository = {
  seal(db: Db, userId: string): Promise<ESignSealTable | undefined> {
    return db.selectFrom('esignSeal').selectAll().where('userId', '=', userId).executeTakeFirst()
  },
  /** false when the user already has one (created once) */
  async insertSeal(db: Db, row: ESignSealTable): Promise<boolean> {
    const r = await db.insertInto('esignSeal').values(row).onConflict((oc) => oc.column('userId').doNothing()).executeTakeFirst()
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0
  },
  async setAutoSign(db: Db, userId: string, on: boolean): Promise<boolean> {
    const r = await db.updateTable('esignSeal').set({ autoSign: on ? 1 : 0 }).where('userId', '=', userId).executeTakeFirst()
    return Number(r.numUpdatedRows) > 0
  },
  autoSigners(db: Db, userIds: string[]): Promise<ESignSealTable[]> {
    if (!userIds.length) return Promise.resolve([])
    return db.selectFrom('esignSeal').selectAll().where('userId', 'in', userIds).where('autoSign', '=', 1).execute()
  },

  signList(db: Db, userId: string): Promise<ESignSignListTable | undefined> {
    return db.selectFrom('esignSignList').selectAll().where('userId', '=', userId).executeTakeFirst()
  },
  async saveSignList(db: Db, row: ESignSignListTable): Promise<void> {
    await db.insertInto('esignSignList').values(row)
      .onConflict((oc) => oc.column('userId').doUpdateSet({ state: row.state, coveredUntil: row.coveredUntil, lastModifyTime: row.lastModifyTime }))
      .execute()
  },

  /** whether the user holds an enabled batch e-signature role (by the catalogue's code or the name the app checks) */
  async hasBatchRole(db: Db, userId: string): Promise<boolean> {
    const row = await db.selectFrom('baseUserRelation as r').innerJoin('baseRole as role', 'role.id', 'r.objectId')
      .select('role.id').where('r.userId', '=', userId).where('r.objectType', '=', 'Role').where('role.enabledMark', '=', 1)
      .where((eb) => eb.or([eb('role.enCode', '=', BATCH_ROLE_CODE), eb('role.fullName', '=', BATCH_ROLE_NAME)]))
      .limit(1).executeTakeFirst()
    return row !== undefined
  },

  /** the passed tasks the user approved (a live approval, not one taken back), newest first */
  async approvedBy(db: Db, userId: string, taskIds?: string[]): Promise<ApprovedTask[]> {
    if (taskIds && !taskIds.length) return []
    let q = db.selectFrom('flowTaskOperatorRecord as rec').innerJoin('flowTask as t', 't.id', 'rec.taskId')
      .select(['t.id', 't.fullName', 't.flowName', 't.formType', 't.projectId', 't.contractId', 't.endTime', 'rec.nodeCode', 'rec.handleTime'])
      .where('rec.handleId', '=', userId).where('rec.handleStatus', '=', 1).where('rec.status', '!=', -1)
      .where('t.status', '=', 2)
    if (taskIds) q = q.where('t.id', 'in', taskIds)
    const rows = await q.orderBy('t.endTime', 'desc').orderBy('rec.handleTime', 'desc').execute()
    // one entry per task: the user's latest approval on it
    const seen = new Map<string, ApprovedTask>()
    for (const r of rows) {
      if (seen.has(r.id)) continue
      seen.set(r.id, {
        ...r, formType: Number(r.formType), endTime: r.endTime === null ? null : Number(r.endTime), handleTime: Number(r.handleTime)
      })
    }
    return [...seen.values()]
  },

  documentsOf(db: Db, signerId: string, taskIds?: string[]): Promise<ESignDocumentTable[]> {
    if (taskIds && !taskIds.length) return Promise.resolve([])
    let q = db.selectFrom('esignDocument').selectAll().where('signerId', '=', signerId)
    if (taskIds) q = q.where('taskId', 'in', taskIds)
    return q.orderBy('creatorTime', 'desc').orderBy('id', 'desc').execute()
  },
  document(db: Db, id: string): Promise<ESignDocumentTable | undefined> {
    return db.selectFrom('esignDocument').selectAll().where('id', '=', id).executeTakeFirst()
  },
  documentByProviderTask(db: Db, providerTaskId: string): Promise<ESignDocumentTable | undefined> {
    return db.selectFrom('esignDocument').selectAll().where('providerTaskId', '=', providerTaskId).where('providerTaskId', '!=', '').executeTakeFirst()
  },
  /** false when the signer already has a document for the task (a concurrent signing won) */
  async insertDocument(db: Db, row: ESignDocumentTable): Promise<boolean> {
    const r = await db.insertInto('esignDocument').values(row).onConflict((oc) => oc.columns(['taskId', 'signerId']).doNothing()).executeTakeFirst()
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0
  },
  async updateDocument(db: Db, id: string, patch: Partial<ESignDocumentTable>): Promise<void> {
    await db.updateTable('esignDocument').set(patch).where('id', '=', id).execute()
  },
  /** a failed attempt makes room for a new one */
  async deleteFailed(db: Db, taskId: string, signerId: string): Promise<void> {
    await db.deleteFrom('esignDocument').where('taskId', '=', taskId).where('signerId', '=', signerId).where('state', '=', -1).execute()
  },

  async audit(db: Db, row: ESignAuditTable): Promise<void> {
    await db.insertInto('esignAudit').values(row).execute()
  },
  auditOf(db: Db, documentId: string): Promise<ESignAuditTable[]> {
    return db.selectFrom('esignAudit').selectAll().where('documentId', '=', documentId).orderBy('creatorTime').orderBy('id').execute()
  }
}

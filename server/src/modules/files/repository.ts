// SQL for one-time download tickets (download_ticket) and who uploaded which file (upload_file).
import type { Db } from '../../db/database'
import type { DownloadTicketTable, UploadFileTable } from '../../db/schema'

export const downloadTicketRepository = {
  async insert(db: Db, row: DownloadTicketTable, now: number): Promise<void> {
    // expired rows are dead weight; dropping them here keeps the table at the live tickets
    await db.deleteFrom('downloadTicket').where('expiresAt', '<', now).execute()
    await db.insertInto('downloadTicket').values(row).execute()
  },
  /** deletes and returns the ticket in one statement, so two requests can never both use it */
  take(db: Db, id: string): Promise<DownloadTicketTable | undefined> {
    return db.deleteFrom('downloadTicket').where('id', '=', id).returningAll().executeTakeFirst()
  }
}

export const uploadRepository = {
  async insert(db: Db, row: UploadFileTable): Promise<void> {
    await db.insertInto('uploadFile').values(row).execute()
  },
  async forget(db: Db, type: string, names: string[]): Promise<void> {
    for (let i = 0; i < names.length; i += 500) {
      await db.deleteFrom('uploadFile').where('type', '=', type).where('name', 'in', names.slice(i, i + 500)).execute()
    }
  },
  async uploaderOf(db: Db, type: string, name: string): Promise<string | undefined> {
    const row = await db.selectFrom('uploadFile').select('userId').where('type', '=', type).where('name', '=', name).executeTakeFirst()
    return row?.userId
  },
  /** bytes the user uploaded since `since` (server-written files have size 0 and do not count) */
  async bytesSince(db: Db, userId: string, since: number): Promise<number> {
    const row = await db.selectFrom('uploadFile').select((eb) => eb.fn.sum<number | string | null>('fileSize').as('bytes'))
      .where('userId', '=', userId).where('createdAt', '>', since).executeTakeFirst()
    return Number(row?.bytes ?? 0)
  },
  async remove(db: Db, type: string, name: string): Promise<void> {
    await db.deleteFrom('uploadFile').where('type', '=', type).where('name', '=', name).execute()
  }
}

export type FileOwnerKind = 'record' | 'task' | 'im' | 'recordMove' | 'progressFilling' | 'taskItem' | 'attendancePunch' | 'keyInspectionVisit' | 'problemProposal' | 'supervisionOrder' | 'workMessage' | 'workLog' | 'supervisionMeeting' | 'processInspection' | 'document' | 'rebarCount' | 'attendanceFace'

/** what each stored file belongs to (file_ref): the owners whose readers may read it */
export const fileRefRepository = {
  /** the owner now holds exactly `keys` (an update that drops a file drops its reference) */
  async replace(db: Db, ownerKind: FileOwnerKind, ownerId: string, keys: { type: string; name: string }[]): Promise<void> {
    await db.deleteFrom('fileRef').where('ownerKind', '=', ownerKind).where('ownerId', '=', ownerId).execute()
    await this.add(db, ownerKind, ownerId, keys)
  },
  async add(db: Db, ownerKind: FileOwnerKind, ownerId: string, keys: { type: string; name: string }[]): Promise<void> {
    const unique = [...new Map(keys.map((k) => [`${k.type}/${k.name}`, k])).values()]
    if (unique.length === 0) return
    await db.insertInto('fileRef').values(unique.map((k) => ({ type: k.type, name: k.name, ownerKind, ownerId })))
      .onConflict((oc) => oc.doNothing()).execute()
  },
  ownersOf(db: Db, type: string, name: string): Promise<{ ownerKind: string; ownerId: string }[]> {
    return db.selectFrom('fileRef').select(['ownerKind', 'ownerId']).where('type', '=', type).where('name', '=', name).limit(50).execute()
  }
}

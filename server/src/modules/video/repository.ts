// SQL of cloud video: the camera registry.
import type { Db } from '../../db/database'
import type { VideoCameraTable } from '../../db/schema'

export const videoRepository = {
  cameras(db: Db, contractIds: string[], enabledOnly: boolean): Promise<VideoCameraTable[]> {
    if (contractIds.length === 0) return Promise.resolve([])
    let q = db.selectFrom('videoCamera').selectAll().where('contractId', 'in', contractIds)
    if (enabledOnly) q = q.where('enabled', '=', 1)
    return q.orderBy('contractId').orderBy('creatorTime').orderBy('id').execute()
  },
  camera(db: Db, id: string): Promise<VideoCameraTable | undefined> {
    return db.selectFrom('videoCamera').selectAll().where('id', '=', id).executeTakeFirst()
  },
  byChannel(db: Db, contractId: string, deviceId: string, channelId: string): Promise<VideoCameraTable | undefined> {
    return db.selectFrom('videoCamera').selectAll().where('contractId', '=', contractId).where('deviceId', '=', deviceId)
      .where('channelId', '=', channelId).executeTakeFirst()
  },
  async save(db: Db, camera: VideoCameraTable, isNew: boolean): Promise<void> {
    if (isNew) await db.insertInto('videoCamera').values(camera).execute()
    else {
      const { id, projectId: _p, contractId: _c, creatorUserId: _u, creatorTime: _t, ...rest } = camera
      await db.updateTable('videoCamera').set(rest).where('id', '=', id).execute()
    }
  }
}

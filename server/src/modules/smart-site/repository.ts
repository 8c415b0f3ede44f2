// All SQL of the smart site: devices, their readings (one row per device, metric and time) and alarms.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { SmartAlarmTable, SmartDeviceTable, SmartReadingTable } from '../../db/schema'

const ids = (list: string[]) => (list.length ? list : [''])

export const smartRepository = {
  devicesOf(db: Db, contractIds: string[]): Promise<SmartDeviceTable[]> {
    return db.selectFrom('smartDevice').selectAll().where('contractId', 'in', ids(contractIds)).orderBy('contractId').orderBy('kind').orderBy('name').execute()
  },

  device(db: Db, id: string): Promise<SmartDeviceTable | undefined> {
    return db.selectFrom('smartDevice').selectAll().where('id', '=', id).executeTakeFirst()
  },

  byKeyHash(db: Db, keyHash: string): Promise<SmartDeviceTable | undefined> {
    return db.selectFrom('smartDevice').selectAll().where('keyHash', '=', keyHash).executeTakeFirst()
  },

  async insertDevice(db: Db, row: SmartDeviceTable): Promise<void> {
    await db.insertInto('smartDevice').values(row).execute()
  },

  async setKey(db: Db, id: string, keyHash: string, keyHint: string): Promise<void> {
    await db.updateTable('smartDevice').set({ keyHash, keyHint }).where('id', '=', id).execute()
  },

  async sameName(db: Db, contractId: string, name: string): Promise<boolean> {
    return Boolean(await db.selectFrom('smartDevice').select('id').where('contractId', '=', contractId).where('name', '=', name).executeTakeFirst())
  },

  /** the newest reading of each metric of the devices */
  async latest(db: Db, deviceIds: string[]): Promise<SmartReadingTable[]> {
    const { rows } = await sql<SmartReadingTable>`select r.device_id as "deviceId", r.metric, r.reading_time as "readingTime", r.value, r.received_at as "receivedAt"
      from smart_reading r join (select device_id, metric, max(reading_time) as t from smart_reading where device_id in (${sql.join(ids(deviceIds))})
        group by device_id, metric) m on m.device_id = r.device_id and m.metric = r.metric and m.t = r.reading_time`.execute(db)
    return rows.map((r) => ({ ...r, readingTime: Number(r.readingTime), value: Number(r.value), receivedAt: Number(r.receivedAt) }))
  },

  /**
   * one device's readings since a time as the highest of each bucket (a limit is about peaks), oldest first: a day at
   * 10-minute buckets is 144 points per metric however often the device reports
   */
  async buckets(db: Db, deviceId: string, from: number, bucketMs: number): Promise<{ metric: string; time: number; value: number }[]> {
    const { rows } = await sql<{ metric: string; time: unknown; value: unknown }>`select metric, min(reading_time) as time, max(value) as value
      from smart_reading where device_id = ${deviceId} and reading_time >= ${from}
      group by metric, reading_time / ${sql.lit(Math.floor(bucketMs))} order by min(reading_time)`.execute(db)
    return rows.map((r) => ({ metric: r.metric, time: Number(r.time), value: Number(r.value) }))
  },

  /** which of these (metric, time) pairs the device already has */
  async existing(db: Db, deviceId: string, from: number, to: number): Promise<Set<string>> {
    const rows = await db.selectFrom('smartReading').select(['metric', 'readingTime']).where('deviceId', '=', deviceId)
      .where('readingTime', '>=', from).where('readingTime', '<=', to).execute()
    return new Set(rows.map((r) => `${r.metric}\u0000${Number(r.readingTime)}`))
  },

  /** the newest time of each metric of a device */
  async newestTimes(db: Db, deviceId: string): Promise<Map<string, number>> {
    const rows = await db.selectFrom('smartReading').select(['metric', (eb) => eb.fn.max('readingTime').as('t')]).where('deviceId', '=', deviceId).groupBy('metric').execute()
    return new Map(rows.map((r) => [r.metric, Number(r.t)]))
  },

  async insertReadings(db: Db, rows: SmartReadingTable[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      await db.insertInto('smartReading').values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.columns(['deviceId', 'metric', 'readingTime']).doNothing()).execute()
    }
  },

  async touch(db: Db, deviceId: string, at: number): Promise<void> {
    await db.updateTable('smartDevice').set({ lastReadingAt: at }).where('id', '=', deviceId)
      .where((eb) => eb.or([eb('lastReadingAt', 'is', null), eb('lastReadingAt', '<', at)])).execute()
  },

  openAlarms(db: Db, contractIds: string[]): Promise<SmartAlarmTable[]> {
    return db.selectFrom('smartAlarm').selectAll().where('contractId', 'in', ids(contractIds)).where('closedAt', 'is', null).orderBy('openedAt', 'desc').execute()
  },

  openAlarmsOfDevice(db: Db, deviceId: string): Promise<SmartAlarmTable[]> {
    return db.selectFrom('smartAlarm').selectAll().where('deviceId', '=', deviceId).where('closedAt', 'is', null).execute()
  },

  /** open alarms first, then the newest closed since a time */
  alarmsOfDevice(db: Db, deviceId: string, closedSince: number): Promise<SmartAlarmTable[]> {
    return db.selectFrom('smartAlarm').selectAll().where('deviceId', '=', deviceId)
      .where((eb) => eb.or([eb('closedAt', 'is', null), eb('closedAt', '>=', closedSince)]))
      .orderBy(sql`case when closed_at is null then 0 else 1 end`).orderBy('openedAt', 'desc').limit(200).execute()
  },

  async insertAlarm(db: Db, row: SmartAlarmTable): Promise<void> {
    await db.insertInto('smartAlarm').values(row).execute()
  },

  async updateAlarm(db: Db, id: string, set: Partial<Pick<SmartAlarmTable, 'level' | 'limitValue' | 'peakValue' | 'lastValue' | 'closedAt'>>): Promise<void> {
    await db.updateTable('smartAlarm').set(set).where('id', '=', id).execute()
  },

  /** the enabled members of a section who hold one of the roles (by code) */
  async sectionPeople(db: Db, contractId: string, roleCodes: string[]): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`select distinct u.id from base_user u
      join base_user_relation c on c.user_id = u.id and c.object_type = 'Contract' and c.object_id = ${contractId}
      join base_user_relation r on r.user_id = u.id and r.object_type = 'Role'
      join base_role o on o.id = r.object_id and o.en_code in (${sql.join(roleCodes)}) and coalesce(o.enabled_mark, 1) = 1
      where coalesce(u.enabled_mark, 1) = 1 order by u.id`.execute(db)
    return rows.map((r) => r.id)
  }
}

// Readings pushed by a device with its own key. A batch is checked whole before anything is stored: every reading
// must name a metric of the device's kind, carry a finite number a sensor can physically report and a time neither
// in the future nor more than a week old; one bad reading refuses the batch with its position and why. A reading
// already stored (device, metric and time) is skipped, so a device may resend a batch it is unsure of. Readings
// newer than the newest already stored are then judged against the limits in time order: a reading over a limit
// opens an alarm for its device and metric (or raises a warning to an alarm), one back under the warning limit
// closes it. Opening and raising tell the section's safety officers and foremen (an inbox message and its live
// push, after the commit).
import {
  kindDef, levelOf, limitsAt, SMART_ALARM_LINK_MODEL, type SmartIngestVO, type SmartKindDef, type SmartMetricDef
} from '@shared/api/smart-site'
import type { RecordLinkBody } from '@shared/api/message'
import type { AppContext } from '../../context'
import type { MessageTable, SmartAlarmTable, SmartDeviceTable, SmartReadingTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { pushMessages, storeMessages } from '../message'
import { smartRepository } from './repository'

export const MAX_READINGS = 500
export const FUTURE_SLACK_MS = 5 * 60_000
export const OLDEST_MS = 7 * 86_400_000
/** who is told of an alarm in the section: its safety officers (and directors) and its foremen */
export const ALARM_ROLES = ['safetyOfficer', 'safetyDirector', 'sectionForeman']

interface Reading { metric: string; value: number; time: number }

const fmt = (v: number) => String(Math.round(v * 100) / 100)

function timeOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : undefined
  // an ISO 8601 text with its offset (a bare local time would be read in the server's zone)
  if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) {
    const t = Date.parse(raw)
    return Number.isFinite(t) ? t : undefined
  }
  return undefined
}

/** the batch checked whole; throws the first bad reading's position and what is wrong */
export function checkReadings(kind: SmartKindDef, body: unknown, now: number): Reading[] {
  const list = (body as { readings?: unknown } | null)?.readings
  if (!body || typeof body !== 'object' || !Array.isArray(list)) throw new BadRequest('请求体应为 {"readings": [{"metric", "value", "time"}]}')
  if (list.length === 0) throw new BadRequest('没有读数')
  if (list.length > MAX_READINGS) throw new BadRequest(`一次最多上传 ${MAX_READINGS} 条读数`)
  const seen = new Map<string, number>()
  const out: Reading[] = []
  list.forEach((raw, i) => {
    const at = `第 ${i + 1} 条读数`
    if (!raw || typeof raw !== 'object') throw new BadRequest(`${at}应为对象`)
    const { metric, value, time } = raw as Record<string, unknown>
    const def = typeof metric === 'string' ? kind.metrics.find((m) => m.code === metric) : undefined
    if (!def) throw new BadRequest(`${at}：未知的监测项 ${JSON.stringify(String(metric ?? '')).slice(0, 40)}，${kind.name}可上传 ${kind.metrics.map((m) => m.code).join('、')}`)
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new BadRequest(`${at}：${def.name}的数值应为数字`)
    if (value < def.min || value > def.max) throw new BadRequest(`${at}：${def.name} ${fmt(value)}${def.unit} 超出传感器量程 ${def.min}～${def.max}${def.unit}，请检查设备`)
    const t = timeOf(time)
    if (t === undefined) throw new BadRequest(`${at}：时间应为毫秒时间戳或带时区的 ISO 8601 时间`)
    if (t > now + FUTURE_SLACK_MS) throw new BadRequest(`${at}：时间晚于当前时间，请校准设备时钟`)
    if (t < now - OLDEST_MS) throw new BadRequest(`${at}：时间早于 7 天前，不再接收`)
    const key = `${def.code}\u0000${t}`
    const before = seen.get(key)
    if (before !== undefined && before !== value) throw new BadRequest(`${at}：与本批中同一时间的${def.name}读数不一致`)
    if (before === undefined) out.push({ metric: def.code, value, time: t })
    seen.set(key, value)
  })
  return out
}

interface Notice { alarm: SmartAlarmTable; def: SmartMetricDef; value: number }

/** the alarms of one metric after its new readings (oldest first) */
async function judge(db: AppContext['db'], device: SmartDeviceTable, def: SmartMetricDef, readings: Reading[], open: SmartAlarmTable | undefined,
  counts: { opened: number; closed: number }, notices: Notice[]): Promise<void> {
  let cur = open
  for (const r of readings) {
    const level = levelOf(def, r.value, r.time)
    const limits = limitsAt(def, r.time)
    if (level === 'normal') {
      if (cur) {
        await smartRepository.updateAlarm(db, cur.id, { closedAt: r.time, lastValue: r.value })
        counts.closed++
        cur = undefined
      }
      continue
    }
    if (!cur) {
      cur = {
        id: newId(), deviceId: device.id, projectId: device.projectId, contractId: device.contractId, metric: def.code, level,
        limitValue: limits[level], firstValue: r.value, peakValue: r.value, lastValue: r.value, openedAt: r.time, closedAt: null
      }
      await smartRepository.insertAlarm(db, cur)
      counts.opened++
      notices.push({ alarm: { ...cur }, def, value: r.value })
      continue
    }
    const raised = level === 'alarm' && cur.level !== 'alarm'
    cur = { ...cur, lastValue: r.value, peakValue: Math.max(Number(cur.peakValue), r.value), ...(raised ? { level: 'alarm', limitValue: limits.alarm } : {}) }
    await smartRepository.updateAlarm(db, cur.id, { lastValue: cur.lastValue, peakValue: cur.peakValue, level: cur.level, limitValue: cur.limitValue })
    if (raised) notices.push({ alarm: { ...cur }, def, value: r.value })
  }
}

function title(device: SmartDeviceTable, kind: SmartKindDef, n: Notice): string {
  const word = n.alarm.level === 'alarm' ? '报警' : '预警'
  return `${kind.name}${word}：${device.name} ${n.def.name} ${fmt(n.value)}${n.def.unit}，达到${word}值 ${fmt(Number(n.alarm.limitValue))}${n.def.unit}`
}

export async function ingest(ctx: AppContext, device: SmartDeviceTable, body: unknown): Promise<SmartIngestVO> {
  const kind = kindDef(device.kind)
  if (!kind) throw new BadRequest('设备类型不正确')
  const now = ctx.clock.now()
  const readings = checkReadings(kind, body, now)
  const counts = { opened: 0, closed: 0 }
  const result = await ctx.db.transaction().execute(async (trx) => {
    // the device's row first: concurrent batches of one device wait for each other (PostgreSQL row lock)
    await trx.updateTable('smartDevice').set((eb) => ({ lastReadingAt: eb.ref('lastReadingAt') })).where('id', '=', device.id).execute()
    const times = readings.map((r) => r.time)
    const have = await smartRepository.existing(trx, device.id, Math.min(...times), Math.max(...times))
    const fresh = readings.filter((r) => !have.has(`${r.metric}\u0000${r.time}`))
    if (!fresh.length) return { stored: 0, duplicates: readings.length, messages: [] as MessageTable[] }
    const newest = await smartRepository.newestTimes(trx, device.id)
    const rows: SmartReadingTable[] = fresh.map((r) => ({ deviceId: device.id, metric: r.metric, readingTime: r.time, value: r.value, receivedAt: now }))
    await smartRepository.insertReadings(trx, rows)
    await smartRepository.touch(trx, device.id, Math.max(...fresh.map((r) => r.time)))
    const open = await smartRepository.openAlarmsOfDevice(trx, device.id)
    const notices: Notice[] = []
    for (const def of kind.metrics) {
      // only what is newer than the newest already judged moves an alarm; a late, older reading is history
      const later = fresh.filter((r) => r.metric === def.code && r.time > (newest.get(def.code) ?? -Infinity)).sort((a, b) => a.time - b.time)
      if (later.length) await judge(trx, device, def, later, open.find((a) => a.metric === def.code), counts, notices)
    }
    const messages: MessageTable[] = []
    const to = notices.length ? await smartRepository.sectionPeople(trx, device.contractId, ALARM_ROLES) : []
    if (to.length) {
      for (const n of notices) {
        const link: RecordLinkBody = { modelId: SMART_ALARM_LINK_MODEL, id: device.id, content: `${device.location ? `位置：${device.location}。` : ''}${n.def.basis}` }
        messages.push(...(await storeMessages({ db: trx, clock: ctx.clock }, { toUserIds: to, type: 3, title: title(device, kind, n), bodyText: JSON.stringify(link) })))
      }
    }
    return { stored: fresh.length, duplicates: readings.length - fresh.length, messages }
  })
  if (result.messages.length) await pushMessages(ctx, result.messages)
  return { stored: result.stored, duplicates: result.duplicates, opened: counts.opened, closed: counts.closed }
}

// The demo's smart site: a tower-crane monitor and a dust and noise monitor on every construction section (the
// tunnel section 宁绩 TJ-03 has no crane, only a monitor at the portal), and a high-formwork monitor under TJ-01's
// 钱塘江特大桥 cast-in-place box girder, each with the last 24 hours of readings every 10 minutes up to the seed:
// cranes lifting by day and idle at night, winds rising in the afternoon, dust following the earthworks, noise
// quieter at night, formwork settling as the concrete goes in. 杭金 TJ-01's dust monitor reads PM10 over 150 µg/m³
// for the last 40 minutes (an open alarm), a crane of 杭金 TJ-02 passed its moment warning at about 15:00 (a closed
// alarm), and 宁绩 TJ-02's dust monitor has sent nothing for three hours (offline). The alarms are drawn from the
// readings by the same limits as the ingest. No inbox messages are seeded: the demo's inboxes are what other
// stories (and their tests) count; the ingest sends them for every alarm from now on.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { kindDef, levelOf, limitsAt } from '@shared/api/smart-site'
import type { Database, SmartAlarmTable, SmartDeviceTable, SmartReadingTable } from '../schema'

const MIN = 60_000
const HOUR = 60 * MIN
const STEP = 10 * MIN
const CN = 8 * HOUR

interface DemoDevice { id: string; project: string; contract: string; name: string; kind: 'towerCrane' | 'dustNoise' | 'highFormwork'; location: string; silentHours?: number }

const devices: DemoDevice[] = [
  { id: 'sd-hj1-tc1', project: 'proj-hj', contract: 'ct-hj-tj01', name: '1号塔吊 QTZ125', kind: 'towerCrane', location: '钱塘江特大桥 12# 墩旁' },
  { id: 'sd-hj1-dn1', project: 'proj-hj', contract: 'ct-hj-tj01', name: '1号扬尘噪声监测仪', kind: 'dustNoise', location: 'K14+300 拌和站出入口' },
  { id: 'sd-hj1-hf1', project: 'proj-hj', contract: 'ct-hj-tj01', name: '高支模监测点 A', kind: 'highFormwork', location: '钱塘江特大桥 第3联现浇箱梁' },
  { id: 'sd-hj2-tc1', project: 'proj-hj', contract: 'ct-hj-tj02', name: '2号塔吊 QTZ80', kind: 'towerCrane', location: '之江互通 C 匝道桥' },
  { id: 'sd-hj2-dn1', project: 'proj-hj', contract: 'ct-hj-tj02', name: '2号扬尘噪声监测仪', kind: 'dustNoise', location: 'K31+050 项目驻地' },
  { id: 'sd-hj3-tc1', project: 'proj-hj', contract: 'ct-hj-tj03', name: '3号塔吊 QTZ63', kind: 'towerCrane', location: '金华枢纽主线桥' },
  { id: 'sd-hj3-dn1', project: 'proj-hj', contract: 'ct-hj-tj03', name: '3号扬尘噪声监测仪', kind: 'dustNoise', location: 'K52+600 预制梁场' },
  { id: 'sd-nj1-tc1', project: 'proj-nj', contract: 'ct-nj-tj01', name: '1号塔吊 QTZ80', kind: 'towerCrane', location: '西津河大桥 3# 墩' },
  { id: 'sd-nj1-dn1', project: 'proj-nj', contract: 'ct-nj-tj01', name: '1号扬尘噪声监测仪', kind: 'dustNoise', location: 'K8+200 钢筋加工场' },
  { id: 'sd-nj2-tc1', project: 'proj-nj', contract: 'ct-nj-tj02', name: '2号塔吊 QTZ63', kind: 'towerCrane', location: '竹峰互通主线桥' },
  { id: 'sd-nj2-dn1', project: 'proj-nj', contract: 'ct-nj-tj02', name: '2号扬尘噪声监测仪', kind: 'dustNoise', location: 'K35+900 弃土场', silentHours: 3 },
  { id: 'sd-nj3-dn1', project: 'proj-nj', contract: 'ct-nj-tj03', name: '胡乐隧道洞口扬尘噪声监测仪', kind: 'dustNoise', location: '胡乐隧道左洞进口' }
]

/** a repeatable noise in [0, 1) per device, metric and step */
const rand = (seed: string, i: number) => {
  const h = crypto.createHash('sha256').update(`${seed}:${i}`).digest()
  return h.readUInt32BE(0) / 2 ** 32
}
const r1 = (v: number) => Math.round(v * 10) / 10
const r2 = (v: number) => Math.round(v * 100) / 100

/** China hour of day with its fraction */
const hourOf = (t: number) => (((t + CN) % (24 * HOUR)) / HOUR)
const working = (h: number) => h >= 7 && h < 18.5

function value(d: DemoDevice, metric: string, t: number, i: number, n: number, now: number): number {
  const h = hourOf(t)
  const x = rand(`${d.id}:${metric}`, i)
  switch (metric) {
    case 'moment': {
      // the TJ-02 crane lifted an 18 t girder segment at about 15:00 (91%-93% of its rated moment)
      if (d.id === 'sd-hj2-tc1' && now - t > 3 * HOUR && h >= 14.75 && h < 15.25) return r1(91 + x * 2)
      return working(h) ? r1(25 + x * 55) : r1(4 + x * 5)
    }
    case 'wind': return r1(2 + 4 * Math.max(0, Math.sin(((h - 9) / 12) * Math.PI)) + x * 2.5)
    case 'tilt': return d.kind === 'towerCrane' ? r2(0.9 + 0.4 * Math.sin((i / n) * Math.PI) + x * 0.3) : r2(0.08 + (i / n) * 0.1 + x * 0.04)
    case 'pm25': return r1((working(h) ? 35 : 22) + x * 22 + (d.id === 'sd-hj1-dn1' && now - t <= 40 * MIN ? 38 : 0))
    case 'pm10': return d.id === 'sd-hj1-dn1' && now - t <= 40 * MIN ? r1(152 + x * 18) : r1((working(h) ? 65 : 45) + x * 30)
    case 'noise': return working(h) ? r1(54 + x * 9) : h >= 22 || h < 6 ? r1(41 + x * 7) : r1(48 + x * 6)
    case 'settlement': return r2(0.4 + (i / n) * 3.1 + x * 0.15)
    default: return 0
  }
}

export async function seedSmartSite(trx: Kysely<Database>, now: number): Promise<void> {
  const last = Math.floor(now / STEP) * STEP
  const readings: SmartReadingTable[] = []
  const alarms: SmartAlarmTable[] = []
  const rows: SmartDeviceTable[] = []
  for (const d of devices) {
    const kind = kindDef(d.kind)
    if (!kind) continue
    const end = last - (d.silentHours ?? 0) * HOUR
    const n = 24 * 6
    let newest: number | null = null
    for (const m of kind.metrics) {
      let open: SmartAlarmTable | undefined
      for (let i = 0; i <= n; i++) {
        const t = last - 24 * HOUR + i * STEP
        if (t > end) break
        const v = value(d, m.code, t, i, n, now)
        readings.push({ deviceId: d.id, metric: m.code, readingTime: t, value: v, receivedAt: t + 2000 })
        newest = Math.max(newest ?? 0, t)
        const level = levelOf(m, v, t)
        if (level === 'normal') {
          if (open) { open.closedAt = t; open.lastValue = v; open = undefined }
        } else if (!open) {
          open = { id: `sa-${d.id}-${m.code}-${i}`, deviceId: d.id, projectId: d.project, contractId: d.contract, metric: m.code, level, limitValue: limitsAt(m, t)[level], firstValue: v, peakValue: v, lastValue: v, openedAt: t, closedAt: null }
          alarms.push(open)
        } else {
          open.lastValue = v
          open.peakValue = Math.max(open.peakValue, v)
          if (level === 'alarm' && open.level !== 'alarm') { open.level = 'alarm'; open.limitValue = limitsAt(m, t).alarm }
        }
      }
    }
    // a key nobody knows: a project manager issues a real one (重置密钥) to connect the device
    const key = crypto.randomBytes(32).toString('base64url')
    rows.push({
      id: d.id, projectId: d.project, contractId: d.contract, name: d.name, kind: d.kind, location: d.location,
      keyHash: crypto.createHash('sha256').update(`sk_${key}`).digest('hex'), keyHint: key.slice(-4), creatorUserId: 'u-huangwei',
      createdAt: now - 40 * 24 * HOUR, lastReadingAt: newest
    })
  }
  await trx.insertInto('smartDevice').values(rows).execute()
  for (let i = 0; i < readings.length; i += 500) await trx.insertInto('smartReading').values(readings.slice(i, i + 500)).execute()
  if (alarms.length) await trx.insertInto('smartAlarm').values(alarms).execute()
}

// 智慧工地 (smart site): monitoring devices of a contract section, the readings they push and the alarms a reading
// over its limit opens. The kinds, their metrics and limits are one table shared by the server (which judges the
// readings) and the app (which colours them), so both always agree.

export { SMART_ALARM_LINK_MODEL } from './smart-site-link'

export type SmartDeviceKind = 'towerCrane' | 'dustNoise' | 'highFormwork'
export type SmartLevel = 'normal' | 'warning' | 'alarm'

export interface SmartMetricDef {
  code: string
  name: string
  unit: string
  /** what a sensor can physically report; outside it the reading is refused as faulty */
  min: number
  max: number
  /** warning and alarm when the value reaches (>=) the limit; `night` for 22:00-06:00 China time */
  warning: number
  alarm: number
  night?: { warning: number; alarm: number }
  /** the rule shown beside the limits */
  basis: string
}

export interface SmartKindDef {
  kind: SmartDeviceKind
  name: string
  metrics: SmartMetricDef[]
}

export const SMART_KINDS: SmartKindDef[] = [
  {
    kind: 'towerCrane', name: '塔吊监测',
    metrics: [
      { code: 'moment', name: '力矩', unit: '%', min: 0, max: 200, warning: 90, alarm: 100, basis: '额定力矩的 90% 预警，100% 报警并切断起升（GB 5144）' },
      { code: 'wind', name: '风速', unit: 'm/s', min: 0, max: 75, warning: 12, alarm: 20, basis: '12 m/s 停止起重吊装（JGJ 33），20 m/s 停止作业、松开回转制动' },
      { code: 'tilt', name: '塔身倾斜', unit: '‰', min: 0, max: 50, warning: 3, alarm: 4, basis: '塔身垂直度偏差不大于 4‰（GB 5144），3‰ 预警' }
    ]
  },
  {
    kind: 'dustNoise', name: '扬尘噪声',
    metrics: [
      { code: 'pm25', name: 'PM2.5', unit: 'µg/m³', min: 0, max: 2000, warning: 75, alarm: 115, basis: '75 µg/m³ 预警，115 µg/m³（中度污染）报警，启动雾炮喷淋' },
      { code: 'pm10', name: 'PM10', unit: 'µg/m³', min: 0, max: 5000, warning: 100, alarm: 150, basis: '100 µg/m³ 预警，150 µg/m³ 报警，停止土方作业并洒水降尘' },
      {
        code: 'noise', name: '噪声', unit: 'dB', min: 20, max: 140, warning: 65, alarm: 70, night: { warning: 50, alarm: 55 },
        basis: '昼间 70 dB、夜间（22:00-06:00）55 dB 限值（GB 12523），各低 5 dB 预警'
      }
    ]
  },
  {
    kind: 'highFormwork', name: '高支模监测',
    metrics: [
      { code: 'settlement', name: '沉降', unit: 'mm', min: 0, max: 300, warning: 8, alarm: 10, basis: '模板支撑沉降累计 8 mm 预警，10 mm 报警，停止浇筑、人员撤离' },
      { code: 'tilt', name: '立杆倾角', unit: '°', min: 0, max: 30, warning: 0.5, alarm: 1, basis: '立杆倾角 0.5° 预警，1° 报警' }
    ]
  }
]

export const kindDef = (kind: string): SmartKindDef | undefined => SMART_KINDS.find((k) => k.kind === kind)
export const metricDef = (kind: string, metric: string): SmartMetricDef | undefined => kindDef(kind)?.metrics.find((m) => m.code === metric)

const CHINA_OFFSET_MS = 8 * 3_600_000
/** 22:00-06:00 China time */
export const isNight = (ms: number): boolean => {
  const h = new Date(ms + CHINA_OFFSET_MS).getUTCHours()
  return h >= 22 || h < 6
}

/** the limits of a metric at that time (night limits for noise at night) */
export function limitsAt(m: SmartMetricDef, ms: number): { warning: number; alarm: number } {
  return m.night && isNight(ms) ? m.night : { warning: m.warning, alarm: m.alarm }
}

export function levelOf(m: SmartMetricDef, value: number, ms: number): SmartLevel {
  const l = limitsAt(m, ms)
  return value >= l.alarm ? 'alarm' : value >= l.warning ? 'warning' : 'normal'
}

/** a device is offline when it has sent nothing for this long */
export const OFFLINE_AFTER_MS = 15 * 60_000

export interface SmartReadingVO { metric: string; value: number; time: number; level: SmartLevel }

export interface SmartAlarmVO {
  id: string
  deviceId: string
  deviceName: string
  kind: SmartDeviceKind
  contractId: string
  metric: string
  level: Exclude<SmartLevel, 'normal'>
  /** the limit passed when it opened (or escalated) */
  limit: number
  firstValue: number
  peakValue: number
  lastValue: number
  openedAt: number
  /** null while open */
  closedAt: number | null
}

export interface SmartDeviceVO {
  id: string
  projectId: string
  contractId: string
  contractName: string
  name: string
  kind: SmartDeviceKind
  location: string
  /** the last 4 characters of the key, to tell keys apart */
  keyHint: string
  createdAt: number
  lastReadingAt: number | null
  online: boolean
  /** the latest reading of each metric */
  latest: SmartReadingVO[]
  /** the worst level of its open alarms, normal when none */
  level: SmartLevel
  openAlarms: SmartAlarmVO[]
}

/** GET /api/smartsite/devices */
export interface SmartDeviceListVO {
  list: SmartDeviceVO[]
  /** whether the caller may register devices and issue keys in some section listed */
  canManage: boolean
}

/** GET /api/smartsite/devices/{id} */
export interface SmartDeviceDetailVO {
  device: SmartDeviceVO
  /** the last 24 h of each metric, the highest reading of each 10 minutes (at its first reading's time), oldest first */
  series: { metric: string; points: { time: number; value: number }[] }[]
  /** open alarms first, then the closed ones of the last 30 days */
  alarms: SmartAlarmVO[]
  canManage: boolean
}

/** POST /api/smartsite/devices and /devices/{id}/key: the key, shown this once */
export interface SmartDeviceKeyVO { device: SmartDeviceVO; key: string }

export interface SmartDeviceForm { contractId: string; name: string; kind: SmartDeviceKind; location: string }

/** POST /api/smartsite/ingest (header X-Device-Key): time is epoch ms or an ISO 8601 text with its offset */
export interface SmartIngestBody { readings: { metric: string; value: number; time: number | string }[] }
export interface SmartIngestVO { stored: number; duplicates: number; opened: number; closed: number }

/** GET /api/dashboard/smartSite: the 智慧工地 card */
export interface DashboardSmartSiteVO {
  devices: number
  online: number
  offline: number
  openAlarms: number
  /** open alarms per device kind (every kind, zero included) */
  byKind: { kind: SmartDeviceKind; name: string; devices: number; online: number; openAlarms: number }[]
}

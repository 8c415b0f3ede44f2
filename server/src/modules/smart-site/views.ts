// Rows to the shapes the app reads (types/api/smart-site.ts).
import {
  levelOf, metricDef, OFFLINE_AFTER_MS, type SmartAlarmVO, type SmartDeviceKind, type SmartDeviceVO, type SmartLevel
} from '@shared/api/smart-site'
import type { ContractTable, SmartAlarmTable, SmartDeviceTable, SmartReadingTable } from '../../db/schema'

export const isOnline = (d: SmartDeviceTable, now: number): boolean =>
  d.lastReadingAt !== null && d.lastReadingAt !== undefined && now - Number(d.lastReadingAt) <= OFFLINE_AFTER_MS

export function alarmVO(a: SmartAlarmTable, d: SmartDeviceTable | undefined): SmartAlarmVO {
  return {
    id: a.id, deviceId: a.deviceId, deviceName: d?.name ?? '', kind: (d?.kind ?? 'towerCrane') as SmartDeviceKind, contractId: a.contractId,
    metric: a.metric, level: a.level === 'alarm' ? 'alarm' : 'warning', limit: Number(a.limitValue), firstValue: Number(a.firstValue),
    peakValue: Number(a.peakValue), lastValue: Number(a.lastValue), openedAt: Number(a.openedAt), closedAt: a.closedAt === null ? null : Number(a.closedAt)
  }
}

export function deviceVO(d: SmartDeviceTable, contract: ContractTable | undefined, latest: SmartReadingTable[], open: SmartAlarmTable[], now: number): SmartDeviceVO {
  const level: SmartLevel = open.some((a) => a.level === 'alarm') ? 'alarm' : open.length ? 'warning' : 'normal'
  return {
    id: d.id, projectId: d.projectId, contractId: d.contractId, contractName: contract ? contract.enCode || contract.fullName : '',
    name: d.name, kind: d.kind as SmartDeviceKind, location: d.location, keyHint: d.keyHint, createdAt: Number(d.createdAt),
    lastReadingAt: d.lastReadingAt === null ? null : Number(d.lastReadingAt), online: isOnline(d, now),
    latest: latest.map((r) => {
      const def = metricDef(d.kind, r.metric)
      return { metric: r.metric, value: r.value, time: r.readingTime, level: def ? levelOf(def, r.value, r.readingTime) : 'normal' }
    }),
    level, openAlarms: open.map((a) => alarmVO(a, d))
  }
}

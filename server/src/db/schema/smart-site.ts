// 智慧工地: devices, their readings and alarms (migration 065).
export interface SmartDeviceTable {
  id: string
  projectId: string
  contractId: string
  name: string
  kind: string
  location: string
  keyHash: string
  keyHint: string
  creatorUserId: string
  createdAt: number
  lastReadingAt: number | null
}

export interface SmartReadingTable {
  deviceId: string
  metric: string
  readingTime: number
  value: number
  receivedAt: number
}

export interface SmartAlarmTable {
  id: string
  deviceId: string
  projectId: string
  contractId: string
  metric: string
  level: string
  limitValue: number
  firstValue: number
  peakValue: number
  lastValue: number
  openedAt: number
  closedAt: number | null
}

// The smart site for people: the devices of the sections the caller belongs to with their latest readings and open
// alarms, one device's last 24 hours and its alarms, and registering a device or issuing it a new key (the
// section's project managers). The key is answered this once; only its hash is kept.
import {
  kindDef, SMART_KINDS, type DashboardSmartSiteVO, type SmartDeviceDetailVO, type SmartDeviceKeyVO, type SmartDeviceListVO, type SmartDeviceVO
} from '@shared/api/smart-site'
import type { AppContext } from '../../context'
import type { ContractTable, SmartDeviceTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { holdsRole, requireRole, sectionFor, sectionsOfProject } from '../progress'
import { keyHash, keyHint, newDeviceKey } from './keys'
import { smartRepository } from './repository'
import { alarmVO, deviceVO, isOnline } from './views'

const DAY_MS = 86_400_000
/** the chart's resolution: the highest reading of each 10 minutes */
const BUCKET_MS = 10 * 60_000
export const DEVICE_MANAGERS = ['projectManager']
export const NO_DEVICE = '设备不存在或您无权查看'

async function devicesVO(ctx: AppContext, devices: SmartDeviceTable[], sections: ContractTable[]): Promise<SmartDeviceVO[]> {
  const ids = devices.map((d) => d.id)
  const [latest, open] = await Promise.all([
    smartRepository.latest(ctx.db, ids),
    smartRepository.openAlarms(ctx.db, [...new Set(devices.map((d) => d.contractId))])
  ])
  const now = ctx.clock.now()
  return devices.map((d) => {
    const order = kindDef(d.kind)?.metrics.map((m) => m.code) ?? []
    const mine = latest.filter((r) => r.deviceId === d.id).sort((a, b) => order.indexOf(a.metric) - order.indexOf(b.metric))
    return deviceVO(d, sections.find((c) => c.id === d.contractId), mine, open.filter((a) => a.deviceId === d.id), now)
  })
}

/** the devices of the project's sections the caller belongs to, or of the one asked for */
export async function listDevices(ctx: AppContext, user: UserTable, q: { projectId: string; contractId?: string }): Promise<SmartDeviceListVO> {
  const all = await sectionsOfProject(ctx, user, q.projectId)
  const sections = q.contractId ? all.filter((c) => c.id === q.contractId) : all
  if (q.contractId && !sections.length) throw new BadRequest('您不属于该合同段，无法查看其数据')
  const devices = await smartRepository.devicesOf(ctx.db, sections.map((c) => c.id))
  const canManage = sections.some((c) => c.kind === 'construction') && (await holdsRole(ctx, user, DEVICE_MANAGERS))
  return { list: await devicesVO(ctx, devices, sections), canManage }
}

async function deviceFor(ctx: AppContext, user: UserTable, id: string): Promise<{ device: SmartDeviceTable; section: ContractTable }> {
  const device = await smartRepository.device(ctx.db, id)
  if (!device) throw new BadRequest(NO_DEVICE)
  try {
    return { device, section: await sectionFor(ctx, user, device.contractId) }
  } catch {
    throw new BadRequest(NO_DEVICE)
  }
}

export async function deviceDetail(ctx: AppContext, user: UserTable, id: string): Promise<SmartDeviceDetailVO> {
  const { device, section } = await deviceFor(ctx, user, id)
  const now = ctx.clock.now()
  const [[vo], readings, alarms, canManage] = await Promise.all([
    devicesVO(ctx, [device], [section]),
    smartRepository.buckets(ctx.db, device.id, now - DAY_MS, BUCKET_MS),
    smartRepository.alarmsOfDevice(ctx.db, device.id, now - 30 * DAY_MS),
    holdsRole(ctx, user, DEVICE_MANAGERS)
  ])
  const metrics = kindDef(device.kind)?.metrics ?? []
  return {
    device: vo,
    series: metrics.map((m) => ({
      metric: m.code,
      points: readings.filter((r) => r.metric === m.code).map((r) => ({ time: r.time, value: r.value }))
    })),
    alarms: alarms.map((a) => alarmVO(a, device)),
    canManage
  }
}

const text = (v: unknown, what: string, max: number, required: boolean): string => {
  const s = typeof v === 'string' ? v.trim() : ''
  if (required && !s) throw new BadRequest(`请填写${what}`)
  if (s.length > max) throw new BadRequest(`${what}不能超过 ${max} 个字`)
  return s
}

export async function registerDevice(ctx: AppContext, user: UserTable, body: Record<string, unknown>): Promise<SmartDeviceKeyVO> {
  const section = await sectionFor(ctx, user, body.contractId)
  await requireRole(ctx, user, DEVICE_MANAGERS, '登记监测设备')
  if (section.kind !== 'construction') throw new BadRequest('监测设备只能登记在施工合同段')
  const kind = kindDef(String(body.kind ?? ''))
  if (!kind) throw new BadRequest(`设备类型应为 ${SMART_KINDS.map((k) => k.name).join('、')} 之一`)
  const name = text(body.name, '设备名称', 60, true)
  const location = text(body.location, '安装位置', 100, false)
  if (await smartRepository.sameName(ctx.db, section.id, name)) throw new BadRequest(`本合同段已有名为“${name}”的设备`)
  const key = newDeviceKey()
  const device: SmartDeviceTable = {
    id: newId(), projectId: section.projectId, contractId: section.id, name, kind: kind.kind, location, keyHash: keyHash(key), keyHint: keyHint(key),
    creatorUserId: user.id, createdAt: ctx.clock.now(), lastReadingAt: null
  }
  await smartRepository.insertDevice(ctx.db, device)
  const [vo] = await devicesVO(ctx, [device], [section])
  return { device: vo, key }
}

/** a new key for the device; the old one stops working at once */
export async function renewKey(ctx: AppContext, user: UserTable, id: string): Promise<SmartDeviceKeyVO> {
  const { device, section } = await deviceFor(ctx, user, id)
  await requireRole(ctx, user, DEVICE_MANAGERS, '重置设备密钥')
  const key = newDeviceKey()
  await smartRepository.setKey(ctx.db, device.id, keyHash(key), keyHint(key))
  const [vo] = await devicesVO(ctx, [{ ...device, keyHint: keyHint(key) }], [section])
  return { device: vo, key }
}

/** the 智慧工地 card: devices online and offline, open alarms per kind, over the sections given */
export async function smartSiteSummary(ctx: AppContext, sections: ContractTable[]): Promise<DashboardSmartSiteVO> {
  const ids = sections.map((c) => c.id)
  const [devices, open] = await Promise.all([smartRepository.devicesOf(ctx.db, ids), smartRepository.openAlarms(ctx.db, ids)])
  const now = ctx.clock.now()
  const byKind = SMART_KINDS.map((k) => {
    const mine = devices.filter((d) => d.kind === k.kind)
    return {
      kind: k.kind, name: k.name, devices: mine.length, online: mine.filter((d) => isOnline(d, now)).length,
      openAlarms: open.filter((a) => mine.some((d) => d.id === a.deviceId)).length
    }
  })
  const online = devices.filter((d) => isOnline(d, now)).length
  return { devices: devices.length, online, offline: devices.length - online, openAlarms: open.length, byKind }
}

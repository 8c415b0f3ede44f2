// Cloud video: the camera registry of the contract sections (members see their sections' cameras, the sections'
// project managers and chief engineers add, edit and disable them) and what the video platform answers for one
// camera: its live HLS stream, a snapshot, its recordings of a day and the playback of a range. Everything goes
// through this server, so the platform's address and credentials never reach the app.
import crypto from 'node:crypto'
import type { AppContext } from '../../context'
import type { ContractTable, UserTable, VideoCameraTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { chinaClock } from '../../lib/china-time'
import type { VideoCameraInput, VideoCameraListVO, VideoCameraVO, VideoChannelVO, VideoClipListVO, VideoSnapshotVO, VideoStatusVO, VideoStreamVO } from '@shared/api/video'
import { holdsRole, requireRole, sectionFor, sectionsOfProject } from '../progress'
import { isConfigured, NOT_CONFIGURED, PLATFORM, platformOf } from './platform'
import { videoRepository as repo } from './repository'
import { hlsOf } from './wvp-client'

/** who keeps a section's cameras */
export const CAMERA_KEEPERS = ['projectManager', 'chiefEngineer']
const NO_CAMERA = '摄像头不存在或您无权访问'

const newId = () => crypto.randomUUID().replace(/-/g, '')
const text = (v: unknown, label: string, max: number, required = false): string => {
  const s = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : undefined
  if (s === undefined) throw new BadRequest(`${label}格式不正确`)
  if (required && s === '') throw new BadRequest(`请填写${label}`)
  if (s.length > max) throw new BadRequest(`${label}不能超过${max}个字`)
  return s
}
// GB/T 28181 codes are 20 digits; other platforms' ids are letters, digits, _ and -
const platformId = (v: unknown, label: string) => {
  const s = text(v, label, 64, true)
  if (!/^[0-9A-Za-z_-]+$/.test(s)) throw new BadRequest(`${label}只能包含字母、数字、下划线和短横线`)
  return s
}

export function status(ctx: AppContext): VideoStatusVO {
  return { configured: isConfigured(ctx), platform: PLATFORM, hint: isConfigured(ctx) ? '' : NOT_CONFIGURED }
}

function cameraVO(c: VideoCameraTable, contractName: string): VideoCameraVO {
  return {
    id: c.id, projectId: c.projectId, contractId: c.contractId, contractName, name: c.name, location: c.location, chainage: c.chainage,
    deviceId: c.deviceId, channelId: c.channelId, enabled: Number(c.enabled) === 1
  }
}

export async function cameras(ctx: AppContext, user: UserTable, q: { projectId?: string; contractId?: string; all?: string }): Promise<VideoCameraListVO> {
  const sections: ContractTable[] = q.contractId ? [await sectionFor(ctx, user, q.contractId)] : await sectionsOfProject(ctx, user, q.projectId)
  const manages = await holdsRole(ctx, user, CAMERA_KEEPERS)
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  const rows = await repo.cameras(ctx.db, sections.map((c) => c.id), !(manages && q.all === '1'))
  const order = new Map(sections.map((c, i) => [c.id, i]))
  rows.sort((a, b) => (order.get(a.contractId) ?? 0) - (order.get(b.contractId) ?? 0))
  return { list: rows.map((c) => cameraVO(c, names.get(c.contractId) ?? '')), manages }
}

export async function saveCamera(ctx: AppContext, user: UserTable, input: Partial<Record<keyof VideoCameraInput, unknown>>): Promise<VideoCameraVO> {
  const editing = typeof input.id === 'string' && input.id !== ''
  const old = editing ? await repo.camera(ctx.db, input.id as string) : undefined
  if (editing && !old) throw new BadRequest(NO_CAMERA)
  const contract = await sectionFor(ctx, user, old ? old.contractId : input.contractId)
  await requireRole(ctx, user, CAMERA_KEEPERS, '管理摄像头')
  const name = text(input.name, '摄像头名称', 100, true)
  const location = text(input.location, '安装位置', 200)
  const chainage = text(input.chainage, '桩号', 30).toUpperCase()
  if (chainage !== '' && !/^[A-Z]{0,3}K\d{1,4}\+\d{3}(\.\d{1,3})?$/.test(chainage)) throw new BadRequest('桩号格式应为 K12+087')
  const deviceId = platformId(input.deviceId, '设备编号')
  const channelId = platformId(input.channelId, '通道编号')
  if (input.enabled !== undefined && typeof input.enabled !== 'boolean') throw new BadRequest('启用状态格式不正确')
  const same = await repo.byChannel(ctx.db, contract.id, deviceId, channelId)
  if (same && same.id !== old?.id) throw new BadRequest(`本合同段已登记该通道：${same.name}`)
  const now = ctx.clock.now()
  const row: VideoCameraTable = {
    id: old?.id ?? newId(), projectId: contract.projectId, contractId: contract.id, name, location, chainage, deviceId, channelId,
    enabled: input.enabled === undefined ? (old ? Number(old.enabled) : 1) : input.enabled ? 1 : 0,
    creatorUserId: old?.creatorUserId ?? user.id, creatorTime: old ? Number(old.creatorTime) : now, lastModifyTime: old ? now : null
  }
  await repo.save(ctx.db, row, !old)
  return cameraVO(row, contract.fullName)
}

/** an enabled camera of one of the user's sections (one refusal whether it is missing or someone else's) */
async function cameraFor(ctx: AppContext, user: UserTable, id: string): Promise<VideoCameraTable> {
  const camera = await repo.camera(ctx.db, id)
  if (!camera) throw new BadRequest(NO_CAMERA)
  await sectionFor(ctx, user, camera.contractId).catch(() => { throw new BadRequest(NO_CAMERA) })
  if (Number(camera.enabled) !== 1) throw new BadRequest('该摄像头已停用')
  return camera
}

export async function live(ctx: AppContext, user: UserTable, id: string): Promise<VideoStreamVO> {
  const camera = await cameraFor(ctx, user, id)
  const s = await platformOf(ctx).play(camera.deviceId, camera.channelId)
  return { hls: hlsOf(s), stream: typeof s?.stream === 'string' ? s.stream : '' }
}

export async function snapshot(ctx: AppContext, user: UserTable, id: string): Promise<VideoSnapshotVO> {
  const camera = await cameraFor(ctx, user, id)
  const { bytes, mime } = await platformOf(ctx).snapshot(camera.deviceId, camera.channelId)
  return { image: `data:${mime};base64,${bytes.toString('base64')}`, time: ctx.clock.now() }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
/** China time text (yyyy-MM-dd HH:mm:ss) of an instant, and back */
const chinaText = (ms: number) => chinaClock(ms).toISOString().slice(0, 19).replace('T', ' ')
const instant = (s: unknown, label: string): number => {
  const ms = typeof s === 'string' && TIME.test(s) ? Date.parse(`${s.replace(' ', 'T')}+08:00`) : NaN
  if (!Number.isFinite(ms) || chinaText(ms) !== s) throw new BadRequest(`${label}格式应为 yyyy-MM-dd HH:mm:ss`)
  return ms
}

export async function clips(ctx: AppContext, user: UserTable, id: string, date: unknown): Promise<VideoClipListVO> {
  const camera = await cameraFor(ctx, user, id)
  const now = ctx.clock.now()
  const day = date === undefined || date === '' ? chinaText(now).slice(0, 10) : date
  const from = typeof day === 'string' && DATE.test(day) ? Date.parse(`${day}T00:00:00+08:00`) : NaN
  if (!Number.isFinite(from) || chinaText(from).slice(0, 10) !== day) throw new BadRequest('日期格式应为 yyyy-MM-dd')
  if (from > now) throw new BadRequest('不能查询未来日期的录像')
  const to = Math.min(from + 86_399_000, now)
  const records = await platformOf(ctx).records(camera.deviceId, camera.channelId, chinaText(from), chinaText(to))
  const list = records.filter((r) => TIME.test(r.startTime) && TIME.test(r.endTime) && r.startTime < r.endTime)
    .map((r) => ({ start: r.startTime, end: r.endTime })).sort((a, b) => a.start.localeCompare(b.start)).slice(0, 500)
  return { date: day, list }
}

export async function playback(ctx: AppContext, user: UserTable, id: string, start: unknown, end: unknown): Promise<VideoStreamVO> {
  const camera = await cameraFor(ctx, user, id)
  const from = instant(start, '开始时间')
  const to = instant(end, '结束时间')
  if (from >= to) throw new BadRequest('开始时间应早于结束时间')
  if (to - from > 86_400_000) throw new BadRequest('一次回放不能超过24小时')
  if (from > ctx.clock.now()) throw new BadRequest('开始时间不能晚于现在')
  const s = await platformOf(ctx).playback(camera.deviceId, camera.channelId, chinaText(from), chinaText(to))
  return { hls: hlsOf(s), stream: typeof s?.stream === 'string' ? s.stream : '' }
}

export async function channels(ctx: AppContext, user: UserTable): Promise<{ list: VideoChannelVO[] }> {
  await requireRole(ctx, user, CAMERA_KEEPERS, '管理摄像头')
  return { list: await platformOf(ctx).channels() }
}

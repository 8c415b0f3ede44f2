// Daily filling: what a section built today, per WBS item. The items the section filled on its last working day
// come first (a crew usually continues yesterday's work); a filling is the day's quantity, from which the item's
// cumulative percent follows, or a percent for lump-sum items, from which the quantity follows. An item is never
// filled past its design quantity. Photos are site photos the filler uploaded; the filling holds them so the
// section's readers may see them.
import crypto from 'node:crypto'
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { bareUploads, claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { requireFillable } from '../processes/gate'
import { FILLERS, requireRole, sectionFor } from './access'
import { chinaDay, dayOf } from './dates'
import { fillingRepository } from './filling-repository'
import { money, wbsRepository } from './wbs-repository'
import { chainage } from './wbs-service'

const MAX_PHOTOS = 9

export interface FillInput {
  contractId?: unknown
  nodeId?: unknown
  date?: string
  quantity?: unknown
  percent?: unknown
  photos?: unknown
  note?: unknown
}

/** the items a section may fill on a day: yesterday's first, each with what is filled so far and on that day */
export async function fillingItems(ctx: AppContext, user: UserTable, contractId: unknown, date?: string, keyword?: string) {
  const contract = await sectionFor(ctx, user, contractId)
  const day = dayOf(date, ctx.clock.now())
  const [nodes, figures, previous] = await Promise.all([
    wbsRepository.nodesOf(ctx.db, contract.id),
    wbsRepository.rollUp(ctx.db, contract.id, chinaDay(ctx.clock.now())),
    fillingRepository.previousDay(ctx.db, contract.id, day)
  ])
  const [todays, lasts] = await Promise.all([
    fillingRepository.ofDay(ctx.db, contract.id, day),
    previous ? fillingRepository.ofDay(ctx.db, contract.id, previous) : Promise.resolve([])
  ])
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const pathOf = (id: string) => {
    const names: string[] = []
    for (let cur = byId.get(byId.get(id)?.parentId ?? ''); cur; cur = byId.get(cur.parentId)) names.unshift(cur.name)
    return names.join(' / ')
  }
  const today = new Map(todays.map((f) => [f.nodeId, f]))
  const last = new Set(lasts.map((f) => f.nodeId))
  const word = (keyword ?? '').trim()
  const items = nodes.filter((n) => n.level === 'item')
    .filter((n) => word === '' || n.name.includes(word) || n.code.includes(word) || pathOf(n.id).includes(word))
    .map((n) => {
      const f = today.get(n.id)
      const done = figures.get(n.id)?.doneQuantity ?? 0
      return {
        id: n.id, code: n.code, name: n.name, path: pathOf(n.id), unit: n.unit, billCode: n.billCode,
        chainage: n.startChainage !== null ? `${chainage(n.startChainage)}～${chainage(n.endChainage)}` : '',
        designQuantity: money(n.designQuantity), doneQuantity: done,
        percent: Number(n.designQuantity) > 0 ? Math.round((done / Number(n.designQuantity)) * 10000) / 100 : 0,
        filledYesterday: last.has(n.id),
        today: f ? { id: f.id, quantity: money(f.quantity), percent: money(f.percent), photos: signedUploads(ctx, parsePhotos(f.photos)), note: f.note } : null
      }
    })
    // yesterday's items first, then unfinished ones, in WBS order
    .sort((a, b) => Number(b.filledYesterday) - Number(a.filledYesterday) || Number(a.percent >= 100) - Number(b.percent >= 100))
  return { contractId: contract.id, date: day, previousDate: previous ?? '', list: items }
}

function parsePhotos(text: string): { name: string; url: string }[] {
  try {
    const v = JSON.parse(text)
    return Array.isArray(v) ? v : []
  } catch {
    return []
  }
}

function cleanPhotos(value: unknown): { name: string; url: string }[] {
  if (value === undefined || value === null || value === '') return []
  if (!Array.isArray(value)) throw new BadRequest('现场照片格式不正确')
  if (value.length > MAX_PHOTOS) throw new BadRequest(`现场照片最多${MAX_PHOTOS}张`)
  return value.map((p) => {
    const url = typeof p === 'string' ? p : p && typeof p === 'object' ? (p as { url?: unknown }).url : undefined
    const name = p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string' ? (p as { name: string }).name : ''
    if (typeof url !== 'string' || url === '' || url.length > 500) throw new BadRequest('现场照片格式不正确')
    return { name: name.slice(0, 200), url: bareUploads(url) }
  })
}

const twoDecimals = (v: unknown, label: string): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN
  if (!Number.isFinite(n)) throw new BadRequest(`${label}应为数字`)
  if (n < 0) throw new BadRequest(`${label}不能为负数`)
  if (Math.round(n * 100) !== Math.round(n * 100 * 1e6) / 1e6) throw new BadRequest(`${label}最多两位小数`)
  return n
}

/** files today's quantity (or percent) of an item; filling the same item on the same day again replaces it */
export async function fill(ctx: AppContext, user: UserTable, input: FillInput) {
  if (typeof input.nodeId !== 'string' || input.nodeId === '') throw new BadRequest('请选择分项工程')
  const node = await wbsRepository.node(ctx.db, input.nodeId)
  if (!node || node.level !== 'item') throw new BadRequest('分项工程不存在或您无权访问')
  const contract = await sectionFor(ctx, user, node.contractId)
  if (input.contractId !== undefined && input.contractId !== contract.id) throw new BadRequest('分项工程不属于该合同段')
  await requireRole(ctx, user, FILLERS, '填报进度')
  const day = dayOf(input.date, ctx.clock.now(), '填报日期')
  await requireFillable(ctx.db, node.id)
  const design = Number(node.designQuantity)
  let quantity = twoDecimals(input.quantity, '完成数量')
  const pct = twoDecimals(input.percent, '完成百分比')
  const before = await fillingRepository.filledExcept(ctx.db, node.id, day)
  if (quantity === undefined && pct === undefined) throw new BadRequest('请填写完成数量或完成百分比')
  if (quantity === undefined) {
    if (pct! > 100) throw new BadRequest('完成百分比不能超过100')
    // a percent is the item's cumulative completion: today's quantity is what it adds
    quantity = money((design * pct!) / 100 - before)
    if (quantity < 0) throw new BadRequest(`累计完成已达${Math.round((before / design) * 10000) / 100}%，不能小于已填报的进度`)
  }
  if (before + quantity > design + 0.005) {
    throw new BadRequest(`累计完成数量不能超过设计数量${money(design)}${node.unit}（此前已完成${money(before)}${node.unit}）`)
  }
  const photos = cleanPhotos(input.photos)
  if (typeof input.note !== 'undefined' && typeof input.note !== 'string') throw new BadRequest('备注格式不正确')
  const note = (input.note as string | undefined ?? '').slice(0, 500)
  const existing = await fillingRepository.onDay(ctx.db, node.id, day)
  const keys = fileKeysIn(photos)
  await claimFiles(ctx, user, keys, existing ? fileKeysIn(parsePhotos(existing.photos)) : [])
  const id = existing?.id ?? crypto.randomUUID().replace(/-/g, '')
  const percent = design > 0 ? Math.round(((before + quantity) / design) * 10000) / 100 : 0
  await ctx.db.transaction().execute(async (trx) => {
    await fillingRepository.save(trx, {
      id, projectId: contract.projectId, contractId: contract.id, nodeId: node.id, fillDate: day, quantity: money(quantity), percent,
      photos: JSON.stringify(photos), note, creatorUserId: user.id, creatorTime: ctx.clock.now()
    })
    await fileRefRepository.replace(trx, 'progressFilling', id, keys)
  })
  return { id, nodeId: node.id, date: day, quantity: money(quantity), percent }
}

/** takes back a filling of the day (the filler's own, or by the section's managers) */
export async function removeFilling(ctx: AppContext, user: UserTable, id: string) {
  const f = await fillingRepository.find(ctx.db, id)
  if (!f) throw new BadRequest('填报记录不存在或您无权访问')
  await sectionFor(ctx, user, f.contractId)
  await requireRole(ctx, user, FILLERS, '填报进度')
  await ctx.db.transaction().execute(async (trx) => {
    await fillingRepository.remove(trx, id)
    await fileRefRepository.replace(trx, 'progressFilling', id, [])
  })
}

/** whether a user may read the filling (and so its photos): members of its section */
export async function mayReadFilling(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  const f = await fillingRepository.find(ctx.db, id)
  if (!f) return false
  try {
    await sectionFor(ctx, user, f.contractId)
    return true
  } catch {
    return false
  }
}

export { parsePhotos }

// What a task move accepts from the client: texts, attachments and the due date, each checked with a clear message.
import type { TaskFile } from '@shared/api/tasks'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { bareUploads } from '../files'
import { chinaDay, dayText } from '../scheduler'

export const MAX_FILES = 9

export const today = (ctx: AppContext) => dayText(chinaDay(ctx.clock.now()))

export function parseFiles(text: string): TaskFile[] {
  try {
    const v: unknown = JSON.parse(text)
    return Array.isArray(v) ? (v as TaskFile[]) : []
  } catch {
    return []
  }
}

export function cleanFiles(value: unknown, label: string): TaskFile[] {
  if (value === undefined || value === null || value === '') return []
  if (!Array.isArray(value)) throw new BadRequest(`${label}格式不正确`)
  if (value.length > MAX_FILES) throw new BadRequest(`${label}最多${MAX_FILES}个`)
  return value.map((p) => {
    const url = typeof p === 'string' ? p : p && typeof p === 'object' ? (p as { url?: unknown }).url : undefined
    const name = p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string' ? (p as { name: string }).name : ''
    if (typeof url !== 'string' || url === '' || url.length > 500) throw new BadRequest(`${label}格式不正确`)
    return { name: name.slice(0, 200), url: bareUploads(url) }
  })
}

export function text(value: unknown, label: string, max: number, required: boolean): string {
  if (value === undefined || value === null) value = ''
  if (typeof value !== 'string') throw new BadRequest(`${label}格式不正确`)
  const v = value.trim()
  if (required && v === '') throw new BadRequest(`请填写${label}`)
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字`)
  return v
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
export function dueDateOf(value: unknown, ctx: AppContext): string {
  if (typeof value !== 'string' || !DATE.test(value)) throw new BadRequest('请选择截止日期（yyyy-MM-dd）')
  const m = DATE.exec(value)!
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000
  if (dayText(day) !== value) throw new BadRequest('截止日期不是有效日期')
  if (value < today(ctx)) throw new BadRequest('截止日期不能早于今天')
  return value
}

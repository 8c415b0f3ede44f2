// The notice form, from the app (toUserIds as an array, `all` for everybody) or the console (toUserIds as a
// comma-separated string, empty for everybody; category, expiry, files, cover, excerpt, reminder), checked into the
// columns of base_notice. Recipients must be people the publisher may see.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { bareUploads } from '../files'
import { systemRepository } from '../system/repository'
import { userRepository } from '../users/repository'
import { canSee, type Visibility } from '../users/visibility'
import type { NoticePatch } from './notice-repository'

export interface NoticeForm {
  title?: string
  bodyText?: string
  toUserIds?: string[] | string
  all?: boolean
  category?: string
  expirationTime?: number | string | null
  files?: string
  coverImage?: string
  excerpt?: string
  remindCategory?: number
}

export const NOTICE_TYPE = 'NoticeType'
const MAX_FILES = 20

async function recipients(ctx: AppContext, form: NoticeForm, v: Visibility): Promise<string> {
  const fromConsole = typeof form.toUserIds === 'string'
  const ids = [...new Set((fromConsole ? (form.toUserIds as string).split(',') : (form.toUserIds as string[] | undefined) ?? [])
    .map((id) => id.trim()).filter(Boolean))]
  if (!ids.length && !fromConsole && !form.all) throw new BadRequest('请选择接收人，或选择发送给全部人员')
  const known = new Set((await userRepository.listByIds(ctx.db, ids)).map((u) => u.id))
  const hidden = ids.find((id) => !known.has(id) || !canSee(v, id))
  if (hidden) throw new BadRequest(`接收人 ${hidden} 不存在或不在您的项目中`)
  return ids.join(',')
}

async function category(ctx: AppContext, value: unknown): Promise<string> {
  const code = String(value ?? '').trim() || '1'
  const type = await systemRepository.findDictionaryType(ctx.db, NOTICE_TYPE)
  // without the dictionary (an install that predates it) any short code is kept as sent
  if (type ? !(await systemRepository.dictionaryData(ctx.db, type.id)).some((d) => d.enCode === code) : code.length > 100) {
    throw new BadRequest('公告类型不存在')
  }
  return code
}

function expiry(value: unknown, now: number): number | null {
  if (value === undefined || value === null || value === '') return null
  const t = typeof value === 'number' || /^\d{1,15}$/.test(String(value)) ? Number(value) : Date.parse(String(value).replace(' ', 'T') + '+08:00')
  if (!Number.isFinite(t)) throw new BadRequest('失效时间格式不正确')
  if (t <= now) throw new BadRequest('失效时间必须晚于当前时间')
  return t
}

function files(value: unknown): string {
  if (value === undefined || value === null || value === '') return '[]'
  let list: unknown
  try { list = JSON.parse(String(value)) } catch { throw new BadRequest('附件格式不正确') }
  if (!Array.isArray(list) || list.some((f) => typeof f !== 'object' || f === null || Array.isArray(f))) throw new BadRequest('附件格式不正确')
  if (list.length > MAX_FILES) throw new BadRequest(`附件最多${MAX_FILES}个`)
  // links handed out earlier are stored unsigned: answers sign them again
  return JSON.stringify(bareUploads(list))
}

function text(value: unknown, label: string, max: number): string {
  const v = typeof value === 'string' ? value.trim() : ''
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字符`)
  return v
}

export async function checkedNotice(ctx: AppContext, form: NoticeForm, v: Visibility): Promise<NoticePatch> {
  const title = text(form.title, '公告标题', 200)
  if (!title) throw new BadRequest('公告标题不能为空')
  // a cleared select arrives as null (0 after coercion): the default
  const remindCategory = Number(form.remindCategory) || 1
  if (remindCategory === 2) throw new BadRequest('暂不支持自定义发送配置，请选择默认或不提醒')
  if (remindCategory !== 1 && remindCategory !== 3) throw new BadRequest('提醒方式不正确')
  return {
    title, bodyText: typeof form.bodyText === 'string' ? form.bodyText : '', toUserIds: await recipients(ctx, form, v),
    category: await category(ctx, form.category), expirationTime: expiry(form.expirationTime, ctx.clock.now()),
    files: files(form.files), coverImage: bareUploads(text(form.coverImage, '封面图片', 500)), excerpt: text(form.excerpt, '摘要', 500),
    remindCategory
  }
}

// The console's 通知公告 list and detail in JNPF's shapes (MessageNoticeVO, NoticeInfoVO): the type shown by its
// NoticeType name, 已过期 (enabledMark 2) for a published notice past its expiry, people as "name/account".
import type { AppContext } from '../../context'
import type { NoticeTable } from '../../db/schema'
import { page } from '../../lib/envelope'
import { signFileUrl, signedUploadsText } from '../files'
import { systemRepository } from '../system/repository'
import { userRepository } from '../users/repository'
import { NOTICE_TYPE } from './notice-form'
import { noticeRepository, type NoticeFilter, type NoticeStatus } from './notice-repository'
import { ownNotice, type NoticeAccess } from './notice-service'

type Range = { from?: number; to?: number }

export interface NoticeListQuery {
  keyword: string; categories: string[]; statuses: NoticeStatus[]; releaseUserIds: string[]; creatorUserIds: string[]
  releaseTime: Range; expirationTime: Range; creatorTime: Range; currentPage: number; pageSize: number
}

const statusOf = (n: NoticeTable, now: number): NoticeStatus =>
  Number(n.enabledMark) === 0 ? 0 : n.expirationTime && Number(n.expirationTime) < now ? 2 : 1

async function namesOf(ctx: AppContext, rows: NoticeTable[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => [r.creatorUserId, r.releaseUserId ?? '']).filter(Boolean))]
  return new Map((await userRepository.listByIds(ctx.db, ids)).map((u) => [u.id, `${u.realName}/${u.account}`]))
}

async function categoryNames(ctx: AppContext): Promise<Map<string, string>> {
  const type = await systemRepository.findDictionaryType(ctx.db, NOTICE_TYPE)
  return new Map((type ? await systemRepository.dictionaryData(ctx.db, type.id) : []).map((d) => [d.enCode, d.fullName]))
}

function summary(n: NoticeTable, names: Map<string, string>, now: number) {
  const released = Number(n.enabledMark) !== 0
  const releaser = released ? names.get(n.releaseUserId || n.creatorUserId) ?? '' : ''
  return {
    id: n.id, title: n.title, type: 1, enabledMark: statusOf(n, now), expirationTime: n.expirationTime ?? null, excerpt: n.excerpt ?? '',
    creatorUserId: n.creatorUserId, creatorUser: names.get(n.creatorUserId) ?? '', creatorTime: Number(n.createdAt),
    releaseUser: releaser, lastModifyUserId: releaser, releaseTime: released ? n.releaseTime ?? null : null, lastModifyTime: n.updatedAt ?? null
  }
}

export async function listNotices(ctx: AppContext, a: NoticeAccess, q: NoticeListQuery) {
  const now = ctx.clock.now()
  const filter: NoticeFilter = { ...q, now, ...(a.all ? {} : { ownerId: a.me.id }) }
  const { rows, total } = await noticeRepository.page(ctx.db, filter, (q.currentPage - 1) * q.pageSize, q.pageSize)
  const [names, categories] = await Promise.all([namesOf(ctx, rows), categoryNames(ctx)])
  const list = rows.map((n) => ({ ...summary(n, names, now), category: categories.get(n.category ?? '') ?? n.category ?? '' }))
  return page(list, q.currentPage, q.pageSize, total)
}

export async function noticeInfo(ctx: AppContext, a: NoticeAccess, id: string) {
  const n = await ownNotice(ctx, a, id)
  const names = await namesOf(ctx, [n])
  return {
    ...summary(n, names, ctx.clock.now()), bodyText: n.bodyText, category: n.category ?? '', toUserIds: n.toUserIds,
    files: signedUploadsText(ctx, n.files ?? '[]'), coverImage: signFileUrl(ctx, n.coverImage ?? ''), remindCategory: Number(n.remindCategory ?? 1), sendConfigId: ''
  }
}

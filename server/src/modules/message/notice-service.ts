// Notices: a publisher writes a draft, edits or deletes it while it is a draft, and releases it; the release hands
// it to createMessage, so every recipient gets an inbox row (and a live messagePush unless 不提醒). Publishers are
// administrators (every notice, everybody), and users holding the notice-publishing role or a role granted the
// console's notice menu: they see and change their own notices and send them to the people of their projects.
import type { AppContext } from '../../context'
import type { NoticeTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn } from '../files'
import type { UserRow } from '../users/repository'
import { visibilityOf, visibleUsers, type Visibility } from '../users/visibility'
import { checkedNotice, type NoticeForm } from './notice-form'
import { noticeRepository } from './notice-repository'
import { createMessage } from './service'

/** role enCode that may publish notices besides administrators */
export const NOTICE_PUBLISHER_ROLE = 'noticePublisher'

export interface NoticeAccess {
  me: UserRow
  /** an administrator of the whole group: every notice, every recipient */
  all: boolean
}

export async function isNoticePublisher(ctx: AppContext, me: UserRow): Promise<boolean> {
  return (await noticeRepository.roleCodesOf(ctx.db, me.id)).includes(NOTICE_PUBLISHER_ROLE)
}

const visibilityFor = (ctx: AppContext, a: NoticeAccess): Promise<Visibility> =>
  a.all ? Promise.resolve({ all: true, ids: new Set<string>() }) : visibilityOf(ctx, a.me)

/** a notice this publisher may see; another publisher's answers like an unknown id */
export async function ownNotice(ctx: AppContext, a: NoticeAccess, id: string): Promise<NoticeTable> {
  const n = await noticeRepository.find(ctx.db, id)
  if (!n || (!a.all && n.creatorUserId !== a.me.id)) throw new BadRequest('公告不存在')
  return n
}

/** a notice's attachments and cover are files its publisher may read: a name alone must not be turned into a link */
async function claimNoticeFiles(ctx: AppContext, me: UserRow, n: { files?: string; coverImage?: string }): Promise<void> {
  await claimFiles(ctx, me, [...fileKeysIn(JSON.parse(n.files || '[]') as unknown), ...fileKeysIn(n.coverImage ?? '')])
}

export async function createNotice(ctx: AppContext, a: NoticeAccess, form: NoticeForm): Promise<NoticeTable> {
  const checked = await checkedNotice(ctx, form, await visibilityFor(ctx, a))
  await claimNoticeFiles(ctx, a.me, checked)
  const row: NoticeTable = {
    id: newId(), ...checked, enabledMark: 0, creatorUserId: a.me.id,
    createdAt: ctx.clock.now(), releaseTime: null, releaseUserId: '', updatedAt: null
  }
  await noticeRepository.insert(ctx.db, row)
  return row
}

export async function updateNotice(ctx: AppContext, a: NoticeAccess, id: string, form: NoticeForm): Promise<NoticeTable> {
  const n = await ownNotice(ctx, a, id)
  if (Number(n.enabledMark) !== 0) throw new BadRequest('已发布的公告不能修改')
  const patch = { ...(await checkedNotice(ctx, form, await visibilityFor(ctx, a))), updatedAt: ctx.clock.now() }
  await claimNoticeFiles(ctx, a.me, patch)
  if (!(await noticeRepository.updateDraft(ctx.db, id, patch))) throw new BadRequest('已发布的公告不能修改')
  return { ...n, ...patch }
}

export async function deleteNotice(ctx: AppContext, a: NoticeAccess, id: string): Promise<NoticeTable> {
  const n = await ownNotice(ctx, a, id)
  if (Number(n.enabledMark) !== 0 || !(await noticeRepository.deleteDraft(ctx.db, id))) throw new BadRequest('已发布的公告不能删除')
  return n
}

export async function releaseNotice(ctx: AppContext, a: NoticeAccess, id: string): Promise<{ notice: NoticeTable; recipients: number }> {
  const n = await ownNotice(ctx, a, id)
  const now = ctx.clock.now()
  if (Number(n.enabledMark) === 0 && n.expirationTime && Number(n.expirationTime) <= now) throw new BadRequest('公告已过失效时间，请修改失效时间后再发布')
  if (!(await noticeRepository.release(ctx.db, id, now, a.me.id))) throw new BadRequest('公告已发布')
  // "everybody" means everybody the publisher may see, enabled, at release time
  const to = n.toUserIds
    ? n.toUserIds.split(',')
    : (await visibleUsers(ctx, await visibilityFor(ctx, a))).filter((u) => Number(u.enabledMark) !== 0).map((u) => u.id)
  const rows = await createMessage(ctx, {
    toUserIds: to, type: 1, title: n.title, bodyText: n.bodyText, creatorUserId: n.creatorUserId, push: Number(n.remindCategory ?? 1) !== 3
  })
  return { notice: n, recipients: rows.length }
}

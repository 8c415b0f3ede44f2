// Notices: an administrator (or a holder of the notice-publishing role) writes a draft and releases it; the
// release hands it to createMessage, so every recipient gets an inbox row and a live messagePush.
import type { NoticeCreateForm } from '@shared/api/message'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import type { UserRow } from '../users/repository'
import { canSee, visibilityOf, visibleUsers } from '../users/visibility'
import { noticeRepository } from './repository'
import { createMessage } from './service'

/** role enCode that may publish notices besides administrators */
export const NOTICE_PUBLISHER_ROLE = 'noticePublisher'

async function assertPublisher(ctx: AppContext, me: UserRow): Promise<void> {
  if (Number(me.isAdministrator) === 1) return
  if ((await noticeRepository.roleCodesOf(ctx.db, me.id)).includes(NOTICE_PUBLISHER_ROLE)) return
  throw new BadRequest('没有访问权限')
}

export async function createNotice(ctx: AppContext, me: UserRow, form: NoticeCreateForm): Promise<string> {
  await assertPublisher(ctx, me)
  const title = form.title.trim()
  if (!title) throw new BadRequest('公告标题不能为空')
  const ids = [...new Set(form.toUserIds ?? [])]
  if (!ids.length && !form.all) throw new BadRequest('请选择接收人，或选择发送给全部人员')
  const v = await visibilityOf(ctx, me)
  const hidden = ids.find((id) => !canSee(v, id))
  if (hidden) throw new BadRequest(`接收人 ${hidden} 不存在或不在您的项目中`)
  const id = newId()
  await noticeRepository.insert(ctx.db, {
    id, title, bodyText: form.bodyText, toUserIds: ids.join(','), enabledMark: 0, creatorUserId: me.id, createdAt: ctx.clock.now(), releaseTime: null
  })
  return id
}

export async function releaseNotice(ctx: AppContext, me: UserRow, id: string): Promise<number> {
  await assertPublisher(ctx, me)
  const n = await noticeRepository.find(ctx.db, id)
  if (!n || (n.creatorUserId !== me.id && Number(me.isAdministrator) !== 1)) throw new BadRequest('公告不存在')
  if (!(await noticeRepository.release(ctx.db, id, ctx.clock.now()))) throw new BadRequest('公告已发布')
  // "everybody" means everybody the publisher may see, enabled, at release time
  const to = n.toUserIds
    ? n.toUserIds.split(',')
    : (await visibleUsers(ctx, await visibilityOf(ctx, me))).filter((u) => Number(u.enabledMark) !== 0).map((u) => u.id)
  const rows = await createMessage(ctx, { toUserIds: to, type: 1, title: n.title, bodyText: n.bodyText, creatorUserId: n.creatorUserId })
  return rows.length
}

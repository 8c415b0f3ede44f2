// The message centre. createMessage is the one way any module (workflow, tasks, safety, notices) tells users
// something: it stores one inbox row per recipient and pushes messagePush to every open socket of each.
import type { MessageInfoVO, MessagePushFrame, MessageType, NoticeInfoVO, PaginationMessage, UnReadMsgNum } from '@shared/api/message'
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../context'
import type { MessageTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import { userRepository, type UserRow } from '../users/repository'
import { messageRepository } from './repository'

export interface NewMessage {
  toUserIds: string[]
  /** 1 notice, 2 flow, 3 system, 4 schedule */
  type: MessageType
  title: string
  /** for flow messages the FlowContModel JSON the app opens the workflow page with */
  bodyText: string
  /** 1 approval, 2 delegation */
  flowType?: number
  /** who sent it; empty for the system */
  creatorUserId?: string
  /** false: inbox rows only, no live messagePush (a notice released with 不提醒) */
  push?: boolean
}

const excerptOf = (type: number, body: string) => (type === 1 ? body.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim().slice(0, 100) : '')

export async function createMessage(ctx: AppContext, m: NewMessage): Promise<MessageTable[]> {
  const rows = await storeMessages(ctx, m)
  if (m.push !== false) await pushMessages(ctx, rows)
  return rows
}

/** the inbox rows only; ctx.db may be a transaction, whose commit the caller awaits before pushMessages */
export async function storeMessages(ctx: Pick<AppContext, 'db' | 'clock'>, m: NewMessage): Promise<MessageTable[]> {
  if (![1, 2, 3, 4].includes(m.type)) throw new BadRequest('消息类型不正确')
  const title = m.title.trim()
  if (!title) throw new BadRequest('消息标题不能为空')
  const now = ctx.clock.now()
  const rows: MessageTable[] = [...new Set(m.toUserIds)].filter(Boolean).map((userId) => ({
    id: newId(), userId, type: m.type, flowType: m.flowType ?? null, title: title.slice(0, 500), bodyText: m.bodyText,
    excerpt: excerptOf(m.type, m.bodyText), isRead: 0, readTime: null, creatorUserId: m.creatorUserId ?? '', createdAt: now
  }))
  await messageRepository.insertMany(ctx.db, rows)
  return rows
}

/** the live messagePush of stored rows to every open socket of each recipient */
export async function pushMessages(ctx: AppContext, rows: MessageTable[]): Promise<void> {
  // stored first; a push that fails only costs liveness, the next initMessage / list shows it
  for (const r of rows) {
    const frame: MessagePushFrame = {
      method: 'messagePush', unreadNoticeCount: 1, messageType: r.type as MessageType, userId: r.creatorUserId, toUserId: r.userId,
      title: r.title, id: r.id, messageDefaultTime: Number(r.createdAt)
    }
    await ctx.realtime?.publish({ userIds: [r.userId] }, { ...frame })
      .catch((err: unknown) => ctx.log.warn({ err }, 'messagePush could not be published'))
  }
}

const nameOf = (u: UserRow | undefined) => (u ? `${u.realName}/${u.account}` : '')

async function creators(ctx: AppContext, rows: MessageTable[]): Promise<Map<string, UserRow>> {
  const ids = [...new Set(rows.map((r) => r.creatorUserId).filter(Boolean))]
  return new Map((await userRepository.listByIds(ctx.db, ids)).map((u) => [u.id, u]))
}

function infoVo(r: MessageTable, creator: UserRow | undefined): MessageInfoVO {
  return {
    id: r.id, title: r.title, type: Number(r.type) as MessageType, isRead: Number(r.isRead) === 1 ? 1 : 0,
    flowType: r.flowType === null ? null : Number(r.flowType), releaseTime: Number(r.createdAt), releaseUser: nameOf(creator),
    creatorUser: nameOf(creator), lastModifyTime: r.readTime === null ? null : Number(r.readTime), enabledMark: 1,
    lastModifyUserId: '', excerpt: r.excerpt
  }
}

export async function inbox(ctx: AppContext, me: UserRow, q: PaginationMessage): Promise<PageList<MessageInfoVO>> {
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(q.pageSize) || 20)))
  const filter = { keyword: (q.keyword ?? '').trim().slice(0, 100), type: q.type, isRead: q.isRead }
  const { rows, total } = await messageRepository.page(ctx.db, me.id, filter, (currentPage - 1) * pageSize, pageSize)
  const who = await creators(ctx, rows)
  return page(rows.map((r) => infoVo(r, who.get(r.creatorUserId))), currentPage, pageSize, total)
}

/** one of my messages; another user's id answers exactly like an unknown one */
export async function messageInfo(ctx: AppContext, me: UserRow, id: string, markRead: boolean): Promise<NoticeInfoVO> {
  const r = await messageRepository.findOwn(ctx.db, me.id, id)
  if (!r) throw new BadRequest('消息不存在')
  if (markRead && Number(r.isRead) === 0) await messageRepository.markRead(ctx.db, me.id, id, ctx.clock.now())
  const who = await creators(ctx, [r])
  const vo = infoVo(r, who.get(r.creatorUserId))
  return {
    id: r.id, title: r.title, bodyText: r.bodyText, creatorUser: vo.creatorUser, lastModifyTime: vo.lastModifyTime,
    releaseUser: vo.releaseUser, releaseTime: vo.releaseTime, type: vo.type, flowType: vo.flowType, excerpt: r.excerpt,
    toUserIds: me.id, files: '[]', coverImage: '', expirationTime: null, category: '', remindCategory: '', sendConfigId: ''
  }
}

export async function readAll(ctx: AppContext, me: UserRow, type: number | undefined): Promise<void> {
  if (!(await messageRepository.markAllRead(ctx.db, me.id, type || undefined, ctx.clock.now()))) throw new BadRequest('暂无未读消息')
}

/** opening a record in its own page reads the in-site messages that link to it, as opening them in the centre would */
export async function readLinkedMessages(ctx: Pick<AppContext, 'db' | 'clock'>, userId: string, modelId: string, recordId: string): Promise<number> {
  return messageRepository.markLinkRead(ctx.db, userId, modelId, recordId, ctx.clock.now())
}

export interface UnreadCounts { notice: number; flow: number; system: number; schedule: number; total: number }

export async function unreadCounts(ctx: AppContext, me: UserRow): Promise<UnreadCounts> {
  const m = await messageRepository.unreadByType(ctx.db, me.id)
  const c = { notice: m.get(1) ?? 0, flow: m.get(2) ?? 0, system: m.get(3) ?? 0, schedule: m.get(4) ?? 0 }
  return { ...c, total: c.notice + c.flow + c.system + c.schedule }
}

export async function unreadMsgNum(ctx: AppContext, me: UserRow): Promise<UnReadMsgNum> {
  const c = await unreadCounts(ctx, me)
  return {
    unReadMsg: String(c.flow), unReadNotice: String(c.notice), unReadSchedule: String(c.schedule),
    unReadSystemMsg: String(c.system), unReadNum: String(c.total)
  }
}

export function newestMessage(ctx: AppContext, me: UserRow): Promise<MessageTable | undefined> {
  return messageRepository.newest(ctx.db, me.id)
}

// What each client method does (jnpf-api.md §8.2). The connection layer (socket-routes.ts) has already checked
// the frame's size, JSON, rate and session; these run with the signed-in user of the frame's token.
import type { InitMessageFrame } from '@shared/api/message'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import type { UserRow } from '../users/repository'
import { canSee, visibilityOf } from '../users/visibility'
import { newestMessage, unreadCounts } from '../message/service'
import type { Conn, SocketHub } from './hub'
import { history, markRead, sendMessage, unreadNums, type SendInput } from './service'

export type Frame = Record<string, unknown> & { method: string }

const text = (f: Frame, key: string, max = 128): string => {
  const v = f[key]
  if (typeof v !== 'string' || !v || v.length > max) throw new BadRequest(`缺少或无效的字段 ${key}`)
  return v
}
const optText = (f: Frame, key: string, max = 128): string | undefined => (typeof f[key] === 'string' && (f[key] as string).length <= max ? (f[key] as string) : undefined)
const optInt = (f: Frame, key: string): number | undefined => {
  const n = Number(f[key])
  return f[key] !== undefined && Number.isFinite(n) ? n : undefined
}

export async function initMessage(ctx: AppContext, hub: SocketHub, me: UserRow): Promise<InitMessageFrame> {
  const v = await visibilityOf(ctx, me)
  const [nums, counts, newest] = await Promise.all([unreadNums(ctx, me), unreadCounts(ctx, me), newestMessage(ctx, me)])
  return {
    method: 'initMessage',
    onlineUsers: hub.onlineUsers().filter((id) => id !== me.id && canSee(v, id)),
    unreadNums: nums,
    unreadNoticeCount: counts.notice,
    unreadMessageCount: counts.flow,
    unreadSystemMessageCount: counts.system,
    unreadScheduleCount: counts.schedule,
    unreadTotalCount: counts.total,
    messageDefaultText: newest?.title ?? '',
    messageDefaultTime: newest ? Number(newest.createdAt) : null,
    userId: me.id
  }
}

export async function handleFrame(ctx: AppContext, hub: SocketHub, conn: Conn, me: UserRow, f: Frame): Promise<void> {
  if (f.method === 'OnConnection') {
    await hub.register(conn)
    hub.send(conn, { ...(await initMessage(ctx, hub, me)) })
    return
  }
  if (!conn.registered) throw new BadRequest('请先发送 OnConnection')
  switch (f.method) {
    case 'SendMessage': {
      const input: SendInput = { toUserId: text(f, 'toUserId'), messageType: text(f, 'messageType', 10) as SendInput['messageType'], messageContent: f.messageContent }
      const { echo, receive } = await sendMessage(ctx, me, input)
      try {
        await hub.publish({ userIds: [me.id] }, { ...echo })
        await hub.publish({ userIds: [receive.userId] }, { ...receive })
      } catch (err) {
        // stored already: the sender still learns it arrived; the receiver sees it on the next MessageList
        ctx.log.warn({ err }, 'socket bus publish failed')
        hub.send(conn, { ...echo })
      }
      return
    }
    case 'UpdateReadMessage':
      await markRead(ctx, me, text(f, 'formUserId'))
      return
    case 'MessageList': {
      const page = await history(ctx, me, {
        toUserId: optText(f, 'toUserId'), formUserId: optText(f, 'formUserId'), currentPage: optInt(f, 'currentPage'),
        pageSize: optInt(f, 'pageSize'), keyword: optText(f, 'keyword', 100)
      })
      hub.send(conn, { method: 'messageList', ...page })
      return
    }
    default:
      throw new BadRequest(`不支持的 method: ${String(f.method).slice(0, 50)}`)
  }
}

// Chat rules: who may message whom, what a message may hold, and the shapes of the frames it produces.
import type { ImContentType, ImMessageVo, ImPayload, ImReplyListVo, ReceiveMessageFrame, SendMessageEcho, UnreadNum } from '@shared/api/message'
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../context'
import type { ImContentTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import { fileRefRepository, signedUploads, signedUploadsText } from '../files'
import { uploadRepository } from '../files/repository'
import { userRepository, type UserRow } from '../users/repository'
import { avatarUrl } from '../users/user-info'
import { canSee, visibilityOf } from '../users/visibility'
import { imRepository } from './repository'

export const TEXT_MAX = 5000
const IM_PATH = '/api/file/Image/IM/'

let seq = 0
/**
 * ids that sort like the messages were sent: messages of one millisecond (a burst, or a test clock) keep their order
 * in history paging, which breaks ties on the id
 */
function sortableId(now: number): string {
  seq = (seq + 1) % 0x1000000
  return now.toString(16).padStart(12, '0') + seq.toString(16).padStart(6, '0') + newId().slice(0, 14)
}

export interface SendInput { toUserId: string; messageType: ImContentType; messageContent: unknown }

/** the receiver, if the sender may reach them: an enabled user the sender can see, not the sender */
async function reachableUser(ctx: AppContext, sender: UserRow, id: string): Promise<UserRow> {
  if (id === sender.id) throw new BadRequest('不能给自己发送消息')
  const v = await visibilityOf(ctx, sender)
  const user = canSee(v, id) ? await userRepository.findById(ctx.db, id) : undefined
  if (!user || Number(user.enabledMark) === 0) throw new BadRequest('用户不存在或不在您的项目中')
  return user
}

function objectOf(raw: unknown): Record<string, unknown> {
  if (typeof raw === 'string') {
    try { raw = JSON.parse(raw) } catch { throw new BadRequest('消息内容格式不正确') }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BadRequest('消息内容格式不正确')
  return raw as Record<string, unknown>
}

function dimension(v: unknown, name: string, max: number): number {
  const n = Number(v ?? 0)
  if (!Number.isFinite(n) || n < 0 || n > max) throw new BadRequest(`${name} 不正确`)
  return Math.round(n)
}

/** checks the content and turns it into what is stored: the text, or the JSON of the file payload (and its file) */
async function storedContent(ctx: AppContext, sender: UserRow, type: ImContentType, raw: unknown): Promise<{ content: string; file?: string }> {
  if (type === 'text') {
    if (typeof raw !== 'string' || !raw.trim()) throw new BadRequest('消息内容不能为空')
    if (raw.length > TEXT_MAX) throw new BadRequest(`消息内容不能超过${TEXT_MAX}个字`)
    return { content: raw }
  }
  const o = objectOf(raw)
  const name = typeof o.name === 'string' ? o.name : ''
  // only the sender's own IM uploads: a stored name must not let one user forward another user's files
  if (!name || (await uploadRepository.uploaderOf(ctx.db, 'IM', name)) !== sender.id) throw new BadRequest('文件不存在，请重新上传')
  const path = IM_PATH + name
  const content = JSON.stringify(type === 'image'
    ? { path, width: dimension(o.width, 'width', 100_000), height: dimension(o.height, 'height', 100_000) }
    : { path, length: dimension(o.length, 'length', 3600) })
  return { content, file: name }
}

/** a chat message is read by its sender and its receiver */
export async function mayReadMessage(ctx: AppContext, user: UserRow, id: string): Promise<boolean> {
  const m = await imRepository.findMessage(ctx.db, id)
  return m !== undefined && (m.sendUserId === user.id || m.receiveUserId === user.id)
}

/** the frame payload of a stored message; a file's path is signed for the receiver's <image>/<audio> */
export function payloadOf(ctx: AppContext, type: string, content: string): ImPayload {
  if (type === 'text') return content
  try { return signedUploads(ctx, JSON.parse(content) as ImPayload) } catch { return content }
}

/** stores the message (before anything is acknowledged) and builds the echo and the delivery frames */
export async function sendMessage(ctx: AppContext, sender: UserRow, input: SendInput): Promise<{ echo: SendMessageEcho; receive: ReceiveMessageFrame; row: ImContentTable }> {
  if (!['text', 'image', 'voice'].includes(input.messageType)) throw new BadRequest('messageType 只能是 text、image 或 voice')
  const to = await reachableUser(ctx, sender, input.toUserId)
  const { content, file } = await storedContent(ctx, sender, input.messageType, input.messageContent)
  const now = ctx.clock.now()
  const row: ImContentTable = {
    id: sortableId(now), sendUserId: sender.id, receiveUserId: to.id, content, contentType: input.messageType, sendTime: now,
    receiveTime: null, enabledMark: 0, sendDeleted: 0, receiveDeleted: 0
  }
  await imRepository.insertMessage(ctx.db, row)
  // the receiver reads the file as a party to this message (file_ref), not as its uploader
  if (file) await fileRefRepository.add(ctx.db, 'im', row.id, [{ type: 'IM', name: file }])
  const payload = payloadOf(ctx, row.contentType, content)
  const echo: SendMessageEcho = {
    method: 'sendMessage', UserId: sender.id, toUserId: to.id, dateTime: now, latestDate: now,
    headIcon: avatarUrl(sender.headIcon), realName: sender.realName, account: sender.account,
    toAccount: to.account, toRealName: to.realName, toHeadIcon: avatarUrl(to.headIcon),
    messageType: input.messageType, toMessage: payload, id: row.id
  }
  const receive: ReceiveMessageFrame = {
    method: 'receiveMessage', formUserId: sender.id, dateTime: now, latestDate: now, headIcon: avatarUrl(sender.headIcon),
    realName: sender.realName, account: sender.account, messageType: input.messageType, formMessage: payload, userId: to.id, id: row.id
  }
  return { echo, receive, row }
}

export function messageVo(ctx: AppContext, r: ImContentTable): ImMessageVo {
  const read = Number(r.enabledMark) === 1 ? 1 : 0
  return {
    id: r.id, sendUserId: r.sendUserId, sendTime: Number(r.sendTime), receiveUserId: r.receiveUserId,
    receiveTime: r.receiveTime === null ? null : Number(r.receiveTime),
    content: r.contentType === 'text' ? r.content : signedUploadsText(ctx, r.content),
    contentType: r.contentType as ImContentType, enabledMark: read, state: read
  }
}

export interface HistoryQuery { toUserId?: string; formUserId?: string; currentPage?: number; pageSize?: number; keyword?: string }

/** the other user of a history request: whichever of toUserId / formUserId is not me */
function otherOf(me: UserRow, q: HistoryQuery): string {
  const other = q.toUserId && q.toUserId !== me.id ? q.toUserId : q.formUserId && q.formUserId !== me.id ? q.formUserId : ''
  if (!other) throw new BadRequest('缺少对方用户 toUserId')
  return other
}

/** one page of a conversation: page 1 holds the newest messages, each page ascending by sendTime */
export async function history(ctx: AppContext, me: UserRow, q: HistoryQuery): Promise<PageList<ImMessageVo>> {
  const other = otherOf(me, q)
  const currentPage = Math.max(1, Math.min(100_000, Math.floor(Number(q.currentPage) || 1)))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(q.pageSize) || 20)))
  const { rows, total } = await imRepository.page(ctx.db, me.id, other, (q.keyword ?? '').trim().slice(0, 100), (currentPage - 1) * pageSize, pageSize)
  return page(rows.map((r) => messageVo(ctx, r)), currentPage, pageSize, total)
}

export async function markRead(ctx: AppContext, me: UserRow, formUserId: string): Promise<number> {
  if (!formUserId) throw new BadRequest('缺少 formUserId')
  return imRepository.markRead(ctx.db, me.id, formUserId, ctx.clock.now())
}

export async function unreadNums(ctx: AppContext, me: UserRow): Promise<UnreadNum[]> {
  const counts = await imRepository.unreadBySender(ctx.db, me.id)
  const latest = new Map((await imRepository.conversations(ctx.db, me.id)).map((c) => [c.otherUserId, c]))
  return counts.map((c) => {
    const conv = latest.get(c.sendUserId)
    return {
      sendUserId: c.sendUserId, unreadNum: c.unreadNum, defaultMessage: conv?.latestMessage ?? '',
      defaultMessageType: (conv?.latestType ?? '') as ImContentType | '', defaultMessageTime: conv ? Number(conv.latestTime) : null
    }
  })
}

/** imreply: my conversation list, newest first */
export async function conversations(ctx: AppContext, me: UserRow): Promise<ImReplyListVo[]> {
  const rows = await imRepository.conversations(ctx.db, me.id)
  const users = new Map((await userRepository.listByIds(ctx.db, rows.map((r) => r.otherUserId))).map((u) => [u.id, u]))
  const unread = new Map((await imRepository.unreadBySender(ctx.db, me.id)).map((u) => [u.sendUserId, u.unreadNum]))
  return rows.filter((r) => users.has(r.otherUserId)).map((r) => {
    const u = users.get(r.otherUserId)!
    return {
      id: u.id, realName: u.realName, headIcon: avatarUrl(u.headIcon), account: u.account, latestMessage: r.latestMessage,
      latestDate: Number(r.latestTime), unreadMessage: unread.get(u.id) ?? 0, messageType: r.latestType as ImContentType | ''
    }
  })
}

export async function removeConversation(ctx: AppContext, me: UserRow, other: string): Promise<void> {
  if (!(await imRepository.removeConversation(ctx.db, me.id, other))) throw new BadRequest('会话不存在')
}

/** deleteChatRecord: idempotent, and only ever touches the caller's side of the history */
export async function deleteHistory(ctx: AppContext, me: UserRow, other: string): Promise<void> {
  await imRepository.deleteHistory(ctx.db, me.id, other, ctx.clock.now())
}

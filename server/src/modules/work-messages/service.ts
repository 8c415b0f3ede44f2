// Work messages (工作通知). A member of a project sends a notice (title, content, attachments, importance) to people,
// roles or sections of that project; they are resolved to the enabled members at send time, each gets an in-site
// message pushed live and a receipt, read when he first opens the notice. The sender sees who has and has not read
// and reminds the latter, at most once per WORK_MESSAGE_REMIND_MINUTES. Only the sender and the recipients read a
// notice, and only while they belong to its project.
import type { RecordLinkBody } from '@shared/api/message'
import {
  WORK_MESSAGE_IMPORTANCE_NAMES, WORK_MESSAGE_LINK_MODEL, WORK_MESSAGE_REMIND_MINUTES, type WorkMessageBox, type WorkMessageCard,
  type WorkMessageDetail, type WorkMessageImportance, type WorkMessagePerson, type WorkMessageTargets
} from '@shared/api/work-messages'
import type { AppContext } from '../../context'
import type { MessageTable, UserTable, WorkMessageTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { nextRemindAt, pushMessages, readLinkedMessages, remindNotBefore, splitReceipts, storeMessages } from '../message'
import { projectRepository } from '../projects'
import { cleanFiles, memberOf, parseFiles, requireProject, taskRepository, text, type Member } from '../tasks'
import { workMessageRepository } from './repository'

export const NO_WORK_MESSAGE = '通知不存在或您无权访问'
/** roles that are not a post in the organisation (system administration, a signing right, accounts awaiting their
 * roles): not offered as recipients */
const NOT_ADDRESSABLE = ['admin', 'batchESign', 'pendingAuthorization']
const MAX_IDS = 100

const names = (ctx: AppContext, ids: string[]) => taskRepository.names(ctx.db, ids)

async function cardsOf(ctx: AppContext, rows: Array<WorkMessageTable & { readAt?: number | null }>, box: WorkMessageBox): Promise<WorkMessageCard[]> {
  const [who, figures] = await Promise.all([
    names(ctx, rows.map((m) => m.senderUserId)), box === 'sent' ? workMessageRepository.figures(ctx.db, rows.map((m) => m.id)) : Promise.resolve(new Map())
  ])
  return rows.map((m) => {
    const f = figures.get(m.id) ?? { total: 0, read: 0 }
    return {
      id: m.id, title: m.title, importance: Number(m.importance) as WorkMessageImportance, senderName: who.get(m.senderUserId) ?? '', sentAt: Number(m.sentAt),
      targetText: m.targetText, attachmentCount: parseFiles(m.attachments).length,
      readAt: m.readAt === null || m.readAt === undefined ? null : Number(m.readAt), total: f.total, read: f.read
    }
  })
}

export async function listWorkMessages(ctx: AppContext, user: UserTable, q: { projectId?: string; box?: string; page: number; size: number }) {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  const box = (q.box ?? 'inbox') as WorkMessageBox
  if (box !== 'inbox' && box !== 'sent') throw new BadRequest('通知范围不正确')
  const offset = (q.page - 1) * q.size
  if (box === 'sent') {
    const { rows, total } = await workMessageRepository.sent(ctx.db, projectId, user.id, q.size, offset)
    return { list: await cardsOf(ctx, rows, box), pagination: { currentPage: q.page, pageSize: q.size, total } }
  }
  const { rows, total, unread } = await workMessageRepository.inbox(ctx.db, projectId, user.id, q.size, offset)
  return { list: await cardsOf(ctx, rows, box), pagination: { currentPage: q.page, pageSize: q.size, total }, unread }
}

async function readable(ctx: AppContext, m: Member, id: string): Promise<WorkMessageTable> {
  const w = await workMessageRepository.find(ctx.db, id)
  if (!w || (!m.admin && !m.projects.includes(w.projectId))) throw new BadRequest(NO_WORK_MESSAGE)
  if (m.admin || w.senderUserId === m.user.id) return w
  if (!(await workMessageRepository.receipt(ctx.db, id, m.user.id))) throw new BadRequest(NO_WORK_MESSAGE)
  return w
}

/** the file check of file_ref 'workMessage': the sender and the recipients */
export async function mayReadWorkMessage(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  try {
    await readable(ctx, await memberOf(ctx, user), id)
    return true
  } catch {
    return false
  }
}

/** one notice; opening it records my reading (the first time only) */
export async function workMessageDetail(ctx: AppContext, user: UserTable, id: string): Promise<WorkMessageDetail> {
  const m = await memberOf(ctx, user)
  const w = await readable(ctx, m, id)
  await workMessageRepository.markRead(ctx.db, id, user.id, ctx.clock.now())
  await readLinkedMessages(ctx, user.id, WORK_MESSAGE_LINK_MODEL, id)
  const isSender = w.senderUserId === user.id || m.admin
  const [receipts, mine] = await Promise.all([workMessageRepository.receipts(ctx.db, id), workMessageRepository.receipt(ctx.db, id, user.id)])
  const [card] = await cardsOf(ctx, [{ ...w, readAt: mine?.readAt ?? null }], 'inbox')
  const { done, pending } = splitReceipts(receipts, (r) => r.readAt)
  const person = (r: (typeof receipts)[number]): WorkMessagePerson => ({
    userId: r.userId, name: r.realName, organize: r.organize, readAt: r.readAt === null ? null : Number(r.readAt)
  })
  const last = w.lastRemindAt === null ? null : Number(w.lastRemindAt)
  return {
    ...card, total: receipts.length, read: done.length, projectId: w.projectId, content: w.content,
    attachments: signedUploads(ctx, parseFiles(w.attachments)), senderUserId: w.senderUserId, isSender,
    unreadPeople: isSender ? pending.map(person) : [], readPeople: isSender ? done.map(person) : [],
    lastRemindAt: last, nextRemindAt: nextRemindAt(last, WORK_MESSAGE_REMIND_MINUTES, ctx.clock.now())
  }
}

export async function targetsOf(ctx: AppContext, user: UserTable, projectId: unknown): Promise<WorkMessageTargets> {
  const m = await memberOf(ctx, user)
  const id = requireProject(m, projectId)
  const [users, roles, sections] = await Promise.all([
    taskRepository.projectMembers(ctx.db, id), workMessageRepository.projectRoles(ctx.db, id), projectRepository.contractsOfProject(ctx.db, id)
  ])
  const codes = new Map((await ctx.db.selectFrom('baseRole').select(['id', 'enCode']).execute()).map((r) => [r.id, r.enCode]))
  return {
    users: users.filter((u) => u.id !== user.id).map((u) => ({ id: u.id, realName: u.realName, organize: u.organize })),
    roles: roles.filter((r) => !NOT_ADDRESSABLE.includes(codes.get(r.id) ?? '')).map((r) => ({ id: r.id, fullName: r.fullName })),
    sections: sections.map((s) => ({ id: s.id, enCode: s.enCode, fullName: s.fullName }))
  }
}

function ids(value: unknown, label: string): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.some((x) => typeof x !== 'string' || x === '' || x.length > 64)) throw new BadRequest(`${label}格式不正确`)
  if (value.length > MAX_IDS) throw new BadRequest(`${label}最多选择${MAX_IDS}个`)
  return [...new Set(value as string[])]
}

const link = (w: WorkMessageTable) => JSON.stringify({ modelId: WORK_MESSAGE_LINK_MODEL, id: w.id, content: w.content } satisfies RecordLinkBody)
const titleOf = (w: WorkMessageTable) => `${Number(w.importance) > 1 ? `【${WORK_MESSAGE_IMPORTANCE_NAMES[Number(w.importance) as WorkMessageImportance]}】` : ''}工作通知：${w.title}`

export async function sendWorkMessage(ctx: AppContext, user: UserTable, body: Record<string, unknown>): Promise<WorkMessageDetail> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, body.projectId)
  const title = text(body.title, '通知标题', 100, true)
  const content = text(body.content, '通知内容', 2000, true)
  const importance = typeof body.importance === 'string' ? Number(body.importance) : body.importance ?? 1
  if (importance !== 1 && importance !== 2 && importance !== 3) throw new BadRequest('重要程度不正确')
  const userIds = ids(body.userIds, '通知人员')
  const roleIds = ids(body.roleIds, '通知角色')
  const contractIds = ids(body.contractIds, '通知合同段')
  if (!userIds.length && !roleIds.length && !contractIds.length) throw new BadRequest('请选择通知对象（人员、角色或合同段）')
  const targets = await targetsOf(ctx, user, projectId)
  const userName = new Map(targets.users.map((u) => [u.id, u.realName]))
  const roleName = new Map(targets.roles.map((r) => [r.id, r.fullName]))
  const sectionName = new Map(targets.sections.map((s) => [s.id, s.enCode]))
  if (userIds.some((u) => !userName.has(u))) throw new BadRequest('通知人员须为本项目的在职人员')
  if (roleIds.some((r) => !roleName.has(r))) throw new BadRequest('通知角色不正确')
  if (contractIds.some((c) => !sectionName.has(c))) throw new BadRequest('合同段不属于该项目')
  const to = (await workMessageRepository.audience(ctx.db, projectId, userIds, roleIds, contractIds)).filter((u) => u !== user.id)
  if (to.length === 0) throw new BadRequest('所选对象中没有可通知的人员')
  const attachments = cleanFiles(body.attachments, '附件')
  const keys = await claimFiles(ctx, user, fileKeysIn(attachments))
  const targetText = [
    ...contractIds.map((c) => sectionName.get(c)), ...roleIds.map((r) => roleName.get(r)), ...userIds.map((u) => userName.get(u))
  ].join('、').slice(0, 500)
  const w: WorkMessageTable = {
    id: newId(), projectId, title, content, importance, attachments: JSON.stringify(attachments), targetText, senderUserId: user.id,
    sentAt: ctx.clock.now(), lastRemindAt: null
  }
  const stored = await ctx.db.transaction().execute(async (trx): Promise<MessageTable[]> => {
    await workMessageRepository.insert(trx, w, to)
    await fileRefRepository.replace(trx, 'workMessage', w.id, keys)
    return storeMessages({ db: trx, clock: ctx.clock }, { toUserIds: to, type: 3, title: titleOf(w), bodyText: link(w), creatorUserId: user.id })
  })
  await pushMessages(ctx, stored)
  return workMessageDetail(ctx, user, w.id)
}

export async function remindWorkMessage(ctx: AppContext, user: UserTable, id: string): Promise<{ reminded: number }> {
  const m = await memberOf(ctx, user)
  const w = await readable(ctx, m, id)
  if (w.senderUserId !== user.id && !m.admin) throw new BadRequest('只有通知发送人可以提醒')
  const pending = (await workMessageRepository.receipts(ctx.db, id)).filter((r) => r.readAt === null).map((r) => r.userId)
  if (pending.length === 0) throw new BadRequest('所有人员均已阅读')
  const now = ctx.clock.now()
  const stored = await ctx.db.transaction().execute(async (trx): Promise<MessageTable[] | undefined> => {
    if (!await workMessageRepository.claimRemind(trx, id, now, remindNotBefore(now, WORK_MESSAGE_REMIND_MINUTES))) return undefined
    return storeMessages({ db: trx, clock: ctx.clock }, { toUserIds: pending, type: 3, title: `请尽快阅读：${titleOf(w)}`, bodyText: link(w), creatorUserId: user.id })
  })
  if (!stored) throw new BadRequest(`${WORK_MESSAGE_REMIND_MINUTES}分钟内只能提醒一次，请稍后再试`)
  await pushMessages(ctx, stored)
  return { reminded: stored.length }
}

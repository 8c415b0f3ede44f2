// Task comments (流程评论, JNPF 3.6 FlowCommentController): whoever may read the task reads and writes its comments,
// when the flow's start node turns comments on (isComment; the app only shows the tab then); only the author edits
// or deletes one (isDel tells the app which ones). image and file are JSON strings of upload
// descriptors that the app JSON.parses, so they are checked to be arrays of objects before they are stored.
import type { PageList } from '@shared/api/envelope'
import type { FlowCommentForm, FlowCommentVO } from '@shared/api/workflow-extras'
import type { AppContext } from '../../../context'
import type { FlowCommentTable, FlowTaskTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { page } from '../../../lib/envelope'
import { bareUploads, claimFiles, fileKeysIn, fileRefRepository, signedUploadsText } from '../../files'
import { newId } from '../../../lib/tokens'
import type { UserRow } from '../../users/repository'
import { flag } from '../engine/properties'
import { readableTask } from '../read/access'
import { loadNames } from '../read/names'
import { startProperties } from '../read/node-json'
import { taskReadRepository } from '../read/task-repository'
import { commentRepository } from './repository'

const NOT_FOUND = '评论不存在或已被删除'
export const MAX_TEXT = 2000
export const MAX_ATTACHMENTS = 9

function attachments(value: string | undefined, what: string): string {
  const s = (value ?? '').trim()
  if (!s) return ''
  let parsed: unknown
  try { parsed = JSON.parse(s) } catch { throw new BadRequest(`${what}格式不正确，应为 JSON 数组`) }
  if (!Array.isArray(parsed) || parsed.some((x) => typeof x !== 'object' || x === null || Array.isArray(x))) {
    throw new BadRequest(`${what}格式不正确，应为 JSON 数组`)
  }
  if (parsed.length > MAX_ATTACHMENTS) throw new BadRequest(`${what}最多 ${MAX_ATTACHMENTS} 个`)
  // links handed out earlier are stored unsigned: answers sign them again
  return parsed.length ? JSON.stringify(bareUploads(parsed)) : ''
}

const filesOf = (c: { image: string; file: string }) => [c.image, c.file].flatMap((t) => (t ? fileKeysIn(JSON.parse(t) as unknown) : []))

/**
 * A comment may only cite files its author may read (or ones it cited before this edit); the task then holds them,
 * so every reader of the task opens them.
 */
async function claimCommentFiles(ctx: AppContext, me: UserRow, taskId: string, c: { image: string; file: string }, before?: { image: string; file: string }): Promise<void> {
  const keys = filesOf(c)
  if (keys.length) await fileRefRepository.add(ctx.db, 'task', taskId, await claimFiles(ctx, me, keys, before ? filesOf(before) : []))
}

function content(form: FlowCommentForm) {
  const text = (form.text ?? '').trim()
  if (text.length > MAX_TEXT) throw new BadRequest(`评论内容不能超过 ${MAX_TEXT} 个字`)
  const image = attachments(form.image, '图片')
  const file = attachments(form.file, '附件')
  if (!text && !image && !file) throw new BadRequest('请输入评论内容')
  return { text, image, file }
}

async function toVos(ctx: AppContext, me: UserRow, rows: FlowCommentTable[]): Promise<FlowCommentVO[]> {
  const names = await loadNames(ctx, rows.map((r) => r.creatorUserId))
  return rows.map((r) => ({
    // clients JSON.parse both: an empty one reads as an empty list
    id: r.id, taskId: r.taskId, text: r.text, image: signedUploadsText(ctx, r.image || '[]'), file: signedUploadsText(ctx, r.file || '[]'), creatorUserId: r.creatorUserId,
    creatorUser: names.name(r.creatorUserId), creatorUserHeadIcon: names.headIcon(r.creatorUserId), creatorTime: Number(r.creatorTime),
    isDel: r.creatorUserId === me.id
  }))
}

export async function listComments(ctx: AppContext, me: UserRow, q: { taskId: string; currentPage?: number; pageSize?: number }): Promise<PageList<FlowCommentVO>> {
  const task = await readableTask(ctx, me, q.taskId)
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(q.pageSize) || 20)))
  const { rows, total } = await commentRepository.page(ctx.db, task.id, (currentPage - 1) * pageSize, pageSize)
  return page(await toVos(ctx, me, rows), currentPage, pageSize, total)
}

/** a comment of a task the caller may read; any other id answers like a missing one */
async function readable(ctx: AppContext, me: UserRow, id: string): Promise<FlowCommentTable> {
  const c = await commentRepository.find(ctx.db, id)
  if (!c) throw new BadRequest(NOT_FOUND)
  await readableTask(ctx, me, c.taskId).catch(() => { throw new BadRequest(NOT_FOUND) })
  return c
}

export async function commentInfo(ctx: AppContext, me: UserRow, id: string): Promise<FlowCommentVO> {
  return (await toVos(ctx, me, [await readable(ctx, me, id)]))[0]
}

/** new and edited comments only where the task's template version turns comments on */
async function commentsOn(ctx: AppContext, task: Pick<FlowTaskTable, 'flowId'>): Promise<void> {
  const version = await taskReadRepository.findVersion(ctx.db, task.flowId)
  if (!flag(startProperties(version?.flowTemplateJson), 'isComment', false)) throw new BadRequest('该流程未开启评论')
}

export async function createComment(ctx: AppContext, me: UserRow, form: FlowCommentForm): Promise<string> {
  const task = await readableTask(ctx, me, form.taskId)
  await commentsOn(ctx, task)
  const id = newId()
  const body = content(form)
  await claimCommentFiles(ctx, me, task.id, body)
  await commentRepository.insert(ctx.db, {
    id, taskId: task.id, ...body, creatorUserId: me.id, creatorTime: ctx.clock.now(), lastModifyTime: null
  })
  return id
}

export async function updateComment(ctx: AppContext, me: UserRow, id: string, form: FlowCommentForm): Promise<void> {
  const c = await readable(ctx, me, id)
  if (c.creatorUserId !== me.id) throw new BadRequest('只能修改自己的评论')
  const task = await taskReadRepository.findTask(ctx.db, c.taskId)
  if (task) await commentsOn(ctx, task)
  const body = content(form)
  await claimCommentFiles(ctx, me, c.taskId, body, c)
  await commentRepository.update(ctx.db, id, { ...body, lastModifyTime: ctx.clock.now() })
}

export async function deleteComment(ctx: AppContext, me: UserRow, id: string): Promise<void> {
  const c = await readable(ctx, me, id)
  if (c.creatorUserId !== me.id || !(await commentRepository.delete(ctx.db, id, me.id))) throw new BadRequest('只能删除自己的评论')
}

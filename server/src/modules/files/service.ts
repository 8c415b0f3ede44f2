// Upload, one-time download tickets and preview links (jnpf-api.md §9).
import type { Readable } from 'node:stream'
import type { MultipartFile } from '@fastify/multipart'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { randomSecret } from '../../lib/tokens'
import type { UserRow } from '../users/repository'
import { NO_FILE, readableFile } from './access'
import { signedImageUrl } from './links'
import { downloadTicketRepository, uploadRepository } from './repository'
import { ALLOWED_EXTENSIONS, UPLOAD_TYPES, extensionOf, isStored, mimeOf, newStoredName, uploadType, type UploadType } from './storage'

export function requireType(raw: string): UploadType {
  const type = uploadType(raw)
  if (!type) throw new BadRequest(`不支持的上传类型: ${raw.slice(0, 30)}（可用: ${UPLOAD_TYPES.join(', ')}）`)
  return type
}

const DAY_MS = 24 * 3600_000
const MB = 1024 * 1024

/** bytes the user uploaded in the last 24 hours compared with UPLOAD_DAILY_QUOTA_MB (0: no quota) */
async function overQuota(ctx: AppContext, userId: string, atLimitCounts: boolean): Promise<boolean> {
  const quota = ctx.config.uploadDailyQuotaMb * MB
  if (quota === 0) return false
  const used = await uploadRepository.bytesSince(ctx.db, userId, ctx.clock.now() - DAY_MS)
  return atLimitCounts ? used >= quota : used > quota
}

/** an error of the disk (it names a system call) or of the bucket (it carries the S3 answer), not of the body */
const storeFault = (err: unknown) => Boolean((err as { syscall?: string }).syscall || (err as { $metadata?: unknown }).$metadata)

/** the largest file a folder takes, in MB: a drawing set or a standard runs to tens of MB, a form's photo does not */
export function uploadLimitMb(config: AppContext['config'], type: string): number {
  return type.toLowerCase() === 'document' ? Math.max(config.uploadDocumentMaxMb, config.uploadMaxMb) : config.uploadMaxMb
}

const quotaRefusal = (ctx: AppContext) => new BadRequest(`24小时内上传的文件已达上限 ${ctx.config.uploadDailyQuotaMb}MB，请稍后再试`)

/**
 * stores the file and remembers who uploaded it and its size (the access rules and the quota rely on that). The quota
 * is checked before the bytes are read and again once this upload is counted, so parallel uploads cannot pass it
 * together; the answer's URL is signed for the uploader's <image>.
 */
export async function saveUpload(ctx: AppContext, userId: string, rawType: string, file: MultipartFile | undefined) {
  const type = requireType(rawType)
  if (!file) throw new BadRequest('请选择要上传的文件')
  if (await overQuota(ctx, userId, true)) {
    file.file.resume()
    throw quotaRefusal(ctx)
  }
  if (file.fieldname !== 'file') {
    file.file.resume()
    throw new BadRequest('上传的文件字段名应为 file')
  }
  const ext = extensionOf(file.filename)
  if (!ALLOWED_EXTENSIONS.includes(ext)) {
    file.file.resume()
    throw new BadRequest(`不支持的文件类型${ext ? ` .${ext}` : ''}，允许: ${ALLOWED_EXTENSIONS.join(', ')}`)
  }
  const name = newStoredName(ext, new Date(ctx.clock.now()))
  const forget = () => ctx.store.remove(type, name).catch(() => undefined)
  let fileSize: number
  try {
    // streamed into the store as it arrives (a bucket gets it in parts): never the whole file in memory
    fileSize = await ctx.store.write(type, name, file.file, mimeOf(name))
    if (file.file.truncated) throw Object.assign(new Error('truncated'), { code: 'FST_REQ_FILE_TOO_LARGE' })
  } catch (err) {
    await forget()
    // only the size limit is the client's file being too big; anything else is a broken multipart body
    // (e.g. a missing closing boundary), which must not be reported as a size problem
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BadRequest(`文件大小不能超过 ${uploadLimitMb(ctx.config, type)}MB`)
    if (!file.file.errored && storeFault(err)) throw err // the disk or the bucket failed, not the client
    throw new BadRequest('上传内容不完整或格式不正确，请重新上传')
  }
  if (fileSize === 0) {
    await forget()
    throw new BadRequest('上传的文件是空的')
  }
  try {
    await uploadRepository.insert(ctx.db, { type, name, userId, createdAt: ctx.clock.now(), fileSize })
  } catch (err) {
    await forget()
    throw err
  }
  if (await overQuota(ctx, userId, false)) {
    // this upload (counted now) made it too much: only this one goes, the user's earlier files stay
    await uploadRepository.remove(ctx.db, type, name)
    await forget()
    throw quotaRefusal(ctx)
  }
  return { name, url: signedImageUrl(ctx, type.toLowerCase(), name), fileSize, fileExtension: ext }
}

const TICKET_MS = 60_000

/** Download/{type}/{name}: a one-time link for a file the user may read */
export async function downloadFor(ctx: AppContext, user: UserRow, rawType: string, name: string) {
  await readableFile(ctx, user, { type: requireType(rawType), name })
  return createDownload(ctx, rawType, name)
}

/** a one-time download link for a file the server itself just wrote for the caller (exports, templates) */
export async function createDownload(ctx: AppContext, rawType: string, name: string) {
  const type = requireType(rawType)
  if (!(await isStored(ctx.store, type, name))) throw new BadRequest(NO_FILE)
  const ticket = randomSecret(24)
  const now = ctx.clock.now()
  await downloadTicketRepository.insert(ctx.db, { id: ticket, type, name, expiresAt: now + TICKET_MS }, now)
  return { name, url: `/api/file/Download?encryption=${ticket}&name=${encodeURIComponent(name)}` }
}

/** consumes the ticket; answers the file, opened to be streamed once */
export async function consumeDownload(ctx: AppContext, ticket: string, name: string) {
  const row = await downloadTicketRepository.take(ctx.db, ticket)
  if (!row || Number(row.expiresAt) <= ctx.clock.now() || (name && row.name !== name)) throw new BadRequest('下载链接已失效，请重新下载')
  const opened = await ctx.store.open(requireType(row.type), row.name)
  if (!opened) throw new BadRequest('文件不存在')
  return { name: row.name, ...opened }
}

/** what Uploader/Preview shows in place (JNPF's AllowPreviewFileType): documents, PDFs, text and pictures */
export const PREVIEW_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt', 'jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'])
export const NO_PREVIEW = '该类型文件不支持预览，请下载后查看'

/** a signed inline URL for a stored file the user may read, looked up in the upload folders */
export async function previewUrl(ctx: AppContext, user: UserRow, fileName: string, rawType?: string): Promise<string> {
  if (!PREVIEW_EXTENSIONS.has(extensionOf(fileName))) throw new BadRequest(NO_PREVIEW)
  const types = rawType ? [requireType(rawType)] : [...UPLOAD_TYPES]
  let type: UploadType | undefined
  for (const t of types) {
    if (await isStored(ctx.store, t, fileName)) {
      type = t
      break
    }
  }
  if (!type) throw new BadRequest(NO_FILE)
  await readableFile(ctx, user, { type, name: fileName })
  return signedImageUrl(ctx, type.toLowerCase(), fileName)
}

/**
 * Keeps a file the server made (a print, an export, a sheet) in the store's temporary folder, where the hourly sweep
 * removes it after a day, and answers a one-time download of it: the {name, url} an export answers. A stream (a
 * workbook written row by row) goes to the store as it is made.
 */
export async function storeTemporary(ctx: AppContext, userId: string, ext: string, body: Buffer | Readable) {
  const name = newStoredName(ext, new Date(ctx.clock.now()))
  await ctx.store.write('temporary', name, body, mimeOf(name))
  try {
    await uploadRepository.insert(ctx.db, { type: 'temporary', name, userId, createdAt: ctx.clock.now() })
  } catch (err) {
    await ctx.store.remove('temporary', name).catch(() => undefined)
    throw err
  }
  return createDownload(ctx, 'temporary', name)
}

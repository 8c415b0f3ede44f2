// Verifying a signed document: the stored PDF (or a copy someone holds) hashed again and compared with the sha256
// recorded when it was signed. Any change to the file changes the hash, so it fails; the trail says who signed
// which task version when, and every verification is added to it.
import type { VerifyVO } from '@shared/api/esign'
import type { AppContext } from '../../context'
import type { ESignDocumentTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { storeTemporary } from '../files'
import { loadNames } from '../workflow/read'
import type { UserRow } from '../users/repository'
import { esignRepository as repo } from './repository'
import { audit, readableDocument } from './sign-service'
import { readSigned, sha256 } from './storage'

/** a PDF of at most this size may be sent for verification (base64 in JSON) */
export const MAX_VERIFY_BYTES = 8 * 1024 * 1024

async function report(ctx: AppContext, doc: ESignDocumentTable, actual: string, valid: boolean, msg: string): Promise<VerifyVO> {
  const trail = await repo.auditOf(ctx.db, doc.id)
  const names = await loadNames(ctx, [doc.signerId, ...trail.map((t) => t.userId)])
  return {
    valid, msg, documentId: doc.id, title: doc.title, signer: names.name(doc.signerId), signedTime: doc.signedTime === null ? null : Number(doc.signedTime),
    provider: doc.provider === 'fdd' ? 'fdd' : 'local', certified: doc.provider === 'fdd', sha256: actual, recorded: doc.sha256,
    trail: trail.map((t) => ({ action: t.action, user: names.name(t.userId), time: Number(t.creatorTime), sha256: t.sha256, detail: t.detail }))
  }
}

function signedOnly(doc: ESignDocumentTable): void {
  if (Number(doc.state) !== 1) throw new BadRequest('该文件尚未完成签署')
}

/** the stored file against its recorded hash */
export async function verifyStored(ctx: AppContext, user: UserRow, id: string): Promise<VerifyVO> {
  const doc = await readableDocument(ctx, user, id)
  signedOnly(doc)
  const bytes = await readSigned(ctx.store, doc.storedName)
  const actual = bytes ? sha256(bytes) : ''
  const valid = actual !== '' && actual === doc.sha256
  const msg = !bytes ? '签署文件已丢失' : valid ? '验证通过：文件自签署后未被修改' : '验证失败：文件内容与签署时不一致，已被修改'
  await audit(ctx, doc.id, user.id, 'verify', actual, msg)
  return report(ctx, doc, actual, valid, msg)
}

/** the document a PDF says it is: its information dictionary's ESignDocument, a string object of its own */
function documentIdIn(pdf: Buffer): string {
  const text = pdf.toString('latin1')
  const ref = /\/ESignDocument\s+(\d+)\s+0\s+R/.exec(text)
  const m = ref
    ? new RegExp(`(?:^|[\\r\\n])${ref[1]} 0 obj\\s*\\(([A-Za-z0-9_-]{1,64})\\)`).exec(text)
    : /\/ESignDocument\s*\(([A-Za-z0-9_-]{1,64})\)/.exec(text)
  return m ? m[1] : ''
}

/** a copy (a downloaded file) against the hash of the document it claims to be */
export async function verifyCopy(ctx: AppContext, user: UserRow, base64: string): Promise<VerifyVO> {
  const clean = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
  if (!clean || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) throw new BadRequest('请上传PDF文件（base64）')
  const pdf = Buffer.from(clean, 'base64')
  if (pdf.length > MAX_VERIFY_BYTES) throw new BadRequest('文件过大')
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new BadRequest('不是PDF文件')
  const id = documentIdIn(pdf)
  if (!id) throw new BadRequest('该文件没有本平台的签署信息')
  const doc = await readableDocument(ctx, user, id)
  signedOnly(doc)
  const actual = sha256(pdf)
  const valid = actual === doc.sha256
  const msg = valid ? '验证通过：与平台签署记录一致' : '验证失败：文件内容与签署时不一致，已被修改'
  await audit(ctx, doc.id, user.id, 'verify', actual, `${msg}（上传副本）`)
  return report(ctx, doc, actual, valid, msg)
}

/** a one-time download link of the signed PDF */
export async function downloadSigned(ctx: AppContext, user: UserRow, id: string): Promise<{ name: string; url: string }> {
  const doc = await readableDocument(ctx, user, id)
  signedOnly(doc)
  const bytes = await readSigned(ctx.store, doc.storedName)
  if (!bytes) throw new BadRequest('签署文件已丢失')
  const file = await storeTemporary(ctx, user.id, 'pdf', bytes)
  await audit(ctx, doc.id, user.id, 'download', sha256(bytes), '')
  return { name: doc.fileName, url: file.url }
}

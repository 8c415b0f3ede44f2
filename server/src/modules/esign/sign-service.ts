// Signing approved documents (HandSign). Each document is the flow task's form printed by the platform, stamped
// with the signer's personal seal or default hand signature at the place the flow gives, by the provider; the
// signed PDF is kept with its sha256 and every step goes to the audit trail (who, when, which task version). Only a
// holder of the batch e-signature role signs several documents in one request; everyone else signs one at a time.
// A document that fails does not stop the others of a batch: each answers for itself.
import type { HandSignResult, SignedDocumentVO, StampKind } from '@shared/api/esign'
import type { AppContext } from '../../context'
import type { ESignDocumentTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { defaultSignImg } from '../sign-img/service'
import type { UserRow } from '../users/repository'
import { formatTime } from '../visualdev'
import { readableTask, taskDocument, taskReadRepository } from '../workflow/read'
import { placementOf } from './placement'
import { providerOf, type ESignProvider } from './providers/provider'
import { esignRepository as repo, type ApprovedTask } from './repository'
import { approvedInScope, createPersonSeal } from './service'
import { sha256, storeSigned } from './storage'

export const MAX_BATCH = 50
export const BATCH_ROLE_REQUIRED = '批量签署需要“批量电子签章”角色，请逐个签署'

export const documentVo = (d: ESignDocumentTable): SignedDocumentVO => ({
  id: d.id, taskId: d.taskId, title: d.title, state: Number(d.state), provider: d.provider === 'fdd' ? 'fdd' : 'local', signUrl: d.signUrl,
  stampKind: d.stampKind === 'signature' ? 'signature' : 'seal', fileName: d.fileName, sha256: d.sha256,
  signedTime: d.signedTime === null ? null : Number(d.signedTime), creatorTime: Number(d.creatorTime)
})

let auditSeq = 0

/** trail entries of one millisecond keep the order they were written in (ids sort after the time) */
export async function audit(ctx: AppContext, documentId: string, userId: string, action: string, hash = '', detail = ''): Promise<void> {
  auditSeq = (auditSeq + 1) % 1_000_000
  const id = `${String(auditSeq).padStart(6, '0')}${newId().slice(0, 26)}`
  await repo.audit(ctx.db, { id, documentId, userId, action, sha256: hash, detail: detail.slice(0, 1000), creatorTime: ctx.clock.now() })
}

const safe = (s: string) => s.replace(/[\\/:*?"<>|\r\n]/g, '').trim().slice(0, 80)

async function stampImage(ctx: AppContext, user: UserRow, kind: StampKind): Promise<Buffer> {
  const dataUrl = kind === 'signature' ? await defaultSignImg(ctx, user.id) : (await createPersonSeal(ctx, user)).sealImg
  if (!dataUrl) throw new BadRequest('您还没有保存签名，请先在数字签名中添加签名，或使用个人印章签署')
  const m = /^data:image\/png;base64,(.+)$/.exec(dataUrl)
  if (!m) throw new BadRequest('签名图片须为PNG格式，请重新保存签名')
  return Buffer.from(m[1], 'base64')
}

/** records a signed PDF: stored, hashed, the document row finished and the trail written */
export async function finishSigned(ctx: AppContext, doc: ESignDocumentTable, pdf: Buffer, userId: string): Promise<ESignDocumentTable> {
  const now = ctx.clock.now()
  const storedName = await storeSigned(ctx.store, doc.id, now, pdf)
  const hash = sha256(pdf)
  const patch = { state: 1, storedName, sha256: hash, size: pdf.length, signedTime: now }
  await repo.updateDocument(ctx.db, doc.id, patch)
  await audit(ctx, doc.id, userId, 'sign', hash, `${doc.provider === 'fdd' ? '法大大签署' : '本地签章'}；流程版本 ${formatTime(doc.taskVersion)}`)
  return { ...doc, ...patch }
}

async function signOne(ctx: AppContext, provider: ESignProvider, user: UserRow, task: ApprovedTask, kind: StampKind): Promise<SignedDocumentVO> {
  const row = await taskReadRepository.findTask(ctx.db, task.id)
  if (!row) throw new BadRequest('该流程不存在或您无权查看')
  const printed = await taskDocument(ctx, user, row)
  if (!printed) throw new BadRequest('该流程的表单已不存在，无法生成签署文件')
  const placement = placementOf(printed.tree?.nodes.get(task.nodeCode)?.props, printed.tree?.start.props)
  const png = await stampImage(ctx, user, kind)
  const now = ctx.clock.now()
  const taskVersion = Number(row.endTime ?? row.lastModifyTime ?? row.creatorTime)
  const doc: ESignDocumentTable = {
    id: newId(), taskId: row.id, signerId: user.id, projectId: row.projectId, contractId: row.contractId, title: row.fullName,
    taskVersion, state: 0, provider: provider.kind, providerTaskId: '', signUrl: '', stampKind: kind,
    stampPage: placement.page, stampX: placement.x, stampY: placement.y, stampWidth: placement.width,
    fileName: `${safe(row.fullName) || '签署文件'}_${formatTime(now).replace(/\D/g, '').slice(0, 12)}.pdf`,
    storedName: '', sha256: '', size: 0, creatorTime: now, signedTime: null
  }
  await repo.deleteFailed(ctx.db, row.id, user.id)
  if (!(await repo.insertDocument(ctx.db, doc))) throw new BadRequest('该文件已签署或正在签署中')
  await audit(ctx, doc.id, user.id, 'print', '', `打印流程表单，流程版本 ${formatTime(taskVersion)}（审批通过时间）`)
  const signer = user.realName || user.account
  const info = {
    ESignDocument: doc.id, ESignTask: row.id, ESignTaskVersion: String(taskVersion), ESignSigner: `${signer}/${user.account}`,
    ESignTime: formatTime(now), ESignProvider: provider.kind, ESignNotice: provider.notice
  }
  const caption = provider.kind === 'local' ? `${signer} ${formatTime(now).slice(0, 10)} 本地签章` : ''
  try {
    const out = await provider.sign(ctx, {
      documentId: doc.id, fileName: doc.fileName, print: printed.print, info,
      stamp: { png, page: placement.page, x: placement.x, y: placement.y, width: placement.width, caption },
      signer: { id: user.id, name: signer, mobile: user.mobilePhone }
    })
    if (out.state === 'signed') return documentVo(await finishSigned(ctx, doc, out.pdf, user.id))
    const patch = { providerTaskId: out.providerTaskId, signUrl: out.signUrl }
    await repo.updateDocument(ctx.db, doc.id, patch)
    await audit(ctx, doc.id, user.id, 'submit', '', `已提交电子签章服务，签署任务 ${out.providerTaskId}`)
    return documentVo({ ...doc, ...patch })
  } catch (err) {
    await repo.updateDocument(ctx.db, doc.id, { state: -1 })
    const msg = err instanceof Error ? err.message : String(err)
    await audit(ctx, doc.id, user.id, 'fail', '', msg)
    throw err instanceof BadRequest ? err : new BadRequest(msg || '签署失败，请稍后重试')
  }
}

export async function handSign(ctx: AppContext, user: UserRow, taskIds: string[], kind: StampKind = 'seal'): Promise<HandSignResult[]> {
  const ids = [...new Set(taskIds.map((id) => String(id).trim()).filter(Boolean))]
  if (!ids.length) throw new BadRequest('请选择要签署的文件')
  if (ids.length > MAX_BATCH) throw new BadRequest(`一次最多签署 ${MAX_BATCH} 份文件`)
  if (ids.length > 1 && !(await repo.hasBatchRole(ctx.db, user.id))) throw new BadRequest(BATCH_ROLE_REQUIRED)
  const approved = new Map((await approvedInScope(ctx, user, ids)).map((t) => [t.id, t]))
  // someone else's or another project's task answers like a missing one, so ids reveal nothing
  if (ids.length === 1 && !approved.has(ids[0])) throw new BadRequest('该文件不存在、未审批通过或不由您签署')
  const provider = providerOf(ctx)
  const results: HandSignResult[] = []
  for (const id of ids) {
    const task = approved.get(id)
    if (!task) {
      results.push({ taskId: id, ok: false, msg: '该文件不存在、未审批通过或不由您签署', document: null })
      continue
    }
    try {
      const document = await signOne(ctx, provider, user, task, kind)
      results.push({ taskId: id, ok: true, msg: document.state === 1 ? '签署成功' : '请在电子签章服务页面完成签署', document })
    } catch (err) {
      if (ids.length === 1) throw err
      results.push({ taskId: id, ok: false, msg: err instanceof Error ? err.message : '签署失败', document: null })
    }
  }
  return results
}

export async function signedDocuments(ctx: AppContext, user: UserRow): Promise<SignedDocumentVO[]> {
  return (await repo.documentsOf(ctx.db, user.id)).filter((d) => Number(d.state) !== -1).map(documentVo)
}

/** the document when the caller signed it or may read its flow task; one answer for missing and foreign */
export async function readableDocument(ctx: AppContext, user: UserRow, id: string): Promise<ESignDocumentTable> {
  const doc = await repo.document(ctx.db, id)
  if (doc && doc.signerId === user.id) return doc
  if (doc) {
    try {
      await readableTask(ctx, user, doc.taskId)
      return doc
    } catch { /* answered below */ }
  }
  throw new BadRequest('签署文件不存在或您无权查看')
}

// Component QR codes (构件二维码): a code printed on a component, its drawing sheet or a supervision order carries
// `hwy:<kind>:<id>` (kind record: a low-code record such as a precast beam's ledger entry; doc: a document; order:
// a supervision order), on its own or as the `code` parameter of a link; the low-code qrcode control's record code
// ({"t":"DFD","modelId","id"}) is read too. The server finds what it names and answers
// it only when the scanner may read it: one refusal whether it is missing or someone else's.
import { QR_KINDS, QR_PREFIX, type QrKind, type QrTarget } from '@shared/api/documents'
import { ORDER_LINK_MODEL } from '@shared/api/supervision-orders'
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { mayReadOrder } from '../supervision-orders'
import { mayReadRecordById, visualDevRepository } from '../visualdev'
import { readableDocument } from './service'

export const NO_TARGET = '二维码对应的记录不存在或您无权查看'
export const NOT_OURS = '无法识别的二维码：不是本平台的构件或记录二维码'
export const DOCUMENT_LINK_MODEL = 'document'

const PAYLOAD = new RegExp(`^${QR_PREFIX}:(${QR_KINDS.join('|')}):([A-Za-z0-9_-]{1,64})$`)
const ID = /^[A-Za-z0-9_-]{1,64}$/

/** the kind and id a scanned text names, or null when it is not one of our codes */
export function parseQr(raw: string): { kind: QrKind; id: string } | null {
  let textValue = raw.trim()
  // the low-code qrcode control's record code, {"t":"DFD","modelId","id"}, names a record as well
  if (textValue.startsWith('{')) {
    try {
      const v = JSON.parse(textValue) as { t?: unknown; id?: unknown }
      return v && v.t === 'DFD' && typeof v.id === 'string' && ID.test(v.id) ? { kind: 'record', id: v.id } : null
    } catch {
      return null
    }
  }
  // a link (printed for phones without the app) carries the payload as its code parameter
  const m = /[?&]code=([^&#\s]+)/.exec(textValue)
  if (/^https?:\/\//i.test(textValue) && m) {
    try {
      textValue = decodeURIComponent(m[1])
    } catch {
      return null
    }
  }
  const p = PAYLOAD.exec(textValue)
  return p ? { kind: p[1] as QrKind, id: p[2] } : null
}

export async function resolveQr(ctx: AppContext, user: UserTable, raw: unknown): Promise<QrTarget> {
  if (typeof raw !== 'string' || raw.trim() === '') throw new BadRequest('请扫描二维码')
  if (raw.length > 500) throw new BadRequest(NOT_OURS)
  const code = parseQr(raw)
  if (!code) throw new BadRequest(NOT_OURS)
  if (code.kind === 'doc') {
    const d = await readableDocument(ctx, user, code.id)
    if (!d) throw new BadRequest(NO_TARGET)
    return { kind: 'doc', id: d.id, modelId: DOCUMENT_LINK_MODEL, title: d.code ? `${d.code} ${d.title}` : d.title, projectId: d.projectId }
  }
  if (code.kind === 'order') {
    if (!(await mayReadOrder(ctx, user, code.id))) throw new BadRequest(NO_TARGET)
    const o = await ctx.db.selectFrom('supervisionOrder').select(['orderNo', 'subject', 'projectId']).where('id', '=', code.id).executeTakeFirstOrThrow()
    return { kind: 'order', id: code.id, modelId: ORDER_LINK_MODEL, title: `${o.orderNo} ${o.subject}`, projectId: o.projectId }
  }
  const record = await visualDevRepository.findRecordById(ctx.db, code.id)
  if (!record || !(await mayReadRecordById(ctx, user, code.id))) throw new BadRequest(NO_TARGET)
  const model = await ctx.db.selectFrom('baseVisualDev').select('fullName').where('id', '=', record.modelId).executeTakeFirst()
  return { kind: 'record', id: record.id, modelId: record.modelId, title: model?.fullName ?? '记录', projectId: record.projectId }
}

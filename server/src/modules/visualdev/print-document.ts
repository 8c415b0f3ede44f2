// A record printed as a document to sign (issue 20, e-signature): the same sections as Actions/Print, every field
// of the form, for a caller whose right to the record was checked by its flow task (an approver signs the document
// as a whole, whatever menus they hold). The caller renders it, with its stamps, through renderPdf.
import type { AppContext } from '../../context'
import type { UserRow } from '../users/repository'
import { formatTime } from './display'
import { parseForm } from './form-fields'
import type { PrintDocument } from './print-pdf'
import { readPrintImages } from './print-images'
import { placeOf, sections } from './print-service'
import { displayRecords } from './record-view'
import { visualDevRepository } from './repository'

export type DocumentPrint = PrintDocument

/** null when the model or the record is gone */
export async function recordPrintDocument(ctx: AppContext, user: UserRow, modelId: string, recordId: string): Promise<DocumentPrint | null> {
  const model = await visualDevRepository.findModel(ctx.db, modelId)
  const record = model ? await visualDevRepository.findRecord(ctx.db, modelId, recordId) : undefined
  if (!model || !record) return null
  const form = parseForm(model.formData)
  const [values] = await displayRecords(ctx, user, form, [record])
  const built = await sections({ ctx, user, model, record, origin: 'app', fields: form.fields, values, visible: null })
  const bill = form.fields.find((f) => f.jnpfKey === 'billRule' && typeof values[f.vModel] === 'string')
  return {
    title: model.fullName, billNo: bill ? String(values[bill.vModel]) : '', header: await placeOf(ctx, record.projectId, record.contractId),
    printedBy: user.realName || user.account, printedAt: formatTime(ctx.clock.now()), sections: built,
    images: await readPrintImages(ctx.store, built)
  }
}

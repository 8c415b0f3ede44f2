// POST .../OnlineDev/{modelId}/{id}/Actions/Print (issue 10, not a JNPF endpoint): one record as a PDF, answered
// like ExportData with {name, url}, the url a one-time download. Read with the rights of the record's detail (the
// model's menu, btn_detail or btn_edit when button rights are on, the record in the caller's projects and sections)
// and showing only the fields the caller may see. The sections are the record's own (fields, record states, change
// history) and those other modules registered (print-sections.ts); a section that fails fails the print rather than
// printing a record that silently lacks part of it.
import type { AppContext } from '../../context'
import { storeTemporary } from '../files'
import { projectRepository } from '../projects/repository'
import { formatDatePart } from '../system/bill-number'
import type { UserRow } from '../users/repository'
import { formatTime } from './display'
import { allowedFields, pickAllowed } from './field-rights'
import type { Origin } from './list-config'
import { readPrintImages } from './print-images'
import { renderPdf } from './print-pdf'
import { historySection, recordSection } from './print-record-section'
import { statesSection } from './print-states-section'
import { printSectionProviders, type PrintInput, type PrintSection } from './print-sections'
import { displayRecords } from './record-view'
import { visualDevRepository } from './repository'
import { assertVisible } from './scope'
import { formCodes, modelContext } from './service'

const BUILT_IN = [recordSection, statesSection, historySection]

export async function sections(input: PrintInput): Promise<PrintSection[]> {
  const ids = new Set(BUILT_IN.map((p) => p.id))
  const providers = [...BUILT_IN, ...printSectionProviders().filter((p) => !ids.has(p.id))]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
  const built = await Promise.all(providers.map((p) => p.build(input)))
  return built.filter((s): s is PrintSection => s !== null && s.blocks.length > 0)
}

/** 杭金改扩建 · TJ-01 标段: where the record is filed */
export async function placeOf(ctx: AppContext, projectId: string, contractId: string): Promise<string> {
  const [project, contracts] = await Promise.all([
    projectRepository.findById(ctx.db, projectId),
    contractId ? projectRepository.contractsByIds(ctx.db, [contractId]) : Promise.resolve([])
  ])
  return [project?.fullName, contracts[0]?.fullName].filter(Boolean).join(' · ')
}

const safeName = (s: string) => s.replace(/[\\/:*?"<>|\r\n]/g, '').trim()

/** 安全巡查记录_AQXC-20250501-001_20250501093000.pdf */
function fileName(title: string, billNo: string, now: number): string {
  const parts = [safeName(title).slice(0, 60) || '打印', safeName(billNo).slice(0, 40), formatDatePart('yyyyMMddHHmmss', now)]
  return `${parts.filter(Boolean).join('_')}.pdf`
}

export async function printRecord(ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin) {
  const c = await modelContext(ctx, user, modelId, origin, { buttons: ['btn_detail', 'btn_edit'] })
  const record = await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  const codes = formCodes(c)
  const fields = allowedFields(c.form.fields, codes)
  const [row] = await displayRecords(ctx, user, c.form, [record])
  const values = pickAllowed(row, c.form.fields, codes, [])
  const input: PrintInput = {
    ctx, user, model: c.model, record, origin, fields, values, visible: codes ? new Set(fields.map((f) => f.vModel)) : null
  }
  const bill = fields.find((f) => f.jnpfKey === 'billRule' && typeof values[f.vModel] === 'string')
  const billNo = bill ? String(values[bill.vModel]) : ''
  const now = ctx.clock.now()
  const printed = await sections(input)
  const pdf = await renderPdf({
    title: c.model.fullName, billNo, header: await placeOf(ctx, record.projectId, record.contractId),
    printedBy: user.realName || user.account, printedAt: formatTime(now), sections: printed,
    images: await readPrintImages(ctx.store, printed)
  })
  const file = await storeTemporary(ctx, user.id, 'pdf', pdf)
  return { name: fileName(c.model.fullName, billNo, now), url: file.url }
}

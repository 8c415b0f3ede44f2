// Rules of a 专项排查 (catalog/safety/models/special-inspection.ts) the form cannot say. Its rows are problems of the
// problem library (modules/pitfalls), each once; a row marked 存在 shows what was seen (a photo or a note). Finishing
// it needs every row marked and, when something 存在, the person responsible; it then registers each 存在 row as a
// hidden danger (./hazard-register.ts) with the library's level, category, clause and measures as the library has
// them now, due the library's rectify days after the inspection (the row's own days when the inspector changed them).
import { BadRequest } from '../../errors'
import type { AppContext } from '../../context'
import type { ProblemNodeTable } from '../../db/schema'
import { problemLibraryRepository } from '../pitfalls'
import type { UserRow } from '../users/repository'
import { registerModelHooks } from '../visualdev'
import { registerFoundHazards } from './hazard-register'

export const SPECIAL_INSPECTION_MODEL_ID = 'vm-special-inspection'
const ITEMS = 'inspectItems'
const FINISH = 'finish'
const DAY = 86_400_000
/** the days to rectify when neither the row nor the library says */
const DEFAULT_DAYS = 7
export const MAX_ROWS = 200

type Row = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const rowsOf = (data: Row): Row[] => (Array.isArray(data[ITEMS]) ? (data[ITEMS] as Row[]) : [])
const exists = (row: Row) => row.result === 'exist'
const hasPhotos = (row: Row) => Array.isArray(row.photos) && row.photos.length > 0
const named = (row: Row, i: number) => `第${i + 1}项“${text(row.problem).slice(0, 20)}”`
const days = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined)

/** what a saved inspection must hold: library problems, each once; a 存在 row with what was seen */
export async function checkRows(ctx: AppContext, data: Row): Promise<void> {
  const rows = rowsOf(data)
  if (rows.length === 0) throw new BadRequest('请选择检查内容')
  if (rows.length > MAX_ROWS) throw new BadRequest(`一次排查最多${MAX_ROWS}项检查内容`)
  const ids = rows.map((r) => text(r.problemId))
  const library = await problemLibraryRepository.byIds(ctx.db, ids)
  const seen = new Map<string, number>()
  rows.forEach((row, i) => {
    const id = ids[i]
    const node = library.get(id)
    if (!node || node.type !== 'problem' || Number(node.enabledMark) !== 1) throw new BadRequest(`第${i + 1}项不是问题库中的问题，请重新选择检查内容`)
    if (seen.has(id)) throw new BadRequest(`${named(row, i)}与第${(seen.get(id) ?? 0) + 1}项重复`)
    seen.set(id, i)
    if (row.rectifyDays !== undefined && row.rectifyDays !== null && row.rectifyDays !== '' && !days(row.rectifyDays)) {
      throw new BadRequest(`${named(row, i)}的整改时限应为正整数天数`)
    }
    if (exists(row) && !text(row.note) && !hasPhotos(row)) throw new BadRequest(`${named(row, i)}存在隐患，请拍照或填写情况说明`)
  })
}

/** before a finish: every row marked, and someone to rectify what was found */
function checkFinish(data: Row): void {
  const rows = rowsOf(data)
  const open = rows.findIndex((r) => r.result !== 'exist' && r.result !== 'absent')
  if (open >= 0) throw new BadRequest(`${named(rows[open], open)}尚未排查，请标记存在或不存在`)
  if (rows.some(exists) && !text(data.responsible)) throw new BadRequest('排查出隐患，请选择整改责任人')
  if (typeof data.inspectDate !== 'number') throw new BadRequest('请选择排查日期')
}

/** the hazard a 存在 row is: the library's problem as found at this place on this day */
export function hazardOf(inspection: Row, row: Row, node: ProblemNodeTable | undefined): Row {
  const problem = node?.fullName ?? text(row.problem)
  const note = text(row.note)
  const measures = node?.measures ?? text(row.measures)
  const basis = node?.basis ?? text(row.basis)
  const rectifyDays = days(row.rectifyDays) ?? days(node?.rectifyDays === null ? undefined : Number(node?.rectifyDays)) ?? DEFAULT_DAYS
  const found = inspection.inspectDate as number
  return {
    foundDate: found, hazardTitle: `${text(row.itemName) || '专项排查'}：${problem}`.slice(0, 80),
    hazardLevel: node?.hazardLevel || text(row.hazardLevel) || 'dd-hazardLevel-general', hazardCategory: node?.hazardCategory || text(row.hazardCategory),
    ...(text(inspection.chainage) ? { chainage: text(inspection.chainage) } : {}), location: text(inspection.location),
    description: note ? `${problem}。现场情况：${note}` : problem, photos: Array.isArray(row.photos) ? row.photos : [],
    requirement: [measures ? `整改措施：${measures}` : '按规范要求整改', basis ? `依据：${basis}` : ''].filter(Boolean).join('；'),
    responsibleUnit: text(inspection.responsibleUnit), responsible: text(inspection.responsible), deadline: found + rectifyDays * DAY
  }
}

interface Finish { ctx: AppContext; user: UserRow; recordId: string; data: Row }

/** registers each 存在 row as a hazard (ctx.db: the finish's transaction) */
async function registerFindings({ ctx, user, recordId, data }: Finish): Promise<void> {
  checkFinish(data)
  const library = await problemLibraryRepository.byIds(ctx.db, rowsOf(data).filter(exists).map((r) => text(r.problemId)))
  await registerFoundHazards({
    ctx, user, modelId: SPECIAL_INSPECTION_MODEL_ID, recordId, data, itemsKey: ITEMS, found: exists,
    hazardOf: (row) => hazardOf(data, row, library.get(text(row.problemId)))
  })
}

let installed = false

/** registers the 专项排查 hooks once per process */
export function registerSpecialInspectionHooks(): void {
  if (installed) return
  installed = true
  registerModelHooks(SPECIAL_INSPECTION_MODEL_ID, {
    validate: async ({ ctx, data, draft }) => { if (!draft) await checkRows(ctx, data) },
    afterTransition: async ({ ctx, user, recordId, transition, data }) => {
      if (transition === FINISH) await registerFindings({ ctx, user, recordId, data })
    }
  })
}

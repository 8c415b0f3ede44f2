// Rules of a safety inspection by checklist (catalog/safety/models/safety-check.ts) the form cannot say: a failed
// item says what is wrong and of which category; finishing an inspection with failed items names who rectifies
// them and by when, and registers each failed item as a hidden danger in the hazard register (the loop of
// catalog/safety/hazard-states.ts) in the finish's own transaction: its number comes from the register's bill rule,
// it starts 已上报 with the finisher as its reporter, and the number and record go back on the item. A refusal
// undoes the finish and every hazard with it.
import { BadRequest } from '../../errors'
import type { AppContext } from '../../context'
import type { UserRow } from '../users/repository'
import { registerModelHooks } from '../visualdev'
import { registerFoundHazards } from './hazard-register'

export const SAFETY_CHECK_MODEL_ID = 'vm-safety-check'
const ITEMS = 'checkItems'
const FINISH = 'finish'

type Row = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const itemsOf = (data: Row): Row[] => (Array.isArray(data[ITEMS]) ? (data[ITEMS] as Row[]) : [])
const failed = (item: Row) => item.result === 'fail'
const named = (item: Row, i: number) => `第${i + 1}项“${text(item.itemName).slice(0, 30)}”`

/** what a saved inspection must hold: items, and for each failed one what is wrong and its category */
export function checkItems(data: Row): void {
  const items = itemsOf(data)
  if (items.length === 0) throw new BadRequest('请至少填写一个检查项目')
  items.forEach((item, i) => {
    if (!failed(item)) return
    if (!text(item.problem)) throw new BadRequest(`${named(item, i)}不合格，请填写问题描述`)
    if (!text(item.hazardCategory)) throw new BadRequest(`${named(item, i)}不合格，请选择隐患类别`)
  })
}

/** who rectifies the failed items and by when, checked when the inspection is finished */
function checkFollowUp(data: Row): void {
  if (!itemsOf(data).some(failed)) return
  if (!text(data.responsible)) throw new BadRequest('有不合格项，请选择整改责任人')
  if (typeof data.deadline !== 'number') throw new BadRequest('有不合格项，请选择整改期限')
  if (typeof data.checkDate === 'number' && data.deadline < data.checkDate) throw new BadRequest('整改期限不能早于检查日期')
}

/** the hazard a failed item is, as the register's form would have it */
function hazardOf(check: Row, item: Row): Row {
  const standard = text(item.standard)
  return {
    foundDate: check.checkDate, hazardTitle: `${text(item.itemName)}：${text(item.problem)}`.slice(0, 80),
    hazardLevel: text(item.hazardLevel) || 'dd-hazardLevel-general', hazardCategory: text(item.hazardCategory),
    ...(text(check.chainage) ? { chainage: text(check.chainage) } : {}), location: text(check.location), description: text(item.problem),
    photos: [], requirement: standard ? `按检查标准整改：${standard}` : '按规范要求整改', responsibleUnit: text(check.responsibleUnit),
    responsible: text(check.responsible), deadline: check.deadline
  }
}

interface Finish { ctx: AppContext; user: UserRow; recordId: string; data: Row }

/** registers each failed item as a hazard and writes its number and record on the item (ctx.db: the finish's transaction) */
async function registerHazards({ ctx, user, recordId, data }: Finish): Promise<void> {
  checkFollowUp(data)
  await registerFoundHazards({ ctx, user, modelId: SAFETY_CHECK_MODEL_ID, recordId, data, itemsKey: ITEMS, found: failed, hazardOf: (item) => hazardOf(data, item) })
}

let installed = false

/** registers the inspection's hooks once per process */
export function registerInspectionHooks(): void {
  if (installed) return
  installed = true
  registerModelHooks(SAFETY_CHECK_MODEL_ID, {
    validate: ({ data, draft }) => { if (!draft) checkItems(data) },
    afterTransition: async ({ ctx, user, recordId, transition, data }) => {
      if (transition === FINISH) await registerHazards({ ctx, user, recordId, data })
    }
  })
}

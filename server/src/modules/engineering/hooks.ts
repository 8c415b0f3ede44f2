// Rules of the engineering registers (server/src/catalog/engineering) that their forms cannot say. Each refuses a
// save with a 400 and its message, and nothing is stored then.
// - 施工方案: a scheme for a 超过一定规模的危大工程 needs an expert review (住建部令第37号 第十二条); the scheme is a PDF.
// - 监理日志: one log per supervising engineer per day in a project, not for a day to come, the lowest temperature
//   not above the highest.
// - 监理巡视: a tour that found a problem says what it found; the scheme it follows is an approved one of the project.
// - 旁站监理记录: the end comes after the start, within 48 hours, and the start is not in the future.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { registerModelHooks, visualDevRepository, type SaveEvent } from '../visualdev'
import { CONSTRUCTION_PLAN_MODEL_ID } from '../../catalog/engineering/models/construction-plan'
import { SIDE_STATION_MODEL_ID } from '../../catalog/engineering/models/side-station'
import { SUPERVISION_LOG_MODEL_ID } from '../../catalog/engineering/models/supervision-log'
import { SUPERVISION_TOUR_MODEL_ID } from '../../catalog/engineering/models/supervision-tour'

export const EXPERT_REVIEW_NEEDED = '超过一定规模的危大工程专项方案须组织专家论证'
export const PLAN_NOT_PDF = '方案文本须为PDF文件'
export const PLAN_NOT_APPROVED = '所选施工方案不存在或未审批通过'
export const PROBLEM_NEEDS_FINDINGS = '巡视发现问题时请填写发现的问题'

const HOUR = 3600_000
const DAY = 24 * HOUR
/** Beijing time: the day a timestamp falls on */
const BEIJING = 8 * HOUR
const APPROVED = 2

type Row = Record<string, unknown>
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const dayOf = (ms: number) => Math.floor((ms + BEIJING) / DAY)
const dayText = (ms: number) => new Date(ms + BEIJING).toISOString().slice(0, 10)
const parse = (text: string): Row => {
  try {
    const v: unknown = JSON.parse(text)
    return typeof v === 'object' && v !== null ? (v as Row) : {}
  } catch {
    return {}
  }
}

function checkPlan({ data, draft }: SaveEvent): void {
  if (data.category === 'overScale' && Number(data.expertReview) !== 1) throw new BadRequest(EXPERT_REVIEW_NEEDED)
  if (draft && !Array.isArray(data.attachments)) return
  const files = Array.isArray(data.attachments) ? (data.attachments as Row[]) : []
  if (files.some((f) => !/\.pdf$/i.test(String(f?.name ?? f?.fileName ?? '')))) throw new BadRequest(PLAN_NOT_PDF)
}

/** the creator of the log being saved: the saver for a new one, the record's creator for an update */
async function logAuthor(e: SaveEvent): Promise<string> {
  if (e.action === 'create') return e.user.id
  return (await visualDevRepository.findRecordById(e.ctx.db, e.recordId))?.creatorUserId ?? e.user.id
}

async function checkLog(e: SaveEvent): Promise<void> {
  const { data, ctx } = e
  const min = num(data.minTemp)
  const max = num(data.maxTemp)
  if (min !== undefined && max !== undefined && min > max) throw new BadRequest('最低气温不能高于最高气温')
  const date = num(data.logDate)
  if (date === undefined) return
  if (dayOf(date) > dayOf(ctx.clock.now())) throw new BadRequest('日志日期不能晚于今天')
  const author = await logAuthor(e)
  const same = await sameDayLogs(ctx, e.projectId, author, date)
  if (same.some((id) => id !== e.recordId)) throw new BadRequest(`${dayText(date)}的监理日志已填写，每人每天只能填写一份`)
}

/** the ids of the author's logs in the project for the day of `date` */
async function sameDayLogs(ctx: AppContext, projectId: string, author: string, date: number): Promise<string[]> {
  const rows = await ctx.db.selectFrom('visualdevRecord').select(['id', 'data'])
    .where('modelId', '=', SUPERVISION_LOG_MODEL_ID).where('projectId', '=', projectId).where('creatorUserId', '=', author).execute()
  return rows.filter((r) => {
    const d = num(parse(r.data).logDate)
    return d !== undefined && dayOf(d) === dayOf(date)
  }).map((r) => r.id)
}

async function checkTour({ ctx, data, projectId, draft }: SaveEvent): Promise<void> {
  if (!draft && data.result === 'problem' && !String(data.findings ?? '').trim()) throw new BadRequest(PROBLEM_NEEDS_FINDINGS)
  const planId = typeof data.planId === 'string' ? data.planId.trim() : ''
  if (!planId) return
  const plan = await visualDevRepository.findRecordById(ctx.db, planId)
  if (!plan || plan.modelId !== CONSTRUCTION_PLAN_MODEL_ID || plan.projectId !== projectId || Number(plan.flowState ?? -1) !== APPROVED) {
    throw new BadRequest(PLAN_NOT_APPROVED)
  }
}

function checkSideStation({ ctx, data }: SaveEvent): void {
  const start = num(data.startTime)
  const end = num(data.endTime)
  if (start !== undefined && start > ctx.clock.now() + 10 * 60_000) throw new BadRequest('开始时间不能晚于当前时间')
  if (start === undefined || end === undefined) return
  if (end <= start) throw new BadRequest('结束时间应晚于开始时间')
  if (end - start > 48 * HOUR) throw new BadRequest('一次旁站时间不超过48小时，请分次记录')
}

let installed = false

/** registers the engineering registers' hooks once per process (every app built in it shares the registry) */
export function registerEngineeringHooks(): void {
  if (installed) return
  installed = true
  registerModelHooks(CONSTRUCTION_PLAN_MODEL_ID, { validate: checkPlan })
  registerModelHooks(SUPERVISION_LOG_MODEL_ID, { validate: checkLog })
  registerModelHooks(SUPERVISION_TOUR_MODEL_ID, { validate: checkTour })
  registerModelHooks(SIDE_STATION_MODEL_ID, { validate: checkSideStation })
}

// Rules of the special tasks (server/src/catalog/special) that their forms cannot say. Each refuses a save with a
// 400 and its message, and nothing is stored then.
// - 专项任务: the deadline (完成期限) is not before the start (开始日期).
// - 专项任务通知: the time to sign by (要求签收时间) is not before the notice is sent.
import { BadRequest } from '../../errors'
import { registerModelHooks, type SaveEvent } from '../visualdev'
import { SPECIAL_TASK_MODEL_ID } from '../../catalog/special/models/special-task'
import { SPECIAL_NOTICE_MODEL_ID } from '../../catalog/special/models/special-task-notice'

export const DEADLINE_BEFORE_START = '完成期限不能早于开始日期'
export const SIGN_BY_PASSED = '要求签收时间不能早于当前时间'

const HOUR = 3600_000
const DAY = 24 * HOUR
/** Beijing time: the day a timestamp falls on */
const BEIJING = 8 * HOUR
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const dayOf = (ms: number) => Math.floor((ms + BEIJING) / DAY)

function checkTask({ data }: SaveEvent): void {
  const start = num(data.startDate)
  const deadline = num(data.deadline)
  if (start !== undefined && deadline !== undefined && dayOf(deadline) < dayOf(start)) throw new BadRequest(DEADLINE_BEFORE_START)
}

function checkNotice({ ctx, data, action }: SaveEvent): void {
  const signBy = num(data.signBy)
  // a new notice only: an old one keeps its time once it has passed
  if (action === 'create' && signBy !== undefined && signBy < ctx.clock.now() - 10 * 60_000) throw new BadRequest(SIGN_BY_PASSED)
}

let installed = false

/** registers the special tasks' hooks once per process (every app built in it shares the registry) */
export function registerSpecialTaskHooks(): void {
  if (installed) return
  installed = true
  registerModelHooks(SPECIAL_TASK_MODEL_ID, { validate: checkTask })
  registerModelHooks(SPECIAL_NOTICE_MODEL_ID, { validate: checkNotice })
}

// Rules of a hot work permit (catalog/safety/models/hot-work.ts) the form and the moves cannot say: the window ends
// after it starts and is no longer than GB 30871-2022 allows for the grade (特级 and 一级: 8 hours, 二级: 72 hours);
// the work starts only once the permit's flow (动火作业审批) is approved, inside the window, with a gas test taken
// no more than 30 minutes before. A refused start changes nothing.
import { BadRequest } from '../../errors'
import { registerModelHooks, visualDevRepository } from '../visualdev'

export const HOT_WORK_MODEL_ID = 'vm-hot-work'
export const HOT_WORK_NEEDS_APPROVAL = '动火作业许可须审批通过后才能开始作业'
const HOUR = 3600_000
const APPROVED = 2
const GAS_TEST_MINUTES = 30
const LIMITS: Record<string, [number, string]> = { special: [8, '特级动火'], first: [8, '一级动火'], second: [72, '二级动火'] }

type Row = Record<string, unknown>
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

/** the window of a permit being saved */
export function checkWindow(data: Row): void {
  const start = num(data.startTime)
  const end = num(data.endTime)
  if (start === undefined || end === undefined) return
  if (end <= start) throw new BadRequest('结束时间应晚于开始时间')
  const limit = LIMITS[String(data.grade)]
  if (limit && end - start > limit[0] * HOUR) throw new BadRequest(`${limit[1]}作业许可有效期不超过${limit[0]}小时`)
}

/** the start of the work: approved, inside the window, a fresh gas test */
function checkStart(data: Row, flowState: number, now: number): void {
  if (flowState !== APPROVED) throw new BadRequest(HOT_WORK_NEEDS_APPROVAL)
  const start = num(data.startTime) ?? 0
  const end = num(data.endTime) ?? 0
  if (now < start) throw new BadRequest('未到许可的开始时间，不能开始作业')
  if (now > end) throw new BadRequest('许可已过期，不能开始作业，请重新申请')
  const gas = num(data.gasTime)
  if (gas === undefined || gas > now || now - gas > GAS_TEST_MINUTES * 60_000) throw new BadRequest(`气体检测应在动火前${GAS_TEST_MINUTES}分钟内进行`)
}

let installed = false

/** registers the permit's hooks once per process */
export function registerHotWorkHooks(): void {
  if (installed) return
  installed = true
  registerModelHooks(HOT_WORK_MODEL_ID, {
    validate: ({ data, draft }) => { if (!draft) checkWindow(data) },
    afterTransition: async ({ ctx, recordId, transition, data }) => {
      if (transition !== 'start') return
      const record = await visualDevRepository.findRecordById(ctx.db, recordId)
      checkStart(data, Number(record?.flowState ?? -1), ctx.clock.now())
    }
  })
}

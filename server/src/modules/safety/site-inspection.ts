// Rules of a site patrol (现场巡检, catalog/safety/models/site-inspection.ts) the form cannot say, and the one tap that
// registers a stop's problem as a hidden danger. A stop says where it was and what was seen; a stop with a problem
// says of which category. Registering a stop (or finishing the patrol with problem stops still unregistered) needs the
// person responsible and the deadline, and stores the hazard in the register for the section whose stake range holds
// the stop's chainage (the patrol's own section otherwise), with the stop's photos, in the same transaction as the
// hazard's number going back on the stop. A registered stop keeps its problem and its number: an edit cannot drop or
// alter them, and a number cannot be typed in. Only who may finish the patrol registers its stops, and only while
// it is 巡检中.
import type { SiteStopHazardVO } from '@shared/api/safety'
import { BadRequest } from '../../errors'
import type { AppContext } from '../../context'
import type { UserRow } from '../users/repository'
import { parseData, parseFormFields, recordStates, registerModelHooks, searchTextOf, visualDevRepository, type Origin } from '../visualdev'
import { parseChainage } from './chainage'
import { registerHazard } from './hazard-register'
import { patrolRepository } from './repository'
import { sectionAt } from './service'

export const SITE_INSPECTION_MODEL_ID = 'vm-site-inspection'
const STOPS = 'patrolStops'
const FINISH = 'finish'
const CN_MS = 8 * 3600_000

type Row = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const stopsOf = (data: Row): Row[] => (Array.isArray(data[STOPS]) ? (data[STOPS] as Row[]) : [])
const problem = (stop: Row) => stop.result === 'problem'
const named = (stop: Row, i: number) => `第${i + 1}个巡检点“${text(stop.place).slice(0, 30)}”`

/** what a saved patrol must hold: a stretch that runs forward, stops that say what was seen, numbers only the server wrote */
export function checkPatrol(data: Row, before?: Row): void {
  const from = parseChainage(data.chainageFrom)
  const to = parseChainage(data.chainageTo)
  if (from !== undefined && to !== undefined && to < from) throw new BadRequest('终点桩号不能小于起点桩号')
  const stops = stopsOf(data)
  stops.forEach((stop, i) => {
    if (!text(stop.place)) throw new BadRequest(`第${i + 1}个巡检点请填写巡检部位`)
    if (!text(stop.observation)) throw new BadRequest(`${named(stop, i)}请填写巡检情况`)
    if (problem(stop) && !text(stop.hazardCategory)) throw new BadRequest(`${named(stop, i)}发现问题，请选择隐患类别`)
  })
  const registered = new Map(stopsOf(before ?? {}).filter((s) => text(s.hazardId)).map((s) => [text(s.hazardId), s]))
  for (const stop of stops) {
    const id = text(stop.hazardId)
    if (!id && !text(stop.hazardNo)) continue
    const was = registered.get(id)
    if (!was || text(was.hazardNo) !== text(stop.hazardNo)) throw new BadRequest('隐患编号由登记隐患生成，不能填写或修改')
    if (!problem(stop)) throw new BadRequest(`${named(stop, stops.indexOf(stop))}已登记隐患${text(stop.hazardNo)}，巡检结果不能改为正常`)
  }
  for (const [id, was] of registered) {
    if (!stops.some((s) => text(s.hazardId) === id)) throw new BadRequest(`巡检点“${text(was.place).slice(0, 30)}”已登记隐患${text(was.hazardNo)}，不能删除`)
  }
}

/** the stop's problem as the hazard register's form would have it; refuses one that lacks who or by when */
function hazardOf(patrol: Row, stop: Row, i: number): Row {
  if (!text(stop.responsible)) throw new BadRequest(`${named(stop, i)}请选择整改责任人`)
  if (typeof stop.deadline !== 'number') throw new BadRequest(`${named(stop, i)}请选择整改期限`)
  if (typeof patrol.patrolDate === 'number' && stop.deadline < patrol.patrolDate) throw new BadRequest(`${named(stop, i)}整改期限不能早于巡检日期`)
  const observation = text(stop.observation)
  return {
    foundDate: patrol.patrolDate, hazardTitle: `${text(stop.place)}：${observation}`.slice(0, 80),
    hazardLevel: text(stop.hazardLevel) || 'dd-hazardLevel-general', hazardCategory: text(stop.hazardCategory),
    ...(text(stop.chainage) ? { chainage: text(stop.chainage) } : {}), ...(text(stop.position) ? { position: text(stop.position) } : {}),
    location: text(stop.place), description: observation, photos: Array.isArray(stop.photos) ? stop.photos : [],
    requirement: text(stop.requirement) || '立即按规范要求整改到位，整改完成后报巡检人员复查',
    responsible: text(stop.responsible), deadline: stop.deadline
  }
}

/** registers stop `i` of the patrol (its record read in ctx.db's transaction) as a hazard: the stop with its number */
async function registerStop(ctx: AppContext, user: UserRow, record: { projectId: string; contractId: string }, data: Row, i: number): Promise<Row> {
  const stop = stopsOf(data)[i]
  const values = hazardOf(data, stop, i)
  const metres = parseChainage(values.chainage)
  const section = metres === undefined ? undefined : await sectionAt(ctx, record.projectId, metres)
  const hazard = await registerHazard(ctx, user, { projectId: record.projectId, contractId: section?.id ?? record.contractId }, {
    ...values, responsibleUnit: section?.contractor ?? ''
  })
  return { ...stop, hazardNo: hazard.hazardNo, hazardId: hazard.id }
}

async function writeStops(ctx: AppContext, user: UserRow, id: string, data: Row, version?: number): Promise<void> {
  const own = await visualDevRepository.findModel(ctx.db, SITE_INSPECTION_MODEL_ID)
  if (!own) throw new BadRequest('现场巡检未安装')
  const written = await patrolRepository.writeData(ctx.db, id, {
    data: JSON.stringify(data), searchText: searchTextOf(parseFormFields(own.formData), data), lastModifyUserId: user.id, lastModifyTime: ctx.clock.now()
  }, version)
  if (!written) throw new BadRequest('该巡检记录已变化，请刷新后重试')
}

/** POST /api/safety/SiteInspection/{id}/Stops/{index}/Hazard: the stop's problem into the hazard register */
export async function registerStopHazard(ctx: AppContext, user: UserRow, origin: Origin, id: string, index: number): Promise<SiteStopHazardVO> {
  // reading the patrol as its detail does (its menu, its project and section), and the moves the caller may make on it
  const states = await recordStates(ctx, user, SITE_INSPECTION_MODEL_ID, id, origin)
  if (states.current.final) throw new BadRequest('巡检已完成，不能再登记隐患')
  if (!states.transitions.some((t) => t.code === FINISH)) throw new BadRequest('您不是该巡检的巡检人员，无权登记隐患')
  return ctx.db.transaction().execute(async (trx) => {
    const inTrx = { ...ctx, db: trx }
    const record = await visualDevRepository.findRecordById(trx, id)
    if (!record) throw new BadRequest('巡检记录不存在')
    const data = parseData(record)
    const stops = stopsOf(data)
    const stop = stops[index]
    if (!stop) throw new BadRequest('巡检点不存在，请刷新后重试')
    // a second tap (or a retry) answers the hazard the first one registered
    if (text(stop.hazardId)) return { index, hazardId: text(stop.hazardId), hazardNo: text(stop.hazardNo) }
    if (!problem(stop)) throw new BadRequest(`${named(stop, index)}未发现问题，无需登记隐患`)
    const marked = await registerStop(inTrx, user, record, data, index)
    await writeStops(inTrx, user, id, { ...data, [STOPS]: stops.map((s, k) => (k === index ? marked : s)) }, Number(record.version))
    return { index, hazardId: text(marked.hazardId), hazardNo: text(marked.hazardNo) }
  })
}

/** HH:mm:ss of `now`, China time */
const clockTime = (now: number) => new Date(now + CN_MS).toISOString().slice(11, 19)

/**
 * finishing: a patrol with at least one stop; problem stops still unregistered become hazards; the end time noted,
 * and the finish's summary kept as the patrol's 巡检小结 when none was written
 */
async function finishPatrol(ctx: AppContext, user: UserRow, id: string, data: Row, opinion: string): Promise<void> {
  const stops = stopsOf(data)
  if (stops.length === 0) throw new BadRequest('请至少记录一个巡检点')
  const record = await visualDevRepository.findRecordById(ctx.db, id)
  if (!record) throw new BadRequest('巡检记录不存在')
  const marked: Row[] = []
  for (const [i, stop] of stops.entries()) marked.push(problem(stop) && !text(stop.hazardId) ? await registerStop(ctx, user, record, data, i) : stop)
  await writeStops(ctx, user, id, {
    ...data, [STOPS]: marked, endTime: text(data.endTime) || clockTime(ctx.clock.now()), summary: text(data.summary) || opinion.trim()
  })
}

let installed = false

/** registers the patrol's hooks once per process */
export function registerSiteInspectionHooks(): void {
  if (installed) return
  installed = true
  registerModelHooks(SITE_INSPECTION_MODEL_ID, {
    validate: ({ data, before }) => checkPatrol(data, before),
    afterTransition: async ({ ctx, user, recordId, transition, data, opinion }) => {
      if (transition === FINISH) await finishPatrol(ctx, user, recordId, data, opinion)
    }
  })
}

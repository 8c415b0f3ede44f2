// What a supervision meeting's caller may send, checked before anything is stored: the meeting's basics (scope,
// type, date and time, place, host, agenda), its attendees (people of the project, the host among them) and the
// minutes' resolutions (content, an owner person or section, a due date). Every refusal names the field.
import { MEETING_TYPES } from '@shared/api/supervision-meetings'
import type { AppContext } from '../../context'
import type { SupervisionMeetingResolutionTable, SupervisionMeetingTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { projectRepository } from '../projects'
import { checkAssignees, dueDateOf, taskRepository, text, today } from '../tasks'

const MAX_AGENDA = 20
const MAX_ATTENDEES = 100
const MAX_RESOLUTIONS = 30
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

function dateOf(value: unknown, ctx: AppContext): string {
  if (typeof value !== 'string' || !DATE.test(value)) throw new BadRequest('请选择会议日期（yyyy-MM-dd）')
  const d = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) throw new BadRequest('会议日期不是有效日期')
  if (value < today(ctx)) throw new BadRequest('会议日期不能早于今天')
  return value
}

function idsOf(value: unknown, label: string, max: number): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.some((x) => typeof x !== 'string' || x === '' || x.length > 64)) throw new BadRequest(`${label}格式不正确`)
  const ids = [...new Set(value as string[])]
  if (ids.length > max) throw new BadRequest(`${label}最多${max}个`)
  return ids
}

export function agendaOf(value: unknown): string[] {
  if (!Array.isArray(value)) throw new BadRequest('会议议程格式不正确')
  const items = value.map((x, i) => text(x, `第${i + 1}项议程`, 200, false)).filter(Boolean)
  if (items.length === 0) throw new BadRequest('请至少填写一项会议议程')
  if (items.length > MAX_AGENDA) throw new BadRequest(`会议议程最多${MAX_AGENDA}项`)
  return items
}

export async function attendeesOf(ctx: AppContext, projectId: string, value: unknown, hostUserId: string): Promise<string[]> {
  const ids = idsOf(value, '参会人员', MAX_ATTENDEES)
  const all = ids.includes(hostUserId) ? ids : [hostUserId, ...ids]
  if (all.length > MAX_ATTENDEES) throw new BadRequest(`参会人员最多${MAX_ATTENDEES}人`)
  const members = new Set((await taskRepository.projectMembers(ctx.db, projectId)).map((u) => u.id))
  if (all.some((x) => !members.has(x))) throw new BadRequest('参会人员须为本项目的在职人员')
  if (all.length < 2) throw new BadRequest('请选择参会人员')
  return all
}

export interface Basics { contractIds: string[]; type: string; subject: string; meetingDate: string; startTime: string; place: string; hostUserId: string; agenda: string[] }

export async function basicsOf(ctx: AppContext, projectId: string, input: Record<string, unknown>): Promise<Basics> {
  const contractIds = idsOf(input.contractIds, '会议范围', 20)
  if (contractIds.length) {
    const sections = new Set((await projectRepository.contractsOfProject(ctx.db, projectId)).filter((c) => c.kind === 'construction').map((c) => c.id))
    if (contractIds.some((c) => !sections.has(c))) throw new BadRequest('合同段不存在或不属于该项目')
  }
  const type = MEETING_TYPES.find((t) => t.value === input.type)
  if (!type) throw new BadRequest('请选择会议类型')
  const subject = text(input.subject, '会议名称', 100, true)
  const meetingDate = dateOf(input.meetingDate, ctx)
  if (typeof input.startTime !== 'string' || !TIME.test(input.startTime)) throw new BadRequest('请选择开始时间（HH:mm）')
  const place = text(input.place, '会议地点', 100, true)
  if (typeof input.hostUserId !== 'string' || input.hostUserId === '') throw new BadRequest('请选择主持人')
  const members = new Set((await taskRepository.projectMembers(ctx.db, projectId)).map((u) => u.id))
  if (!members.has(input.hostUserId)) throw new BadRequest('主持人须为本项目的在职人员')
  return { contractIds, type: type.value, subject, meetingDate, startTime: input.startTime, place, hostUserId: input.hostUserId, agenda: agendaOf(input.agenda) }
}

export async function resolutionsOf(ctx: AppContext, mt: SupervisionMeetingTable, value: unknown): Promise<SupervisionMeetingResolutionTable[]> {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new BadRequest('决议事项格式不正确')
  if (value.length > MAX_RESOLUTIONS) throw new BadRequest(`决议事项最多${MAX_RESOLUTIONS}项`)
  const out: SupervisionMeetingResolutionTable[] = []
  for (const [i, raw] of value.entries()) {
    const label = `第${i + 1}项决议`
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BadRequest(`${label}格式不正确`)
    const r = raw as Record<string, unknown>
    const content = text(r.content, `${label}的内容`, 500, true)
    if (r.ownerType !== 'user' && r.ownerType !== 'section') throw new BadRequest(`请选择${label}的责任人或责任合同段`)
    const to = await checkAssignees(ctx, mt.projectId, r.ownerType, r.ownerType === 'user' ? [r.ownerUserId] : undefined, r.contractId)
      .catch((err: unknown) => { throw err instanceof BadRequest ? new BadRequest(`${label}：${err.message}`) : err })
    let dueDate: string
    try {
      dueDate = dueDateOf(r.dueDate, ctx)
    } catch (err) {
      throw err instanceof BadRequest ? new BadRequest(`${label}：${err.message.replace('截止日期', '完成期限')}`) : err
    }
    out.push({
      id: typeof r.id === 'string' && /^[\w-]{1,64}$/.test(r.id) ? r.id : newId(), meetingId: mt.id, sortCode: i, content, ownerType: to.assignType,
      ownerUserId: to.assigneeIds[0] ?? '', contractId: to.contractId, dueDate, taskId: ''
    })
  }
  // ids come from the client only to keep a row's identity: one per row
  const seen = new Set<string>()
  for (const r of out) {
    if (seen.has(r.id)) r.id = newId()
    seen.add(r.id)
  }
  return out
}

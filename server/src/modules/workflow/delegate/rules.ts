// The checks a delegation must pass before it is stored (JNPF 3.6 FlowDelegateController): real, enabled people on
// both sides, not the same person and sharing a project (a delegate acts on the delegator's tasks, so someone from
// another project would read and decide that project's work), a time span that ends after it starts and after now, existing flows, and no
// clash: the delegator may not hand the same flow of the same kind to anyone else over an overlapping span (the
// engine routes a to-do to exactly one delegate), nor may the two people delegate the same flow to each other.
import type { FlowDelegateCrForm } from '@shared/api/workflow-extras'
import type { AppContext } from '../../../context'
import type { FlowDelegateTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { userProjectIds } from '../../projects/service'
import { userRepository, type UserRow } from '../../users/repository'
import { delegateRepository } from './repository'

export interface CleanDelegate {
  userId: string
  userName: string
  toUserId: string
  toUserName: string
  type: string
  flowId: string
  flowName: string
  flowCategory: string
  startTime: number
  endTime: number
  description: string
}

const ids = (s: string) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))]

/** two flow lists share a flow; an empty list means every flow */
export function flowsOverlap(a: string, b: string): boolean {
  const x = ids(a)
  const y = ids(b)
  return x.length === 0 || y.length === 0 || x.some((id) => y.includes(id))
}

const spansOverlap = (a: { startTime: number; endTime: number }, b: { startTime: number; endTime: number }) =>
  Number(a.startTime) <= Number(b.endTime) && Number(b.startTime) <= Number(a.endTime)

async function person(ctx: AppContext, id: string, what: string): Promise<UserRow> {
  const u = await userRepository.findById(ctx.db, id)
  if (!u || Number(u.enabledMark) !== 1) throw new BadRequest(`${what}不存在或已停用`)
  return u
}

export async function cleanForm(ctx: AppContext, me: UserRow, form: FlowDelegateCrForm): Promise<CleanDelegate> {
  const userId = form.userId?.trim() || me.id
  if (userId !== me.id && Number(me.isAdministrator) !== 1) throw new BadRequest('只能委托自己的流程')
  const from = await person(ctx, userId, '委托人')
  const to = await person(ctx, form.toUserId?.trim() ?? '', '被委托人')
  if (from.id === to.id) throw new BadRequest('委托人和被委托人相同，委托失败')
  const [fromProjects, toProjects] = await Promise.all([userProjectIds(ctx, from), userProjectIds(ctx, to)])
  if (!fromProjects.some((p) => toProjects.includes(p))) throw new BadRequest('被委托人与委托人不在同一项目，不能委托')
  const type = String(form.type)
  if (type !== '0' && type !== '1') throw new BadRequest('委托类型不正确，应为 0 发起委托或 1 审批委托')
  const startTime = Number(form.startTime)
  const endTime = Number(form.endTime)
  if (!Number.isFinite(startTime) || !Number.isFinite(endTime) || startTime <= 0) throw new BadRequest('请选择委托的开始和结束时间')
  if (endTime <= startTime) throw new BadRequest('结束时间必须晚于开始时间')
  if (endTime <= ctx.clock.now()) throw new BadRequest('结束时间不能早于当前时间')
  const flowIds = ids(form.flowId ?? '')
  const templates = await delegateRepository.templatesByIds(ctx.db, flowIds)
  if (templates.length !== flowIds.length) throw new BadRequest('所选流程不存在或已被删除')
  const byId = new Map(templates.map((t) => [t.id, t]))
  return {
    userId: from.id, userName: `${from.realName}/${from.account}`, toUserId: to.id, toUserName: `${to.realName}/${to.account}`,
    type, flowId: flowIds.join(','),
    // names as stored: the list shows them even after a flow is renamed, as JNPF does
    flowName: flowIds.length ? flowIds.map((id) => byId.get(id)!.fullName).join(',') : '全部流程',
    flowCategory: [...new Set(flowIds.map((id) => byId.get(id)!.category).filter(Boolean))].join(','),
    startTime, endTime, description: (form.description ?? '').trim().slice(0, 500)
  }
}

/** refuses a delegation that clashes with another one not yet ended; exceptId = the one being edited */
export async function checkNoClash(ctx: AppContext, d: CleanDelegate, exceptId?: string): Promise<void> {
  const now = ctx.clock.now()
  const clash = (rows: FlowDelegateTable[]) => rows.some((r) => r.id !== exceptId && spansOverlap(r, d) && flowsOverlap(r.flowId, d.flowId))
  if (clash(await delegateRepository.unended(ctx.db, d.userId, d.type, now))) {
    throw new BadRequest('操作失败，同一时间内有相同流程的委托！')
  }
  const reverse = (await delegateRepository.unended(ctx.db, d.toUserId, d.type, now)).filter((r) => r.toUserId === d.userId)
  if (clash(reverse)) throw new BadRequest('操作失败，同一时间内有相同流程，不能相互委托！')
}

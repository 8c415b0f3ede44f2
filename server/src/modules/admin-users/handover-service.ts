// 工作交接 (WorkHandoverModal): a leaver's open work goes to a colleague before the account can be deleted. To-dos
// move to the colleague, running tasks the leaver launched get the colleague as launcher, and delegations naming
// the leaver end (a delegation is personal). The colleague must be enabled and a member of each task's project.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { reachableUser, type AdminScope } from '../admin'
import { projectRepository } from '../projects/repository'
import { userRepository, type UserRow } from '../users/repository'
import { changeableUser } from './rules'
import { workRepository, type OpenDelegation, type OpenLaunch, type OpenTodo } from './work-repository'

export interface OpenWork { todos: OpenTodo[]; launches: OpenLaunch[]; delegations: OpenDelegation[] }

const ICON = 'icon-ym icon-ym-flowTodo'
/** the group nodes of the 流程列表 tab; the console sends them back among the checked ids */
const GROUPS = { launch: 'handover-launch', delegate: 'handover-delegate' }
const STALE = '交接内容已变化，请刷新后重新选择'

export async function openWork(ctx: AppContext, userId: string): Promise<OpenWork> {
  const [todos, launches, delegations] = await Promise.all([
    workRepository.openTodos(ctx.db, userId), workRepository.runningLaunches(ctx.db, userId),
    workRepository.activeDelegations(ctx.db, userId, ctx.clock.now())
  ])
  return { todos, launches, delegations }
}

/** "2条待办、1条发起的在办流程" — empty when there is nothing open */
export function describeOpenWork(w: OpenWork): string {
  const parts = [[w.todos.length, '条待办'], [w.launches.length, '条发起的在办流程'], [w.delegations.length, '条流程委托']] as const
  return parts.filter(([n]) => n > 0).map(([n, what]) => `${n}${what}`).join('、')
}

const delegationName = (d: OpenDelegation, userId: string) => {
  const kind = d.type === '0' ? '发起委托' : '审批委托'
  const flows = d.flowName ? `：${d.flowName}` : '：全部流程'
  return d.userId === userId ? `${kind}给 ${d.toUserName}${flows}` : `${d.userName} 的${kind}${flows}`
}

/** getWorkByUser: the trees of WorkHandoverModal's tabs (FlowWorkListVO) */
export async function workOf(ctx: AppContext, scope: AdminScope, fromId: string) {
  const user = await reachableUser(ctx, scope, fromId)
  const w = await openWork(ctx, user.id)
  const node = (id: string, fullName: string, icon = ICON) => ({ id, fullName, icon: icon || ICON, enCode: '' })
  const flow = []
  if (w.launches.length) flow.push({ ...node(GROUPS.launch, '发起的在办流程'), children: w.launches.map((t) => node(t.id, t.fullName, t.icon)) })
  if (w.delegations.length) flow.push({ ...node(GROUPS.delegate, '流程委托'), children: w.delegations.map((d) => node(d.id, delegationName(d, user.id))) })
  return { wait: w.todos.map((t) => node(t.id, `${t.taskName}（${t.nodeName}）`, t.icon)), flow, permission: [] }
}

export interface HandoverInput { fromId: string; toId: string; waitList?: string[]; flowList?: string[]; permissionList?: string[] }

async function checkReceiver(ctx: AppContext, scope: AdminScope, from: UserRow, toId: string): Promise<UserRow> {
  if (toId === from.id) throw new BadRequest('工作交接无法转交给本人')
  const to = await reachableUser(ctx, scope, toId)
  if (Number(to.isAdministrator) === 1) throw new BadRequest('工作交接无法转交给管理员')
  if (Number(to.enabledMark) === 0) throw new BadRequest('工作交接人已被禁用')
  return to
}

/** the receiver must belong to the project of every task handed over */
async function checkProjects(ctx: AppContext, to: UserRow, items: { projectId: string }[]): Promise<void> {
  const needed = [...new Set(items.map((i) => i.projectId).filter(Boolean))]
  const own = await userRepository.relationIds(ctx.db, to.id, 'Project')
  const missing = needed.filter((p) => !own.includes(p))
  if (missing.length === 0) return
  const names = (await projectRepository.byIds(ctx.db, missing)).map((p) => p.fullName)
  throw new BadRequest(`工作交接人不是项目「${names.join('、') || missing.join('、')}」的成员`)
}

export async function handover(ctx: AppContext, scope: AdminScope, input: HandoverInput) {
  const from = await changeableUser(ctx, scope, input.fromId)
  const to = await checkReceiver(ctx, scope, from, input.toId)
  const w = await openWork(ctx, from.id)
  const pick = <T extends { id: string }>(ids: string[], list: T[]) => list.filter((x) => ids.includes(x.id))
  const waitIds = [...new Set(input.waitList ?? [])]
  const flowIds = [...new Set(input.flowList ?? [])].filter((id) => id !== GROUPS.launch && id !== GROUPS.delegate)
  const todos = pick(waitIds, w.todos)
  const launches = pick(flowIds, w.launches)
  const delegations = pick(flowIds, w.delegations)
  if (todos.length !== waitIds.length || launches.length + delegations.length !== flowIds.length || (input.permissionList ?? []).length) {
    throw new BadRequest(STALE)
  }
  if (todos.length + launches.length + delegations.length === 0) throw new BadRequest('请先选择交接内容')
  await checkProjects(ctx, to, [...todos, ...launches])
  const held = await workRepository.nodesHeldBy(ctx.db, to.id, todos.map((t) => t.taskNodeId))
  const clash = todos.find((t) => held.has(t.taskNodeId))
  if (clash) throw new BadRequest(`工作交接人已是「${clash.taskName}」${clash.nodeName}节点的审批人，请取消该待办或另选交接人`)
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await workRepository.moveTodos(trx, todos.map((t) => t.id), from.id, to.id)
      + await workRepository.moveLaunches(trx, launches.map((t) => t.id), from.id, to.id, scope.user.id, now)
      + await workRepository.endDelegations(trx, delegations.map((d) => d.id), from.id, scope.user.id, now)
    // somebody acted on one of them meanwhile: hand over all or nothing
    if (moved !== todos.length + launches.length + delegations.length) throw new BadRequest(STALE)
    await userRepository.update(trx, from.id, { handoverMark: 1, updatedAt: now })
  })
  return { from, to, counts: describeOpenWork({ todos, launches, delegations }) }
}

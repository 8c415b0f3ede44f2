// The delegate's side (JNPF 3.6 FlowDelegateController getflow / userList / getuser): the flows I may launch for
// the people who handed me a launch delegation, who those people are for one flow, and the approval delegations in
// force between two people for a flow.
import type { PageList } from '@shared/api/envelope'
import type { FlowDelegateUserVO, FlowDelegateVO } from '@shared/api/workflow-extras'
import type { AppContext } from '../../../context'
import { BadRequest } from '../../../errors'
import { page } from '../../../lib/envelope'
import { organizeRepository } from '../../organize/repository'
import { orgMap, orgPathName } from '../../organize/org-paths'
import { userRepository, type UserRow } from '../../users/repository'
import { avatarUrl } from '../../users/user-info'
import { launchable, toVos, type FlowPageListVO, type TemplateQuery } from '../template/service'
import { templateRepository } from '../template/repository'
import { delegationCovers, mayLaunchVersion } from '../template/visibility'
import { delegateRepository } from './repository'
import { delegateVo } from './service'

/** the people whose launch delegations to me are in force now, each with the template ids they cover ('' = all) */
async function launchDelegators(ctx: AppContext, me: UserRow): Promise<{ user: UserRow; flowIds: string[] }[]> {
  const rows = await delegateRepository.inForceTo(ctx.db, me.id, '0', ctx.clock.now())
  const users = new Map((await userRepository.listByIds(ctx.db, rows.map((r) => r.userId))).map((u) => [u.id, u]))
  const out = new Map<string, { user: UserRow; flowIds: string[] }>()
  for (const r of rows) {
    const user = users.get(r.userId)
    if (!user || Number(user.enabledMark) !== 1) continue
    const entry = out.get(user.id) ?? { user, flowIds: [] }
    entry.flowIds.push(r.flowId)
    out.set(user.id, entry)
  }
  return [...out.values()]
}

export async function delegatedFlows(ctx: AppContext, me: UserRow, q: TemplateQuery): Promise<PageList<FlowPageListVO>> {
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(q.pageSize) || 20)))
  const seen = new Map<string, Awaited<ReturnType<typeof launchable>>[number]>()
  for (const { user, flowIds } of await launchDelegators(ctx, me)) {
    // what the delegator may launch, narrowed to the flows of the delegation
    for (const item of await launchable(ctx, user, q)) {
      if (flowIds.some((f) => delegationCovers(f, item.t.id)) && !seen.has(item.t.id)) seen.set(item.t.id, item)
    }
  }
  const all = [...seen.values()]
  const vos = await toVos(ctx, all.slice((currentPage - 1) * pageSize, currentPage * pageSize))
  return page(vos, currentPage, pageSize, all.length)
}

/** the delegators I may launch this version (or template) for; none answers as JNPF does */
export async function delegatorsFor(ctx: AppContext, me: UserRow, flowId: string): Promise<{ list: FlowDelegateUserVO[] }> {
  const version = await templateRepository.findVersion(ctx.db, flowId)
  const versions = version ? [version] : await templateRepository.mainVersions(ctx.db, [flowId])
  if (versions.length === 0) throw new BadRequest('该流程不存在或已被删除')
  const orgs = orgMap(await organizeRepository.allOrganizes(ctx.db))
  const list: FlowDelegateUserVO[] = []
  for (const { user, flowIds } of await launchDelegators(ctx, me)) {
    const v = versions[0]
    if (!flowIds.some((f) => delegationCovers(f, v.templateId)) || !(await mayLaunchVersion(ctx, user, v))) continue
    list.push({ id: user.id, fullName: `${user.realName}/${user.account}`, headIcon: avatarUrl(user.headIcon), organize: orgPathName(orgs, user.organizeId) })
  }
  if (list.length === 0) throw new BadRequest('您没有发起该流程的权限')
  return { list }
}

/** approval delegations in force now, optionally narrowed to a template, a delegator and a delegate */
export async function approvalDelegations(
  ctx: AppContext, me: UserRow, q: { flowId?: string; userId?: string; touserId?: string }
): Promise<{ list: FlowDelegateVO[] }> {
  const toUser = q.touserId || me.id
  // only my own delegations, or those handed to me, unless I am an administrator
  if (Number(me.isAdministrator) !== 1 && toUser !== me.id && q.userId !== me.id) throw new BadRequest('只能查询与自己相关的委托')
  const now = ctx.clock.now()
  const rows = (await delegateRepository.inForceTo(ctx.db, toUser, '1', now))
    .filter((r) => (!q.userId || r.userId === q.userId) && (!q.flowId || delegationCovers(r.flowId, q.flowId)))
  return { list: rows.map((r) => delegateVo(r, now)) }
}

// Candidates (POST FlowBefore/Candidates/{id}): before approving or submitting, what the handler must choose for
// the nodes that come next — branches of a choice gateway (type 1), handlers of candidate nodes (type 2), or
// nothing (type 3). CandidateUser pages the people a candidate node may be given to.
import type { FlowCandidateNode, FlowCandidateUserModel, FlowCandidateVO, FlowModel } from '@shared/api/workflow'
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../../context'
import type { Db } from '../../../db/database'
import { BadRequest } from '../../../errors'
import { page } from '../../../lib/envelope'
import { organizeRepository } from '../../organize/repository'
import { orgMap, orgPathName } from '../../organize/org-paths'
import { avatarUrl } from '../../users/user-info'
import type { UserRow } from '../../users/repository'
import { userProjectIds } from '../../projects/service'
import { expandMembers, type Directory } from '../engine/assignees'
import { successors } from '../engine/navigate'
import { list } from '../engine/properties'
import { signModeOf, verdict } from '../engine/sign-modes'
import { isInside, nodeOf, parseTree } from '../engine/tree'
import type { FlowTree } from '../engine/types'
import { withEntry } from './action'
import { formValuesOf } from './action-input'
import { directoryFor, directoryRepository } from './directory'
import { launchable } from './launch-service'
import { operatorRepository } from './operator-repository'
import { nodeRepository, taskRepository } from './task-repository'
import { ADD_BEFORE, tally } from './votes'

interface Situation { db: Db; tree: FlowTree; from: string; form: Record<string, unknown>; dir: Directory; projectId: string; busy: string[]; jump: string; over: boolean }

async function candidateNode(s: Situation, code: string, branch: boolean): Promise<FlowCandidateNode> {
  const n = nodeOf(s.tree, code)
  const isCandidates = Number(n.props.assigneeType) === 7
  const pool = isCandidates ? await expandMembers(s.dir, list(n.props.approvers), s.projectId) : []
  return { nodeId: code, nodeName: n.name, isCandidates, isBranchFlow: branch, hasCandidates: pool.length > 0 }
}

async function answer(s: Situation): Promise<FlowCandidateVO> {
  if (!s.over) return { type: 3, list: [], countersignOver: false }
  if (s.jump) return { type: 3, list: [], countersignOver: true }
  const route = successors({ tree: s.tree, form: s.form, busyInside: (owner) => s.busy.some((c) => isInside(s.tree, c, owner)) }, s.from)
  if (route.choices.length) {
    const heads = route.choices.flatMap((g) => g.heads)
    return { type: 1, list: await Promise.all(heads.map((h) => candidateNode(s, h, true))), countersignOver: true }
  }
  const picks = route.activate.filter((c) => Number(nodeOf(s.tree, c).props.assigneeType) === 7)
  if (picks.length) return { type: 2, list: await Promise.all(picks.map((c) => candidateNode(s, c, false))), countersignOver: true }
  return { type: 3, list: [], countersignOver: true }
}

/** a new launch ("0" + flowId) or an open to-do entry of the caller, as a Situation to look ahead from */
async function situation<T>(ctx: AppContext, user: UserRow, id: string, m: FlowModel, fn: (s: Situation) => Promise<T>): Promise<T> {
  const incoming = formValuesOf(m) ?? {}
  if (!id || id === '0') {
    const { version } = await launchable(ctx, user, m.flowId)
    const tree = parseTree(version.flowTemplateJson)
    const memberOf = await userProjectIds(ctx, user)
    // a returned or withdrawn task submitted again stays in its own project, whatever project the app shows now
    const own = m.id && m.id !== '0' ? await taskRepository.find(ctx.db, m.id) : undefined
    const existing = own && (own.creatorUserId === user.id || own.delegateUserId === user.id) ? own.projectId : ''
    if (!existing && m.projectId && !memberOf.includes(m.projectId)) throw new BadRequest('您不是该项目的成员')
    const projectId = existing || m.projectId || memberOf[0] || ''
    return fn({ db: ctx.db, tree, from: tree.start.code, form: incoming, dir: directoryFor(ctx.db, '', user.id, tree.start.code), projectId, busy: [], jump: '', over: true })
  }
  return withEntry(ctx, user, id, {}, async ({ run, entry, row, node }) => {
    const entries = await operatorRepository.ofNode(run.db, row.id)
    const after = tally(entries.map((e) => (e.id === entry.id ? { ...e, completion: 1, handleStatus: 1 } : e)))
    const over = entry.handleType !== ADD_BEFORE && verdict(signModeOf(node.props), node.props, after, 'approve') === 'pass' &&
      !entries.some((e) => e.parentId !== '0' && e.id !== entry.id && Number(e.completion) === 0 && Number(e.state) !== -1)
    const busy = (await nodeRepository.active(run.db, run.task.id)).filter((a) => a.id !== row.id).map((a) => a.nodeCode)
    return fn({
      db: run.db, tree: run.tree, from: node.code, form: { ...run.values, ...incoming }, dir: run.dir, projectId: run.task.projectId, busy,
      jump: run.task.rejectNodeCode, over
    })
  }, true)
}

export function candidates(ctx: AppContext, user: UserRow, id: string, m: FlowModel): Promise<FlowCandidateVO> {
  return situation(ctx, user, id, m, answer)
}

export async function candidateUsers(ctx: AppContext, user: UserRow, id: string, m: FlowModel): Promise<PageList<FlowCandidateUserModel>> {
  const currentPage = Math.max(1, Math.floor(Number(m.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(m.pageSize) || 20)))
  const keyword = (m.keyword ?? '').trim().slice(0, 50)
  return situation(ctx, user, id, m, async (s) => {
    const n = s.tree.nodes.get(String(m.nodeCode ?? ''))
    if (!n || Number(n.props.assigneeType) !== 7) throw new BadRequest('该节点不是候选人节点')
    const pool = await expandMembers(s.dir, list(n.props.approvers), s.projectId)
    const scope = pool.length ? { ids: pool } : s.projectId ? { projectId: s.projectId } : { ids: [] }
    const { rows, total } = await directoryRepository.page(s.db, scope, keyword, (currentPage - 1) * pageSize, pageSize)
    const orgs = orgMap(await organizeRepository.allOrganizes(s.db))
    return page(rows.map((u) => ({
      id: u.id, fullName: `${u.realName}/${u.account}`, headIcon: avatarUrl(u.headIcon), organize: orgPathName(orgs, u.organizeId)
    })), currentPage, pageSize, total)
  })
}

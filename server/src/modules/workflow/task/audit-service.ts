// Approve (Audit), return (Reject) and the handler's draft (SaveAudit) on a to-do entry (jnpf-api.md §6.4,
// jnpf-forms-and-flows.md §5.4).
import type { FlowModel, FlowRejectVO } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import { BadRequest } from '../../../errors'
import type { UserRow } from '../../users/repository'
import { withoutServerOwned } from '../../visualdev/server-owned'
import { mergeApproverEdits } from '../engine/form-rights'
import { flag } from '../engine/properties'
import { signModeOf, verdict } from '../engine/sign-modes'
import { ENTRY_NOT_FOUND, claim, withEntry } from './action'
import { applyApproverEdits, checkOpinionAndSign, formValuesOf, saveCandidates, unsignedValues } from './action-input'
import { operatorRepository } from './operator-repository'
import { offeredTargets, planReject, rejectTargets } from './reject-core'
import { copyTask, writeRecord } from './records'
import { afterVote, tally } from './votes'
import { idempotentCreate } from '../../visualdev'

const inputOf = (m: FlowModel) => ({
  branches: Array.isArray(m.branchList) ? m.branchList.map(String) : undefined,
  candidateList: m.candidateList, errorRuleUserList: m.errorRuleUserList
})

/** Idempotency-Key scopes of the to-do actions the app's outbox may send again (an approval made without network) */
export const AUDIT_KEY_SCOPE = 'workflow:Audit'
export const REJECT_KEY_SCOPE = 'workflow:Reject'

/**
 * this user's approval or return of the to-do entry is on record (a claim whose request died after acting: its
 * retry must answer success); an entry closed by a colleague's or-sign vote has no record of his
 */
const actedOn = (userId: string, handleStatus: number) => async (ctx: AppContext, _scope: string, operatorId: string) => {
  const row = await ctx.db.selectFrom('flowTaskOperatorRecord').select('id').where('taskOperatorId', '=', operatorId)
    .where('handleId', '=', userId).where('handleStatus', '=', handleStatus).where('status', '!=', -1).executeTakeFirst()
  return Boolean(row)
}

/**
 * Audit or Reject under an Idempotency-Key: the same key again (the outbox after a lost answer) answers success and
 * changes nothing; without a key, or with a new one, the action runs as always, and an entry handled meanwhile (by
 * a colleague of an or-sign, a recall, a withdrawn task) is refused with the engine's message: that is the rule for
 * an approval made offline that meets a task which moved on.
 */
export async function idempotentAction(
  ctx: AppContext, user: UserRow, operatorId: string, m: FlowModel, idemKey: string | undefined, action: 'audit' | 'reject'
): Promise<void> {
  const run = () => (action === 'audit' ? audit(ctx, user, operatorId, m) : reject(ctx, user, operatorId, m))
  if (!idemKey) return run()
  await idempotentCreate(ctx, user.id, action === 'audit' ? AUDIT_KEY_SCOPE : REJECT_KEY_SCOPE, idemKey, run, actedOn(user.id, action === 'audit' ? 1 : 0), operatorId)
}

export async function audit(ctx: AppContext, user: UserRow, operatorId: string, m: FlowModel): Promise<void> {
  await withEntry(ctx, user, operatorId, inputOf(m), async (s) => {
    const { run, entry, row, node } = s
    if (!flag(node.props, 'hasAuditBtn', true)) throw new BadRequest('该节点不允许审批通过')
    checkOpinionAndSign(node.props, m)
    await applyApproverEdits(run, node, m)
    await saveCandidates(run, row.id, entry.id, m)
    await claim(s, 1)
    await writeRecord(run, {
      handleStatus: 1, handleId: user.id, delegatorUserId: entry.delegatorUserId, nodeCode: node.code, nodeName: node.name,
      taskNodeId: row.id, taskOperatorId: entry.id, handleOpinion: m.handleOpinion, signImg: m.signImg, fileList: m.fileList
    })
    await copyTask(run, { props: node.props, taskNodeId: row.id, nodeCode: node.code, nodeName: node.name, copyIds: m.copyIds, nodeCopies: true })
    await afterVote(run, row, entry, 'approve', await planReject(run, row, undefined, undefined))
  })
}

export async function reject(ctx: AppContext, user: UserRow, operatorId: string, m: FlowModel): Promise<void> {
  await withEntry(ctx, user, operatorId, inputOf(m), async (s) => {
    const { run, entry, row, node } = s
    if (!flag(node.props, 'hasRejectBtn', true)) throw new BadRequest('该节点不允许退回')
    checkOpinionAndSign(node.props, m)
    const plan = await planReject(run, row, m.rejectStep, m.rejectType)
    await claim(s, 0)
    await writeRecord(run, {
      handleStatus: 0, handleId: user.id, delegatorUserId: entry.delegatorUserId, nodeCode: node.code, nodeName: node.name,
      taskNodeId: row.id, taskOperatorId: entry.id, handleOpinion: m.handleOpinion, signImg: m.signImg, fileList: m.fileList
    })
    await copyTask(run, { props: node.props, taskNodeId: row.id, nodeCode: node.code, nodeName: node.name, copyIds: m.copyIds, nodeCopies: false })
    await afterVote(run, row, entry, 'reject', plan)
  })
}

/** the handler's draft of the form (JNPF draftData): field rights apply as on approval; nothing moves */
export async function saveAudit(ctx: AppContext, user: UserRow, operatorId: string, m: FlowModel): Promise<void> {
  await withEntry(ctx, user, operatorId, {}, async ({ run, entry, node }) => {
    const incoming = formValuesOf(m)
    if (!incoming) throw new BadRequest('没有要暂存的表单内容')
    const merged = mergeApproverEdits(node.props, run.values, withoutServerOwned(run.def.fields, unsignedValues(incoming)))
    const text = JSON.stringify(merged)
    if (text.length > 500_000) throw new BadRequest('表单内容过大')
    await operatorRepository.setDraft(run.db, entry.id, text)
  })
}

/** where this handler may return the task; isLastAppro: whether this return decides the node (the step matters) */
export async function rejectList(ctx: AppContext, user: UserRow, operatorId: string): Promise<FlowRejectVO> {
  const entry = await operatorRepository.find(ctx.db, operatorId)
  if (!entry || entry.handleId !== user.id) throw new BadRequest(ENTRY_NOT_FOUND)
  return withEntry(ctx, user, operatorId, {}, async ({ run, row, node }) => {
    const targets = offeredTargets(node.props, await rejectTargets(run, row))
    const entries = await operatorRepository.ofNode(run.db, row.id)
    const after = tally(entries.map((e) => (e.id === operatorId ? { ...e, completion: 1, handleStatus: 0 } : e)))
    const decides = entry.parentId !== '0' || verdict(signModeOf(node.props), node.props, after, 'reject') === 'reject'
    return { list: targets.map((t) => ({ id: t.id, nodeCode: t.nodeCode, nodeName: t.nodeName })), isLastAppro: decides }
  }, true)
}

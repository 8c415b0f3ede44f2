// Handing a to-do to someone else: Transfer (转审: the target takes my place) and freeApprover (加签: the target
// handles it before me and it comes back, or after my approval and must agree too).
import type { FlowModel } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import type { FlowTaskOperatorTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { newId } from '../../../lib/tokens'
import type { UserRow } from '../../users/repository'
import { dueTime, flag } from '../engine/properties'
import { ALREADY_HANDLED, claim, withEntry, type EntryScope } from './action'
import { applyApproverEdits, checkOpinionAndSign, saveCandidates } from './action-input'
import { titles } from './messages'
import { operatorRepository } from './operator-repository'
import { planReject } from './reject-core'
import { writeRecord } from './records'
import { ADD_AFTER, ADD_BEFORE, afterVote } from './votes'

/** the target must be another enabled user of the task's project who does not already hold this node */
async function checkTarget(s: EntryScope, targetId: string | undefined): Promise<string> {
  const id = (targetId ?? '').trim()
  if (!id) throw new BadRequest('请选择处理人')
  if (id === s.entry.handleId) throw new BadRequest('不能选择自己')
  const [u] = await s.run.dir.users([id])
  if (!u || !u.enabled) throw new BadRequest('所选人员不存在或已停用')
  if (s.run.task.projectId && (await s.run.dir.projectMembers(s.run.task.projectId, [id])).length === 0) {
    throw new BadRequest('所选人员不是该项目的成员')
  }
  const holders = await operatorRepository.ofNode(s.run.db, s.row.id)
  if (holders.some((h) => h.handleId === id && Number(h.completion) === 0 && Number(h.state) !== -1)) throw new BadRequest('所选人员已是该节点的审批人')
  return id
}

async function addEntry(s: EntryScope, handleId: string, handleType: string, parentId: string): Promise<FlowTaskOperatorTable> {
  const { run, row, node } = s
  const e: FlowTaskOperatorTable = {
    id: newId(), taskId: run.task.id, taskNodeId: row.id, nodeCode: node.code, nodeName: node.name, handleType, handleId,
    delegatorUserId: '', completion: 0, handleStatus: null, handleTime: null, state: 0, parentId, draftData: '',
    dueTime: dueTime(node.props, run.tree.start.props, { receiveTime: run.now, launchTime: run.task.startTime ?? run.now, form: run.values }),
    sortCode: s.entry.sortCode, description: '', creatorTime: run.now
  }
  await operatorRepository.insertMany(run.db, [e])
  run.outbox.todo(run.task, handleId, e.id, row.id, titles.todo(run.task.fullName), run.actorId)
  return e
}

export async function transfer(ctx: AppContext, user: UserRow, operatorId: string, m: FlowModel): Promise<void> {
  await withEntry(ctx, user, operatorId, {}, async (s) => {
    if (!flag(s.node.props, 'hasTransferBtn', true)) throw new BadRequest('该节点不允许转审')
    const target = await checkTarget(s, m.freeApproverUserId)
    await claim(s, 7)
    await writeRecord(s.run, {
      handleStatus: 7, handleId: user.id, delegatorUserId: s.entry.delegatorUserId, nodeCode: s.node.code, nodeName: s.node.name,
      taskNodeId: s.row.id, taskOperatorId: s.entry.id, operatorId: target, handleOpinion: m.handleOpinion, signImg: m.signImg, fileList: m.fileList
    })
    // the target takes the transferred entry's place: same rank in a sequence, same standing in a countersign
    await addEntry(s, target, 'transfer', s.entry.parentId)
  })
}

export async function freeApprover(ctx: AppContext, user: UserRow, operatorId: string, m: FlowModel): Promise<void> {
  const input = { branches: Array.isArray(m.branchList) ? m.branchList.map(String) : undefined, candidateList: m.candidateList }
  await withEntry(ctx, user, operatorId, input, async (s) => {
    const { run, entry, row, node } = s
    if (!flag(node.props, 'hasFreeApproverBtn', flag(node.props, 'hasFreeApprover', false))) throw new BadRequest('该节点不允许加签')
    const before = Number(m.freeApproverType ?? 1) !== 2
    const target = await checkTarget(s, m.freeApproverUserId)
    const base = {
      handleId: user.id, delegatorUserId: entry.delegatorUserId, nodeCode: node.code, nodeName: node.name, taskNodeId: row.id,
      taskOperatorId: entry.id, operatorId: target, handleOpinion: m.handleOpinion, signImg: m.signImg, fileList: m.fileList
    }
    if (before) {
      // my entry waits until the add-signer has acted, then comes back to me
      if (!(await operatorRepository.park(run.db, entry.id))) throw new BadRequest(ALREADY_HANDLED)
      await writeRecord(run, { ...base, handleStatus: 10 })
      await addEntry(s, target, ADD_BEFORE, entry.id)
      return
    }
    checkOpinionAndSign(node.props, m)
    await applyApproverEdits(run, node, m)
    await saveCandidates(run, row.id, entry.id, m)
    await claim(s, 6)
    await writeRecord(run, { ...base, handleStatus: 6 })
    await addEntry(s, target, ADD_AFTER, entry.id)
    await afterVote(run, row, { ...entry, completion: 1, handleStatus: 6 }, 'approve', await planReject(run, row, undefined, undefined))
  })
}

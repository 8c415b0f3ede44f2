// Recall (撤回 from the done list, POST FlowBefore/Recall/{recordId}): a handler takes back their own approval
// (handleStatus 1) while nobody after them has acted on it. A return, a transfer or an add-sign is not an approval
// to take back: each already handed the task on to someone else, who now holds it. The approval's record is voided (status -1, kept in the history), a recall
// record (-1) is written, and the entry comes back to the handler.
import type { FlowModel } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import type { FlowTaskNodeTable, FlowTaskOperatorTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { newId } from '../../../lib/tokens'
import type { UserRow } from '../../users/repository'
import { flag } from '../engine/properties'
import { nodeOf } from '../engine/tree'
import { withRun } from './action'
import { operatorRepository, recordRepository } from './operator-repository'
import { writeRecord } from './records'
import type { Run } from './run'
import { newNodeRow } from './runtime'
import { nodeRepository } from './task-repository'

const NOT_FOUND = '该记录不存在或您无权撤回'
const TOO_LATE = '下一节点已处理，无法撤回'

/** why a record of another kind cannot be recalled (jnpf-api.md §6.5 FlowRecordEnum) */
const NOT_AN_APPROVAL: Record<number, string> = {
  0: '退回操作不能撤回', 7: '转审操作不能撤回', 6: '加签操作不能撤回', 10: '加签操作不能撤回'
}

const acted = (e: FlowTaskOperatorTable) => Number(e.completion) === 1 && Number(e.handleStatus) !== 7 && Number(e.handleStatus) !== 4

async function reopenEntry(run: Run, row: FlowTaskNodeTable, from: FlowTaskOperatorTable): Promise<FlowTaskOperatorTable> {
  const e: FlowTaskOperatorTable = {
    ...from, id: newId(), taskNodeId: row.id, completion: 0, handleStatus: null, handleTime: null, state: 0, draftData: '',
    dueTime: null, creatorTime: run.now
  }
  await operatorRepository.insertMany(run.db, [e])
  return e
}

/** the node is still open (countersign, sequence): only a later handler of a sequence could have moved on */
async function recallInOpenNode(run: Run, row: FlowTaskNodeTable, mine: FlowTaskOperatorTable): Promise<FlowTaskOperatorTable> {
  const entries = await operatorRepository.ofNode(run.db, row.id)
  const later = entries.filter((e) => e.parentId === '0' && e.sortCode > mine.sortCode && e.id !== mine.id)
  if (later.some(acted)) throw new BadRequest(TOO_LATE)
  const n = nodeOf(run.tree, row.nodeCode)
  // in a sequence the next handler goes back to waiting their turn
  if (Number(n.props.counterSign) === 2) for (const e of later) if (Number(e.completion) === 0 && Number(e.state) === 0) await operatorRepository.setState(run.db, e.id, 1, null)
  // whoever I added after me is no longer needed
  for (const e of entries) if (e.parentId === mine.id && Number(e.completion) === 0) await operatorRepository.setState(run.db, e.id, -1)
  return reopenEntry(run, row, mine)
}

/** the node has passed: the nodes it started must be untouched; they are discarded and the node reopens for me */
async function recallPassedNode(run: Run, row: FlowTaskNodeTable, mine: FlowTaskOperatorTable): Promise<FlowTaskOperatorTable> {
  const nodes = await nodeRepository.ofTask(run.db, run.task.id)
  const started = nodes.filter((r) => r.sortCode > row.sortCode && r.nodeUp.split(',').includes(row.nodeCode))
  if (row.nodeNext === 'end' || started.some((r) => Number(r.state) !== 1)) throw new BadRequest(TOO_LATE)
  for (const r of started) {
    if ((await operatorRepository.ofNode(run.db, r.id)).some(acted)) throw new BadRequest(TOO_LATE)
  }
  for (const r of started) await nodeRepository.updateCurrent(run.db, r.id, { state: -1, completedTime: run.now })
  await operatorRepository.closeOpen(run.db, started.map((r) => r.id))
  const again = await newNodeRow(run, row.nodeCode, row.nodeUp.split(',').filter(Boolean))
  return reopenEntry(run, again, mine)
}

export async function recall(ctx: AppContext, user: UserRow, recordId: string, m: FlowModel): Promise<void> {
  const first = await recordRepository.find(ctx.db, recordId)
  if (!first || first.handleId !== user.id) throw new BadRequest(NOT_FOUND)
  await withRun(ctx, first.taskId, user.id, {}, async (run) => {
    const rec = await recordRepository.find(run.db, recordId)
    if (!rec || rec.handleId !== user.id) throw new BadRequest(NOT_FOUND)
    if (Number(rec.status) === -1) throw new BadRequest('该审批已撤回')
    if (Number(rec.handleStatus) !== 1) throw new BadRequest(NOT_AN_APPROVAL[Number(rec.handleStatus)] ?? '只有自己的审批通过记录可以撤回')
    if (Number(run.task.status) !== 1) throw new BadRequest('流程已结束或已退回，无法撤回')
    const mine = await operatorRepository.find(run.db, rec.taskOperatorId)
    const row = await nodeRepository.find(run.db, rec.taskNodeId)
    if (!mine || !row || Number(row.state) === -1) throw new BadRequest(TOO_LATE)
    const n = nodeOf(run.tree, row.nodeCode)
    if (!flag(n.props, 'hasRevokeBtn', true)) throw new BadRequest('该节点不允许撤回')
    // an add-signer or transfer target added after my approval has acted already: too late as well
    const entries = await operatorRepository.ofNode(run.db, row.id)
    if (entries.some((e) => e.parentId === mine.id && acted(e))) throw new BadRequest(TOO_LATE)
    const again = Number(row.state) === 1 ? await recallInOpenNode(run, row, mine) : await recallPassedNode(run, row, mine)
    await recordRepository.void(run.db, rec.id)
    await writeRecord(run, {
      handleStatus: -1, handleId: user.id, delegatorUserId: mine.delegatorUserId, nodeCode: row.nodeCode, nodeName: row.nodeName,
      taskNodeId: again.taskNodeId, taskOperatorId: again.id, handleOpinion: m.handleOpinion, signImg: m.signImg, fileList: m.fileList
    })
  })
}

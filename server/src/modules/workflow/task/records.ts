// The history rows every step writes (flow_task_operator_record) and the copies (flow_task_circulate + a type 3
// message). Rows are only ever inserted.
import type { FlowTaskOperatorRecordTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { newId } from '../../../lib/tokens'
import { expandMembers } from '../engine/assignees'
import { flag, list } from '../engine/properties'
import type { Json } from '../engine/types'
import { titles } from './messages'
import { circulateRepository, recordRepository } from './operator-repository'
import type { Run } from './run'
import { bareUploads, claimFiles, cleanSignImg, fileKeysIn, fileRefRepository } from '../../files'
import { userRepository } from '../../users/repository'

export interface RecordInput {
  handleStatus: number
  handleId: string
  nodeCode?: string
  nodeName?: string
  taskNodeId?: string
  taskOperatorId?: string
  delegatorUserId?: string
  handleOpinion?: string
  operatorId?: string
  signImg?: string
  fileList?: unknown
  status?: number
  approverType?: string
  draftData?: string
}

const MAX_FILES = 20
const BAD_FILES = '附件格式不正确，应为文件数组'

/** fileList as clients send it (an array of upload descriptors, or that array as a JSON string), stored as JSON text */
function fileListText(v: unknown): string {
  if (v === undefined || v === null || v === '') return '[]'
  let list: unknown = v
  if (typeof v === 'string') {
    // a malformed list is refused rather than dropped: the step would otherwise pass without the files it cites
    try { list = JSON.parse(v) } catch { throw new BadRequest(BAD_FILES) }
  }
  if (!Array.isArray(list) || list.some((f) => typeof f !== 'object' || f === null || Array.isArray(f))) throw new BadRequest(BAD_FILES)
  if (list.length > MAX_FILES) throw new BadRequest(`附件最多 ${MAX_FILES} 个`)
  // links handed out earlier are stored unsigned: answers sign them again
  return JSON.stringify(bareUploads(list))
}

/**
 * The files a step cites (its uploaded signature, its attachments) must be ones the person acting may read; the
 * task then holds them, so whoever may read the task may open them.
 */
async function claimStepFiles(run: Run, row: FlowTaskOperatorRecordTable): Promise<void> {
  const keys = [...fileKeysIn(row.signImg), ...fileKeysIn(JSON.parse(row.fileList) as unknown)]
  if (keys.length === 0) return
  const actor = await userRepository.findById(run.db, row.handleId)
  if (!actor) return
  await fileRefRepository.add(run.db, 'task', run.task.id, await claimFiles(run.ctx, actor, keys))
}

export async function writeRecord(run: Run, r: RecordInput): Promise<FlowTaskOperatorRecordTable> {
  const row: FlowTaskOperatorRecordTable = {
    id: newId(), taskId: run.task.id, taskNodeId: r.taskNodeId ?? '', taskOperatorId: r.taskOperatorId ?? '',
    nodeCode: r.nodeCode ?? '', nodeName: r.nodeName ?? '', handleStatus: r.handleStatus, handleId: r.handleId,
    delegatorUserId: r.delegatorUserId ?? '', handleTime: run.now, handleOpinion: (r.handleOpinion ?? '').slice(0, 2000),
    // every step's signature passes the same check, whichever action (withdraw, recall, transfer...) brought it
    operatorId: r.operatorId ?? '', signImg: cleanSignImg(r.signImg), fileList: fileListText(r.fileList), status: r.status ?? 0,
    draftData: r.draftData ?? '', approverType: r.approverType ?? '', creatorTime: run.now
  }
  await claimStepFiles(run, row)
  await recordRepository.insert(run.db, row)
  return row
}

export interface CopyInput {
  props: Json
  taskNodeId: string
  nodeCode: string
  nodeName: string
  /** FlowModel.copyIds: honoured only where the node allows custom copies */
  copyIds?: string
  /** whether the node's own circulateUser / isInitiatorCopy apply (approvals, not returns) */
  nodeCopies: boolean
}

/** copies the task to the node's CC list, the launcher when asked, and the handler's own picks */
export async function copyTask(run: Run, c: CopyInput): Promise<string[]> {
  const ids: string[] = []
  if (c.nodeCopies) {
    ids.push(...(await expandMembers(run.dir, list(c.props.circulateUser), run.task.projectId)))
    if (flag(c.props, 'isInitiatorCopy', false)) ids.push(run.task.creatorUserId)
  }
  if (flag(c.props, 'isCustomCopy', false)) {
    // people picked by hand must work on the task's project: a copy shows the whole form
    const picked = list(c.copyIds).slice(0, 200)
    ids.push(...(run.task.projectId ? await run.dir.projectMembers(run.task.projectId, picked) : picked))
  }
  const enabled = (await run.dir.users([...new Set(ids)])).filter((u) => u.enabled).map((u) => u.id)
  const already = new Set(await circulateRepository.copiedTo(run.db, run.task.id))
  const fresh = enabled.filter((id) => !already.has(id))
  await circulateRepository.insertMany(run.db, fresh.map((objectId) => ({
    id: newId(), taskId: run.task.id, taskNodeId: c.taskNodeId, nodeCode: c.nodeCode, nodeName: c.nodeName, objectType: 'user',
    objectId, creatorUserId: run.actorId, creatorTime: run.now
  })))
  run.outbox.add({ toUserIds: fresh, kind: 3, title: titles.copied(run.task.fullName), task: run.task, taskNodeId: c.taskNodeId, fromUserId: run.actorId })
  return fresh
}

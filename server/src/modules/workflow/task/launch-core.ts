// Creating a task row with its form values, and submitting it: the submit record, the launcher's organisation
// snapshot, the start node's copies, then the start node completes and the template takes over.
import type { AppContext } from '../../../context'
import type { FlowTaskTable, FlowTemplateJsonTable, FlowTemplateTable } from '../../../db/schema'
import { newId } from '../../../lib/tokens'
import type { UserRow } from '../../users/repository'
import { checkRequired, mergeLauncherEdits } from '../engine/form-rights'
import { parseTree } from '../engine/tree'
import { loadFormDef, writeValues } from './form-store'
import { copyTask, writeRecord } from './records'
import type { Run, Values } from './run'
import { completeNode, newNodeRow } from './runtime'
import { nodeRepository, taskRepository } from './task-repository'
import { titleFor } from './task-title'

export interface NewTask {
  version: FlowTemplateJsonTable
  template: FlowTemplateTable
  /** who the task is launched for (the delegator under a launch delegation) */
  launcher: UserRow
  /** the delegate who actually launched it, '' otherwise */
  delegateUserId?: string
  values: Values
  draft: boolean
  projectId?: string
  contractId?: string
  parentId?: string
  parentTaskNodeId?: string
  isAsync?: boolean
  urgent?: number
  title?: string
  /** FlowModel.billNo: the task's own number (flow_task.en_code) */
  billNo?: string
  /** a chosen id: the id of an existing low-code record being launched */
  id?: string
}

export async function createTask(ctx: AppContext, t: NewTask): Promise<FlowTaskTable> {
  const tree = parseTree(t.version.flowTemplateJson)
  const startProps = tree.start.props
  const formId = t.version.formId || (typeof startProps.formId === 'string' ? startProps.formId : '')
  const def = await loadFormDef(ctx, formId)
  const id = t.id ?? newId()
  const now = ctx.clock.now()
  const stored = await writeValues(ctx, t.launcher, def, { id, projectId: '', contractId: '' }, mergeLauncherEdits(startProps, {}, t.values), {
    draft: t.draft, projectId: t.projectId, contractId: t.contractId
  })
  const title = t.title?.trim() ? '' : await titleFor(ctx, t.launcher, def, startProps, t.template.fullName, stored.values, now)
  const row: FlowTaskTable = {
    id, processId: id, enCode: (t.billNo ?? '').trim().slice(0, 100), fullName: t.title?.trim().slice(0, 200) || title,
    flowUrgent: [1, 2, 3].includes(Number(t.urgent)) ? Number(t.urgent) : 1, flowId: t.version.id, templateId: t.template.id,
    flowCode: t.template.enCode, flowName: t.template.fullName, flowType: Number(t.template.type), flowCategory: t.template.category,
    formId, formType: def.formType, flowFormDataJson: stored.flowFormDataJson, flowVersion: String(t.version.version),
    startTime: null, endTime: null, currentNodeName: '', currentNodeCode: '', status: 0, suspend: 0, completion: 0,
    parentId: t.parentId ?? '0', parentTaskNodeId: t.parentTaskNodeId ?? '', isAsync: t.isAsync ? 1 : 0,
    delegateUserId: t.delegateUserId ?? '', rejectNodeCode: '', projectId: stored.projectId, contractId: stored.contractId,
    description: '', sortCode: 0, enabledMark: 1, creatorUserId: t.launcher.id, creatorTime: now, lastModifyUserId: '', lastModifyTime: null
  }
  await taskRepository.insert(ctx.db, row)
  return row
}

export interface SubmitInput {
  handleOpinion?: string
  signImg?: string
  fileList?: unknown
  copyIds?: string
}

/** submits a draft (status 0), a returned task (3) or a withdrawn one (7); the caller has checked who may do it */
export async function submitTask(run: Run, s: SubmitInput): Promise<void> {
  const start = run.tree.start
  checkRequired(start.props, true, run.values)
  const t = run.task
  const active = (await nodeRepository.active(run.db, t.id)).find((n) => n.nodeCode === start.code)
  const row = active ?? (await newNodeRow(run, start.code, []))
  const [launcher] = await run.dir.users([t.creatorUserId])
  await taskRepository.insertLaunchUser(run.db, {
    id: newId(), taskId: t.id, userId: t.creatorUserId, organizeId: launcher?.organizeId ?? '', positionId: launcher?.positionId ?? '',
    managerId: launcher?.managerId ?? '', superior: launcher?.managerId ?? '', subordinate: '',
    department: (await run.dir.organizeChain(launcher?.organizeId ?? '')).map((o) => o.id).join(','), creatorTime: run.now
  })
  await writeRecord(run, {
    handleStatus: 2, handleId: run.actorId, delegatorUserId: run.actorId !== t.creatorUserId ? t.creatorUserId : '',
    nodeCode: start.code, nodeName: start.name, taskNodeId: row.id, handleOpinion: s.handleOpinion, signImg: s.signImg, fileList: s.fileList
  })
  if (t.status !== 3 || !t.startTime) t.startTime = run.now
  t.status = 1
  t.endTime = null
  await copyTask(run, { props: start.props, taskNodeId: row.id, nodeCode: start.code, nodeName: start.name, copyIds: s.copyIds, nodeCopies: true })
  await completeNode(run, row)
}

// The launcher's actions on a task in progress: Withdraw (撤回: revokeRule 1 ends it for good as 撤回终止, status 4;
// 2 takes it back as 撤回提交, status 7, which the launcher edits and submits again) and Press (催办: a reminder to the current handlers); and Cancel (驳回/终止, status 5) by a handler of
// the task or an administrator.
import type { FlowModel } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import { BadRequest } from '../../../errors'
import type { UserRow } from '../../users/repository'
import { flag, revokeRule } from '../engine/properties'
import { nodeOf } from '../engine/tree'
import { TASK_NOT_FOUND, withRun } from './action'
import { checkOpinionAndSign } from './action-input'
import { titles } from './messages'
import { operatorRepository } from './operator-repository'
import { writeRecord } from './records'
import type { Run } from './run'
import { discardActive, finish } from './runtime'
import { nodeRepository, taskRepository } from './task-repository'

const isLauncher = (run: Run, user: UserRow) => run.task.creatorUserId === user.id || (run.task.delegateUserId !== '' && run.task.delegateUserId === user.id)

async function launcherRun<T>(ctx: AppContext, user: UserRow, taskId: string, fn: (run: Run) => Promise<T>): Promise<T> {
  const task = await taskRepository.find(ctx.db, taskId)
  if (!task || (task.creatorUserId !== user.id && task.delegateUserId !== user.id)) throw new BadRequest(TASK_NOT_FOUND)
  return withRun(ctx, taskId, user.id, {}, async (run) => {
    if (!isLauncher(run, user)) throw new BadRequest(TASK_NOT_FOUND)
    return fn(run)
  })
}

export async function withdraw(ctx: AppContext, user: UserRow, taskId: string, m: FlowModel): Promise<void> {
  await launcherRun(ctx, user, taskId, async (run) => {
    const status = Number(run.task.status)
    if (status !== 1 && status !== 3) throw new BadRequest('只有审批中的流程可以撤回')
    const start = run.tree.start
    if (!flag(start.props, 'hasRevokeBtn', true)) throw new BadRequest('该流程不允许撤回')
    await writeRecord(run, { handleStatus: 3, handleId: user.id, nodeCode: start.code, nodeName: start.name, handleOpinion: m.handleOpinion, signImg: m.signImg, fileList: m.fileList })
    if (revokeRule(start.props) === 1) {
      await finish(run, 4)
      return
    }
    await discardActive(run)
    run.task.status = 7
    run.task.rejectNodeCode = ''
    run.task.completion = 0
  })
}

export async function press(ctx: AppContext, user: UserRow, taskId: string): Promise<void> {
  await launcherRun(ctx, user, taskId, async (run) => {
    if (Number(run.task.status) !== 1) throw new BadRequest('只有审批中的流程可以催办')
    if (!flag(run.tree.start.props, 'hasPressBtn', true)) throw new BadRequest('该流程不允许催办')
    const open = (await operatorRepository.openOfTask(run.db, run.task.id)).filter((e) => Number(e.state) === 0)
    if (open.length === 0) throw new BadRequest('当前没有待审批的人')
    for (const e of open) run.outbox.todo(run.task, e.handleId, e.id, e.taskNodeId, titles.press(run.task.fullName), user.id)
  })
}

/** terminates the task (status 5): a current handler whose node allows it (hasCancelBtn), or an administrator */
export async function cancel(ctx: AppContext, user: UserRow, taskId: string, m: FlowModel): Promise<void> {
  const admin = Number(user.isAdministrator) === 1
  const mine = (await operatorRepository.openOfTask(ctx.db, taskId)).some((e) => e.handleId === user.id && Number(e.state) === 0)
  if (!admin && !mine) throw new BadRequest(TASK_NOT_FOUND)
  await withRun(ctx, taskId, user.id, {}, async (run) => {
    const status = Number(run.task.status)
    if (status !== 1 && status !== 3) throw new BadRequest('只有审批中的流程可以终止')
    const entry = (await operatorRepository.openOfTask(run.db, run.task.id)).find((e) => e.handleId === user.id && Number(e.state) === 0)
    if (!entry && !admin) throw new BadRequest('该审批已被处理，请刷新后查看')
    const row = entry ? await nodeRepository.find(run.db, entry.taskNodeId) : undefined
    const node = row ? nodeOf(run.tree, row.nodeCode) : undefined
    if (node && !admin && !flag(node.props, 'hasCancelBtn', true)) throw new BadRequest('该节点不允许终止流程')
    if (node) checkOpinionAndSign(node.props, m)
    if (entry && !(await operatorRepository.claim(run.db, entry.id, 4, run.now))) throw new BadRequest('该审批已被处理，请刷新后查看')
    await writeRecord(run, {
      handleStatus: 4, handleId: user.id, delegatorUserId: entry?.delegatorUserId ?? '', nodeCode: node?.code ?? '', nodeName: node?.name ?? '',
      taskNodeId: row?.id ?? '', taskOperatorId: entry?.id ?? '', handleOpinion: m.handleOpinion, signImg: m.signImg, fileList: m.fileList
    })
    await finish(run, 5)
  })
}

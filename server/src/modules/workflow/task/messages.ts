// Flow messages (jnpf-api.md §7 "bodyText of a flow message"): collected while an action runs and sent through the
// message centre once its transaction has committed, so nobody is told about a step that was rolled back.
import type { FlowContModel } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import type { FlowTaskTable } from '../../../db/schema'
import { createMessage } from '../../message/service'

export interface FlowNotice {
  toUserIds: string[]
  /** FlowMessageEnum: 1 about my own launch, 2 a to-do for me, 3 copied to me */
  kind: 1 | 2 | 3
  title: string
  task: Pick<FlowTaskTable, 'id' | 'flowCode' | 'flowId' | 'formType' | 'status'>
  taskOperatorId?: string
  taskNodeId?: string
  fromUserId: string
}

/** work other modules do once a task has passed (status 2) and its action committed (e-signature's push) */
export type TaskPassedListener = (ctx: AppContext, task: FlowTaskTable) => Promise<void>
const passedListeners = new Set<TaskPassedListener>()

/** adds a listener for passed tasks; answers a function that removes it again */
export function onTaskPassed(listener: TaskPassedListener): () => void {
  passedListeners.add(listener)
  return () => { passedListeners.delete(listener) }
}

export class Outbox {
  private notices: FlowNotice[] = []
  private passedTasks: FlowTaskTable[] = []
  /**
   * the tasks opened by this action (one action can move a parent and its sub-flows): a child that ends does not
   * advance a parent whose own run is still on the call stack; that run looks at its children itself
   */
  readonly openTasks = new Set<string>()

  add(n: FlowNotice): void {
    const toUserIds = [...new Set(n.toUserIds.filter(Boolean))]
    if (toUserIds.length) this.notices.push({ ...n, toUserIds })
  }

  /** a to-do entry's own message (each entry has its own taskOperatorId) */
  todo(task: FlowNotice['task'], userId: string, operatorId: string, taskNodeId: string, title: string, fromUserId: string): void {
    this.add({ toUserIds: [userId], kind: 2, title, task, taskOperatorId: operatorId, taskNodeId, fromUserId })
  }

  /** a task of this action passed: its listeners run after the commit */
  passed(task: FlowTaskTable): void {
    this.passedTasks.push({ ...task })
  }

  async flush(ctx: AppContext): Promise<void> {
    const notices = this.notices
    this.notices = []
    const passed = this.passedTasks
    this.passedTasks = []
    for (const task of passed) {
      for (const listener of [...passedListeners]) {
        // the step is committed; a listener's failure is its own (logged), never the approver's
        await listener(ctx, task).catch((err: unknown) => ctx.log.warn({ err, taskId: task.id }, 'task passed listener failed'))
      }
    }
    for (const n of notices) {
      const body: FlowContModel = {
        type: n.kind, enCode: n.task.flowCode, flowId: n.task.flowId, formType: Number(n.task.formType), processId: n.task.id,
        status: Number(n.task.status), taskOperatorId: n.taskOperatorId ?? '', taskNodeId: n.taskNodeId ?? ''
      }
      try {
        await createMessage(ctx, { toUserIds: n.toUserIds, type: 2, flowType: 1, title: n.title, bodyText: JSON.stringify(body), creatorUserId: n.fromUserId })
      } catch (err) {
        // the step itself is committed; a lost notice only costs liveness, the lists still show the to-do
        ctx.log.warn({ err }, 'flow message could not be stored')
      }
    }
  }
}

export const titles = {
  todo: (name: string) => `待审批：${name}`,
  approved: (name: string) => `审批通过：${name}`,
  returned: (name: string) => `已退回：${name}`,
  terminated: (name: string) => `已终止：${name}`,
  withdrawn: (name: string) => `已撤回：${name}`,
  copied: (name: string) => `抄送：${name}`,
  press: (name: string) => `催办：${name}`,
  overdue: (name: string) => `审批超时：${name}`,
  subflow: (name: string) => `待发起子流程：${name}`
}

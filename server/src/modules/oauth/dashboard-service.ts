// The home portal's figures (/api/visualdev/Dashboard): the caller's flow counts and latest to-dos, read through
// the process centre's own lists so the home page and 待办事宜 / 已办事宜 / 抄送事宜 always agree.
import type { AppContext } from '../../context'
import type { UserRow } from '../users/repository'
import { beforeList } from '../workflow/read/list-service'

export interface FlowTodoCountVO { toBeReviewed: number; flowDone: number; flowCirculate: number }

export interface FlowTodoVO {
  id: string
  fullName: string
  creatorTime: number
  processId: string
  flowId: string
  taskNodeId: string
  taskOperatorId: string
  /** 2: a to-do; the console opens it as an approval (workFlowDetail) */
  type: 2
}

const total = async (ctx: AppContext, me: UserRow, category: number) =>
  (await beforeList(ctx, me, category, { currentPage: 1, pageSize: 1 })).pagination.total

export async function flowTodoCount(ctx: AppContext, me: UserRow): Promise<FlowTodoCountVO> {
  const [toBeReviewed, flowDone, flowCirculate] = await Promise.all([1, 2, 3].map((c) => total(ctx, me, c)))
  return { toBeReviewed, flowDone, flowCirculate }
}

/** the 20 latest to-dos, as JNPF's Dashboard/FlowTodo answers them (the widget shows 7) */
export async function flowTodoList(ctx: AppContext, me: UserRow): Promise<{ list: FlowTodoVO[] }> {
  const todos = await beforeList(ctx, me, 1, { currentPage: 1, pageSize: 20 })
  return {
    list: todos.list.map((t) => ({
      id: t.id, fullName: t.fullName, creatorTime: t.creatorTime, processId: t.processId, flowId: t.flowId,
      taskNodeId: t.thisStepId, taskOperatorId: t.id, type: 2
    }))
  }
}

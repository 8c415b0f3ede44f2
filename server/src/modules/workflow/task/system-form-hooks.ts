// Hooks of a system form (formType 1), keyed by the form's enCode: a domain whose records live in its own tables
// (the lab's 检测报审 forms carry a record's id) checks what a launcher stores and fills what the to-do lists and the
// title show from the record itself, so a client can neither point a task at a record it may not read nor give
// it a number, item or verdict the record does not have. The low-code forms have their model hooks instead.
import type { AppContext } from '../../../context'
import type { UserRow } from '../../users/repository'

type Values = Record<string, unknown>

export interface SystemFormSaveEvent {
  /** ctx.db is the action's transaction */
  ctx: AppContext
  /** the launcher (or his delegate) */
  user: UserRow
  taskId: string
  /** what the form sent, already plain JSON */
  values: Values
  /** 暂存: required parts may still be missing */
  draft: boolean
}

export interface SystemFormSaved {
  values: Values
  /** the project and section the record belongs to: the task's scope */
  projectId?: string
  contractId?: string
}

export interface SystemFormFlowStateEvent {
  /** ctx.db is the action's transaction: a throw undoes the action */
  ctx: AppContext
  taskId: string
  /** the task's stored form values */
  values: Values
  /** the task status after the action (jnpf-api.md §6.5); the hook is told after every action, changed or not */
  status: number
  /** the node codes the task waits at now, comma separated ('' when it waits nowhere, 'end' once passed) */
  nodeCode: string
  /** who acted */
  actorId: string
}

export interface SystemFormHooks {
  /** throws a BadRequest (its message shown) to refuse the save; answers the values to store */
  beforeSave: (e: SystemFormSaveEvent) => SystemFormSaved | Promise<SystemFormSaved>
  /** the record follows its task (a daily report is approved when its flow is) */
  onFlowState?: (e: SystemFormFlowStateEvent) => void | Promise<void>
}

const registered = new Map<string, SystemFormHooks>()

/** one set of hooks per form enCode (a second registration replaces the first); answers a function that removes it */
export function registerSystemFormHooks(enCode: string, hooks: SystemFormHooks): () => void {
  registered.set(enCode, hooks)
  return () => {
    if (registered.get(enCode) === hooks) registered.delete(enCode)
  }
}

/** runs the form's beforeSave, if it has one; without hooks the values are stored as sent */
export async function beforeSystemFormSave(enCode: string, e: SystemFormSaveEvent): Promise<SystemFormSaved> {
  const hooks = registered.get(enCode)
  return hooks ? hooks.beforeSave(e) : { values: e.values }
}

/** tells the form's hooks where its task stands now */
export async function systemFormFlowState(enCode: string, e: SystemFormFlowStateEvent): Promise<void> {
  await registered.get(enCode)?.onFlowState?.(e)
}

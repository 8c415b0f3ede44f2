// The task centre (任务中心, issue 19): tasks a manager hands to people or to a contract section, followed to their end.
// Publish → the assignee accepts (待接收 → 进行中) → reports progress with site photos → submits for audit (待审核) →
// the publisher passes it (已完成) or returns it with an opinion (已退回, back to the handler). The publisher may
// withdraw an unfinished task (已撤销). Every answer says who acts next.

/** pending 待接收, doing 进行中, auditing 待审核, done 已完成, returned 已退回, cancelled 已撤销 */
export type TaskState = 'pending' | 'doing' | 'auditing' | 'done' | 'returned' | 'cancelled'

export const TASK_STATE_NAMES: Record<TaskState, string> = {
  pending: '待接收', doing: '进行中', auditing: '待审核', done: '已完成', returned: '已退回', cancelled: '已撤销'
}

/** 1 一般, 2 重要, 3 紧急 */
export type TaskPriority = 1 | 2 | 3
export const TASK_PRIORITY_NAMES: Record<TaskPriority, string> = { 1: '一般', 2: '重要', 3: '紧急' }

/** what a user may do to a task in its state */
export type TaskAction = 'accept' | 'update' | 'submit' | 'pass' | 'return' | 'cancel'

/** mine: handed to me (or my section); published: published by me; audit: waiting for my audit; all: the project's (managers) */
export type TaskScope = 'mine' | 'published' | 'audit' | 'all'

/** the modelId of a system message's RecordLinkBody about a task: the app opens the task, not a low-code record */
export const TASK_LINK_MODEL = 'taskCentre'

export type TaskKind = 'task' | 'siteCheck'
export const TASK_KIND_NAMES: Record<TaskKind, string> = { task: '一般任务', siteCheck: '现场检查' }

/** the due-date filter of the managers' list: overdue, or due within the next 7 days */
export type TaskDueFilter = 'overdue' | 'week'

export interface TaskFile { name: string; url: string }

export interface TaskCard {
  id: string
  billNo: string
  title: string
  priority: TaskPriority
  dueDate: string
  state: TaskState
  stateName: string
  progress: number
  /** people's names or the section's code and name */
  assigneeText: string
  publisherName: string
  handlerName: string
  /** e.g. 待 陈刚 接收 / 待 黄伟 审核; empty once the task is over */
  nextText: string
  /** not finished and past its due date */
  overdue: boolean
  creatorTime: number
  /** task: a plain task; siteCheck: a site check from a checklist (现场检查任务, types/api/task-checks.ts) */
  kind: TaskKind
}

export interface TaskUpdate {
  id: string
  /** publish | accept | progress | submit | pass | return | cancel */
  kind: string
  kindName: string
  percent: number | null
  content: string
  photos: TaskFile[]
  userName: string
  createdAt: number
}

export interface TaskDetail extends TaskCard {
  projectId: string
  contractId: string
  content: string
  assignType: 'user' | 'section'
  assigneeIds: string[]
  attachments: TaskFile[]
  publisherUserId: string
  handlerUserId: string
  /** what the caller may do now */
  actions: TaskAction[]
  updates: TaskUpdate[]
}

/** POST /api/tasks */
export interface NewTaskInput {
  projectId: string
  title: string
  content: string
  priority: TaskPriority
  dueDate: string
  assignType: 'user' | 'section'
  /** for assignType user */
  assigneeIds?: string[]
  /** for assignType section */
  contractId?: string
  attachments?: TaskFile[]
}

/** GET /api/tasks/assignees?projectId=: whom a task may be handed to */
export interface TaskAssignees {
  users: { id: string; realName: string; account: string; organize: string }[]
  sections: { id: string; enCode: string; fullName: string }[]
}

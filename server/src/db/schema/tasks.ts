// The task centre (migration 039).
export interface TaskItemTable {
  id: string
  projectId: string
  contractId: string
  billNo: string
  title: string
  content: string
  priority: number
  dueDate: string
  assignType: string
  state: string
  progress: number
  publisherUserId: string
  handlerUserId: string
  attachments: string
  creatorTime: number
  lastModifyTime: number
  finishedTime: number | null
}

export interface TaskAssigneeTable {
  taskId: string
  userId: string
}

export interface TaskUpdateTable {
  id: string
  taskId: string
  kind: string
  percent: number | null
  content: string
  photos: string
  userId: string
  createdAt: number
}

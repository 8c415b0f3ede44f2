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
  /** task | siteCheck (migration 052; the column defaults to task) */
  kind?: string
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

// Site checks and material consumption (migration 052).
export interface TaskChecklistTable {
  id: string
  projectId: string
  name: string
  category: string
  enabled: number
  creatorUserId: string
  creatorTime: number
  lastModifyTime: number
}

export interface TaskChecklistItemTable {
  id: string
  checklistId: string
  sortCode: number
  name: string
  requirement: string
}

export interface TaskSiteCheckTable {
  taskId: string
  checklistId: string
  checklistName: string
  place: string
}

export interface TaskCheckResultTable {
  id: string
  taskId: string
  sortCode: number
  name: string
  requirement: string
  result: string
  note: string
  photos: string
  hazardId: string
  hazardNo: string
  checkedBy: string
  checkedAt: number | null
}

export interface TaskConsumeTable {
  id: string
  taskId: string
  projectId: string
  contractId: string
  material: string
  specification: string
  unit: string
  quantityHundredths: number
  usedDate: string
  place: string
  chainage: string
  note: string
  photos: string
  userId: string
  createdAt: number
}

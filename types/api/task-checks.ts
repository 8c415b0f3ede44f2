// Site checks and material consumption of the task centre (issue 19, /api/task-checks). A manager keeps the
// project's checklists (检查表: items with their standard); a site-check task (现场检查任务) is a task of the task
// centre whose items are copied from a checklist when it is assigned. Its handler marks each item on site (合格 /
// 不合格 / 不适用; a failing item needs a note and a photo, and may raise a hidden danger into the hazard register),
// and submits it for audit through the task centre's moves. Materials consumed against a task (材料消耗) are listed
// per task and per section with totals.
import type { TaskCard, TaskFile } from './tasks'

/** '' 未检查, pass 合格, fail 不合格, na 不适用 */
export type CheckResult = '' | 'pass' | 'fail' | 'na'
export const CHECK_RESULT_NAMES: Record<CheckResult, string> = { '': '未检查', pass: '合格', fail: '不合格', na: '不适用' }

/** the categories the checklist form offers */
export const CHECKLIST_CATEGORIES = ['临边防护', '施工用电', '支架', '模板', '起重吊装', '脚手架', '消防', '文明施工']

export interface ChecklistItem { id?: string; name: string; requirement: string }

export interface Checklist {
  id: string
  name: string
  category: string
  enabled: boolean
  items: ChecklistItem[]
  /** how many site-check tasks were assigned from it */
  used: number
}

/** GET /api/task-checks/checklists?projectId=: mayEdit: the caller keeps checklists and assigns site checks */
export interface ChecklistList { list: Checklist[]; mayEdit: boolean }

/** POST/PUT /api/task-checks/checklists */
export interface ChecklistInput { projectId: string; name: string; category: string; enabled?: boolean; items: ChecklistItem[] }

export interface CheckItem {
  id: string
  name: string
  requirement: string
  result: CheckResult
  resultName: string
  note: string
  photos: TaskFile[]
  hazardNo: string
  hazardId: string
  checkedByName: string
  checkedAt: number | null
}

export interface SiteCheckSummary { total: number; checked: number; passed: number; failed: number; na: number }

/** GET /api/task-checks/tasks/:id */
export interface SiteCheckDetail {
  task: TaskCard & { contractId: string; content: string }
  checklistName: string
  place: string
  items: CheckItem[]
  summary: SiteCheckSummary
  /** the caller is the handler and the task is in hand: may mark items, raise hazards */
  canCheck: boolean
}

/** POST /api/task-checks/tasks */
export interface NewSiteCheckInput {
  projectId: string
  checklistId: string
  place: string
  content?: string
  priority: 1 | 2 | 3
  dueDate: string
  assignType: 'user' | 'section'
  assigneeIds?: string[]
  contractId?: string
}

/** PUT /api/task-checks/tasks/:id/items/:itemId */
export interface CheckItemInput { result: CheckResult; note?: string; photos?: TaskFile[] }

/** POST /api/task-checks/tasks/:id/items/:itemId/hazard */
export interface CheckHazardInput { responsibleUserId?: string; deadline: string; hazardLevel?: 'general' | 'major'; /** 1-based index into HAZARD_CATEGORY_NAMES */ hazardCategory?: string }

export interface ConsumeRow {
  id: string
  taskId: string
  taskTitle: string
  taskBillNo: string
  sectionText: string
  material: string
  specification: string
  unit: string
  /** two decimals, as text: "12.35" */
  quantity: string
  usedDate: string
  place: string
  chainage: string
  note: string
  photos: TaskFile[]
  userName: string
  createdAt: number
  canDelete: boolean
}

/** one material's total (by material, specification and unit) */
export interface ConsumeTotal { material: string; specification: string; unit: string; quantity: string; count: number }

/** GET /api/task-checks/consumes?projectId=&taskId=&contractId= */
export interface ConsumeList {
  list: ConsumeRow[]
  pagination: { currentPage: number; pageSize: number; total: number }
  totals: ConsumeTotal[]
}

/** POST /api/task-checks/consumes */
export interface ConsumeInput {
  taskId: string
  material: string
  specification?: string
  unit: string
  /** up to two decimals, above 0 */
  quantity: string | number
  usedDate: string
  place?: string
  chainage?: string
  note?: string
  photos?: TaskFile[]
}

/** GET /api/task-checks/orders: 派工单, the tasks handed to sections with what they consumed */
export interface WorkOrderCard extends TaskCard {
  sectionText: string
  consumeCount: number
  /** e.g. 钢筋 HRB400 12.35t；C30混凝土 48.00m³ */
  consumeText: string
}

/** the hazard register's categories (dictionary hazardCategory: dd-hazardCategory-1 … 15), in order */
export const HAZARD_CATEGORY_NAMES = [
  '高处坠落', '物体打击', '机械伤害', '起重伤害', '触电', '坍塌', '火灾', '车辆伤害', '涉路施工交通安全',
  '爆破', '中毒和窒息', '淹溺', '临时用电', '文明施工', '其他'
]

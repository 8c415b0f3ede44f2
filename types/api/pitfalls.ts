// The safety problem library (隐患问题库) and the custom problems proposed into it (自定义问题 / pitfallCustom, issue 14):
// shared between the server (server/src/modules/pitfalls) and the app (src/features/pitfalls).

/** the modelId of a system message's RecordLinkBody about a proposal: the app opens its review page */
export const PITFALL_LINK_MODEL = 'pitfallCustom'

export type ProblemNodeType = 'category' | 'item' | 'problem'

/** one node of the library tree: 检查类别 → 检查项 → 问题 */
export interface ProblemNode {
  id: string
  /** '0' for a category */
  parentId: string
  fullName: string
  type: ProblemNodeType
  sortCode: number
  children?: ProblemNode[]
  /** problems only: dd-hazardLevel-* */
  hazardLevel?: string
  /** problems only: dd-hazardCategory-* */
  hazardCategory?: string
  /** problems only: 依据条款, e.g. JGJ 46-2005 第8.1.3条 */
  basis?: string
  /** problems only: 整改措施 */
  measures?: string
  /** problems only: 整改时限 (days) */
  rectifyDays?: number | null
}

export type ProposalState = 'pending' | 'approved' | 'rejected'
export const PROPOSAL_STATE_NAMES: Record<ProposalState, string> = { pending: '待审核', approved: '已入库', rejected: '已驳回' }

/** a site photo as the task centre keeps them: the name the user knows and the file's address */
export interface ProposalPhoto { name: string; url: string }

export interface ProposalCard {
  id: string
  projectId: string
  state: ProposalState
  description: string
  hazardLevel: string
  hazardCategory: string
  /** the library item it is proposed under, with its category: 临时用电 / 配电箱 */
  itemId: string
  itemName: string
  categoryName: string
  proposerName: string
  proposedAt: number
  reviewerName: string
  reviewedAt: number | null
}

export interface ProposalDetail extends ProposalCard {
  basis: string
  measures: string
  rectifyDays: number | null
  photos: ProposalPhoto[]
  opinion: string
  /** the library problem an approval created */
  problemId: string
  proposerUserId: string
  /** what the caller may do with it now */
  mayReview: boolean
  mayWithdraw: boolean
}

export interface ProposalForm {
  projectId: string
  itemId: string
  description: string
  hazardLevel: string
  hazardCategory: string
  basis?: string
  measures?: string
  rectifyDays?: number | null
  photos?: ProposalPhoto[]
}

/** the reviewer's approval: the wording as it goes into the library, and the item it goes under */
export interface ApproveForm {
  itemId?: string
  description?: string
  hazardLevel?: string
  hazardCategory?: string
  basis?: string
  measures?: string
  rectifyDays?: number | null
  opinion?: string
}

export interface ProposalPage {
  list: ProposalCard[]
  pagination: { currentPage: number; pageSize: number; total: number }
  /** the caller reviews (sees all of the project's proposals) */
  mayReview: boolean
  mayPropose: boolean
}

/** what the problem tree picker (/pages/apply/hazardInvestigat/treeSelect) is opened with: the problems already chosen */
export interface ProblemPickPayload { selected: string[] }

/** a library problem as the tree picker answers it: the problem with the names of its item and category */
export interface PickedProblem {
  id: string
  fullName: string
  itemName: string
  categoryName: string
  hazardLevel: string
  hazardCategory: string
  basis: string
  measures: string
  rectifyDays: number | null
}

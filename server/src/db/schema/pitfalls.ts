// The safety problem library and its custom problems (migration 044).
export interface ProblemNodeTable {
  id: string
  parentId: string
  type: string
  fullName: string
  sortCode: number
  hazardLevel: string
  hazardCategory: string
  basis: string
  measures: string
  rectifyDays: number | null
  proposalId: string
  enabledMark: number
  createdAt: number
}

export interface ProblemProposalTable {
  id: string
  projectId: string
  itemId: string
  description: string
  hazardLevel: string
  hazardCategory: string
  basis: string
  measures: string
  rectifyDays: number | null
  photos: string
  state: string
  proposerUserId: string
  proposedAt: number
  reviewerUserId: string
  reviewedAt: number | null
  opinion: string
  problemId: string
}

// Documents: standards, knowledge base, drawings (migration 056).
export interface DocumentTable {
  id: string
  library: string
  projectId: string
  contractId: string
  category: string
  code: string
  title: string
  issuer: string
  issueDate: string
  effectiveDate: string
  standardState: string
  structure: string
  remark: string
  fileName: string
  fileSize: number
  pageCount: number
  seedKey: string
  uploaderUserId: string
  creatorTime: number
  lastModifyTime: number
}

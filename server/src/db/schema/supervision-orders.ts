// Supervision orders (migration 048).
export interface SupervisionOrderTable {
  id: string
  projectId: string
  contractId: string
  orderNo: string
  type: string
  subject: string
  chainage: string
  part: string
  finding: string
  requirement: string
  deadline: string
  photos: string
  issuerUserId: string
  state: string
  replyCount: number
  creatorTime: number
  lastModifyTime: number
  closedTime: number | null
}

export interface SupervisionOrderStepTable {
  id: string
  orderId: string
  kind: string
  content: string
  photos: string
  signImg: string
  userId: string
  createdAt: number
}

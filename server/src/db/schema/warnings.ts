// Early warnings (migration 043).
export interface EarlyWarningTable {
  id: string
  projectId: string
  type: string
  level: number
  area: string
  chainage: string
  chainageFrom: number | null
  chainageTo: number | null
  validFrom: number
  validUntil: number
  content: string
  measures: string
  issuerUserId: string
  issuedAt: number
  liftedAt: number | null
  liftedBy: string
  lastRemindAt: number | null
}

export interface EarlyWarningSectionTable {
  warningId: string
  contractId: string
}

export interface EarlyWarningReceiptTable {
  warningId: string
  userId: string
  receivedAt: number
  ackAt: number | null
  ackNote: string
}

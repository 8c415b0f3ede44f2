// Processes, their inspection requests and the materials built into the works (migration 054).
export interface ProcessTable {
  id: string
  projectId: string
  contractId: string
  nodeId: string
  seq: number
  name: string
  state: number
  startedAt: number | null
  startedBy: string
  finishedAt: number | null
  acceptedAt: number | null
  updatedAt: number
}

export interface ProcessInspectionTable {
  id: string
  projectId: string
  contractId: string
  nodeId: string
  seq: number
  processName: string
  part: string
  selfCheckResult: string
  selfCheckContent: string
  photos: string
  attachments: string
  state: number
  applicantUserId: string
  appliedAt: number
  inspectorUserId: string
  inspectedAt: number | null
  opinion: string
}

export interface EntityMaterialTable {
  id: string
  projectId: string
  contractId: string
  nodeId: string
  part: string
  materialName: string
  spec: string
  batchNo: string
  quantity: number
  unit: string
  supplier: string
  certificateNo: string
  labReportNo: string
  useDate: string
  creatorUserId: string
  creatorTime: number
}

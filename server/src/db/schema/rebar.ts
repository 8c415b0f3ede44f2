export interface RebarCountTable {
  id: string
  projectId: string
  contractId: string
  photo: string
  imageWidth: number
  imageHeight: number
  /** JSON [[x, y, r], ...] in the photo's pixels */
  marks: string
  barCount: number
  detectedCount: number
  corrected: number
  specification: string
  note: string
  creatorUserId: string
  creatorTime: number
}

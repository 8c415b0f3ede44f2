// Rebar counting (钢筋点数): the bar ends found in a photo, and the counts saved per contract section.

/** one bar end: centre and radius in the photo's pixels */
export interface RebarMark { x: number; y: number; r: number }

/** POST /api/rebar/detect {photo} */
export interface RebarDetection { width: number; height: number; count: number; marks: RebarMark[]; millis: number }

/** POST /api/rebar/counts */
export interface RebarCountInput {
  contractId: string
  photo: string
  width: number
  height: number
  marks: RebarMark[]
  detectedCount: number
  specification: string
  note?: string
}

export interface RebarCountRow {
  id: string
  contractId: string
  sectionText: string
  photo: string
  count: number
  detectedCount: number
  corrected: boolean
  specification: string
  note: string
  userName: string
  createdAt: number
}

export interface RebarCountDetail extends RebarCountRow { width: number; height: number; marks: RebarMark[] }

export interface RebarCountList { list: RebarCountRow[]; pagination: { currentPage: number; pageSize: number; total: number } }

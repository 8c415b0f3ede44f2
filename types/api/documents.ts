// Documents read in the app as PDF (issue 18): the group's industry standards (行业标准规范, group-wide), the
// engineering knowledge base (工程知识库: group-wide or one project's) and the construction drawings (施工图纸: one
// project's, by contract section and structure). Each is a PDF kept by the files module (upload folder "document").
// Component QR codes carry `hwy:<kind>:<id>`; the server resolves one to the record it names, if the scanner may read it.

export type DocumentLibrary = 'standard' | 'knowledge' | 'drawing'

export const LIBRARY_NAMES: Record<DocumentLibrary, string> = {
  standard: '行业标准规范', knowledge: '工程知识库', drawing: '施工图纸'
}

/** the categories of each library, in the order the app shows them */
export const DOCUMENT_CATEGORIES: Record<DocumentLibrary, readonly string[]> = {
  standard: ['设计规范', '施工技术规范', '质量检验评定', '试验检测规程', '安全技术规范', '养护管理'],
  knowledge: ['施工工艺工法', '技术交底', '质量通病防治', '安全技术', '试验检测', '管理制度'],
  drawing: ['总体设计', '路基路面', '桥梁涵洞', '隧道工程', '交通安全设施', '绿化环保']
}

/** a standard's state: 现行 in force, 即将实施 published but not yet in force, 废止 withdrawn */
export type StandardState = 'current' | 'upcoming' | 'withdrawn'
export const STANDARD_STATE_NAMES: Record<StandardState, string> = { current: '现行', upcoming: '即将实施', withdrawn: '废止' }

export interface DocumentCard {
  id: string
  library: DocumentLibrary
  category: string
  /** standard number (JTG F80/1-2017), drawing number (S3-2-05) or the knowledge item's number; may be '' */
  code: string
  title: string
  /** standards: the issuing body; drawings: the designer; knowledge: the compiling unit */
  issuer: string
  /** yyyy-MM-dd: published (standards), issued for construction (drawings), compiled (knowledge) */
  issueDate: string
  /** yyyy-MM-dd a standard comes into force; '' otherwise */
  effectiveDate: string
  standardState: StandardState | ''
  /** '' for a group-wide document */
  projectId: string
  contractId: string
  /** TJ-01 when the drawing belongs to one contract section */
  sectionText: string
  /** the structure or part a drawing shows (K12+300 主线桥) */
  structure: string
  fileSize: number
  pageCount: number
  updatedAt: number
}

export interface DocumentDetail extends DocumentCard {
  remark: string
  /** the signed inline link of the PDF (valid for a while; asked again when it expires) */
  fileUrl: string
  fileName: string
  uploaderName: string
  /** the QR payload printed on a drawing's component: hwy:doc:<id> */
  qrText: string
  mayDelete: boolean
}

export interface DocumentOptions {
  library: DocumentLibrary
  categories: { name: string; count: number }[]
  /** drawings: the project's contract sections the caller may pick */
  sections: { id: string; enCode: string; fullName: string }[]
  mayUpload: boolean
}

export interface NewDocumentInput {
  library: DocumentLibrary
  /** required for drawings; for the knowledge base '' makes it group-wide; ignored for standards */
  projectId?: string
  contractId?: string
  category: string
  code?: string
  title: string
  issuer?: string
  issueDate?: string
  effectiveDate?: string
  standardState?: StandardState
  structure?: string
  remark?: string
  /** the uploaded PDF: what /api/file/Uploader/document answered */
  file: { name?: string; url: string }
}

/** the record kinds a component's QR code may name, and the payload that names one */
export const QR_KINDS = ['record', 'doc', 'order'] as const
export type QrKind = (typeof QR_KINDS)[number]
export const QR_PREFIX = 'hwy'
export const qrPayload = (kind: QrKind, id: string) => `${QR_PREFIX}:${kind}:${id}`

/** what a scanned code names, once the server found it and the scanner may read it */
export interface QrTarget {
  kind: QrKind
  id: string
  /** record: its model (the app opens its read-only detail); doc: 'document'; order: 'supervisionOrder' */
  modelId: string
  title: string
  /** the project the record belongs to ('' for a group-wide document) */
  projectId: string
}

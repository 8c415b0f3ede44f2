// Supervision orders (监理指令 / 监理通知单, issue 19): the supervision engineer issues an order to a contract section
// (what was found where, what must be done by when, photos, signed); the section replies with the rectification
// (photos, signed); the engineer verifies: closes it, or returns it with an opinion and the section replies again.
// issued 待回复 → replied 待复核 → closed 已闭合, or replied → returned 已退回 → replied …

export type OrderState = 'issued' | 'replied' | 'returned' | 'closed'

export const ORDER_STATE_NAMES: Record<OrderState, string> = {
  issued: '待回复', replied: '待复核', returned: '已退回', closed: '已闭合'
}

/** the kinds of order and the code each puts in the order number (JL01-ZL-2026-015) */
export const ORDER_TYPES = [
  { value: 'quality', label: '质量', code: 'ZL' },
  { value: 'safety', label: '安全', code: 'AQ' },
  { value: 'progress', label: '进度', code: 'JD' },
  { value: 'environment', label: '环保', code: 'HB' },
  { value: 'other', label: '其他', code: 'QT' }
] as const

export type OrderType = (typeof ORDER_TYPES)[number]['value']

/** todo: waiting for me (to reply or to verify); issued: issued by me; all: the project's orders I may read */
export type OrderScope = 'todo' | 'issued' | 'all'

export type OrderAction = 'reply' | 'close' | 'return'

/** the modelId of a message's RecordLinkBody about an order: the app opens the order */
export const ORDER_LINK_MODEL = 'supervisionOrder'

export interface OrderFile { name: string; url: string }

export interface OrderCard {
  id: string
  orderNo: string
  type: OrderType
  typeName: string
  subject: string
  /** TJ-01 and the contractor */
  sectionText: string
  contractId: string
  /** K12+300 左幅 3#墩 */
  placeText: string
  deadline: string
  state: OrderState
  stateName: string
  issuerName: string
  /** e.g. 待 TJ-01 回复整改 / 待 宋文博 复核; empty once closed */
  nextText: string
  /** not closed and past its deadline */
  overdue: boolean
  /** how many times the section replied */
  replyCount: number
  creatorTime: number
}

export interface OrderStep {
  id: string
  /** issue | reply | return | close */
  kind: string
  kindName: string
  content: string
  photos: OrderFile[]
  /** the signature (a data URL), '' when none */
  signImg: string
  userName: string
  createdAt: number
}

export interface OrderDetail extends OrderCard {
  projectId: string
  chainage: string
  part: string
  finding: string
  requirement: string
  photos: OrderFile[]
  issuerUserId: string
  /** what the caller may do now */
  actions: OrderAction[]
  steps: OrderStep[]
}

/** GET /api/supervision-orders/options: what the caller may do in the project and the sections an order goes to */
export interface OrderOptions {
  mayIssue: boolean
  sections: { id: string; enCode: string; fullName: string }[]
}

/** POST /api/supervision-orders */
export interface NewOrderInput {
  projectId: string
  contractId: string
  type: OrderType
  subject: string
  chainage: string
  part: string
  finding: string
  requirement: string
  deadline: string
  photos: OrderFile[]
  signImg: string
}

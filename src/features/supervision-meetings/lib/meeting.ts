// How meetings look: the colour of each state, the lists and their state filters, the meeting types.
import { MEETING_TYPES, type MeetingScope, type MeetingState, type MeetingType } from '@shared/api/supervision-meetings'

export const STATE_COLOURS: Record<MeetingState, string> = { draft: '#2979ff', held: '#ff9900', published: '#19be6b', cancelled: '#909399' }

/** the type's badge: 第一次工地会议 orange, 监理例会 blue, 专题会议 purple */
export const TYPE_COLOURS: Record<MeetingType, string> = { first: '#ff9900', regular: '#2979ff', special: '#8f5ee8' }

export const SCOPES: { value: MeetingScope; label: string }[] = [
  { value: 'mine', label: '我参加的' }, { value: 'organised', label: '我组织的' }, { value: 'all', label: '全部' }
]

export const STATE_FILTERS = [
  { value: '', label: '全部状态' }, { value: 'draft', label: '待召开' }, { value: 'held', label: '待发布纪要' },
  { value: 'published', label: '纪要已发布' }, { value: 'cancelled', label: '已取消' }
]

export const TYPE_OPTIONS = MEETING_TYPES.map((t) => ({ value: t.value as string, label: t.label }))

const p2 = (n: number) => String(n).padStart(2, '0')
/** yyyy-MM-dd of a local date */
export const dayOf = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`
/** HH:mm of an epoch time */
export const timeOf = (ms: number) => { const d = new Date(ms); return `${p2(d.getHours())}:${p2(d.getMinutes())}` }

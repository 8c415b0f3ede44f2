// How orders look: the colour of each state, the lists and their state filters, and the order's type chips.
import { ORDER_TYPES, type OrderScope, type OrderState, type OrderType } from '@shared/api/supervision-orders'

export const STATE_COLOURS: Record<OrderState, string> = { issued: '#2979ff', replied: '#8f5ee8', returned: '#fa3534', closed: '#19be6b' }

/** the kind's badge: safety red, quality orange, progress blue, environment green */
export const TYPE_COLOURS: Record<OrderType, string> = { quality: '#ff9900', safety: '#fa3534', progress: '#2979ff', environment: '#19be6b', other: '#909399' }

export const SCOPES: { value: OrderScope; label: string }[] = [
  { value: 'todo', label: '待我处理' }, { value: 'issued', label: '我发出的' }, { value: 'all', label: '全部' }
]

export const STATE_FILTERS = [
  { value: '', label: '全部状态' }, { value: 'issued,returned', label: '待回复' }, { value: 'replied', label: '待复核' }, { value: 'closed', label: '已闭合' }
]

export const TYPE_OPTIONS = ORDER_TYPES.map((t) => ({ value: t.value as string, label: t.label }))

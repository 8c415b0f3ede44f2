// How tasks look: the colour of each state and priority, the state filters of each list, and dates.
import type { TaskPriority, TaskScope, TaskState } from '@shared/api/tasks'

export const STATE_COLOURS: Record<TaskState, string> = {
  pending: '#2979ff', doing: '#ff9900', auditing: '#8f5ee8', done: '#19be6b', returned: '#fa3534', cancelled: '#909399'
}

export const PRIORITY_COLOURS: Record<TaskPriority, string> = { 1: '#909399', 2: '#ff9900', 3: '#fa3534' }

/** the state chips of each list; the first is the default */
export const STATE_FILTERS: Record<TaskScope, { value: string; label: string }[]> = {
  mine: [{ value: 'pending,doing,returned', label: '待办' }, { value: 'auditing', label: '待审核' }, { value: 'done', label: '已完成' }, { value: '', label: '全部' }],
  published: [{ value: '', label: '全部' }, { value: 'pending', label: '待接收' }, { value: 'doing,returned', label: '进行中' }, { value: 'auditing', label: '待审核' }, { value: 'done', label: '已完成' }],
  audit: [{ value: 'auditing', label: '待审核' }],
  all: [{ value: '', label: '全部' }, { value: 'pending,doing,returned', label: '未完成' }, { value: 'done', label: '已完成' }]
}

/** yyyy-mm-dd of a day n days from today (China time on the phone) */
export function dayFromToday(days: number, now = Date.now()): string {
  const d = new Date(now + days * 86_400_000)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}

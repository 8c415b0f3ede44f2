// The states of a process and of an inspection request as chips and tag colours.
import type { ItemProcesses } from '../api/processes'

export const PROCESS_FILTERS = [
  { value: '', label: '全部' }, { value: '1', label: '施工中' }, { value: '2', label: '待报验' }, { value: '3', label: '报验中' },
  { value: '5', label: '驳回' }, { value: '4', label: '已验收' }
]
export const INSPECTION_FILTERS = [{ value: '1', label: '报验中' }, { value: '3', label: '驳回' }, { value: '2', label: '已验收' }, { value: '', label: '全部' }]

/** tag colour per process state (未开始 grey, 施工中 blue, 待报验 / 报验中 orange, 已验收 green, 驳回 red) */
export const processTone = (state: number) => ['grey', 'blue', 'orange', 'orange', 'green', 'red'][state] ?? 'grey'
/** tag colour per request state (报验中 orange, 已验收 green, 驳回 red) */
export const inspectionTone = (state: number) => (state === 2 ? 'green' : state === 3 ? 'red' : 'orange')

/** the item as it will be once a start or finish kept in 待发送 is sent: the step moved, marked 待发送, no actions */
export function withQueuedMove(item: ItemProcesses, seq: number, kind: 'start' | 'finish'): ItemProcesses {
  const moved = kind === 'start' ? { state: 1, stateName: '施工中（待发送）' } : { state: 2, stateName: '待报验（待发送）' }
  return { ...item, processes: item.processes.map((s) => (s.seq === seq ? { ...s, ...moved, mayStart: false, mayFinish: false, mayApply: false } : s)) }
}

const p2 = (n: number) => String(n).padStart(2, '0')
export function timeText(ms: number | null): string {
  if (!ms) return ''
  const d = new Date(ms)
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}`
}
export const dayOf = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`

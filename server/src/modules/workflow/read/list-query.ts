// The query of the workflow lists (PaginationFlowTask, jnpf-api.md §6.1): paging, keyword, time range and filters,
// normalised once so the repository only sees clean values.
import type { PaginationFlowTask } from '@shared/api/workflow'

export interface ListFilter {
  keyword: string
  /** epoch ms, inclusive; null = open */
  from: number | null
  to: number | null
  templateId: string
  /** a template version (flow_template_json id): batch approval picks one */
  flowId: string
  flowCategory: string
  status: number | null
  flowUrgent: number | null
  creatorUserId: string
  nodeCode: string
}

export interface ListQuery {
  currentPage: number
  pageSize: number
  filter: ListFilter
}

/** a time bound as JNPF clients send it: epoch ms (number or digits) or a date / date-time string (GMT+8) */
export function timeOf(v: unknown, endOfDay: boolean): number | null {
  if (v === undefined || v === null || v === '') return null
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  const s = String(v).trim()
  if (/^\d{10,13}$/.test(s)) return Number(s.length === 10 ? `${s}000` : s)
  const day = /^\d{4}-\d{2}-\d{2}$/.test(s)
  const t = Date.parse(day ? `${s}T${endOfDay ? '23:59:59.999' : '00:00:00'}+08:00` : s.replace(' ', 'T') + (/[zZ+]/.test(s.slice(10)) ? '' : '+08:00'))
  return Number.isFinite(t) ? t : null
}

const intOrNull = (v: unknown): number | null => {
  if (v === undefined || v === null || v === '') return null
  const n = Number(v)
  return Number.isInteger(n) ? n : null
}

export function listQuery(q: PaginationFlowTask): ListQuery {
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(100, Math.floor(Number(q.pageSize) || 20)))
  return {
    currentPage,
    pageSize,
    filter: {
      keyword: (q.keyword ?? '').trim().slice(0, 100),
      from: timeOf(q.startTime, false),
      to: timeOf(q.endTime, true),
      templateId: (q.templateId ?? '').trim(),
      flowId: (q.flowId ?? '').trim(),
      flowCategory: (q.flowCategory ?? '').trim(),
      status: intOrNull(q.status),
      flowUrgent: intOrNull(q.flowUrgent),
      creatorUserId: (q.creatorUserId ?? '').trim(),
      nodeCode: (q.nodeCode ?? '').trim()
    }
  }
}

/** a LIKE pattern that matches the keyword literally (escape char \) */
export const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

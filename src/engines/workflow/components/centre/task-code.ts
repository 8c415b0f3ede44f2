// The task codes the workflow scanForm page understands. Our own format is the JSON text {"t":"FLW","id":<task id>}
// (what taskCodeText writes, e.g. printed on a paper form that travels with the approval); a link to the flow
// detail (its base64 `config`) or to this scan page with `taskId` is accepted too, so a printed H5 link works.
import { parseFlowConfig } from '@/engines/workflow/lib/flow-config'
import { parseQuery } from '@/lib/url'

/** the tag of our task codes ("flow") */
export const TASK_CODE_TAG = 'FLW'
export const UNKNOWN_TASK_CODE_TEXT = '无法识别的二维码'

export function taskCodeText(taskId: string): string {
  return JSON.stringify({ t: TASK_CODE_TAG, id: taskId })
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

function fromJson(text: string): string | null {
  if (!text.startsWith('{')) return null
  try {
    const value = JSON.parse(text) as Record<string, unknown>
    if (!value || typeof value !== 'object' || value.t !== TASK_CODE_TAG) return null
    return str(value.id) || str(value.taskId) || null
  } catch {
    return null
  }
}

function fromLink(text: string): string | null {
  if (!/\/?pages\/workFlow\/(flowBefore|scanForm)\b/.test(text)) return null
  const query = parseQuery(text)
  if (query.taskId) return query.taskId
  const config = parseFlowConfig(query.config)
  return config?.id || null
}

/** the task id a scanned text names, or null when it is not one of our codes */
export function parseTaskCode(scanned: string | null | undefined): string | null {
  const text = (scanned ?? '').trim()
  if (!text) return null
  return fromJson(text) ?? fromLink(text)
}

// GET /api/visualdev/OnlineDev/{modelId}/Config (jnpf-api.md §5.1): the model's form and list JSON, as strings.
import { http, RequestError } from '@/lib/request'
import type { VisualDevConfigVO } from '@shared/api/visualdev'

/** what the list/form/detail pages say when a model cannot be opened (jnpf-forms-and-flows §3.1 point 2) */
export const NO_PAGE_TEXT = '暂无此页面'

/** thrown when the server answers without a usable model; the page shows 暂无此页面 and goes back */
export class ModelMissingError extends Error {
  constructor(message = NO_PAGE_TEXT) {
    super(message)
    this.name = 'ModelMissingError'
    Object.setPrototypeOf(this, ModelMissingError.prototype)
  }
}

/**
 * The model's Config. A refused call (code ≠ 200) or an answer without formData means the page does not exist for
 * this user; a network failure is re-thrown unchanged so the page can offer a retry instead.
 */
export async function getModelConfig(modelId: string): Promise<VisualDevConfigVO> {
  if (!modelId) throw new ModelMissingError()
  let data: VisualDevConfigVO | undefined
  try {
    const res = await http.get<VisualDevConfigVO>(`/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/Config`, undefined, { silent: true })
    data = res.data
  } catch (err) {
    if (err instanceof RequestError) throw new ModelMissingError()
    throw err
  }
  if (!data || typeof data !== 'object' || !data.formData) throw new ModelMissingError()
  return data
}

/** JSON.parse of one of the Config strings; a broken or missing string reads as `fallback` */
export function parseConfigJson<T>(raw: string | null | undefined, fallback: T): T {
  if (!raw) return fallback
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' ? (value as T) : fallback
  } catch {
    return fallback
  }
}

// The workflow bound to a low-code model (jnpf-forms-and-flows §3.7): which versions of its flow template the user
// may launch. The call lives here rather than in the workflow feature because features do not import each other.
import { http } from '@/lib/request'

/** a FlowJsonList item: one launchable version of the template */
export interface LaunchableVersion {
  /** the version id a launch names as flowId */
  id: string
  fullName?: string
  /** the template name */
  flowName?: string
  flowType?: number | string
  version?: string
}

/**
 * GET /api/workflow/Engine/flowTemplate/FlowJsonList/{templateId}?type=1. A server with nothing to offer refuses
 * (您没有发起该流程的权限); the refusal is re-thrown for the caller to show, so the request layer stays silent.
 */
export async function getLaunchableVersions(templateId: string): Promise<LaunchableVersion[]> {
  const url = `/api/workflow/Engine/flowTemplate/FlowJsonList/${encodeURIComponent(templateId)}`
  const res = await http.get<LaunchableVersion[] | { list?: LaunchableVersion[] }>(url, { type: 1 }, { silent: true })
  const data = res.data
  const list = Array.isArray(data) ? data : (data?.list ?? [])
  return list.filter((v): v is LaunchableVersion => Boolean(v) && typeof v.id === 'string' && v.id !== '')
}

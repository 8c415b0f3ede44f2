// The flows a user may launch (jnpf-api.md §6.2) and the launchable versions of one (jnpf-forms-and-flows §3.7).
import { http } from '@/lib/request'

/** FlowTemplateListVO: a category group (children = its flows) or a flow */
export interface FlowTemplateItem {
  id: string
  enCode?: string
  fullName: string
  category?: string
  /** 1 system form, 2 online form */
  formType?: number | string
  /** 0 a standalone flow, 1 a flow bound to a function form */
  type?: number | string
  icon?: string
  iconBackground?: string
  sortCode?: number
  num?: number
  children?: FlowTemplateItem[] | null
}

/** one launchable version (FlowJsonList item) */
export interface FlowVersion {
  id: string
  fullName?: string
  flowName?: string
  flowType?: number | string
  version?: string
}

export interface FlowGroup {
  id: string
  name: string
  flows: FlowTemplateItem[]
}

/** GET /flowTemplate/ListAll: the flows I may launch, grouped by category */
export async function getLaunchableFlows(): Promise<FlowGroup[]> {
  const res = await http.get<{ list?: FlowTemplateItem[] } | FlowTemplateItem[]>('/api/workflow/Engine/flowTemplate/ListAll', undefined, { silent: true })
  const data = res.data
  return groupFlows(Array.isArray(data) ? data : (data?.list ?? []))
}

/**
 * The answer is the categories with their flows (an empty category has no children); a server that answers a
 * flat list of flows gets them grouped by their `category` here, so the screen has one shape to show. Empty
 * categories are left out.
 */
export function groupFlows(items: FlowTemplateItem[]): FlowGroup[] {
  const groups: FlowGroup[] = []
  const loose = new Map<string, FlowGroup>()
  for (const item of items) {
    // a category carries `num` (and `children` unless it is empty); a flow carries neither
    if (Array.isArray(item.children) || typeof item.num === 'number') {
      if (item.children?.length) groups.push({ id: item.id, name: item.fullName, flows: item.children })
      continue
    }
    const key = item.category || '其他'
    let group = loose.get(key)
    if (!group) {
      group = { id: `category-${key}`, name: key, flows: [] }
      loose.set(key, group)
      groups.push(group)
    }
    group.flows.push(item)
  }
  return groups
}

/**
 * GET /flowTemplate/FlowJsonList/{templateId}?type=1: the versions I may launch. The one call of it in the app: the
 * launch list and a flow-bound model's list both come here. A server with nothing to offer refuses
 * (您没有发起该流程的权限); the refusal is thrown for the caller to word (launchableVersions), so the request layer
 * stays silent.
 */
export async function getFlowVersions(templateId: string): Promise<FlowVersion[]> {
  const url = `/api/workflow/Engine/flowTemplate/FlowJsonList/${encodeURIComponent(templateId)}`
  const res = await http.get<FlowVersion[] | { list?: FlowVersion[] }>(url, { type: 1 }, { silent: true })
  const data = res.data
  const list = Array.isArray(data) ? data : (data?.list ?? [])
  return list.filter((v): v is FlowVersion => Boolean(v) && typeof v.id === 'string' && v.id !== '')
}

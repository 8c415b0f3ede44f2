// POST /api/visualdev/OnlineDev/{modelId}/Statistics (our own, JNPF-styled; types/api/visualdev-statistics.ts):
// counts and sums of the model's records grouped by a field, the flow state or a period, over the records List
// shows for the same filters and the project in use.
import { http } from '@/lib/request'
import type { VisualDevStatistics, VisualDevStatisticsQuery } from '@shared/api/visualdev-statistics'
import { scope } from './records'

export async function getModelStatistics(modelId: string, query: VisualDevStatisticsQuery): Promise<VisualDevStatistics> {
  const { projectId } = scope()
  const body: VisualDevStatisticsQuery = { ...query, ...(projectId && !query.projectId ? { projectId } : {}) }
  const res = await http.post<VisualDevStatistics>(`/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/Statistics`, body, { silent: true, loading: false })
  const data = res.data
  return {
    groups: Array.isArray(data?.groups) ? data.groups : [],
    total: { count: Number(data?.total?.count) || 0, sums: data?.total?.sums ?? {} }
  }
}

import { http } from '@/lib/request'

/** GET /api/workflow/Engine/FlowBefore/{taskOperatorId}/Info: true when the todo is a check (opType 3) */
export async function isFlowCheck(taskOperatorId: string): Promise<boolean> {
  const res = await http.get<{ isCheck?: boolean }>(`/api/workflow/Engine/FlowBefore/${encodeURIComponent(taskOperatorId)}/Info`)
  return Boolean(res.data?.isCheck)
}

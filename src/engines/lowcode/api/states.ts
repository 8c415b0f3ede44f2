// Record states of a model's records (this server's own endpoints beside OnlineDev, issue 10): the record's state,
// the moves the user may make now and the timeline; and a move.
import { http } from '@/lib/request'
import type { RecordStatesVO, RecordTransitionForm } from '@shared/api/visualdev-states'

const one = (modelId: string, id: string) => `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/${encodeURIComponent(id)}`

/** GET {modelId}/{id}/States */
export async function getRecordStates(modelId: string, id: string): Promise<RecordStatesVO> {
  const res = await http.get<RecordStatesVO>(`${one(modelId, id)}/States`, undefined, { silent: true, loading: false })
  if (!res.data?.current) throw new Error('记录状态加载失败')
  return { ...res.data, transitions: res.data.transitions ?? [], timeline: res.data.timeline ?? [] }
}

/** POST {modelId}/{id}/Actions/Transition: answers the server's message */
export async function transitionRecord(modelId: string, id: string, form: RecordTransitionForm): Promise<string> {
  const res = await http.post(`${one(modelId, id)}/Actions/Transition`, form, { silent: true })
  return res.msg
}

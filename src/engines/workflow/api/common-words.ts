// The approve dialog's common phrases (常用语; JNPF 3.6 CommonWordsController): system phrases (type 0) for
// everyone, personal ones (type 1) the user adds and deletes.
import type { CommonWordsVO } from '@shared/api/workflow-extras'
import { http } from '@/lib/request'

const W = '/api/system/CommonWords'

export async function getCommonWords(): Promise<CommonWordsVO[]> {
  const res = await http.get<{ list?: CommonWordsVO[] }>(`${W}/Selector`, undefined, { silent: true })
  return Array.isArray(res.data?.list) ? res.data.list.filter((w) => w && typeof w.commonWordsText === 'string') : []
}

export async function addCommonWords(text: string): Promise<string> {
  return (await http.post(W, { commonWordsText: text, commonWordsType: 1 })).msg
}

export async function deleteCommonWords(id: string): Promise<string> {
  return (await http.delete(`${W}/${encodeURIComponent(id)}`)).msg
}

// /api/Signature/signaturefddservice (spec §7): the module's calls under that path (seal, auto-sign, 稍后签署, signing,
// signed documents, verification). GetRoleSign and CreatePersonSeal live with the prompt, which the main package
// loads; they are passed on from there.
import type { HandSignForm, HandSignResult, PersonSealVO, SignedDocumentVO, VerifyVO } from '@shared/api/esign'
import { http } from '@/lib/request'

const S = '/api/Signature/signaturefddservice'

/** an answer without data is an error, not an empty state */
function required<T>(data: T | undefined | null): T {
  if (data === undefined || data === null) throw new Error('服务器没有返回数据，请重试')
  return data
}

export { createPersonSeal, getRoleSign } from '../../esign-prompt/api/role-sign'

export async function getPersonSeal(): Promise<PersonSealVO | null> {
  return (await http.get<PersonSealVO | null>(`${S}/PersonSeal`)).data ?? null
}

export async function setAutoSign(enabled: boolean): Promise<string> {
  return (await http.put(`${S}/AutoSign`, { enabled })).msg
}

/** 稍后签署 (1) puts the current list aside */
export async function setSignListState(state: 0 | 1): Promise<void> {
  await http.post(`${S}/SignListState`, { state }, { silent: true })
}

export async function handSign(form: HandSignForm): Promise<{ msg: string; results: HandSignResult[] }> {
  const res = await http.post<HandSignResult[]>(`${S}/HandSign`, form)
  return { msg: res.msg, results: Array.isArray(res.data) ? res.data : [] }
}

export async function getSignedList(): Promise<SignedDocumentVO[]> {
  const list = (await http.get<{ list?: SignedDocumentVO[] }>(`${S}/SignedList`)).data?.list
  return Array.isArray(list) ? list : []
}

/** a one-time download link of the signed PDF */
export async function downloadLink(id: string): Promise<{ name: string; url: string }> {
  return required((await http.get<{ name: string; url: string }>(`${S}/Download/${encodeURIComponent(id)}`)).data)
}

export async function verifyDocument(id: string): Promise<VerifyVO> {
  return required((await http.get<VerifyVO>(`${S}/Verify/${encodeURIComponent(id)}`)).data)
}

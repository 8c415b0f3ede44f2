// The user's saved hand signatures (spec §7, /api/permission/Users/Current/SignImg): GET answers the bare array.
import type { SignImgForm, SignImgVO } from '@shared/api/workflow-extras'
import { http } from '@/lib/request'

const C = '/api/permission/Users/Current'

export async function getSignImgs(): Promise<SignImgVO[]> {
  const res = await http.get<SignImgVO[] | { list?: SignImgVO[] }>(`${C}/SignImg`, undefined, { silent: true })
  const data = res.data
  // JNPF answers the array; a list wrapper is accepted too
  const list = Array.isArray(data) ? data : Array.isArray(data?.list) ? data.list : []
  return list.filter((s) => s && typeof s.signImg === 'string' && s.signImg)
}

export async function addSignImg(form: SignImgForm): Promise<string> {
  return (await http.post(`${C}/SignImg`, form, { silent: true })).msg
}

export async function setDefaultSignImg(id: string): Promise<string> {
  return (await http.put(`${C}/${encodeURIComponent(id)}/SignImg`, {})).msg
}

export async function deleteSignImg(id: string): Promise<string> {
  return (await http.delete(`${C}/${encodeURIComponent(id)}/SignImg`)).msg
}

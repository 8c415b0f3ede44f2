import { http } from '@/lib/request'
import type { MajorOption, MajorType } from '../types'

// JNPF answers a bare array; a {list} answer (other JNPF builds) is read the same way
function toOptions(data: unknown): MajorOption[] {
  const list = Array.isArray(data) ? data : (data as { list?: unknown } | undefined)?.list
  if (!Array.isArray(list)) return []
  return list.map((x: MajorOption) => ({ id: String(x.id), fullName: x.fullName ?? '', isDefault: Boolean(x.isDefault) }))
}

/** GET /api/permission/Users/Current/getUserOrganizes */
export async function getUserOrganizes(): Promise<MajorOption[]> {
  const res = await http.get<unknown>('/api/permission/Users/Current/getUserOrganizes')
  return toOptions(res.data)
}

/** GET /api/permission/Users/Current/getUserPositions */
export async function getUserPositions(): Promise<MajorOption[]> {
  const res = await http.get<unknown>('/api/permission/Users/Current/getUserPositions')
  return toOptions(res.data)
}

/** PUT /api/permission/Users/Current/major, JSON {majorId, majorType} */
export async function setMajor(majorId: string, majorType: MajorType): Promise<void> {
  await http.put('/api/permission/Users/Current/major', { majorId, majorType })
}

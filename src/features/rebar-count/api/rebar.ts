// 钢筋点数 (/api/rebar): the bar ends the server finds in an uploaded photo, and the counts saved per contract section.
import type { RebarCountDetail, RebarCountInput, RebarCountList, RebarDetection } from '@shared/api/rebar'
import { http } from '@/lib/request'

const R = '/api/rebar'

/** an answer without the expected shape is an error, not an empty screen */
const must = <T>(data: T | undefined, ok: (d: T) => boolean): T => {
  if (data === undefined || data === null || !ok(data)) throw new Error('服务器返回的钢筋点数数据格式不正确')
  return data
}

/** the photo's URL as the upload answered it; the server refuses a photo without bars (未识别到钢筋端面) */
export async function detectBars(photo: string): Promise<RebarDetection> {
  // decoding and counting a 1600 px photo takes the server about a second; a slow link adds the rest
  const res = await http.post<RebarDetection>(`${R}/detect`, { photo }, { silent: true, loading: false, timeout: 60_000 })
  return must(res.data, (d) => Array.isArray(d.marks))
}

export async function saveRebarCount(input: RebarCountInput): Promise<{ id: string; count: number }> {
  const res = await http.post<{ id: string; count: number }>(`${R}/counts`, input, { silent: true })
  return must(res.data, (d) => typeof d.id === 'string')
}

export async function getRebarCounts(q: { projectId: string; contractId?: string; currentPage: number; pageSize: number }): Promise<RebarCountList> {
  const res = await http.get<RebarCountList>(`${R}/counts`, { ...q, contractId: q.contractId || undefined }, { loading: false, silent: true })
  return must(res.data, (d) => Array.isArray(d.list))
}

export async function getRebarCount(id: string): Promise<RebarCountDetail> {
  const res = await http.get<RebarCountDetail>(`${R}/counts/${encodeURIComponent(id)}`, undefined, { loading: false, silent: true })
  return must(res.data, (d) => Array.isArray(d.marks))
}

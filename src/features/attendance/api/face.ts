// The face-verification endpoints (server/src/modules/attendance/face-service.ts).
import { http } from '@/lib/request'
import type { FaceEnrolmentVO, FacePhotoVO, MyFacesVO } from '@shared/api/attendance-face'

const quiet = { silent: true, loading: false } as const

/** the user's own registry entries (one per section) and whether each has a face enrolled */
export async function getMyFaces(contractId?: string): Promise<FaceEnrolmentVO[]> {
  return (await http.get<MyFacesVO>('/api/attendance/face', contractId ? { contractId } : {}, quiet)).data?.list ?? []
}

export async function getWorkerFace(workerId: string): Promise<FaceEnrolmentVO> {
  const data = (await http.get<FaceEnrolmentVO>(`/api/attendance/workers/${encodeURIComponent(workerId)}/face`, {}, quiet)).data
  if (!data) throw new Error('服务器没有返回数据')
  return data
}

/** enrols (or re-takes) the worker's face with an uploaded photo; the server checks it shows one face */
export async function enrolFace(workerId: string, photo: FacePhotoVO): Promise<FaceEnrolmentVO> {
  const data = (await http.post<FaceEnrolmentVO>(`/api/attendance/workers/${encodeURIComponent(workerId)}/face`, { photo }, { silent: true })).data
  if (!data) throw new Error('服务器没有返回数据')
  return data
}

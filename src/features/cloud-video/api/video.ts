// /api/video/... (types/api/video.ts): the platform's status, the cameras of the sections, and per camera its live
// stream, a snapshot, a day's recordings and a playback. Failures are shown by the screen, so the calls are silent.
import { http } from '@/lib/request'
import type { VideoCameraInput, VideoCameraListVO, VideoCameraVO, VideoChannelVO, VideoClipListVO, VideoSnapshotVO, VideoStatusVO, VideoStreamVO } from '@shared/api/video'

const quiet = { silent: true, loading: false }
const data = <T>(v: T | undefined, what: string): T => {
  if (v === undefined || v === null) throw new Error(`${what}数据格式不正确`)
  return v
}

export async function getVideoStatus(): Promise<VideoStatusVO> {
  return data((await http.get<VideoStatusVO>('/api/video/status', undefined, quiet)).data, '视频平台')
}

export async function getCameras(projectId: string, contractId?: string, all = false): Promise<VideoCameraListVO> {
  const res = await http.get<VideoCameraListVO>('/api/video/cameras', { projectId, contractId: contractId || undefined, all: all ? '1' : undefined }, quiet)
  const v = data(res.data, '摄像头')
  if (!Array.isArray(v.list)) throw new Error('摄像头数据格式不正确')
  return v
}

export async function saveCamera(input: VideoCameraInput): Promise<VideoCameraVO> {
  return data((await http.post<VideoCameraVO>('/api/video/cameras', input, { silent: true })).data, '摄像头')
}

export async function getChannels(): Promise<VideoChannelVO[]> {
  return data((await http.get<{ list: VideoChannelVO[] }>('/api/video/channels', undefined, quiet)).data, '通道').list
}

export async function getLive(cameraId: string): Promise<VideoStreamVO> {
  return data((await http.get<VideoStreamVO>(`/api/video/cameras/${encodeURIComponent(cameraId)}/live`, undefined, quiet)).data, '直播')
}

export async function getSnapshot(cameraId: string): Promise<VideoSnapshotVO> {
  return data((await http.get<VideoSnapshotVO>(`/api/video/cameras/${encodeURIComponent(cameraId)}/snapshot`, undefined, quiet)).data, '截图')
}

export async function getClips(cameraId: string, date: string): Promise<VideoClipListVO> {
  return data((await http.get<VideoClipListVO>(`/api/video/cameras/${encodeURIComponent(cameraId)}/clips`, { date }, quiet)).data, '录像')
}

export async function getPlayback(cameraId: string, start: string, end: string): Promise<VideoStreamVO> {
  return data((await http.get<VideoStreamVO>(`/api/video/cameras/${encodeURIComponent(cameraId)}/playback`, { start, end }, quiet)).data, '回放')
}

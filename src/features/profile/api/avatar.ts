import { http, uploadFile } from '@/lib/request'
import type { UploaderVO } from '../types'

/** POST /api/file/Uploader/userAvatar (multipart field `file`); onProgress gets 0-100 */
export async function uploadAvatarFile(filePath: string, onProgress?: (percent: number) => void, fileName?: string): Promise<UploaderVO> {
  const res = await uploadFile<UploaderVO>({ url: '/api/file/Uploader/userAvatar', filePath, name: 'file', fileName, onProgress })
  if (!res.data?.name) throw new Error('头像上传失败：服务器未返回文件名')
  return res.data
}

/** PUT /api/permission/Users/Current/Avatar/{name}: makes an uploaded userAvatar file the user's avatar */
export async function setAvatar(name: string): Promise<void> {
  await http.put(`/api/permission/Users/Current/Avatar/${encodeURIComponent(name)}`)
}

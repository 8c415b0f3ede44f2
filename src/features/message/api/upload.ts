import { uploadFile } from '@/lib/request'

/** POST /api/file/Uploader/IM: answers the stored name that the SendMessage content refers to */
export async function uploadImFile(filePath: string, fileName: string, onProgress?: (percent: number) => void): Promise<string> {
  const res = await uploadFile<{ name?: string }>({ url: '/api/file/Uploader/IM', filePath, name: 'file', fileName, onProgress })
  const name = res.data?.name
  if (!name) throw new Error('上传失败，请重试')
  return name
}

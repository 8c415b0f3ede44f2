// POST /api/file/Uploader/{type} (jnpf-api.md §9): multipart field `file`, answer UploaderVO.
import { env } from '@/config/env'
import { uploadFile } from '@/lib/request'
import type { PickedFile } from './types'

export interface UploaderVO {
  /** stored name (yyyyMMdd_<uuid>.<ext>): the value's fileId */
  name: string
  /**
   * /api/file/Image/{type}/{name}; this server signs it (?exp=&sig=, the token cannot go with an <image>): shown and
   * sent back as it is, the server stores it unsigned and signs it again in every answer
   */
  url: string
  fileSize?: number
  fileExtension?: string
  fileVersionId?: string
}

export interface UploadPickedOptions {
  /** folder key: annexpic (form images), annex (form files), IM, userAvatar ... */
  type: string
  /** pathType=selfPath, isAccount, folder */
  formData?: Record<string, string>
  /** 0-100 */
  onProgress?: (percent: number) => void
  /** no toast on failure: the caller shows it next to the file */
  silent?: boolean
}

export async function uploadPicked(file: PickedFile, { type, formData, onProgress, silent }: UploadPickedOptions): Promise<UploaderVO> {
  const res = await uploadFile<UploaderVO>({
    url: `${env.uploadPath}${encodeURIComponent(type)}`,
    filePath: file.path,
    name: 'file',
    fileName: file.name,
    formData,
    onProgress,
    silent,
    // a photo goes in seconds; a large drawing or video over a site's mobile link may need minutes
    timeout: file.size > env.largeUploadBytes ? env.requestTimeoutAlt : env.uploadTimeout
  })
  if (!res.data || typeof res.data.name !== 'string') throw new Error('上传失败：服务器未返回文件信息')
  return res.data
}

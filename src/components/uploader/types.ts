import type { CompressOptions, ImageSource, PickedFile } from '@/lib/media'

/**
 * One uploaded file as JNPF stores it in an uploadFile / uploadImg value (jnpf-forms-and-flows.md §1.3):
 * files `{name, fileId, url, fileSize?, fileExtension?, fileVersionId?}`, images `{name, fileId, url, thumbUrl?}`.
 */
export interface UploadItem {
  /** the name the user knows (the picked file's name) */
  name: string
  /** the stored name the server answered (UploaderVO.name) */
  fileId: string
  /** /api/file/Image/{type}/{fileId}, with the signature this server adds (?exp=&sig=) kept as it came */
  url: string
  fileSize?: number
  fileExtension?: string
  fileVersionId?: string
  thumbUrl?: string
  /** a photo kept on the device (no network when it was taken): the outbox uploads it before the record goes */
  localPhotoId?: string
}

/** a file on its way up, or one whose upload failed; never part of the value */
export interface UploadEntry {
  key: string
  file: PickedFile
  status: 'uploading' | 'failed'
  /** 0-100 */
  progress: number
  error?: string
}

export interface UploaderProps {
  /** the control's value: an array, or the JSON string a record may hold */
  value?: UploadItem[] | string | null
  onChange: (value: UploadItem[]) => void
  /** read-only: thumbnails / names to open, nothing to add or remove */
  disabled?: boolean
  /** most files in the value (JNPF default 9) */
  limit?: number
  /** per-file limit, with sizeUnit KB / MB / GB (JNPF default 10 MB); 0 or empty = none */
  fileSize?: number | string | null
  sizeUnit?: string | null
  /** folder key of POST /api/file/Uploader/{type}: annexpic for images, annex for files by default */
  uploadType?: string
  /** extra multipart fields (pathType=selfPath, isAccount, folder) */
  formData?: Record<string, string>
  buttonText?: string
  /** a hint under the control (JNPF tipText, shown when showTip) */
  tipText?: string
}

export interface ImageUploaderProps extends UploaderProps {
  sourceType?: ImageSource[]
  compress?: CompressOptions
}

export interface FileUploaderProps extends UploaderProps {
  /** JNPF accept: image/*, .pdf,.docx ...; empty = any type the server takes */
  accept?: string
}

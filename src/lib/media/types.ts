// What the media helpers hand around. A picked file is local until uploaded: a weapp temp path or an H5 blob: URL.

export type ImageSource = 'album' | 'camera'

export interface PickedFile {
  /** local path (weapp temp file) or blob: URL (H5) to upload or show */
  path: string
  /** file name with extension: the multipart file name (the server checks the extension) and the stored `name` */
  name: string
  /** bytes; 0 when the platform did not say */
  size: number
  /** pixels, for images when known */
  width?: number
  height?: number
}

export interface ChooseImagesOptions {
  /** at most this many (WeChat allows up to 9 at once) */
  count: number
  sourceType?: ImageSource[]
}

export interface ChooseFilesOptions {
  count: number
  /** a JNPF `accept` string (image/*, .pdf,.docx, application/pdf ...): filters the chooser where it can */
  accept?: string
}

export interface CompressOptions {
  /** the longer side is scaled down to this many pixels */
  maxSide?: number
  /** JPEG quality 0-1 */
  quality?: number
}

/** photos of site conditions must stay legible when zoomed, so the default keeps 1920 px */
export const DEFAULT_COMPRESS: Required<CompressOptions> = { maxSide: 1920, quality: 0.8 }

// The two ways an attachment is opened through the server (spec §7): GET /api/file/Uploader/Preview for office
// documents and PDFs (an inline link to show), GET /api/file/Download/{type}/{name} for everything else (a one-time
// link that downloads). The server checks on both that the caller may read the file (owner and holder rules).
import { http } from '@/lib/request'
import { extensionOf } from './file-rules'

/** what the preview shows in place: office documents and PDFs */
export const PREVIEW_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt']

/** the folder and stored name of an uploaded file, read from its /api/file/Image/{type}/{name}[?sig] link */
export interface StoredFileKey {
  type: string
  name: string
}

export function storedFileKey(url: string): StoredFileKey | null {
  const m = /\/api\/file\/Image\/([^/?#]+)\/([^/?#]+)/.exec(url || '')
  if (!m) return null
  try {
    return { type: decodeURIComponent(m[1]), name: decodeURIComponent(m[2]) }
  } catch {
    return null
  }
}

export function isPreviewable(name: string, fileExtension?: string): boolean {
  return PREVIEW_TYPES.includes((fileExtension || extensionOf(name)).toLowerCase())
}

/** the inline link of a document (Uploader/Preview answers it in data) */
export async function previewLink(key: StoredFileKey): Promise<string> {
  const res = await http.get<string>('/api/file/Uploader/Preview', { fileName: key.name, type: key.type }, { silent: true })
  if (typeof res.data !== 'string' || !res.data) throw new Error('文件预览失败：服务器没有返回地址')
  return res.data
}

/** a one-time download link (Download/{type}/{name} answers {name, url}) */
export async function downloadLink(key: StoredFileKey): Promise<string> {
  const res = await http.get<{ url?: string }>(`/api/file/Download/${encodeURIComponent(key.type)}/${encodeURIComponent(key.name)}`, undefined, { silent: true })
  if (!res.data?.url) throw new Error('文件下载失败：服务器没有返回地址')
  return res.data.url
}

/**
 * The link to open an attachment with: its preview for a document, its one-time download otherwise; a link that is
 * not one of our uploads (an external address in a record) is opened as it is.
 */
export async function openingLink(opts: { url: string; name: string; fileExtension?: string; link?: () => Promise<string> }): Promise<string> {
  if (opts.link) return opts.link()
  const key = storedFileKey(opts.url)
  if (!key) return opts.url
  return isPreviewable(opts.name || key.name, opts.fileExtension) ? previewLink(key) : downloadLink(key)
}

// Checks a file against an upload control's limits before any byte is sent (jnpf-forms-and-flows.md §1.3
// uploadFile/uploadImg: accept, fileSize + sizeUnit, limit). The messages are what the user sees in the toast.

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'wmv', 'flv', 'mkv', 'webm', '3gp', 'm4v']
const AUDIO_EXTENSIONS = ['mp3', 'wav', 'amr', 'm4a', 'aac', 'ogg', 'flac']

const MIME_EXTENSIONS: Record<string, string[]> = {
  'image/*': IMAGE_EXTENSIONS,
  'video/*': VIDEO_EXTENSIONS,
  'audio/*': AUDIO_EXTENSIONS,
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/bmp': ['bmp'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/zip': ['zip'],
  'application/x-rar-compressed': ['rar']
}

const UNIT_BYTES: Record<string, number> = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }

/** 'Report.PDF' -> 'pdf'; '' when there is none */
export function extensionOf(name: string): string {
  const m = /\.([a-z0-9]{1,8})$/i.exec(name.split(/[?#]/)[0])
  return m ? m[1].toLowerCase() : ''
}

export function isImageName(name: string): boolean {
  return IMAGE_EXTENSIONS.includes(extensionOf(name))
}

/**
 * The extensions an accept string allows, or undefined for "anything". Tokens may be extensions with or without
 * the dot, MIME types or wildcards; tokens we cannot map are ignored, and a string of only such tokens allows
 * anything rather than refusing every file.
 */
export function acceptedExtensions(accept?: string | null): string[] | undefined {
  if (!accept || !accept.trim()) return undefined
  const out = new Set<string>()
  for (const raw of accept.split(/[,;\s]+/)) {
    const token = raw.trim().toLowerCase()
    if (!token) continue
    if (token === '*' || token === '*/*') return undefined
    if (token.includes('/')) (MIME_EXTENSIONS[token] ?? []).forEach((ext) => out.add(ext))
    else if (/^\.?[a-z0-9]{1,8}$/.test(token)) out.add(token.replace(/^\./, ''))
  }
  return out.size ? Array.from(out) : undefined
}

/** the HTML accept attribute for an accept string: '.pdf,.docx', or '' for anything */
export function acceptAttribute(accept?: string | null): string {
  const list = acceptedExtensions(accept)
  return list ? list.map((ext) => `.${ext}`).join(',') : ''
}

/** fileSize + sizeUnit (KB/MB/GB, MB by default) in bytes; undefined when there is no limit */
export function sizeLimitBytes(fileSize?: number | string | null, sizeUnit?: string | null): number | undefined {
  const amount = typeof fileSize === 'string' ? Number(fileSize) : fileSize
  if (amount === undefined || amount === null || !Number.isFinite(amount) || amount <= 0) return undefined
  return amount * (UNIT_BYTES[(sizeUnit || 'MB').toUpperCase()] ?? UNIT_BYTES.MB)
}

export interface FileRules {
  /** allowed extensions (acceptedExtensions); undefined = any */
  extensions?: string[]
  /** fileSize as written on the control, for the message */
  fileSize?: number | string | null
  sizeUnit?: string | null
}

export function limitMessage(limit: number): string {
  return `上传数量不能超过${limit}个`
}

/** why the file is refused by its type, or undefined */
export function typeError(name: string, rules: FileRules): string | undefined {
  if (!rules.extensions) return undefined
  const ext = extensionOf(name)
  if (ext && rules.extensions.includes(ext)) return undefined
  return ext ? `不支持的文件类型（.${ext}）` : '不支持的文件类型'
}

/** why the file is refused by its size, or undefined */
export function sizeError(size: number, rules: FileRules): string | undefined {
  const max = sizeLimitBytes(rules.fileSize, rules.sizeUnit)
  if (max === undefined || size <= max) return undefined
  return `文件大小不能超过${Number(rules.fileSize)}${(rules.sizeUnit || 'MB').toUpperCase()}`
}

/** `name` with its extension replaced (or added) */
export function withExtension(name: string, ext: string): string {
  const base = name.replace(/\.[a-z0-9]{1,8}$/i, '') || 'image'
  return `${base}.${ext}`
}

/** the last path segment of a temp path or URL */
export function baseName(path: string): string {
  return path.split(/[?#]/)[0].split('/').pop() || path
}

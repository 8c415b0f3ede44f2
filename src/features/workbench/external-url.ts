import { isHttpUrl } from './menu-entries'

/**
 * Query values arrive decoded on some platforms and still encoded on others; an http(s) URL that is still encoded
 * starts with 'http%3A', so decode only then (decoding twice would corrupt '%xx' inside the real URL).
 */
export function readLinkParam(raw: string | undefined): string {
  const value = (raw ?? '').trim()
  if (/^https?%3A/i.test(value)) {
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return value
}

export function readTitleParam(raw: string | undefined): string {
  const value = (raw ?? '').trim()
  if (!/%[0-9a-f]{2}/i.test(value)) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** the link to show, or an error text naming what is wrong */
export function checkLink(url: string): { ok: true; url: string } | { ok: false; message: string } {
  if (!url) return { ok: false, message: '链接地址为空，无法打开' }
  if (!isHttpUrl(url)) return { ok: false, message: '链接地址无效：仅支持 http:// 或 https:// 开头的网址' }
  return { ok: true, url }
}

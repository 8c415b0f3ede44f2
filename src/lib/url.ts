// URL and body encoding shared by the request client and by pages that show server files (<Image src>).
import { env } from '@/config/env'

/** '/api/file/Image/x.png' -> env.apiBase + path; anything with a scheme (http:, wxfile:, data:, blob:) is kept */
export function resolveUrl(path: string): string {
  if (!path) return ''
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path
  return `${env.apiBase}${path.startsWith('/') ? '' : '/'}${path}`
}

function encodeValue(value: unknown): string {
  // Spring binds nested values from JSON text, the way the JNPF clients send them
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * a=1&b=x%20y from a plain object; undefined and null are left out, arrays and objects travel as JSON.
 * A string is taken as already encoded.
 */
export function encodeQuery(data: unknown): string {
  if (data === undefined || data === null) return ''
  if (typeof data === 'string') return data
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new TypeError('query and form data must be a plain object or an encoded string')
  }
  return Object.entries(data as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(encodeValue(value))}`)
    .join('&')
}

export function appendQuery(url: string, data: unknown): string {
  const query = encodeQuery(data)
  if (!query) return url
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/**
 * the query of a URL as a map (the part after '?', also when it sits inside a '#' hash route); keys and values are
 * decoded, and a pair with bad percent-encoding is kept as written. Plain string splitting, since the mini-program
 * has no URL class.
 */
export function parseQuery(url: string): Record<string, string> {
  const out: Record<string, string> = {}
  const query = url.split('#').pop()?.split('?')[1] ?? url.split('?')[1] ?? ''
  for (const part of query.split('&')) {
    const [k, ...rest] = part.split('=')
    if (!k) continue
    try {
      out[decodeURIComponent(k)] = decodeURIComponent(rest.join('='))
    } catch {
      out[k] = rest.join('=')
    }
  }
  return out
}

// The query-string helper (and its Query type) every route table builds its URLs with.

export type Query = Record<string, string | number | boolean | undefined | null>

/** '/pages/x/index' + '?a=1&b=2' with every value URI-encoded; empty values are left out */
export function withQuery(path: string, query: Query = {}): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `${path}?${parts.join('&')}` : path
}

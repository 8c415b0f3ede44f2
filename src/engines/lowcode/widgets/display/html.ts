// Rich text from the records (editor values) is shown with RichText, which on H5 becomes innerHTML: it is rebuilt
// here from an allow-list of tags and attributes, so no script, event handler or javascript: URL survives. No DOM
// is needed (the mini-program has none).

const ALLOWED_TAGS = new Set([
  'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  'font'
])
/** dropped together with everything inside them */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'select', 'title'])
const ALLOWED_ATTRS = new Set(['style', 'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'align', 'color'])
const VOID_TAGS = new Set(['br', 'hr', 'img'])

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g

const NAMED: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' }

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** browsers ignore whitespace and control characters inside a scheme ('java\tscript:'), so they go first */
const compact = (url: string) => Array.from(url).filter((ch) => ch.charCodeAt(0) > 32).join('').toLowerCase()

/** web links, site paths, anchors and relative paths; data: only for pictures; every other scheme is refused */
function safeUrl(url: string, tag: string): boolean {
  const u = compact(url)
  if (u.startsWith('data:')) return tag === 'img' && /^data:image\/(png|jpe?g|gif|webp);/.test(u)
  return /^https?:/.test(u) || !/^[a-z][a-z0-9+.-]*:/.test(u)
}

/** attribute values as the browser reads them (&#106;avascript: is javascript:): checked decoded, escaped again */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? whole
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
    return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : ''
  })
}

function cleanAttrs(tag: string, raw: string): string {
  const out: string[] = []
  // exec loop rather than matchAll: older WeChat engines lack it
  const attr = new RegExp(ATTR.source, 'g')
  for (let match = attr.exec(raw); match; match = attr.exec(raw)) {
    const name = match[1].toLowerCase()
    if (!ALLOWED_ATTRS.has(name)) continue
    const value = decodeEntities((match[2] ?? '').replace(/^["']|["']$/g, ''))
    if ((name === 'href' || name === 'src') && !safeUrl(value, tag)) continue
    if (name === 'style' && /expression|javascript:|url\s*\(|behavior|@import/i.test(value)) continue
    out.push(`${name}="${escapeAttr(value)}"`)
  }
  return out.length ? ` ${out.join(' ')}` : ''
}

export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return ''
  const source = html.replace(/<!--[\s\S]*?-->/g, '')
  let out = ''
  let i = 0
  while (i < source.length) {
    const lt = source.indexOf('<', i)
    if (lt < 0) {
      out += source.slice(i)
      break
    }
    out += source.slice(i, lt)
    const match = TAG.exec(source.slice(lt))
    if (!match) {
      out += '&lt;'
      i = lt + 1
      continue
    }
    const [whole, closing, rawName, attrs] = match
    const name = rawName.toLowerCase()
    i = lt + whole.length
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const end = source.toLowerCase().indexOf(`</${name}`, i)
        i = end < 0 ? source.length : source.indexOf('>', end) + 1 || source.length
      }
      continue
    }
    if (!ALLOWED_TAGS.has(name)) continue
    if (closing) out += VOID_TAGS.has(name) ? '' : `</${name}>`
    else out += `<${name}${cleanAttrs(name, attrs)}>`
  }
  return out
}


/** the readable text of an HTML value: paragraphs and breaks become new lines */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string') return ''
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|apos|amp);/g, (_, e: string) => (e === '#39' ? "'" : NAMED[e]))
    .replace(/\n+$/, '')
}

/** plain typed text as HTML paragraphs, every character escaped */
export function textToHtml(text: string): string {
  if (!text) return ''
  return text
    .split('\n')
    .map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '<p><br></p>'))
    .join('')
}

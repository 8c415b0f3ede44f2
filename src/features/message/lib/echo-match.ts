import type { ChatMessage } from '../types'
import type { ParsedContent } from './chat-content'

function uploadedName(payload: string | undefined): string {
  if (!payload) return ''
  try {
    const value = JSON.parse(payload) as { name?: unknown }
    return typeof value?.name === 'string' ? value.name : ''
  } catch {
    return ''
  }
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'" }

/** JNPF stores text XSS-escaped and may echo it that way */
function unescapeHtml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|#39|#x27);/g, (m) => ENTITIES[m] ?? m)
}

/**
 * true when the server's sendMessage echo is the confirmation of `mine`: the echo has no client id, so it is matched
 * by content (text), or by the uploaded file name at the end of the echoed path (image, voice)
 */
export function echoMatches(mine: ChatMessage, echo: ParsedContent): boolean {
  if (mine.type !== echo.type) return false
  if (mine.type === 'text') {
    const sent = mine.payload ?? mine.text ?? ''
    const echoed = echo.text ?? ''
    return sent === echoed || sent === unescapeHtml(echoed)
  }
  const name = uploadedName(mine.payload)
  const path = echo.image?.path ?? echo.voice?.path ?? ''
  return Boolean(name) && path.endsWith(name)
}

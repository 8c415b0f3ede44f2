// Chat payloads come in three forms: stored history (content string + contentType), and the live frames' toMessage /
// formMessage (a string for text, an object or its JSON for image and voice). These turn each into one shape.
import type { ChatContentType, ImageContent, VoiceContent } from '../types'

export interface ParsedContent {
  type: ChatContentType
  text?: string
  image?: ImageContent
  voice?: VoiceContent
}

function asObject(value: unknown): Record<string, unknown> | null {
  if (value && typeof value === 'object') return value as Record<string, unknown>
  if (typeof value !== 'string') return null
  try {
    const parsed: unknown = JSON.parse(value)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * frames carry `path` (this server signs it for the <image>); what the app sent (and some stored rows of other JNPF
 * servers, which serve the bare URL) carry the uploaded `name` (jnpf-api.md §8.3)
 */
function filePath(obj: Record<string, unknown>): string {
  if (typeof obj.path === 'string' && obj.path) return obj.path
  if (typeof obj.name === 'string' && obj.name) return `/api/file/Image/IM/${obj.name}`
  return ''
}

const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v))

export function normaliseType(type: unknown): ChatContentType {
  return type === 'image' || type === 'voice' ? type : 'text'
}

export function parseContent(type: unknown, content: unknown): ParsedContent {
  const kind = normaliseType(type)
  if (kind === 'text') return { type: 'text', text: typeof content === 'string' ? content : String(content ?? '') }
  const obj = asObject(content)
  if (!obj) return { type: 'text', text: kind === 'image' ? '[图片]' : '[语音]' }
  if (kind === 'image') {
    return { type: 'image', image: { path: filePath(obj), width: num(obj.width), height: num(obj.height) } }
  }
  return { type: 'voice', voice: { path: filePath(obj), length: num(obj.length) } }
}

/** one-line preview for the conversation list */
export function previewText(type: unknown, content: unknown): string {
  const kind = normaliseType(type)
  if (kind === 'image') return '[图片]'
  if (kind === 'voice') return '[语音]'
  const text = typeof content === 'string' ? content.trim() : ''
  return text || '暂无数据'
}

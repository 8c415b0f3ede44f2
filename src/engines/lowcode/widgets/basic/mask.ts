// Display masking of input/textarea values (3.6 useMask + maskConfig): the stored value stays whole, only what is
// shown is covered. maskType: 1 everything, 2 name (first and last character), 3 mobile (first 3, last 4),
// 4 e-mail (first 3, then from @), 5 id card (first 6, last 3, four fillers), 6 IP (first segment), 7 car plate
// (first character, last 2), 8 bank card (first 6, last 4), 0 custom (prefix/suffix rules, characters kept visible,
// optionally a fixed number of fillers). The rules follow the 3.6 designer's mask settings.
import { num, str } from './props'

export interface MaskConfig {
  filler: string
  maskType: number
  prefixType: number
  prefixLimit: number
  prefixSpecifyChar: string
  suffixType: number
  suffixLimit: number
  suffixSpecifyChar: string
  ignoreChar: string
  useUnrealMask: boolean
  unrealMaskLength: number
}

export function readMaskConfig(raw: unknown): MaskConfig {
  const c = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  return {
    filler: str(c.filler) || '*',
    maskType: num(c.maskType) ?? 1,
    prefixType: num(c.prefixType) ?? 1,
    prefixLimit: num(c.prefixLimit) ?? 0,
    prefixSpecifyChar: str(c.prefixSpecifyChar),
    suffixType: num(c.suffixType) ?? 1,
    suffixLimit: num(c.suffixLimit) ?? 0,
    suffixSpecifyChar: str(c.suffixSpecifyChar),
    ignoreChar: str(c.ignoreChar),
    useUnrealMask: c.useUnrealMask === true,
    unrealMaskLength: num(c.unrealMaskLength) ?? 1
  }
}

/** keep `head` characters, cover the middle with `fill` fillers (default: as many as it has), keep `tail` */
function keep(text: string, head: number, tail: number, filler: string, fill?: number): string {
  if (text.length <= head + tail) return text
  const middle = text.length - head - tail
  return text.slice(0, head) + filler.repeat(fill ?? middle) + (tail ? text.slice(-tail) : '')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function custom(text: string, c: MaskConfig): string {
  let head = 0
  let tail = 0
  if (c.prefixType === 2) head = c.prefixLimit
  if ((c.prefixType === 3 || c.prefixType === 4) && c.prefixSpecifyChar) {
    const at = text.indexOf(c.prefixSpecifyChar)
    // 3: up to the character, 4: up to and including it
    if (at > -1) head = c.prefixType === 3 ? at : at + c.prefixSpecifyChar.length
  }
  if (c.suffixType === 2) tail = c.suffixLimit
  if ((c.suffixType === 3 || c.suffixType === 4) && c.suffixSpecifyChar) {
    const at = text.indexOf(c.suffixSpecifyChar)
    // 3: after the character, 4: from the character on
    if (at > -1) tail = c.suffixType === 3 ? text.length - at - c.suffixSpecifyChar.length : text.length - at
  }
  if (head + tail >= text.length) return text
  const cover = (part: string) => c.filler.repeat(c.useUnrealMask ? c.unrealMaskLength || 1 : part.length)
  const middle = text.slice(head, text.length - tail)
  const kept = c.ignoreChar.split(',').filter(Boolean)
  const covered = kept.length
    ? middle
        .split(new RegExp(`(${kept.map(escapeRegExp).join('|')})`))
        .map((part) => (!part || kept.includes(part) ? part : cover(part)))
        .join('')
    : cover(middle)
  return text.slice(0, head) + covered + (tail ? text.slice(-tail) : '')
}

export function maskText(value: unknown, config: MaskConfig): string {
  const text = str(value)
  if (!text) return ''
  const f = config.filler
  switch (config.maskType) {
    case 1:
      return f.repeat(text.length)
    case 2:
      return text.length === 2 ? text[0] + f : keep(text, 1, 1, f)
    case 3:
      return keep(text, 3, 4, f)
    case 4: {
      const at = text.indexOf('@')
      if (text.length <= 3 || (at > -1 && at < 3)) return text
      return at > 0 ? text.slice(0, 3) + f.repeat(at - 3) + text.slice(at) : keep(text, 3, 0, f)
    }
    case 5:
      return keep(text, 6, 3, f, 4)
    case 6:
      return `${text.split('.')[0]}${`.${f.repeat(3)}`.repeat(3)}`
    case 7:
      return keep(text, 1, 2, f)
    case 8:
      return keep(text, 6, 4, f)
    case 0:
      return custom(text, config)
    default:
      return text
  }
}

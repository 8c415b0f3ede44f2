/** 'data:image/png;base64,AAA' -> { mime: 'image/png', ext: 'png', base64: 'AAA' } */
export function dataUrlParts(dataUrl: string): { mime: string; ext: string; base64: string } {
  const m = /^data:([a-z0-9.+/-]+)?(;[^,]*)?,(.*)$/i.exec(dataUrl)
  if (!m || !/;base64/i.test(m[2] ?? '')) throw new Error('签名图片格式不正确')
  const mime = (m[1] || 'image/png').toLowerCase()
  const sub = mime.split('/')[1] ?? 'png'
  return { mime, ext: sub === 'jpeg' ? 'jpg' : sub.replace(/[^a-z0-9]/g, '') || 'png', base64: m[3] }
}

/** decoded length of a base64 string */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding)
}

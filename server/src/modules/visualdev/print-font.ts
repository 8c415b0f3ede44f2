// The one font of printed records: Noto Sans SC Regular (SIL Open Font License 1.1), the full TrueType font as the
// @expo-google-fonts/noto-sans-sc package ships it, so every Chinese character a record may hold has a glyph. It is
// read once per process; each PDF embeds only the glyphs it uses (the PDF library subsets it), a few kB.
import fs from 'node:fs'
import path from 'node:path'

const FONT_FILE = '400Regular/NotoSansSC_400Regular.ttf'

let cached: Buffer | undefined

export function printFont(): Buffer {
  if (!cached) {
    const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'))
    cached = fs.readFileSync(path.join(dir, FONT_FILE))
  }
  return cached
}

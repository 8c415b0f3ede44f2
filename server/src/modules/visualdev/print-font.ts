// The one font of printed records: Noto Sans SC Regular (SIL Open Font License 1.1), the full TrueType font as the
// @expo-google-fonts/noto-sans-sc package ships it, so every Chinese character a record may hold has a glyph. It is
// read and parsed once per process and shared by every document (parsing 10 MB per print cost more than the rest of
// a print); each PDF embeds only the glyphs it uses (pdfkit subsets it), a few kB.
import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'

const FONT_FILE = '400Regular/NotoSansSC_400Regular.ttf'

let cached: fontkit.Font | undefined

export function printFont(): fontkit.Font {
  if (!cached) {
    const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'))
    cached = fontkit.create(fs.readFileSync(path.join(dir, FONT_FILE)))
  }
  return cached
}

// No failure passes silently (issue 13): a call whose failure is swallowed (`.catch(() => undefined)`, an empty
// `catch {}`) must say why on its line or the four lines above (a chained call's comment sits above the chain), e.g. "best-effort logout" or "the user cancelled".
// A load whose failure would look like "nothing there" (a seal, a list) must show the error instead.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../../src')
const SWALLOWED = /\.catch\(\s*\(\)\s*=>\s*(undefined|null|\[\]|\{\}|''|false|\{\s*\})\s*\)|catch\s*(\(\w*\))?\s*\{\s*\}/

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return files(p)
    return /\.(ts|tsx)$/.test(e.name) ? [p] : []
  })
}

test('every swallowed failure in src says why', () => {
  const unexplained: string[] = []
  for (const file of files(ROOT)) {
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    lines.forEach((line, i) => {
      if (!SWALLOWED.test(line)) return
      const near = lines.slice(Math.max(0, i - 4), i + 1).join('\n')
      if (!/\/\/|\/\*/.test(near)) unexplained.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`)
    })
  }
  expect(unexplained).toEqual([])
})

test('the check finds an unexplained one', () => {
  expect(SWALLOWED.test('void getThing().catch(() => undefined)')).toBe(true)
  expect(SWALLOWED.test('try { a() } catch {}')).toBe(true)
  expect(SWALLOWED.test('void getThing().catch((err) => toast(err))')).toBe(false)
})

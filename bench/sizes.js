// Prints the mini-program package sizes against WeChat's limits and the H5 initial JS (raw and gzip).
// Run after `npx taro build --type weapp` and `--type h5` (npm run bench:sizes).
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')

const root = path.join(__dirname, '..', 'dist')
const KiB = (n) => `${(n / 1024).toFixed(1)} KiB`
const LIMIT_PACKAGE = 2 * 1024 * 1024 // main and each subpackage (wechat-platform.md §1)
const LIMIT_TOTAL = 20 * 1024 * 1024 // total, the safe reading

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])
}

function weapp() {
  const dir = path.join(root, 'weapp')
  if (!fs.existsSync(path.join(dir, 'app.json'))) return console.log('weapp: no build in dist/weapp')
  const app = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8'))
  const subs = (app.subPackages || app.subpackages || []).map((s) => s.root.replace(/\/$/, ''))
  const buckets = Object.fromEntries([['main', 0], ...subs.map((s) => [s, 0])])
  for (const file of walk(dir)) {
    const rel = path.relative(dir, file)
    if (rel === 'project.config.json' || rel.endsWith('.LICENSE.txt') || rel.endsWith('.map')) continue
    const sub = subs.find((s) => rel.startsWith(s + '/'))
    buckets[sub || 'main'] += fs.statSync(file).size
  }
  const total = Object.values(buckets).reduce((a, b) => a + b, 0)
  console.log('weapp package sizes (limit 2048 KiB each, 20480 KiB total)')
  for (const [name, size] of Object.entries(buckets)) {
    const pct = ((size / LIMIT_PACKAGE) * 100).toFixed(1)
    console.log(`  ${name.padEnd(16)} ${KiB(size).padStart(11)}  ${pct.padStart(5)} % of limit${size > LIMIT_PACKAGE ? '  OVER' : ''}`)
  }
  console.log(`  ${'total'.padEnd(16)} ${KiB(total).padStart(11)}  ${((total / LIMIT_TOTAL) * 100).toFixed(1).padStart(5)} % of limit`)
}

function h5() {
  const dir = path.join(root, 'h5')
  const indexFile = path.join(dir, 'index.html')
  if (!fs.existsSync(indexFile)) return console.log('h5: no build in dist/h5')
  const html = fs.readFileSync(indexFile, 'utf8')
  const initial = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1])
  let raw = 0
  let gz = 0
  for (const src of initial) {
    const buf = fs.readFileSync(path.join(dir, src.replace(/^\//, '')))
    raw += buf.length
    gz += zlib.gzipSync(buf, { level: 9 }).length
  }
  const allJs = walk(dir).filter((f) => f.endsWith('.js'))
  const allRaw = allJs.reduce((a, f) => a + fs.statSync(f).size, 0)
  console.log('h5')
  console.log(`  initial JS (${initial.length} files) ${KiB(raw)} raw, ${KiB(gz)} gzip`)
  console.log(`  all JS (${allJs.length} files) ${KiB(allRaw)} raw`)
}

weapp()
h5()

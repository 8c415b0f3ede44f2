// Documents story (issue 18) on 杭金: the chief engineer 徐志明 opens 施工图纸, finds the 3# pier's sheet by its
// structure and reads it; a 50 MB drawing set (made here, in a temp dir: 120 A3 sheets of dense vector linework) is
// uploaded in 上传文档 (its progress shown) and added as a drawing; opened in the H5 reader it shows page 1 and is paged through with 下一页, a
// jump to the middle and to the end, while the page stays responsive (frame gaps and long tasks measured) and never
// holds more than a handful of canvases. Then 工程知识库 (a category, a document), 行业标准规范 (found by JTG F80) and
// 构件二维码识别 (a typed hwy:doc code opens its drawing).
const assert = require('assert')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, signInSettled, chooseFile, tapVisible } = require('../browser-helpers')

const BIG_PAGES = 120
const MB = 1024 * 1024

/**
 * A PDF of `pages` A3 landscape sheets, each a frame, a title and ~13 000 uncompressed line segments (a survey grid
 * and contour-like polylines), written object by object with a byte-exact cross-reference table: ~50 MB.
 */
function writeBigPdf(file, pages) {
  const fd = fs.openSync(file, 'w')
  let offset = 0
  const offsets = []
  const put = (s) => { fs.writeSync(fd, s); offset += Buffer.byteLength(s) }
  const obj = (id, body) => { offsets[id] = offset; put(`${id} 0 obj\n${body}\nendobj\n`) }
  put('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'.replace(/[^\x00-\x7f]/g, 'x'))
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2)
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>')
  obj(2, `<< /Type /Pages /Count ${pages} /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] >>`)
  obj(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  let seed = 7
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
  for (let p = 0; p < pages; p++) {
    const lines = ['0.2 w 0 0 0 RG', '20 20 1151 802 re S']
    for (let x = 40; x < 1150; x += 20) lines.push(`${x} 40 m ${x} 800 l`)
    for (let y = 40; y < 800; y += 20) lines.push(`40 ${y} m 1150 ${y} l`)
    for (let c = 0; c < 290; c++) {
      let x = 40 + rnd() * 1100
      let y = 40 + rnd() * 760
      const seg = [`${x.toFixed(2)} ${y.toFixed(2)} m`]
      for (let k = 0; k < 95; k++) {
        x = Math.min(1150, Math.max(40, x + (rnd() - 0.5) * 24))
        y = Math.min(800, Math.max(40, y + (rnd() - 0.5) * 24))
        seg.push(`${x.toFixed(2)} ${y.toFixed(2)} l`)
      }
      lines.push(`${seg.join(' ')} S`)
    }
    lines.push('S', `BT /F1 28 Tf 60 760 Td (SHEET ${p + 1} OF ${pages}) Tj ET`)
    const content = lines.join('\n')
    obj(pageIds[p], `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1191 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[p] + 1} 0 R >>`)
    obj(pageIds[p] + 1, `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`)
  }
  const xref = offset
  const count = 4 + pages * 2
  put(`xref\n0 ${count}\n0000000000 65535 f \n`)
  for (let id = 1; id < count; id++) put(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`)
  put(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  fs.closeSync(fd)
  return fs.statSync(file).size
}

async function openTile(page, label, url) {
  await page.goto(page.url().replace(/\/pages\/.*$/, '/pages/index/apply'), { waitUntil: 'networkidle' })
  const tile = page.locator(`.app-grid__item[aria-label="${label}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

const card = (page, text) => page.locator('.doc-card').filter({ hasText: text, visible: true }).first()
const indicator = (page) => page.locator('.pdf-reader__page').filter({ visible: true }).first()

async function search(page, text) {
  const input = page.locator('.doc-search input').filter({ visible: true }).first()
  await input.fill(text)
  await input.press('Enter')
}

/** whether the canvas of page n (1-based) is on screen and has something drawn on it */
function pageDrawn(page, n) {
  return page.evaluate((no) => {
    const canvas = document.querySelector(`[data-page="${no}"] canvas`)
    if (!canvas || !canvas.width) return false
    const g = canvas.getContext('2d')
    const { data } = g.getImageData(0, 0, canvas.width, canvas.height)
    let dark = 0
    for (let i = 0; i < data.length; i += 4 * 97) if (data[i + 3] > 0 && data[i] < 160) dark++
    return dark > 20
  }, n)
}

async function waitDrawn(page, n, timeout = 20000) {
  const until = Date.now() + timeout
  while (!(await pageDrawn(page, n))) {
    if (Date.now() > until) throw new Error(`page ${n} was not drawn in ${timeout} ms`)
    await page.waitForTimeout(100)
  }
}

/** frame gaps (requestAnimationFrame) and long tasks of the page's main thread, from now on */
function watchResponsiveness(page) {
  return page.evaluate(() => {
    const w = (window.__resp = { maxGap: 0, long: [] })
    let last = performance.now()
    const tick = (t) => { w.maxGap = Math.max(w.maxGap, t - last); last = t; if (!w.stop) requestAnimationFrame(tick) }
    requestAnimationFrame(tick)
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.long.push(Math.round(e.duration)) }).observe({ type: 'longtask' })
  })
}

const canvasCount = (page) => page.evaluate(() => document.querySelectorAll('.pdf-page__canvas').length)

module.exports = async function documentsStory({ server, page, step, outside }) {
  step('徐志明 opens 施工图纸: the project\'s drawings, found by their structure')
  await signInSettled(page, server, 'xuzhiming')
  await openTile(page, '施工图纸', /\/pages\/apply\/drawPdfs\/index/)
  await card(page, '主线桥桥型布置图').waitFor({ timeout: 15000 })
  assert.strictEqual(await page.locator('.doc-card').filter({ visible: true }).filter({ hasText: '青龙山隧道' }).count(), 0, '宁绩 drawings must not show in 杭金')
  await shot(page, 'documents-drawings')
  await search(page, '3#墩')
  await page.waitForFunction(() => [...document.querySelectorAll('.doc-card')].filter((c) => c.offsetParent).length === 1, null, { timeout: 10000 })
  await card(page, '主线桥3#墩一般构造图').click()
  await page.waitForURL(/\/pages\/apply\/previewPdf\/index\?id=doc-dw-hj-pier/, { timeout: 15000 })
  await waitDrawn(page, 1)
  await visibleText(page, '1 / 1').waitFor({ timeout: 5000 })
  await shot(page, 'documents-pier-drawing')

  step(`a ${BIG_PAGES}-sheet drawing set of ~50 MB is uploaded in 上传文档, with its progress, and added to 总体设计`)
  await page.goBack()
  await page.waitForURL(/\/pages\/apply\/drawPdfs\/index/, { timeout: 15000 })
  await visibleText(page, '＋ 上传文档').click()
  await page.waitForURL(/\/pages\/apply\/previewPdf\/upload\/index\?library=drawing/, { timeout: 15000 })
  await chooseFile(page, page.locator('[aria-label="选择PDF文件"]').filter({ visible: true }).first(), outside.bigPdf)
  await page.locator('[role="progressbar"]').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'documents-upload-progress')
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 120000 })
  await visibleText(page, 'drawing-set.pdf').waitFor({ timeout: 5000 })
  assert.strictEqual(await page.locator('.uploader__error').count(), 0, 'the drawing set uploaded')
  // 分类: Taro's sheet offers 总体设计 first
  await page.locator('.doc-form__field').filter({ hasText: '分类', visible: true }).locator('.doc-picker').click()
  await tapVisible(page.locator('.weui-picker__action', { hasText: '确定' }))
  const input = (placeholder) => page.locator(`.doc-form input[placeholder="${placeholder}"]`).filter({ visible: true }).first()
  await input('选填，如：S3-2-05').fill('S0-0-01')
  await input('请填写名称').fill('全线施工图设计总图（合订本）')
  await input('选填，如：浙江省交通规划设计研究院').fill('浙江省交通规划设计研究院')
  await input('选填，如：K12+300 主线桥').fill('全线')
  await shot(page, 'documents-upload-form')
  await visibleText(page, '提交').click()
  await page.waitForURL(/\/pages\/apply\/previewPdf\/index\?id=/, { timeout: 20000 })
  const added = { id: new URL(page.url().replace('#', '')).searchParams.get('id') }
  assert.ok(added.id, `the new drawing opened: ${page.url()}`)

  step('the 50 MB set opens from the list: progress, then page 1 drawn, while the page stays responsive')
  await page.goBack()
  await page.waitForURL(/\/pages\/apply\/drawPdfs\/index/, { timeout: 15000 })
  await search(page, '合订本')
  await card(page, '全线施工图设计总图（合订本）').waitFor({ timeout: 10000 })
  await watchResponsiveness(page)
  // the drawing's bytes as the reader fetches them (its worker's requests are the page's too)
  const fetched = { ranges: 0, bytes: 0, atFirstPage: -1 }
  const onResponse = async (r) => {
    if (!r.url().includes('/api/file/Image/document/')) return
    if (r.status() === 206) fetched.ranges++
    fetched.bytes += Number((await r.allHeaders())['content-length'] || 0) * (r.status() === 206 ? 1 : 0)
  }
  page.on('response', onResponse)
  const opened = Date.now()
  await card(page, '全线施工图设计总图（合订本）').click()
  await page.waitForURL(new RegExp(`previewPdf/index\\?id=${added.id}`), { timeout: 15000 })
  await visibleText(page, `1 / ${BIG_PAGES}`).waitFor({ timeout: 60000 })
  await waitDrawn(page, 1, 30000)
  const firstPageMs = Date.now() - opened
  fetched.atFirstPage = fetched.bytes
  // pdf.js asks for the chunks it draws first (the server serves ranges): page 1 of 50 MB does not wait for all of it
  assert.ok(fetched.ranges > 0, 'the reader fetched the drawing by ranges')
  await shot(page, 'documents-big-page1')

  step('paging with 下一页: each tap answers at once and the next sheet is drawn')
  const next = page.locator('.pdf-reader__btn[aria-label="下一页"]').filter({ visible: true }).first()
  const taps = []
  for (let n = 2; n <= 8; n++) {
    const t = Date.now()
    await next.click()
    await visibleText(page, `${n} / ${BIG_PAGES}`).waitFor({ timeout: 5000 })
    taps.push(Date.now() - t)
    await waitDrawn(page, n, 15000)
    assert.ok((await canvasCount(page)) <= 6, `canvases on page ${n}: ${await canvasCount(page)}`)
  }
  await shot(page, 'documents-big-page8')

  step('a jump to the middle and to the end draws only the sheets there')
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid="pdf-scroll"]')
    el.scrollTop = el.scrollHeight / 2
  })
  const middle = Math.round(BIG_PAGES / 2)
  await page.waitForFunction((m) => {
    const n = Number((document.querySelector('.pdf-reader__page')?.textContent || '').split('/')[0])
    return Math.abs(n - m) <= 1
  }, middle, { timeout: 10000 })
  const at = Number((await indicator(page).textContent()).split('/')[0])
  await waitDrawn(page, at, 15000)
  const shownPages = await page.evaluate(() => [...document.querySelectorAll('[data-page]')].map((e) => Number(e.getAttribute('data-page'))))
  assert.ok(shownPages.every((p) => Math.abs(p - at) <= 3), `sheets held around page ${at}: ${shownPages}`)
  await shot(page, 'documents-big-middle')
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid="pdf-scroll"]')
    el.scrollTop = el.scrollHeight
  })
  // the last sheets are on screen (the reader names the last page once scrolled to the very bottom)
  await page.waitForFunction((n) => Number((document.querySelector('.pdf-reader__page')?.textContent || '').split('/')[0]) >= n - 2, BIG_PAGES, { timeout: 10000 })
  await waitDrawn(page, BIG_PAGES, 15000)
  const resp = await page.evaluate(() => { window.__resp.stop = true; return window.__resp })
  page.off('response', onResponse)
  console.log(`e2e documents: ${(fs.statSync(outside.bigPdf).size / MB).toFixed(1)} MB, ${BIG_PAGES} pages; first page drawn after ${firstPageMs} ms ` +
    `(${(fetched.atFirstPage / MB).toFixed(1)} MB fetched by then, ${fetched.ranges} ranges in all); ` +
    `下一页 answered in ${taps.join('/')} ms; longest frame gap ${Math.round(resp.maxGap)} ms; long tasks ${resp.long.length} (max ${Math.max(0, ...resp.long)} ms)`)
  assert.ok(Math.max(...taps) < 2000, `下一页 took ${Math.max(...taps)} ms`)
  // the page never froze: no single task of the main thread held it for seconds while 50 MB were read and drawn
  assert.ok(Math.max(0, ...resp.long) < 1500, `longest main-thread task ${Math.max(0, ...resp.long)} ms`)
  await shot(page, 'documents-big-last')

  step('工程知识库: a category, its documents, one read')
  await openTile(page, '工程知识库', /\/pages\/apply\/engineeringManagement\/knowledgeBase\/index/)
  await visibleText(page, '技术交底').waitFor({ timeout: 15000 })
  await shot(page, 'documents-knowledge')
  await page.locator('.doc-category').filter({ hasText: '技术交底', visible: true }).first().click()
  await page.waitForURL(/knowLibrary\/index\?category=/, { timeout: 15000 })
  await card(page, '杭金改扩建路基拼宽施工技术交底').waitFor({ timeout: 15000 })
  assert.strictEqual(await page.locator('.doc-card').filter({ visible: true }).filter({ hasText: '宁绩' }).count(), 0)
  await card(page, '杭金改扩建路基拼宽施工技术交底').click()
  await page.waitForURL(/knowLibrary\/pdfview\?id=doc-kb-hj-widen/, { timeout: 15000 })
  await waitDrawn(page, 1)
  await shot(page, 'documents-knowledge-pdf')

  step('行业标准规范: JTG F80 found by its number and read')
  await openTile(page, '行业标准规范', /\/pages\/apply\/industryStandard\/index/)
  await card(page, 'JTG/T 3650-2020').waitFor({ timeout: 15000 })
  await search(page, 'jtg f80')
  await page.waitForFunction(() => [...document.querySelectorAll('.doc-card')].filter((c) => c.offsetParent).length === 1, null, { timeout: 10000 })
  await shot(page, 'documents-standards')
  await card(page, 'JTG F80/1-2017').click()
  await page.waitForURL(/industryStandard\/pdfview\?id=doc-std-f80-1-2017/, { timeout: 15000 })
  await waitDrawn(page, 1)
  await shot(page, 'documents-standard-pdf')

  step('构件二维码识别: a typed component code opens its drawing; a foreign code is refused')
  await openTile(page, '构件二维码识别', /\/pages\/apply\/identifyQRCode\/index/)
  const manual = page.locator('.scan-panel__input input, input.scan-panel__input').filter({ visible: true }).first()
  await manual.fill('https://weixin.qq.com/r/abc')
  await page.locator('.scan-panel__btn').filter({ hasText: '打开', visible: true }).first().click()
  await visibleText(page, '无法识别的二维码：不是本平台的构件或记录二维码').waitFor({ timeout: 10000 })
  await manual.fill('hwy:doc:doc-dw-nj-portal')
  await page.locator('.scan-panel__btn').filter({ hasText: '打开', visible: true }).first().click()
  await visibleText(page, '二维码对应的记录不存在或您无权查看').waitFor({ timeout: 10000 })
  await shot(page, 'documents-qr-refused')
  await manual.fill('hwy:doc:doc-dw-hj-culvert')
  await page.locator('.scan-panel__btn').filter({ hasText: '打开', visible: true }).first().click()
  await page.waitForURL(/previewPdf\/index\?id=doc-dw-hj-culvert/, { timeout: 15000 })
  await waitDrawn(page, 1)
  await shot(page, 'documents-qr-opened')
}

module.exports.setup = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-bigpdf-'))
  const bigPdf = path.join(dir, 'drawing-set.pdf')
  const size = writeBigPdf(bigPdf, BIG_PAGES)
  assert.ok(size > 48 * MB && size < 60 * MB, `the drawing set is ${(size / MB).toFixed(1)} MB`)
  return {
    bigPdf,
    // the 50 MB set is one upload: the document folder's default limit (UPLOAD_DOCUMENT_MAX_MB, 100) takes it
    close: async () => fs.rmSync(dir, { recursive: true, force: true })
  }
}

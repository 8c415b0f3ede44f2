// Web map story (issue 17, spec §2's /choose-location): with a tile source configured (a tile server on 127.0.0.1
// that counts what it serves), 黄伟's Map tab is a Leaflet map: tiles load from it, its attribution shows, the route
// is drawn over it. Then a low-code form's 现场定位 offers 选择位置: the browser opens /choose-location on the same
// tiles, a tap moves the pin, a name is written, 确定 brings the place back to the form.
const assert = require('assert')
const http = require('http')
const { PNG } = require('pngjs')
const { shot } = require('../../support/processes')
const { visibleText, signInSettled, item, tapVisible } = require('../browser-helpers')

const MENU_NAME = '现场综合检查'

/** one 256 px tile (pale green with a grid) for every /z/x/y.png; `served` counts the tiles asked for */
function startTiles() {
  const png = new PNG({ width: 256, height: 256 })
  for (let y = 0; y < 256; y++) {
    for (let x = 0; x < 256; x++) {
      const i = (y * 256 + x) * 4
      const line = x % 64 === 0 || y % 64 === 0
      png.data.set(line ? [180, 200, 180, 255] : [226, 236, 220, 255], i)
    }
  }
  const bytes = PNG.sync.write(png)
  const state = { served: 0 }
  const server = http.createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url)) { res.writeHead(404); return res.end() }
    state.served += 1
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' })
    res.end(bytes)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ state, port: server.address().port, close: () => new Promise((r) => server.close(r)) })))
}

module.exports = async function webMapStory({ server, page, step, outside }) {
  step('黄伟 opens the Map tab: a web map on the configured tiles, with their attribution and the route over them')
  await signInSettled(page, server, 'huangwei')
  await page.goto(`${server.base}/pages/index/map`, { waitUntil: 'networkidle' })
  const map = page.locator('.leaflet-container').filter({ visible: true }).first()
  await map.waitFor({ timeout: 20000 })
  await map.locator('.leaflet-tile-loaded').first().waitFor({ timeout: 15000 })
  await visibleText(page, '测试底图').waitFor({ timeout: 5000 })
  assert.ok(outside.tiles.state.served > 0, 'tiles came from the configured source')
  assert.strictEqual(await visibleText(page, '未配置地图底图，显示线路示意图').count(), 0, 'no schematic note')
  await shot(page, 'web-map-tab')

  step('a low-code form\'s 现场定位: 选择位置 opens /choose-location, a tap moves the pin, 确定 brings the place back')
  await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
  await visibleText(page, MENU_NAME).click()
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/index\?id=/, { timeout: 15000 })
  await tapVisible(page.locator('[aria-label="新增"]'))
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/form\?config=/, { timeout: 15000 })
  const form = page.url()
  const place = item(page, '现场定位')
  await place.waitFor({ timeout: 15000 })
  await tapVisible(place.locator('.lc-btn', { hasText: '选择位置' }))
  await page.waitForURL(/\/choose-location/, { timeout: 15000 })
  const picker = page.locator('.leaflet-container').filter({ visible: true }).first()
  await picker.locator('.leaflet-tile-loaded').first().waitFor({ timeout: 15000 })
  const coords = page.locator('.place-card__value').filter({ visible: true }).first()
  await coords.waitFor({ timeout: 10000 })
  const before = await coords.innerText()
  const box = await picker.boundingBox()
  await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.3)
  await page.waitForFunction((old) => {
    const el = [...document.querySelectorAll('.place-card__value')].find((e) => e.getBoundingClientRect().width > 0)
    return el && el.textContent !== old && /经度/.test(el.textContent)
  }, before, { timeout: 10000 })
  const picked = await coords.innerText()
  await page.locator('.place-card__input input').first().fill('K12+500 钻孔平台')
  await shot(page, 'web-map-choose-location')
  await page.locator('.place-actions__btn--primary').filter({ visible: true }).first().click()
  await page.waitForURL((url) => url.toString() === form, { timeout: 15000 })
  const text = await item(page, '现场定位').locator('.lc-location__text').innerText()
  assert.ok(text.includes('K12+500 钻孔平台'), text)
  assert.ok(text.includes(picked.replace(/\s+/g, '')) || text.includes(picked), `${text} carries ${picked}`)
  await shot(page, 'web-map-place-on-form')
}

module.exports.setup = async () => {
  const tiles = await startTiles()
  return {
    env: { MAP_TILE_URL: `http://127.0.0.1:${tiles.port}/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: '测试底图', MAP_TILE_COORDS: 'gcj02' },
    tiles,
    close: tiles.close
  }
}

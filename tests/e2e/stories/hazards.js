// Hidden-danger story (issue 14) across three demo users of G60 杭金: the safety officer 何晓燕 reports a hazard
// through 隐患上报 (a photo first, the chainage from where the browser stands on the line, category and level as
// chips); the section chief 陈刚, named responsible for TJ-01 from the chainage, accepts it on 隐患整改 and replies
// with a photo of the corrected site; 何晓燕 verifies it on the hazard's page (复查通过, with an opinion and her
// signature) and it is 已闭合. The 隐患台账 shows it closed, and its 导出 downloads a sheet that lists it.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const os = require('os')
const path = require('path')
const ExcelJS = require('exceljs')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signIn, chooseFile, api } = require('../browser-helpers')

const MODEL = 'vm-hazard-rectify'
const O = `/api/visualdev/OnlineDev/${MODEL}`
// WGS-84 as the browser reports it; in GCJ-02 it lies on the G60 杭金 line at K3+185 (see platform.js), inside TJ-01
const ON_THE_LINE = { latitude: 30.091261, longitude: 120.255042 }
const CHAINAGE = 'K3+185'

/** a small JPEG drawn by the browser (a grey slab with an orange barrier), written to a temporary file */
async function samplePhoto(page, name, colour) {
  const base64 = await page.evaluate((fill) => {
    const c = document.createElement('canvas')
    c.width = 800
    c.height = 600
    const g = c.getContext('2d')
    g.fillStyle = '#9e9e9e'
    g.fillRect(0, 0, 800, 600)
    g.fillStyle = fill
    g.fillRect(100, 250, 600, 60)
    return c.toDataURL('image/jpeg', 0.85).split(',')[1]
  }, colour)
  const file = path.join(os.tmpdir(), `${name}-${crypto.randomBytes(3).toString('hex')}.jpg`)
  fs.writeFileSync(file, Buffer.from(base64, 'base64'))
  return file
}

/** signs the app out (storage cleared) and `account` in */
async function switchUser(page, server, account) {
  await page.evaluate(() => localStorage.clear())
  await signIn(page, server, account)
}

async function openTile(page, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

const chip = (page, group, label) => page.locator(`[role="radiogroup"][aria-label="${group}"] [role="radio"]`).filter({ hasText: label, visible: true }).first()
const card = (page, text) => page.locator('.hz-item').filter({ hasText: text, visible: true }).first()

/** the first photo picker on the page in front gets `file`, and waits for its upload */
async function addPhoto(page, file) {
  const uploader = page.locator('.uploader').filter({ visible: true }).first()
  await chooseFile(page, uploader.locator('.uploader__add'), file)
  await uploader.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 20000 }).catch(() => {})
  await uploader.locator('.uploader__img').first().waitFor({ timeout: 20000 })
  assert.strictEqual(await uploader.locator('.uploader__error').count(), 0, 'the photo uploaded')
}

async function stateOf(server, token, id) {
  const res = await api(server, 'GET', `${O}/${id}/States`, token)
  assert.strictEqual(res.code, 200, JSON.stringify(res))
  return res.data.current.code
}

/** draws a zigzag on the signature pad the sheet's 签名 opens, and confirms it */
async function sign(page, field) {
  await field.locator('.signature-input__button, .signature-input__link').first().click()
  const canvas = page.locator('.signature-pad__canvas canvas, canvas.signature-pad__canvas').filter({ visible: true }).first()
  await canvas.waitFor({ timeout: 10000 })
  const box = await canvas.boundingBox()
  await page.mouse.move(box.x + 30, box.y + box.height / 2)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 30 + i * 22, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 3 })
  await page.mouse.up()
  await page.locator('.signature-pad__btn--primary').filter({ visible: true }).first().click()
  await field.locator('.signature-input__image').waitFor({ timeout: 15000 })
}

module.exports = async function hazardsStory({ server, browser, page, step }) {
  const tag = crypto.randomBytes(2).toString('hex')
  const location = `K3+185右幅路基填方边坡临边 ${tag}`
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ ...ON_THE_LINE, accuracy: 8 })

  step('何晓燕 opens 隐患上报: the chainage comes from where she stands, the section and its chief from the chainage')
  await signIn(page, server, 'hexiaoyan')
  const before = await samplePhoto(page, 'hazard-before', '#ff9900')
  const after = await samplePhoto(page, 'hazard-after', '#19be6b')
  await openTile(page, '隐患上报', /\/pages\/apply\/reportHidden\/index/)
  const chainage = page.locator('.hz-row').filter({ hasText: '桩号' }).locator('input').first()
  await page.waitForFunction((want) => [...document.querySelectorAll('.hz-row input')].some((i) => i.value === want), CHAINAGE, { timeout: 15000 })
  assert.strictEqual(await chainage.inputValue(), CHAINAGE)
  await visibleText(page, 'TJ-01').waitFor({ timeout: 10000 })
  await chip(page, '整改责任人', '陈刚').waitFor({ timeout: 10000 })
  await shot(page, 'hazards-report-opened')

  step('she takes the photo, picks 高处坠落 and 一般隐患, describes it and sends it')
  await addPhoto(page, before)
  await page.locator('.hz-row').filter({ hasText: '隐患部位' }).locator('input').first().fill(location)
  await chip(page, '隐患类别', '高处坠落').click()
  await chip(page, '隐患等级', '一般隐患').click()
  assert.strictEqual(await chip(page, '隐患等级', '一般隐患').getAttribute('aria-checked'), 'true')
  assert.strictEqual(await chip(page, '隐患等级', '较大隐患').count(), 0, 'the levels are 一般隐患 and 重大隐患 only')
  await page.locator('textarea').filter({ visible: true }).nth(0).fill('填方边坡坡顶临边约20m未设防护栏杆，压路机距坡顶不足1m作业。')
  await page.locator('textarea').filter({ visible: true }).nth(1).fill('坡顶设置1.2m防护栏杆并挂警示带，压路机作业距坡顶不少于1m。')
  await visibleText(page, '整改期限').scrollIntoViewIfNeeded()
  assert.ok(!(await visibleText(page, '选择等级后自动带出').count()), 'the level brought a deadline')
  await shot(page, 'hazards-report-filled')
  await page.locator('.hz-btn--primary').filter({ hasText: '上报', visible: true }).first().click()

  step('上报记录 shows it 已上报; the server has it filed under TJ-01 with 陈刚 responsible')
  await page.waitForURL(/\/pages\/apply\/dangerList\/index/, { timeout: 15000 })
  await card(page, location).waitFor({ timeout: 15000 })
  assert.match(await card(page, location).innerText(), /已上报[\s\S]*一般隐患 · 高处坠落[\s\S]*K3\+185[\s\S]*责任人 陈刚/)
  await shot(page, 'hazards-my-reports')
  const officer = await storedToken(page)
  const mine = await api(server, 'GET', `/api/safety/Hazard/Mine?as=reporter&pageSize=50`, officer)
  const row = mine.data.list.find((r) => r.location === location)
  assert.ok(row, `the report is in her list: ${JSON.stringify(mine)}`)
  const stored = JSON.parse((await api(server, 'GET', `${O}/${row.id}`, officer)).data.data)
  assert.strictEqual(stored.responsible, 'u-chengang')
  assert.strictEqual(stored.chainage, CHAINAGE)
  assert.strictEqual(stored.photos.length, 1, 'one photo')
  assert.match(stored.hazardNo, /^YH/, 'numbered by the bill rule')
  assert.strictEqual(await stateOf(server, officer, row.id), 'reported')

  step('陈刚 finds it on 隐患整改 under 已上报 and accepts it')
  await switchUser(page, server, 'chengang')
  await openTile(page, '隐患整改', /\/pages\/apply\/rectification\/index/)
  await chip(page, '状态', '已上报').click()
  await card(page, location).waitFor({ timeout: 15000 })
  await shot(page, 'hazards-chief-reported')
  await card(page, location).locator('.hz-item__action', { hasText: '接收整改' }).click()
  const chief = await storedToken(page)
  for (let i = 0; i < 20 && (await stateOf(server, chief, row.id)) !== 'rectifying'; i++) await page.waitForTimeout(250)
  assert.strictEqual(await stateOf(server, chief, row.id), 'rectifying')

  step('under 整改中 he replies with the measures, an account and a photo of the corrected site')
  await chip(page, '状态', '整改中').click()
  await card(page, location).locator('.hz-item__action', { hasText: '整改回复' }).click()
  await page.waitForURL(/\/pages\/apply\/rectificationAddDetail\/index\?id=/, { timeout: 10000 })
  await visibleText(page, location).waitFor({ timeout: 15000 })
  await addPhoto(page, after)
  await page.locator('textarea').filter({ visible: true }).nth(0).fill('坡顶设置1.2m钢管防护栏杆20m，挂警示带，划定压路机作业边线。')
  await page.locator('textarea').filter({ visible: true }).nth(1).fill('已按要求完成整改，请复查。')
  await shot(page, 'hazards-rectify-filled')
  await page.locator('.hz-btn--primary').filter({ hasText: '提交复查', visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/rectification\/index/, { timeout: 15000 })
  assert.strictEqual(await stateOf(server, chief, row.id), 'reviewing')
  const rectified = JSON.parse((await api(server, 'GET', `${O}/${row.id}`, chief)).data.data)
  assert.match(rectified.measures, /钢管防护栏杆/)
  assert.strictEqual(rectified.afterPhotos.length, 1, 'the photo after is on the record')

  step('何晓燕 opens it from 上报记录 (待复查) and closes it with her opinion and signature')
  await switchUser(page, server, 'hexiaoyan')
  await openTile(page, '上报记录', /\/pages\/apply\/dangerList\/index/)
  await chip(page, '状态', '待复查').click()
  await card(page, location).click()
  await page.waitForURL(/\/pages\/apply\/hiddenDanger\/index\?config=/, { timeout: 10000 })
  const states = page.locator('[aria-label="记录状态"]').filter({ visible: true }).first()
  await states.locator('[aria-label="状态：待复查"]').waitFor({ timeout: 15000 })
  await shot(page, 'hazards-detail-reviewing')
  await states.locator('.lc-states__action', { hasText: '复查通过' }).click()
  const sheet = page.locator('.lc-move-sheet').filter({ visible: true }).first()
  await sheet.waitFor({ timeout: 5000 })
  await sheet.locator('textarea').first().fill('复查合格，防护栏杆牢固，同意销号。')
  await sign(page, sheet)
  await shot(page, 'hazards-close-sheet')
  await sheet.locator('.lc-sheet-footer__btn--primary').click()
  await states.locator('[aria-label="状态：已闭合"]').waitFor({ timeout: 15000 })
  await states.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await shot(page, 'hazards-closed')
  const moves = (await api(server, 'GET', `${O}/${row.id}/States`, officer)).data.timeline
  assert.deepStrictEqual(moves.map((m) => m.transition), ['accept', 'submitReview', 'close'])
  assert.ok(moves[2].signImg || moves[2].signUrl || JSON.stringify(moves[2]).includes('sign'), `the close keeps a signature: ${JSON.stringify(moves[2])}`)

  step('隐患台账 lists it 已闭合; a tap opens its page, not the flow; 导出 downloads a sheet with it')
  await openTile(page, '隐患台账', /\/pages\/apply\/hiddenDangerLedger\/index/).catch(async () => {
    await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
    await openTile(page, '隐患台账', /\/pages\/apply\/hiddenDangerLedger\/index/)
  })
  await page.locator('.lc-toolbar__search input').filter({ visible: true }).first().fill(tag)
  await page.keyboard.press('Enter')
  const ledgerRow = page.locator('.lc-row').filter({ hasText: tag, visible: true }).first()
  await ledgerRow.waitFor({ timeout: 15000 })
  await ledgerRow.locator('[aria-label="状态：已闭合"]').waitFor({ timeout: 10000 })
  await shot(page, 'hazards-ledger')
  await ledgerRow.click()
  await page.waitForURL(/\/pages\/apply\/hiddenDanger\/index\?config=/, { timeout: 10000 })
  await page.locator('[aria-label="记录状态"] [aria-label="状态：已闭合"]').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await page.goBack()
  await page.waitForURL(/\/pages\/apply\/hiddenDangerLedger\/index/, { timeout: 10000 })
  await page.locator('.lc-export__btn').filter({ visible: true }).first().click()
  const confirm = page.locator('.taro-modal__foot').filter({ visible: true })
  await confirm.waitFor({ timeout: 5000 })
  const exported = page.waitForEvent('download', { timeout: 60000 })
  await confirm.getByText('导出', { exact: true }).click()
  const xlsx = await exported
  assert.match(xlsx.suggestedFilename(), /\.xlsx$/)
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(await xlsx.path())
  const ws = wb.worksheets[0]
  const lines = []
  ws.eachRow((r) => lines.push(r.values.slice(1).map((v) => (v && typeof v === 'object' ? v.text ?? JSON.stringify(v) : String(v ?? ''))).join('|')))
  const mineLine = lines.find((l) => l.includes(location))
  assert.ok(mineLine, `the sheet lists the hazard: ${lines.slice(0, 3).join('\n')}`)
  assert.match(mineLine, /一般隐患/)
  await shot(page, 'hazards-exported')
}

// Problem library story (问题库, issue 14) on G60 杭金: the foreman 陈刚 meets a problem the library lacks and proposes
// it on 问题库 → 新增问题 under 临时用电 / 配电箱与开关箱 with a site photo; the safety officer 何晓燕 finds it under
// 待审核, rewords its measures and approves it into the library (审核入库); 陈刚 sees it 已入库 and finds it in the
// library by searching its wording.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, chooseFile, tapVisible, api } = require('../browser-helpers')

async function openTile(page, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

async function switchUser(page, server, account) {
  await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, account)
}

/** a small JPEG drawn by the browser (a distribution box standing in water), written to a temporary file */
async function samplePhoto(page) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 800
    c.height = 600
    const g = c.getContext('2d')
    g.fillStyle = '#607d8b'
    g.fillRect(0, 0, 800, 600)
    g.fillStyle = '#ffeb3b'
    g.fillRect(300, 150, 200, 260)
    return c.toDataURL('image/jpeg', 0.85).split(',')[1]
  })
  const file = path.join(os.tmpdir(), `pitfall-${crypto.randomBytes(3).toString('hex')}.jpg`)
  fs.writeFileSync(file, Buffer.from(base64, 'base64'))
  return file
}

/** a Picker row: open Taro's sheet and take the entry it offers first */
async function pickFirst(page, label) {
  await page.locator('.pf-row').filter({ hasText: label, visible: true }).first().click()
  await tapVisible(page.locator('.weui-picker__action', { hasText: '确定' }))
}

async function confirmModal(page) {
  const foot = page.locator('.taro-modal__foot').filter({ visible: true })
  await foot.waitFor({ timeout: 10000 })
  await foot.getByText('确定', { exact: true }).click()
}

const card = (page, text) => page.locator('.pf-card').filter({ hasText: text, visible: true }).first()
const button = (page, text) => page.locator('.pf-actions .pf-btn').filter({ hasText: text, visible: true }).first()
const segment = (page, text) => page.locator('.pf-segment').filter({ hasText: text, visible: true }).first()
const field = (page, label) => page.locator(`[aria-label="${label}"] input, [aria-label="${label}"] textarea, input[aria-label="${label}"], textarea[aria-label="${label}"]`)
  .filter({ visible: true }).first()

module.exports = async function pitfallsStory({ server, browser, page, step }) {
  const tag = crypto.randomBytes(2).toString('hex').toUpperCase()
  const description = `钢筋加工场移动式配电箱放置在积水处，箱底离地不足0.6m（${tag}）`

  // the site photo is stamped with where it was taken: in TJ-01 on the G60 杭金 line
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ latitude: 30.091261, longitude: 120.255042, accuracy: 8 })

  step('陈刚 opens 问题库 and proposes a problem the library lacks, with a site photo')
  await signInSettled(page, server, 'chengang')
  await openTile(page, '问题库', /\/pages\/apply\/pitfallCustom\/index/)
  await segment(page, '待审核').waitFor({ timeout: 15000 })
  await shot(page, 'pitfalls-list-foreman')
  await button(page, '新增问题').click()
  await page.waitForURL(/\/pages\/apply\/problemRectification\/addProblem/, { timeout: 15000 })
  await visibleText(page, '所属检查项').waitFor({ timeout: 15000 })
  await pickFirst(page, '检查类别')
  await page.locator('.pf-row').filter({ hasText: '配电箱与开关箱', visible: true }).first().waitFor({ timeout: 5000 })
  await field(page, '问题描述').fill(description)
  await pickFirst(page, '隐患类别')
  await field(page, '依据条款').fill('JGJ 46-2005 第8.1.6条')
  await field(page, '整改措施').fill('配电箱移至干燥处，设置支架')
  await field(page, '整改时限').fill('2')
  const uploader = page.locator('.uploader').filter({ visible: true }).first()
  await chooseFile(page, uploader.locator('.uploader__add'), await samplePhoto(page))
  await uploader.locator('.uploader__img').first().waitFor({ timeout: 30000 })
  await uploader.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 20000 }).catch(() => {})
  await shot(page, 'pitfalls-propose-filled')
  await button(page, '提交审核').click()
  await page.waitForURL(/\/pages\/apply\/pitfallCustom\/approvePitfall\?id=/, { timeout: 15000 })
  await visibleText(page, description).waitFor({ timeout: 15000 })
  await button(page, '撤回').waitFor({ timeout: 5000 })
  const id = new URL(page.url()).searchParams.get('id')
  const foreman = await storedToken(page)
  const proposed = (await api(server, 'GET', `/api/safety/pitfallCustom/${id}`, foreman)).data
  assert.strictEqual(proposed.state, 'pending')
  assert.strictEqual(proposed.itemName, '配电箱与开关箱')
  assert.strictEqual(proposed.photos.length, 1, 'the photo went with it')
  await shot(page, 'pitfalls-proposed')

  step('何晓燕 finds it under 待审核, rewords the measures and approves it into the library')
  await switchUser(page, server, 'hexiaoyan')
  await openTile(page, '问题库', /\/pages\/apply\/pitfallCustom\/index/)
  await card(page, tag).waitFor({ timeout: 15000 })
  assert.match(await card(page, tag).innerText(), /待审核[\s\S]*临时用电 \/ 配电箱与开关箱[\s\S]*陈刚/)
  await shot(page, 'pitfalls-list-officer')
  await card(page, tag).click()
  await page.waitForURL(/\/pages\/apply\/pitfallCustom\/approvePitfall\?id=/, { timeout: 10000 })
  await visibleText(page, '入库位置').waitFor({ timeout: 15000 })
  await page.locator('.pf-photo').filter({ visible: true }).first().waitFor({ timeout: 10000 })
  await field(page, '整改措施').fill('立即断电，配电箱移至干燥处并设置支架，箱底离地不小于0.6m')
  await shot(page, 'pitfalls-review')
  await button(page, '审核入库').click()
  await confirmModal(page)
  await visibleText(page, /何晓燕 审核入库于/).waitFor({ timeout: 15000 })
  await shot(page, 'pitfalls-approved')
  const officer = await storedToken(page)
  const approved = (await api(server, 'GET', `/api/safety/pitfallCustom/${id}`, officer)).data
  assert.strictEqual(approved.state, 'approved')
  assert.ok(approved.problemId, 'a library problem was made')

  step('陈刚 sees it 已入库 and finds it in the library by its wording')
  await switchUser(page, server, 'chengang')
  await openTile(page, '问题库', /\/pages\/apply\/pitfallCustom\/index/)
  await segment(page, '已入库').click()
  await card(page, tag).waitFor({ timeout: 15000 })
  assert.match(await card(page, tag).innerText(), /已入库/)
  await segment(page, '问题库').click()
  await visibleText(page, '临时用电').waitFor({ timeout: 15000 })
  await shot(page, 'pitfalls-library')
  await field(page, '搜索问题库').fill(tag)
  await page.locator('.pf-search').getByText('搜索', { exact: true }).click()
  await visibleText(page, description).waitFor({ timeout: 15000 })
  assert.match(await page.locator('.pf-node').filter({ visible: true }).first().innerText(), /临时用电[\s\S]*配电箱与开关箱[\s\S]*箱底离地/)
  await shot(page, 'pitfalls-library-search')
  const tree = (await api(server, 'GET', `/api/safety/problemLibrary/tree?keyword=${encodeURIComponent(tag)}`, foreman)).data.list
  assert.strictEqual(tree.length, 1)
  assert.strictEqual(tree[0].children[0].children[0].measures, '立即断电，配电箱移至干燥处并设置支架，箱底离地不小于0.6m')
}

// Process inspection story (issues 15 and 18) on G60 杭金 TJ-01: the section chief 陈刚 picks 钱塘江特大桥's 钻孔灌注桩
// from the WBS on 工序管理 (选择分项工程); its 成孔检查 is under construction, so starting 钢筋笼安装 is refused by the
// server with the reason; he requests inspection of 成孔检查 with his self-check and a site photo. The supervision
// engineer 宋文博 finds it on 工序报验 (报验中) and accepts it. 陈刚 then starts 钢筋笼安装.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, chooseFile, api } = require('../browser-helpers')

const ON_THE_LINE = { latitude: 30.091261, longitude: 120.255042 }
const ITEM = 'ct-hj-tj01-03-1-1-1'

async function samplePhoto(page) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 800
    c.height = 600
    const g = c.getContext('2d')
    g.fillStyle = '#6d5c4d'
    g.fillRect(0, 0, 800, 600)
    g.fillStyle = '#2b2b2b'
    g.beginPath()
    g.arc(400, 300, 180, 0, Math.PI * 2)
    g.fill()
    return c.toDataURL('image/jpeg', 0.85).split(',')[1]
  })
  const file = path.join(os.tmpdir(), `hole-${crypto.randomBytes(3).toString('hex')}.jpg`)
  fs.writeFileSync(file, Buffer.from(base64, 'base64'))
  return file
}

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

const modalButton = (page, text) => page.locator('.taro-modal__foot').filter({ visible: true }).getByText(text, { exact: true })
const stepOf = (page, name) => page.locator(`.ep-step[aria-label="工序 ${name}"]`).filter({ visible: true }).first()

module.exports = async function processInspectionStory({ server, browser, page, step }) {
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ ...ON_THE_LINE, accuracy: 8 })

  step('陈刚 opens 工序管理 and picks 钱塘江特大桥 钻孔灌注桩 from the WBS')
  await signInSettled(page, server, 'chengang')
  const photo = await samplePhoto(page)
  await openTile(page, '工序管理', /\/pages\/apply\/processManageNew\/index/)
  await page.locator('.ep-card').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'process-items')
  await page.locator('.ep-fab').filter({ hasText: '选择分项工程', visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/processManageNew\/selectWbs/, { timeout: 10000 })
  const search = page.locator('.pg-search__input input, input.pg-search__input').filter({ visible: true }).first()
  await search.waitFor({ timeout: 15000 })
  await search.fill('钻孔灌注桩')
  await page.locator('.pg-search__go').filter({ visible: true }).first().click()
  const pile = page.locator('.pg-node[role="button"]').filter({ hasText: '钻孔灌注桩', visible: true }).filter({ hasText: '清单 405-1-a' }).first()
  await pile.waitFor({ timeout: 15000 })
  await shot(page, 'process-select-wbs')
  await pile.click()
  await page.waitForURL(new RegExp(`/pages/apply/processManageNew/processList\\?nodeId=${ITEM}`), { timeout: 10000 })
  await stepOf(page, '成孔检查').locator('.ep-tag', { hasText: '施工中' }).waitFor({ timeout: 15000 })
  await visibleText(page, '钱塘江特大桥').waitFor({ timeout: 5000 })
  await shot(page, 'process-list-building')

  step('starting 钢筋笼安装 before 成孔检查 passed is refused with the reason')
  await stepOf(page, '钢筋笼安装').getByText('开始施工', { exact: true }).click()
  await modalButton(page, '确定').click()
  await visibleText(page, '不能开始该工序').waitFor({ timeout: 10000 })
  await visibleText(page, '上道工序「成孔检查」施工中，须经监理报验合格后才能开始「钢筋笼安装」').waitFor({ timeout: 5000 })
  await shot(page, 'process-start-refused')
  await modalButton(page, '知道了').click()
  assert.ok(await stepOf(page, '钢筋笼安装').locator('.ep-tag', { hasText: '未开始' }).count(), 'the next process did not start')

  step('陈刚 requests inspection of 成孔检查 with his self-check and a site photo')
  await stepOf(page, '成孔检查').getByText('申请报验', { exact: true }).click()
  await page.waitForURL(/processInspectionApplication\/apply\?nodeId=/, { timeout: 10000 })
  const form = page.locator('.ep').filter({ visible: true }).first()
  await visibleText(page, '3. 成孔检查（施工中）').waitFor({ timeout: 15000 })
  await form.locator('.ep-input input, input.ep-input').first().fill('3#墩 3-2号桩')
  await form.locator('[role="radio"]').filter({ hasText: '自检合格' }).first().click()
  await form.locator('.ep-textarea textarea, textarea.ep-textarea').first().fill('孔深42.5m满足设计，孔径1.52m，倾斜度0.5%，沉渣厚度90mm，均符合规范要求。')
  const uploader = form.locator('.uploader').first()
  await chooseFile(page, uploader.locator('.uploader__add'), photo)
  await uploader.locator('.uploader__img').first().waitFor({ timeout: 20000 })
  await uploader.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 20000 }).catch(() => {})
  await shot(page, 'process-inspection-filled')
  await page.locator('.ep-actions .ep-btn').filter({ hasText: '提交报验', visible: true }).first().click()
  await modalButton(page, '提交').click()
  await page.waitForURL(/processInspectionApplication\/detail\?id=/, { timeout: 15000 })
  await page.locator('.ep-tag').filter({ hasText: '报验中', visible: true }).first().waitFor({ timeout: 15000 })
  await page.locator('.ep-photo').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  assert.strictEqual(await page.locator('.ep-actions').filter({ visible: true }).count(), 0, 'the foreman does not decide')
  await shot(page, 'process-inspection-requested')
  const id = new URL(page.url()).searchParams.get('id')
  const foreman = await storedToken(page)

  step('宋文博 finds it on 工序报验 and accepts it')
  await switchUser(page, server, 'songwenbo')
  await openTile(page, '工序报验', /processInspectionApplication\/index/)
  const card = page.locator('.ep-card').filter({ hasText: '钻孔灌注桩 · 成孔检查', visible: true }).filter({ hasText: '3#墩 3-2号桩' }).first()
  await card.waitFor({ timeout: 15000 })
  await shot(page, 'process-inspection-list-supervisor')
  await card.click()
  await page.waitForURL(/processInspectionApplication\/detail\?id=/, { timeout: 10000 })
  await visibleText(page, '沉渣厚度90mm').waitFor({ timeout: 15000 })
  await page.locator('.ep-textarea textarea, textarea.ep-textarea').filter({ visible: true }).first().fill('成孔质量符合设计及规范要求，同意安装钢筋笼。')
  await page.locator('.ep-actions .ep-btn').filter({ hasText: '验收通过', visible: true }).first().click()
  await modalButton(page, '验收').click()
  await page.locator('.ep-tag').filter({ hasText: '已验收', visible: true }).first().waitFor({ timeout: 15000 })
  await visibleText(page, '成孔质量符合设计及规范要求，同意安装钢筋笼。').waitFor({ timeout: 5000 })
  await shot(page, 'process-inspection-accepted')

  step('陈刚 now starts 钢筋笼安装')
  await switchUser(page, server, 'chengang')
  await openTile(page, '工序管理', /\/pages\/apply\/processManageNew\/index/)
  const item = page.locator('.ep-card').filter({ hasText: '钱塘江特大桥', visible: true }).filter({ hasText: '钢筋笼安装' }).first()
  await item.waitFor({ timeout: 15000 })
  await item.click()
  await page.waitForURL(/processManageNew\/processList\?nodeId=/, { timeout: 10000 })
  await stepOf(page, '成孔检查').locator('.ep-tag', { hasText: '已验收' }).waitFor({ timeout: 15000 })
  await stepOf(page, '钢筋笼安装').getByText('开始施工', { exact: true }).click()
  await modalButton(page, '确定').click()
  await stepOf(page, '钢筋笼安装').locator('.ep-tag', { hasText: '施工中' }).waitFor({ timeout: 15000 })
  await shot(page, 'process-next-started')
  const processes = (await api(server, 'GET', `/api/engineering/processes?nodeId=${ITEM}`, foreman)).data.processes
  assert.deepStrictEqual(processes.map((p) => p.stateName), ['已验收', '已验收', '已验收', '施工中', '未开始', '未开始'])
  const request = (await api(server, 'GET', `/api/engineering/inspections/${id}`, foreman)).data
  assert.strictEqual(request.stateName, '已验收')
  assert.strictEqual(request.inspectorName, '宋文博')

  step('陈刚 records the rebar built into the pile (登记实体材料 from its processes) and finds it on 实体材料')
  await page.locator('.ep-mini').filter({ hasText: '登记实体材料', visible: true }).first().click()
  await page.waitForURL(/entityMaterials\/add\?nodeId=/, { timeout: 10000 })
  const sheet = page.locator('.ep').filter({ visible: true }).first()
  await sheet.locator('.ep-picker__text').filter({ hasText: '钻孔灌注桩' }).first().waitFor({ timeout: 15000 })
  const inputs = sheet.locator('.ep-input input, input.ep-input')
  const values = ['钱塘江特大桥 3#墩 3-2号桩', '钢筋', 'HRB400 Φ25', 'HG24-1120', '11.85', 't', '杭州钢铁集团有限公司', 'HG-ZB-241120-02', '']
  for (let i = 0; i < values.length; i++) if (values[i]) await inputs.nth(i).fill(values[i])
  await shot(page, 'entity-material-filled')
  await page.locator('.ep-actions .ep-btn').filter({ hasText: '登记', visible: true }).last().click()
  await page.waitForURL(/processManageNew\/processList/, { timeout: 15000 })
  await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
  await openTile(page, '实体材料', /engineeringManagement\/entityMaterials\/index/)
  const recorded = page.locator('.ep-card').filter({ hasText: 'HG24-1120', visible: true }).first()
  await recorded.waitFor({ timeout: 15000 })
  assert.match(await recorded.innerText(), /钻孔灌注桩 · 钱塘江特大桥 3#墩 3-2号桩/)
  await shot(page, 'entity-material-recorded')

  step('问题整改 lists the problems on the hazards\' closed loop')
  await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
  await openTile(page, '问题整改', /engineeringManagement\/problemRectification\/index/)
  await page.locator('.ep-tab').filter({ hasText: '我上报的', visible: true }).first().click()
  await page.locator('.hz-list').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await page.waitForTimeout(1500)
  await shot(page, 'problem-rectification')
}

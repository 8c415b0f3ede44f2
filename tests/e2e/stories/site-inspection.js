// Site patrol story (issue 14, 现场巡检): the supervising engineer 宋文博 opens 现场巡检 from the Workbench and finds his
// patrol of 钱塘江特大桥至互通A匝道 still 巡检中, with a problem at the K13+100 steel yard; one tap (登记隐患) registers
// it in the hazard register and the stop shows the hazard's number, which opens the hazard, 已上报 for 陈刚. He adds
// the next stop where he stands (the chainage from the fix, a stamped photo), saves the patrol and finishes it
// (完成巡检): it is 已完成 and can no longer be edited. The hazard 1号通道基坑 in its 隐患整改审批 flow opens on the
// hazard's flow form (hazardFrom): level and title, place, the photos before and after side by side, who and by when.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, chooseFile, api, tapVisible } = require('../browser-helpers')

const MODEL = 'vm-site-inspection'
const AREA = '钱塘江特大桥拼宽段至互通A匝道'
// WGS-84 as the browser reports it; on the G60 杭金 line at K3+185 (see platform.js), inside TJ-01
const ON_THE_LINE = { latitude: 30.091261, longitude: 120.255042 }

async function samplePhoto(page) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 800
    c.height = 600
    const g = c.getContext('2d')
    g.fillStyle = '#8d9aa5'
    g.fillRect(0, 0, 800, 600)
    g.fillStyle = '#2979ff'
    g.fillRect(120, 200, 560, 80)
    return c.toDataURL('image/jpeg', 0.85).split(',')[1]
  })
  const file = path.join(os.tmpdir(), `patrol-${crypto.randomBytes(3).toString('hex')}.jpg`)
  fs.writeFileSync(file, Buffer.from(base64, 'base64'))
  return file
}

module.exports = async function siteInspectionStory({ server, browser, page, step }) {
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ ...ON_THE_LINE, accuracy: 8 })

  step('宋文博 opens 现场巡检 and finds his patrol still 巡检中')
  await signInSettled(page, server, 'songwenbo')
  const tile = page.locator('.app-grid__item[aria-label="现场巡检"]').filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(/\/pages\/apply\/siteINspection\/index/, { timeout: 15000 })
  const row = page.locator('.lc-row').filter({ hasText: AREA, visible: true }).first()
  await row.waitFor({ timeout: 15000 })
  await row.locator('[aria-label="状态：巡检中"]').waitFor({ timeout: 10000 })
  await shot(page, 'site-inspection-list')

  step('the K13+100 stop found a problem: one tap registers it as a hazard and the stop shows its number')
  await row.click()
  await page.waitForURL(/\/pages\/apply\/siteINspection\/index\?config=/, { timeout: 10000 })
  await visibleText(page, '发现问题1').waitFor({ timeout: 15000 })
  const yard = page.locator('.ck__item').filter({ hasText: 'K13+100钢筋加工场', visible: true }).first()
  await yard.scrollIntoViewIfNeeded()
  await shot(page, 'site-inspection-detail')
  await yard.locator('[role="button"]', { hasText: '登记隐患' }).click()
  const confirm = page.locator('.taro-modal__foot').filter({ visible: true })
  await confirm.waitFor({ timeout: 5000 })
  await confirm.getByText('登记', { exact: true }).click()
  const link = yard.locator('.ck__link', { hasText: '已登记隐患' })
  await link.waitFor({ timeout: 15000 })
  const hazardNo = (await link.innerText()).replace(/^已登记隐患\s*/, '').replace(/\s*›$/, '').trim()
  assert.match(hazardNo, /^YH/, `the stop shows the hazard's number: ${hazardNo}`)
  await shot(page, 'site-inspection-registered')

  step('the number opens the hazard, 已上报, for 陈刚')
  await link.click()
  await page.waitForURL(/\/pages\/apply\/hiddenDanger\/index\?config=/, { timeout: 10000 })
  await page.locator('[aria-label="记录状态"] [aria-label="状态：已上报"]').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await visibleText(page, hazardNo).waitFor({ timeout: 10000 })
  await shot(page, 'site-inspection-hazard')
  const token = await storedToken(page)
  const theirs = await api(server, 'GET', '/api/safety/Hazard/Mine?as=reporter&pageSize=50', token)
  const hazard = theirs.data.list.find((h) => h.hazardNo === hazardNo)
  assert.ok(hazard, `the hazard is among his reports: ${JSON.stringify(theirs.data.list.map((h) => h.hazardNo))}`)
  assert.match(hazard.responsibleName, /陈刚/)
  assert.strictEqual(hazard.chainage, 'K13+100')

  step('he adds the next stop where he stands: the chainage from the fix, a stamped photo; and saves the patrol')
  await page.goBack()
  await page.waitForURL(/\/pages\/apply\/siteINspection\/index\?config=/, { timeout: 10000 })
  await tapVisible(page.locator('.lc-form-page__btn--primary', { hasText: '编辑' }))
  await page.waitForURL(/\/pages\/apply\/siteINspection\/index\?config=.*view=form/, { timeout: 10000 })
  await tapVisible(page.locator('.pt-add'))
  const editor = page.locator('.pt-editor').filter({ visible: true }).first()
  await page.waitForFunction(() => [...document.querySelectorAll('.pt-editor input')].some((i) => /^K3\+\d{3}/.test(i.value)), null, { timeout: 15000 })
  await editor.getByText(/TJ-01/).first().waitFor({ timeout: 10000 })
  await editor.locator('.hz-row').filter({ hasText: '巡检部位' }).locator('input').first().fill('K3+185右幅路基填方边坡')
  await editor.locator('textarea').first().fill('坡顶临边防护栏杆已设置，警示带完好，压路机作业距坡顶大于1m。')
  const uploader = editor.locator('.uploader').first()
  await chooseFile(page, uploader.locator('.uploader__add'), await samplePhoto(page))
  await uploader.locator('.uploader__img').first().waitFor({ timeout: 20000 })
  await editor.scrollIntoViewIfNeeded()
  await shot(page, 'site-inspection-new-stop')
  await editor.locator('[role="button"]', { hasText: '保存巡检点' }).click()
  await visibleText(page, '共3个巡检点').waitFor({ timeout: 5000 })
  await tapVisible(page.locator('.lc-form-page__btn--primary'))
  await page.waitForURL((u) => !/view=form/.test(u.toString()), { timeout: 15000 })
  const id = await waitForStops(server, token, 3)

  step('he finishes the patrol with his summary: 已完成, no edit any more')
  const states = page.locator('[aria-label="记录状态"]').filter({ visible: true }).first()
  await states.locator('.lc-states__action', { hasText: '完成巡检' }).waitFor({ timeout: 15000 })
  await states.locator('.lc-states__action', { hasText: '完成巡检' }).click()
  const sheet = page.locator('.lc-move-sheet').filter({ visible: true }).first()
  await sheet.waitFor({ timeout: 5000 })
  await sheet.locator('textarea').first().fill('钢筋加工场临时用电问题已登记隐患，其余巡检点正常。')
  await shot(page, 'site-inspection-finish-sheet')
  await sheet.locator('.lc-sheet-footer__btn--primary').click()
  await states.locator('[aria-label="状态：已完成"]').waitFor({ timeout: 15000 })
  assert.strictEqual(await page.locator('.lc-form-page__btn--primary', { hasText: '编辑' }).filter({ visible: true }).count(), 0, 'no edit after 完成巡检')
  const done = JSON.parse((await api(server, 'GET', `/api/visualdev/OnlineDev/${MODEL}/${id}`, token)).data.data)
  assert.strictEqual(done.patrolStops[1].hazardNo, hazardNo)
  assert.strictEqual(done.patrolStops[2].photos.length, 1, 'the new stop keeps its photo')
  await shot(page, 'site-inspection-finished')

  step('the 1号通道基坑 hazard in its 隐患整改审批 flow opens on the hazard flow form')
  await page.goto(`${server.base}/pages/workFlow/workFlowForm/hazardFrom/index?id=rec-hz-hj-002`, { waitUntil: 'networkidle' })
  const form = page.locator('.hzf').filter({ visible: true }).first()
  await form.waitFor({ timeout: 20000 })
  await form.locator('.hzf__level', { hasText: '重大隐患' }).waitFor({ timeout: 10000 })
  await form.locator('[aria-label="整改前 · 隐患照片"]').waitFor()
  await form.locator('[aria-label="整改后 · 整改后照片"]').waitFor()
  assert.match(await form.locator('.hzf__place').innerText(), /K13\+260/)
  assert.match(await form.locator('.hzf__who').innerText(), /整改责任人：陈刚/)
  await shot(page, 'site-inspection-hazard-flow-form')
}

/** the id of his patrol once the server holds `n` stops on it */
async function waitForStops(server, token, n) {
  for (let i = 0; i < 40; i++) {
    const list = await api(server, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, token, { currentPage: 1, pageSize: 50 })
    const row = (list.data.list || []).find((r) => String(r.patrolArea || '').includes(AREA))
    if (row) {
      const data = JSON.parse((await api(server, 'GET', `/api/visualdev/OnlineDev/${MODEL}/${row.id}`, token)).data.data)
      if (data.patrolStops.length === n) return row.id
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the patrol was not saved with ${n} stops`)
}

// Attendance story (issue 16) on G60 杭金 TJ-01: the labourer 杨山 opens 考勤打卡 standing 1.8 km east of his section's
// main works (the browser's faked position): the screen says he is outside the fence, how far, and the button
// stays off. He walks onto the works, 重新定位 puts him inside the fence, and one tap clocks him in; the server has
// the punch inside the fence. The project manager 黄伟 then sees 杨山's punch in 打卡记录 and the day's head count in
// 考勤统计. Sent off site in the afternoon (to the material yard), he is outside the fence again and clocks out as
// field service with a photo and a reason; 黄伟 sees that punch marked 外勤 too, and the statistics count it.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signIn, api, chooseFile } = require('../browser-helpers')

/** a small JPEG drawn by the browser (a stack of rebar at a yard), written to a temporary file */
async function yardPhoto(page) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 800
    c.height = 600
    const g = c.getContext('2d')
    g.fillStyle = '#b0bec5'
    g.fillRect(0, 0, 800, 600)
    g.fillStyle = '#6d4c41'
    for (let i = 0; i < 12; i++) g.fillRect(80, 200 + i * 18, 640, 10)
    return c.toDataURL('image/jpeg', 0.85).split(',')[1]
  })
  const file = path.join(os.tmpdir(), `yard-${crypto.randomBytes(3).toString('hex')}.jpg`)
  fs.writeFileSync(file, Buffer.from(base64, 'base64'))
  return file
}

// WGS-84 as the browser reports it. The demo seed puts TJ-01's 主线施工区 fence (a circle of 800 m) on the 杭金 line at
// K29+010, GCJ-02 120.260128, 29.869151 (server/src/db/seed/attendance.ts); these are 150 m and 1800 m east of it.
const ON_THE_WORKS = { latitude: 29.871616, longitude: 120.257245 }
const OFF_SITE = { latitude: 29.871606, longitude: 120.274357 }

async function openTile(page, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

const chip = (page, group, label) => page.locator(`[role="radiogroup"][aria-label="${group}"] [role="radio"]`).filter({ hasText: label, visible: true }).first()

module.exports = async function attendanceStory({ server, browser, page, step }) {
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ ...OFF_SITE, accuracy: 10 })

  step('杨山 opens 考勤打卡 away from the site: outside the fence, with the distance, and the button is off')
  await signIn(page, server, 'yangshan')
  await openTile(page, '考勤打卡', /\/pages\/apply\/attendanceManagement\/attendanceClock\/index/)
  await visibleText(page, 'TJ-01').first().waitFor({ timeout: 15000 })
  const outside = page.locator('.att-place__bad').filter({ hasText: '不在考勤范围内', visible: true }).first()
  await outside.waitFor({ timeout: 15000 })
  assert.match(await outside.innerText(), /距离TJ-01主线施工区（K28\+210～K29\+810）约\d{3,4}米/)
  const button = page.locator('.att-clock__btn[aria-label="上班打卡"]').filter({ visible: true }).first()
  assert.strictEqual(await button.getAttribute('aria-disabled'), 'true')
  await button.click({ force: true })
  await visibleText(page, '今天还没有打卡').first().waitFor({ timeout: 5000 })
  await shot(page, 'attendance-outside')

  step('on the works, 重新定位 puts him inside the fence and one tap clocks him in')
  await browser.context.setGeolocation({ ...ON_THE_WORKS, accuracy: 10 })
  await page.locator('.att-place__link').filter({ hasText: '重新定位', visible: true }).first().click()
  await page.locator('.att-place__ok').filter({ hasText: '已进入考勤范围', visible: true }).first().waitFor({ timeout: 15000 })
  assert.strictEqual(await button.getAttribute('aria-disabled'), 'false')
  await shot(page, 'attendance-inside')
  await button.click()
  await page.locator('.att-card').filter({ hasText: '上班', visible: true }).first().waitFor({ timeout: 15000 })
  await page.locator('.att-clock__btn[aria-label="下班打卡"]').filter({ visible: true }).first().waitFor({ timeout: 5000 })
  await shot(page, 'attendance-clocked-in')
  const today = await api(server, 'GET', '/api/attendance/today', await storedToken(page))
  assert.strictEqual(today.code, 200, JSON.stringify(today))
  assert.strictEqual(today.data.punches.length, 1, 'one punch')
  assert.deepStrictEqual([today.data.punches[0].kind, today.data.punches[0].inside, today.data.punches[0].field], ['in', true, false])

  step('sent to the material yard, he is outside the fence and clocks out as field service with a photo and a reason')
  await browser.context.setGeolocation({ ...OFF_SITE, accuracy: 10 })
  await page.goto(page.url().replace(/\/pages\/.*$/, '/pages/index/apply'), { waitUntil: 'networkidle' })
  await openTile(page, '外勤拍照签到', /\/pages\/apply\/attendanceManagementFieldService\/photoCheck\/index/)
  await visibleText(page, '今天还没有外勤签到').waitFor({ timeout: 15000 })
  await page.locator('.att-submit').filter({ hasText: '拍照签到', visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/attendanceManagementFieldService\/photoCheck\/operationForm/, { timeout: 15000 })
  await page.locator('.att-head__rule').filter({ hasText: /距TJ-01主线施工区（K28\+210～K29\+810）约\d{3,4}米/, visible: true }).first().waitFor({ timeout: 15000 })
  await page.locator('.att-submit').filter({ visible: true }).first().click()
  await visibleText(page, '请拍摄现场照片').first().waitFor({ timeout: 5000 })
  const photo = await yardPhoto(page)
  const uploader = page.locator('.uploader').filter({ visible: true }).first()
  await chooseFile(page, uploader.locator('.uploader__add'), photo)
  await uploader.locator('.uploader__img').first().waitFor({ timeout: 20000 })
  assert.strictEqual(await uploader.locator('.uploader__error').count(), 0, 'the photo uploaded')
  await page.locator('.att-form textarea').filter({ visible: true }).first().fill('去诸暨钢材堆场验收HRB400钢筋')
  await shot(page, 'attendance-field-form')
  await page.locator('.att-submit').filter({ visible: true }).first().click()
  const after = await (async () => {
    for (let i = 0; i < 50; i++) {
      const t = await api(server, 'GET', '/api/attendance/today', await storedToken(page))
      if (t.data && t.data.punches.length === 2) return t.data
      await page.waitForTimeout(200)
    }
    throw new Error('the field punch did not arrive')
  })()
  const field = after.punches[1]
  assert.deepStrictEqual([field.inside, field.field, field.reason], [false, true, '去诸暨钢材堆场验收HRB400钢筋'])
  fs.rmSync(photo, { force: true })

  step('黄伟 sees 杨山 clocked in today in 打卡记录, and TJ-01 counted in 考勤统计')
  await page.evaluate(() => localStorage.clear())
  await signIn(page, server, 'huangwei')
  await openTile(page, '打卡记录', /\/pages\/apply\/attendanceManagement\/punchClockRecord\/index/)
  await chip(page, '期间', '今天').click()
  // the latest first: his field-service punch, then the morning's 上班 in the fence
  const row = page.locator('.att-card').filter({ hasText: '杨山', visible: true }).filter({ hasText: '上班' }).first()
  await row.waitFor({ timeout: 15000 })
  assert.match(await row.innerText(), /上班[\s\S]*杨山[\s\S]*TJ-01主线施工区/)
  const fieldRow = page.locator('.att-card').filter({ hasText: '杨山', visible: true }).filter({ hasText: '外勤' }).first()
  await fieldRow.waitFor({ timeout: 10000 })
  assert.match(await fieldRow.innerText(), /去诸暨钢材堆场验收HRB400钢筋/)
  await shot(page, 'attendance-records')
  await page.goBack()
  await openTile(page, '考勤统计', /\/pages\/apply\/attendanceManagement\/punshClockStatistics\/index/)
  await chip(page, '期间', '今天').click()
  const section = page.locator('.att-row').filter({ hasText: 'TJ-01合同段', visible: true }).first()
  await section.waitFor({ timeout: 15000 })
  assert.match(await section.innerText(), /1 \/ \d+ 人/)
  await page.locator('.att-row').filter({ hasText: '杨山', visible: true }).first().waitFor({ timeout: 10000 })
  await shot(page, 'attendance-statistics')
}

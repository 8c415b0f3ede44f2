// Progress story (issue 15) on G60 杭金 TJ-01: the section chief 陈刚 opens 进度填报, where the items he filled last
// time come first, fills two of them (the first with a site photo, which goes through the outbox), and sees them in
// the day's 进度日报; he adds the weather and staff and sends the report for approval. The WBS shows the items'
// progress. The owner's project manager 黄伟 finds the report on 日报审批 and approves it through its flow (施工日报审批,
// the flow detail with the report as its form), and 合同段进度 shows TJ-01's completed value as the server's roll-up has it.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, chooseFile, api, tapVisible } = require('../browser-helpers')

const SECTION = 'ct-hj-tj01'

async function samplePhoto(page) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 800
    c.height = 600
    const g = c.getContext('2d')
    g.fillStyle = '#8d6e63'
    g.fillRect(0, 0, 800, 600)
    g.fillStyle = '#ffca28'
    g.fillRect(150, 300, 500, 80)
    return c.toDataURL('image/jpeg', 0.85).split(',')[1]
  })
  const file = path.join(os.tmpdir(), `progress-${crypto.randomBytes(3).toString('hex')}.jpg`)
  fs.writeFileSync(file, Buffer.from(base64, 'base64'))
  return file
}

async function openTile(page, server, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

async function toWorkbench(page, server) {
  await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
}

const modalButton = (page, text) => page.locator('.taro-modal__foot').filter({ visible: true }).getByText(text, { exact: true })

/** the visible cards of the filling list and the indices of those that offer 填报 */
async function fillableCards(page) {
  const cards = page.locator('.pg-card').filter({ visible: true })
  const n = await cards.count()
  const out = []
  for (let i = 0; i < n; i++) if ((await cards.nth(i).locator('.pg-btn--primary', { hasText: /^填报$/ }).count()) > 0) out.push(i)
  return { cards, fillable: out }
}

/** opens the card's editor, types a quantity within what is left, adds `photo` when given, and sends it */
async function fillCard(page, card, photo) {
  await card.locator('.pg-btn--primary', { hasText: /^填报$/ }).click()
  const editor = card.locator('.pg-editor')
  await editor.waitFor({ timeout: 5000 })
  const box = editor.locator('input').first()
  const left = Number(((await box.getAttribute('placeholder')) || '').replace(/[^\d.]/g, ''))
  assert.ok(left > 0, `the item has something left to fill: ${left}`)
  const quantity = Math.min(2.5, left).toFixed(2)
  await box.fill(quantity)
  if (photo) {
    const uploader = editor.locator('.uploader').first()
    await chooseFile(page, uploader.locator('.uploader__add'), photo)
    await uploader.locator('.uploader__img').first().waitFor({ timeout: 20000 })
    assert.strictEqual(await uploader.locator('.uploader__error').count(), 0, 'the photo was taken')
  }
  await editor.locator('.pg-btn--primary', { hasText: '提交' }).click()
  // sent at once, or through the outbox (the photo): either way the card turns 已填 once the server has it
  await card.locator('.pg-tag--ok', { hasText: '已填' }).waitFor({ timeout: 30000 })
  return Number(quantity)
}

module.exports = async function progressStory({ server, page, step }) {
  step('陈刚 opens 进度填报: the items he filled last time come first')
  await signInSettled(page, server, 'chengang')
  const photo = await samplePhoto(page)
  await openTile(page, server, '进度填报', /\/pages\/apply\/progressManage\/progressFilling\/index/)
  await visibleText(page, '上次填报的分项').waitFor({ timeout: 20000 })
  await shot(page, 'progress-filling-opened')
  const { cards, fillable } = await fillableCards(page)
  assert.ok(fillable.length >= 2, 'at least two items are open to fill')
  const first = cards.nth(fillable[0])
  const second = cards.nth(fillable[1])
  const names = [await first.locator('.pg-node__name').innerText(), await second.locator('.pg-node__name').innerText()]

  step('he fills two items, the first with a site photo')
  const q1 = await fillCard(page, first, photo)
  await shot(page, 'progress-filled-one')
  const q2 = await fillCard(page, second)
  await shot(page, 'progress-filled-two')
  const token = await storedToken(page)
  const today = (await api(server, 'GET', `/api/progress/filling?contractId=${SECTION}`, token)).data
  const filled = today.list.filter((i) => i.today)
  assert.strictEqual(filled.length, 2, `two items filled today: ${JSON.stringify(filled.map((f) => f.name))}`)
  assert.deepStrictEqual(filled.map((f) => f.today.quantity).sort(), [q1, q2].sort())
  assert.strictEqual(filled.filter((f) => f.today.photos.length === 1).length, 1, 'one filling carries the photo')

  step('施工日报 shows the two fillings; he adds weather and staff and sends it for approval')
  await visibleText(page, '施工日报 ›').click()
  await page.waitForURL(/\/pages\/apply\/progressManage\/progressDailyReport\/index/, { timeout: 10000 })
  await visibleText(page, /当日完成（2项/).waitFor({ timeout: 15000 })
  for (const name of names) await page.locator('.pg-card .pg-node__name').filter({ hasText: name, visible: true }).first().waitFor({ timeout: 5000 })
  assert.strictEqual(await page.locator('.pg-photo').filter({ visible: true }).count(), 1, 'the photo is in the report')
  await shot(page, 'progress-daily-report')
  await page.locator('.pg-bottom__btn--primary', { hasText: '填写日报' }).filter({ visible: true }).click()
  await page.waitForURL(/\/pages\/apply\/progressManage\/progressDailyReport\/fill/, { timeout: 10000 })
  await visibleText(page, /当日填报 2 项/).waitFor({ timeout: 15000 })
  await page.locator('[aria-label="天气"] [role="radio"]').filter({ hasText: '多云', visible: true }).first().click()
  await page.locator('.pg-row').filter({ hasText: '气温', visible: true }).locator('input').first().fill('9～17℃')
  await page.locator('.pg-row').filter({ hasText: '出勤人数', visible: true }).locator('input').first().fill('46')
  await page.locator('textarea').filter({ visible: true }).nth(0).fill('挖掘机2台、压路机1台、自卸车6辆')
  await shot(page, 'progress-report-fill')
  await page.locator('.pg-bottom__btn--primary', { hasText: '提交审批' }).filter({ visible: true }).click()
  await modalButton(page, '提交').click()
  await page.waitForURL(/\/pages\/apply\/progressManage\/progressDailyReport\/index/, { timeout: 10000 })
  await page.locator('.pg-card .pg-tag').filter({ hasText: '待审批', visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'progress-report-submitted')
  const report = (await api(server, 'GET', `/api/progress/daily-report?contractId=${SECTION}`, token)).data
  assert.strictEqual(report.state, 1)
  assert.strictEqual(report.weather, '多云')
  assert.strictEqual(report.staff, 46)

  step('WBS分解 finds the first item by name, with its progress')
  await toWorkbench(page, server)
  await openTile(page, server, 'WBS分解', /\/pages\/apply\/wbsTree\/index/)
  await page.locator('.pg-node').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await page.locator('.pg-search__input input, input.pg-search__input').filter({ visible: true }).first().fill(names[0])
  await visibleText(page, '搜索').click()
  const hit = page.locator('.pg-node').filter({ has: page.locator('.pg-node__name', { hasText: names[0] }), visible: true }).first()
  await hit.waitFor({ timeout: 15000 })
  // the same kind of item recurs along the line: the one filled today shows the percent its filling left it at
  const filledFirst = filled.find((f) => f.name === names[0])
  const texts = await page.locator('.pg-node').filter({ hasText: names[0], visible: true }).allInnerTexts()
  assert.ok(texts.some((t) => t.includes(`${filledFirst.percent.toFixed(2)}%`) && t.includes(filledFirst.chainage.split('～')[0])),
    `a node shows ${filledFirst.percent}% at ${filledFirst.chainage}: ${texts.join(' | ')}`)
  await shot(page, 'progress-wbs')

  step('周进度 compares plan and actual by week for TJ-01, today\'s value in the last week')
  await toWorkbench(page, server)
  await openTile(page, server, '周进度', /\/pages\/apply\/progressManage\/weekProgress\/index/)
  await page.locator('.pg-table__row').filter({ visible: true }).nth(1).waitFor({ timeout: 15000 })
  await shot(page, 'progress-weeks')
  const week = (await api(server, 'GET', `/api/progress/weeks?contractId=${SECTION}`, token)).data.list.slice(-1)[0]
  const newest = await page.locator('.pg-table__row').filter({ visible: true }).nth(1).innerText()
  assert.ok(newest.includes((week.actualValue / 10000).toFixed(2)), `the newest week shows ${week.actualValue}: ${newest}`)

  step('黄伟 finds the report on 日报审批 and approves it through its flow')
  await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, 'huangwei')
  await openTile(page, server, '日报审批', /\/pages\/apply\/progressManage\/approvalDailyReport\/index/)
  const waiting = page.locator('.pg-report').filter({ hasText: report.date, visible: true }).filter({ hasText: 'TJ-01' }).first()
  await waiting.waitFor({ timeout: 15000 })
  await waiting.click()
  await visibleText(page, /当日完成（2项/).waitFor({ timeout: 15000 })
  await shot(page, 'progress-approval-open')
  await page.locator('.pg-btn--primary', { hasText: '去审批' }).filter({ visible: true }).first().click()
  await page.waitForURL(/\/pages\/workFlow\/workFlowForm\/dailyReported\/index\?id=/, { timeout: 10000 })
  await visibleText(page, /当日完成（2项/).waitFor({ timeout: 15000 })
  await visibleText(page, `${report.contractName} ${report.date} 施工日报`).waitFor({ timeout: 10000 })
  await shot(page, 'progress-approval-flow')
  await tapVisible(page.locator('.wf-actions__btn').filter({ hasText: /^通过$/ }))
  await page.waitForURL(/\/pages\/workFlow\/operate\/index/, { timeout: 15000 })
  await page.locator('.wf-operate textarea').filter({ visible: true }).first().fill('同意，注意雨天排水')
  await page.locator('.wf-operate__btn--primary').filter({ visible: true }).first().click()
  const boss = await storedToken(page)
  for (let i = 0; i < 40 && (await api(server, 'GET', `/api/progress/daily-report?contractId=${SECTION}`, boss)).data.state !== 2; i++) await page.waitForTimeout(250)
  const approved = (await api(server, 'GET', `/api/progress/daily-report?contractId=${SECTION}`, boss)).data
  assert.strictEqual(approved.state, 2)
  assert.strictEqual(approved.approveOpinion, '同意，注意雨天排水')
  await shot(page, 'progress-approved')

  step('合同段进度 shows TJ-01 with the completed value of the roll-up')
  await toWorkbench(page, server)
  await openTile(page, server, '合同段进度', /\/pages\/apply\/progressManage\/contractDetails\/index/)
  const figures = (await api(server, 'GET', '/api/progress/figures?projectId=proj-hj', boss)).data
  const tj01 = figures.list.find((s) => s.contractId === SECTION)
  const wan = (tj01.doneValue / 10000).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const sectionCard = page.locator('.contract-details__card').filter({ hasText: tj01.fullName, visible: true }).first()
  await sectionCard.waitFor({ timeout: 15000 })
  assert.ok((await sectionCard.innerText()).includes(`已完成产值：${wan}万元`), `TJ-01 shows ${wan}万元`)
  await sectionCard.scrollIntoViewIfNeeded()
  await shot(page, 'progress-contract-details')
}

// Safety inspection story (issue 14, 隐患排查): the safety officer 何晓燕 opens 隐患排查 from the Workbench, finds the
// inspection of K30+120 still 检查中 with one failed item, reads its checklist (the failed item says it becomes a
// hazard when the inspection is finished), finishes it with her conclusion, and the failed item then carries the
// hazard's number and opens the hazard, which is 已上报 for 陈刚 on the loop. A new inspection's form starts with the
// general site checklist, where one tap fails an item and asks what is wrong.
const assert = require('assert')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signIn, api } = require('../browser-helpers')

const TITLE = 'K30+120右幅桥台台背回填日常巡查'

module.exports = async function inspectionsStory({ server, page, step }) {
  step('何晓燕 opens 隐患排查 and finds the K30+120 inspection still 检查中')
  await signIn(page, server, 'hexiaoyan')
  const tile = page.locator('.app-grid__item[aria-label="隐患排查"]').filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(/\/pages\/apply\/safetyManage\/index/, { timeout: 15000 })
  const row = page.locator('.lc-row').filter({ hasText: TITLE, visible: true }).first()
  await row.waitFor({ timeout: 15000 })
  await row.locator('[aria-label="状态：检查中"]').waitFor({ timeout: 10000 })
  await shot(page, 'inspections-list')

  step('its checklist reads 不合格1, and the failed item is to become a hazard on finishing')
  await row.click()
  await page.waitForURL(/\/pages\/apply\/safetyManage\/index\?config=/, { timeout: 10000 })
  await visibleText(page, '完成检查后登记为隐患').waitFor({ timeout: 15000 })
  await visibleText(page, '不合格1').waitFor()
  await shot(page, 'inspections-detail-checking')

  step('she finishes it with her conclusion: the failed item now carries a hazard number')
  const states = page.locator('[aria-label="记录状态"]').filter({ visible: true }).first()
  await states.locator('.lc-states__action', { hasText: '完成检查' }).click()
  const sheet = page.locator('.lc-move-sheet').filter({ visible: true }).first()
  await sheet.waitFor({ timeout: 5000 })
  await sheet.locator('textarea').first().fill('临时用电一项不合格，已登记隐患，限期整改。')
  await shot(page, 'inspections-finish-sheet')
  await sheet.locator('.lc-sheet-footer__btn--primary').click()
  await states.locator('[aria-label="状态：已完成"]').waitFor({ timeout: 15000 })
  const link = page.locator('.ck__link').filter({ visible: true }).first()
  await link.waitFor({ timeout: 15000 })
  const hazardNo = (await link.innerText()).replace(/^隐患\s*/, '').replace(/\s*›$/, '').trim()
  assert.match(hazardNo, /^YH/, `the item shows the hazard's number: ${hazardNo}`)
  await link.scrollIntoViewIfNeeded()
  await shot(page, 'inspections-finished')

  step('the number opens the hazard, 已上报, for 陈刚')
  await link.click()
  await page.waitForURL(/\/pages\/apply\/hiddenDanger\/index\?config=/, { timeout: 10000 })
  await page.locator('[aria-label="记录状态"] [aria-label="状态：已上报"]').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await visibleText(page, hazardNo).waitFor({ timeout: 10000 })
  await shot(page, 'inspections-hazard')
  const token = await storedToken(page)
  const theirs = await api(server, 'GET', '/api/safety/Hazard/Mine?as=reporter&pageSize=50', token)
  const hazard = theirs.data.list.find((h) => h.hazardNo === hazardNo)
  assert.ok(hazard, `the hazard is in her reports: ${JSON.stringify(theirs.data.list.map((h) => h.hazardNo))}`)
  assert.match(hazard.responsibleName, /陈刚/)
  assert.strictEqual(hazard.recordState, 'reported')

  step('a new inspection starts with the general checklist; one tap fails an item and asks what is wrong')
  await page.goBack()
  await page.goBack()
  await page.waitForURL(/\/pages\/apply\/safetyManage\/index$/, { timeout: 10000 })
  await page.locator('.lc-list__add').filter({ visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/safetyManage\/index\?config=.*view=form/, { timeout: 10000 })
  await visibleText(page, '共11项').waitFor({ timeout: 15000 })
  const edge = page.locator('.ck__item').filter({ hasText: '临边与洞口防护', visible: true }).first()
  await edge.locator('[role="radio"]', { hasText: '不合格' }).click()
  await edge.locator('textarea').first().waitFor({ timeout: 5000 })
  await visibleText(page, '不合格1').waitFor()
  await edge.scrollIntoViewIfNeeded()
  await shot(page, 'inspections-new-form')
}

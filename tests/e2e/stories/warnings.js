// Early warning story (issue 14) on G60 杭金: the safety officer 何晓燕 issues a 暴雨 橙色预警 to TJ-01 on 预警管理;
// the foreman 陈刚 finds it at the top of his list (未知悉), opens it and taps 已知悉 with a note; 何晓燕 opens it
// again and the figure has gone up by one, 陈刚 no longer among those who have not acknowledged.
const assert = require('assert')
const crypto = require('crypto')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, api } = require('../browser-helpers')

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

const card = (page, text) => page.locator('.ew-card').filter({ hasText: text, visible: true }).first()
const button = (page, text) => page.locator('.ew-actions .ew-btn').filter({ hasText: text, visible: true }).first()
const chip = (page, text) => page.locator('.ew-chip').filter({ hasText: text, visible: true }).first()

module.exports = async function warningsStory({ server, page, step }) {
  const tag = crypto.randomBytes(2).toString('hex')
  const area = `TJ-01 K12+000～K15+500 高边坡施工区 ${tag}`

  step('何晓燕 opens 预警管理 and issues a 暴雨 橙色预警 to TJ-01')
  await signInSettled(page, server, 'hexiaoyan')
  await openTile(page, '预警管理', /\/pages\/apply\/earlyWarning\/index/)
  await card(page, '台风预警').waitFor({ timeout: 15000 })
  await shot(page, 'warnings-list-officer')
  await button(page, '发布预警').click()
  await chip(page, '暴雨').waitFor({ timeout: 10000 })
  await chip(page, '暴雨').click()
  await chip(page, '橙色预警').click()
  const form = page.locator('.ew-form').filter({ visible: true }).first()
  await form.locator('input').nth(0).fill(area)
  await form.locator('input').nth(1).fill('K12+000～K15+500')
  await chip(page, 'TJ-01').click()
  await form.locator('textarea').nth(0).fill('预计未来24小时内有大暴雨，局部特大暴雨，高边坡存在滑塌风险。')
  await form.locator('textarea').nth(1).fill('停止高边坡开挖及桥梁高处作业，撤离坡脚及低洼地带人员，落实24小时值班。')
  await shot(page, 'warnings-issue-filled')
  await button(page, '发布预警').click()
  await page.waitForURL(/\/pages\/apply\/earlyWarning\/index\?id=/, { timeout: 15000 })
  await visibleText(page, '知悉情况').waitFor({ timeout: 15000 })
  const officer = await storedToken(page)
  const id = new URL(page.url()).searchParams.get('id') || decodeURIComponent(page.url().split('id=')[1] || '')
  const before = (await api(server, 'GET', `/api/warnings/${id}`, officer)).data
  assert.ok(before.total > 3, `TJ-01's people are warned: ${JSON.stringify(before)}`)
  assert.strictEqual(before.acknowledged, 0)
  assert.ok(before.pending.some((p) => p.name === '陈刚'), '陈刚 has not acknowledged yet')
  await visibleText(page, `已知悉 0/${before.total}`).waitFor({ timeout: 5000 })
  await shot(page, 'warnings-issued-detail')

  step('陈刚 finds it on top of his list (未知悉) and acknowledges it with a note')
  await switchUser(page, server, 'chengang')
  await openTile(page, '预警管理', /\/pages\/apply\/earlyWarning\/index/)
  await card(page, area).waitFor({ timeout: 15000 })
  assert.match(await card(page, area).innerText(), /暴雨预警[\s\S]*橙色预警 Ⅱ级[\s\S]*生效中[\s\S]*未知悉/)
  assert.match(await page.locator('.ew-card').filter({ visible: true }).first().innerText(), /暴雨预警|台风预警/, 'in force first')
  await shot(page, 'warnings-list-foreman')
  await card(page, area).click()
  await page.waitForURL(/\/pages\/apply\/earlyWarning\/index\?id=/, { timeout: 10000 })
  await visibleText(page, '防范措施').waitFor({ timeout: 15000 })
  assert.strictEqual(await visibleText(page, '知悉情况').count(), 0, 'the foreman does not see the figures')
  await page.locator('.ew-note input').filter({ visible: true }).first().fill('已通知班组撤离坡脚')
  await button(page, '已知悉').click()
  await visibleText(page, /已知悉（.*）：已通知班组撤离坡脚/).waitFor({ timeout: 15000 })
  await shot(page, 'warnings-acknowledged')

  step('何晓燕 sees the figure go up and 陈刚 among those who acknowledged')
  await switchUser(page, server, 'hexiaoyan')
  await openTile(page, '预警管理', /\/pages\/apply\/earlyWarning\/index/)
  await card(page, area).waitFor({ timeout: 15000 })
  assert.match(await card(page, area).innerText(), new RegExp(`已知悉 1/${before.total}`))
  await card(page, area).click()
  await visibleText(page, `已知悉 1/${before.total}`).waitFor({ timeout: 15000 })
  await visibleText(page, '陈刚：已通知班组撤离坡脚').waitFor({ timeout: 5000 })
  await shot(page, 'warnings-figures-changed')
  const after = (await api(server, 'GET', `/api/warnings/${id}`, officer)).data
  assert.strictEqual(after.acknowledged, 1)
  assert.ok(!after.pending.some((p) => p.name === '陈刚'), '陈刚 is no longer pending')
}

// Home dashboard story (issue 17): 黄伟, manager of G60 杭金, opens 项目首页 from the Workbench and sees the
// project at a glance (the figures the server's cards serve, drawn on a phone-sized screen), opens 总体进度,
// 安全隐患, 项目投资 and 项目概况 from their cards, then the Map tab shows the route with the sections along it and
// the open hazards, and a hazard opens its record.
const assert = require('assert')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signIn, api } = require('../browser-helpers')

async function openTile(page, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

/** how many pixels of the visible canvases are painted: a chart that drew nothing has none */
async function paintedCanvases(page) {
  return page.evaluate(() => [...document.querySelectorAll('canvas')].filter((c) => c.getBoundingClientRect().width > 0).map((c) => {
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data
    let n = 0
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++
    return n
  }))
}

const figure = (page, label) => page.locator('.chart-figures__item').filter({ has: page.locator('.chart-figures__label', { hasText: new RegExp(`^${label}$`) }), visible: true }).first()

async function openCard(page, title, url, shotName) {
  await page.locator(`[aria-label="${title}详情"]`).filter({ visible: true }).first().click()
  await page.waitForURL(url, { timeout: 15000 })
  await page.locator('canvas').filter({ visible: true }).first().waitFor({ timeout: 15000 }).catch(() => {})
  await shot(page, shotName)
}

module.exports = async function dashboardStory({ server, page, step }) {
  step('黄伟 opens 项目首页: the four cards show the figures the server serves for 杭金')
  await signIn(page, server, 'huangwei')
  const token = await storedToken(page)
  await openTile(page, '项目首页', /\/pages\/apply\/homepage\/index/)
  await figure(page, '路线长度').waitFor({ timeout: 15000 })
  await figure(page, '已超期').waitFor({ timeout: 15000 })
  const progress = (await api(server, 'GET', '/api/dashboard/progress?projectId=proj-hj', token)).data
  const safety = (await api(server, 'GET', '/api/dashboard/safety?projectId=proj-hj', token)).data
  assert.ok(progress && safety, 'the cards answer')
  assert.strictEqual(await figure(page, '完成比例').getAttribute('aria-label'), `完成比例 ${Number(progress.percent.toFixed(2))}%`)
  assert.strictEqual(await figure(page, '未闭合').getAttribute('aria-label'), `未闭合 ${safety.open}`)
  assert.strictEqual(await figure(page, '路线长度').getAttribute('aria-label'), '路线长度 142.6km')
  const painted = await paintedCanvases(page)
  assert.ok(painted.length >= 2 && painted.every((n) => n > 500), `every chart drew: ${painted}`)
  await shot(page, 'dashboard-home')
  await page.locator('.chart--ring').filter({ visible: true }).first().scrollIntoViewIfNeeded()
  await shot(page, 'dashboard-home-lower')

  step('the cards open 总体进度, 安全隐患, 项目投资 and 项目概况')
  await openCard(page, '总体进度', /\/homepage\/projectOverallProgress\/index/, 'dashboard-progress')
  await visibleText(page, '各合同段完成比例（%）').waitFor({ timeout: 10000 })
  await visibleText(page, '杭金改扩建土建施工第TJ-03合同段').waitFor({ timeout: 10000 })
  await page.goBack()
  await openCard(page, '安全隐患', /\/homepage\/safetyHazardsManage\/index/, 'dashboard-safety')
  await visibleText(page, '未闭合隐患按等级').waitFor({ timeout: 10000 })
  await page.goBack()
  await openCard(page, '项目投资', /\/homepage\/projectInvestment\/index/, 'dashboard-investment')
  await visibleText(page, '审核中计量').waitFor({ timeout: 10000 })
  await page.locator('.chart--bar').filter({ visible: true }).last().scrollIntoViewIfNeeded()
  await shot(page, 'dashboard-investment-lower')
  await page.goBack()
  await openCard(page, '项目概况', /\/homepage\/projectOverview\/index/, 'dashboard-overview')
  await visibleText(page, '钱江路桥工程有限公司', { exact: false }).waitFor({ timeout: 10000 }).catch(() => {})
  assert.ok(await page.getByText(/施工单位：钱江路桥工程有限公司/).filter({ visible: true }).count(), 'the sections are listed')

  step('the Map tab draws the route with TJ-01..TJ-03 along it and lists the open hazards; one opens its record')
  await page.goto(`${server.base}/pages/index/map`, { waitUntil: 'networkidle' })
  await visibleText(page, 'TJ-01 K0+000～K48+350').waitFor({ timeout: 15000 })
  await visibleText(page, 'TJ-03 K95+100～K142+600').waitFor({ timeout: 10000 })
  const map = (await api(server, 'GET', '/api/dashboard/map?projectId=proj-hj', token)).data
  const open = map.markers.filter((m) => m.kind === 'hazard')
  assert.ok(open.length > 0, 'the demo has open hazards on the line')
  await visibleText(page, `未闭合隐患 ${open.length}`).waitFor({ timeout: 10000 })
  const [drawn] = await paintedCanvases(page)
  assert.ok(drawn > 2000, `the route was drawn: ${drawn}`)
  await shot(page, 'dashboard-map')
  await page.locator('.pmap__marker').filter({ hasText: open[0].name, visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/hiddenDanger\/index\?config=/, { timeout: 15000 })
  // the record with its state (an open one: not 已闭合)
  const state = page.locator('[aria-label="记录状态"] [aria-label^="状态："]').filter({ visible: true }).first()
  await state.waitFor({ timeout: 20000 })
  assert.notStrictEqual(await state.getAttribute('aria-label'), '状态：已闭合')
  await shot(page, 'dashboard-map-hazard')
}

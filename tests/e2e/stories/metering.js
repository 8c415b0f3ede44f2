// Metering story (issue 15) on G60 杭金 TJ-01: the section chief 陈刚 opens 计量申请 and draws up this month's
// metering from the bill: a quantity past what is left is refused on the phone; while he fills it in, the section's
// manager meters most of what was left of the same item, so the server refuses his quantity; he lowers it and
// submits it into its flow. The supervisor 宋文博 opens it on 计量审批 and agrees through the flow (去审批), and 黄伟
// (the owner's manager) closes the countersign the same way, then exports the metering sheet. The daily report's flow
// forms: 陈刚 sees a day's fillings as cards on dailyFill, and 黄伟 opens the report waiting for him on dailyReported
// (the flow detail with the report as its form) and approves it there.
const assert = require('assert')
const ExcelJS = require('exceljs')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, api, apiLogin, tapVisible } = require('../browser-helpers')

const SECTION = 'ct-hj-tj01'
const modalButton = (page, text) => page.locator('.taro-modal__foot').filter({ visible: true }).getByText(text, { exact: true })

async function openTile(page, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

/** 通过 on the flow detail in front, with an opinion on the approve page */
async function approveOnFlow(page, opinion) {
  await tapVisible(page.locator('.wf-actions__btn').filter({ hasText: /^通过$/ }))
  await page.waitForURL(/\/pages\/workFlow\/operate\/index/, { timeout: 15000 })
  await page.locator('.wf-operate textarea').filter({ visible: true }).first().fill(opinion)
  await page.locator('.wf-operate__btn--primary').filter({ visible: true }).first().click()
}

async function waitFor(check, what) {
  for (let i = 0; i < 60; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 250))
  }
  assert.fail(`timed out waiting for ${what}`)
}

module.exports = async function meteringStory({ server, page, step }) {
  step('陈刚 opens 计量申请 and starts a new metering from the bill')
  await signInSettled(page, server, 'chengang')
  await openTile(page, '计量申请', /\/pages\/apply\/meterManage\/meterApply\/index/)
  await page.locator('.pg-tag').filter({ hasText: '已批准', visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'metering-list')
  const token = await storedToken(page)
  const bill = (await api(server, 'GET', `/api/progress/meter-items?contractId=${SECTION}`, token)).data.list
  const item = bill.find((i) => i.left >= 20)
  assert.ok(item, 'an item of the bill has at least 20 left to meter')
  await page.locator('.pg-bottom__btn--primary', { hasText: '新建计量' }).filter({ visible: true }).click()
  await page.waitForURL(/\/pages\/apply\/meterManage\/meterApply\/form/, { timeout: 10000 })
  await page.locator('.pg-search__input input, input.pg-search__input').filter({ visible: true }).first().fill(item.billCode || item.name)
  const card = page.locator('.pg-card').filter({ has: page.locator('.pg-node__name', { hasText: item.name }), visible: true }).first()
  await card.waitFor({ timeout: 15000 })
  const box = card.locator('input').first()

  step('a quantity past what is left is refused on the phone')
  await box.fill((item.left + 1).toFixed(2))
  await card.getByText(/超过清单剩余数量/).waitFor({ timeout: 5000 })
  await shot(page, 'metering-over-limit')
  await page.locator('.pg-bottom__btn--primary', { hasText: '提交审批' }).filter({ visible: true }).click()
  await visibleText(page, /超过清单剩余数量/).waitFor({ timeout: 5000 })

  step('the manager meters most of the rest meanwhile: the server refuses 陈刚\'s quantity')
  await box.fill('5.00')
  const boss = await apiLogin(server, 'zhanghua')
  const taken = Math.round((item.left - 2) * 100) / 100
  const other = await api(server, 'POST', '/api/progress/meters', boss, { contractId: SECTION, period: new Date().toISOString().slice(0, 7), lines: [{ nodeId: item.nodeId, quantity: taken }] })
  assert.strictEqual(other.code, 200, JSON.stringify(other))
  await page.locator('.pg-bottom__btn--primary', { hasText: '提交审批' }).filter({ visible: true }).click()
  await modalButton(page, '提交').click()
  await visibleText(page, /超过清单剩余数量2(\.00)?/).waitFor({ timeout: 10000 })
  await shot(page, 'metering-refused-by-server')
  const none = (await api(server, 'GET', `/api/progress/meters?contractId=${SECTION}&scope=apply`, token)).data.list
  assert.strictEqual(none.filter((m) => m.state === 1).length, 1, 'only the manager\'s metering is in the countersign')
  // the supervisor sends the manager's back (it was a test of the rule): its quantity is free again but for 2
  const songToken = await apiLogin(server, 'songwenbo')
  const otherTask = (await api(server, 'GET', `/api/progress/meters/${other.data.id}`, songToken)).data.flowTaskId
  const todo = (await api(server, 'GET', '/api/workflow/Engine/FlowBefore/List/1?pageSize=100', songToken)).data.list.find((x) => x.processId === otherTask)
  assert.ok(todo, '宋文博 has the manager\'s metering to do')
  assert.strictEqual((await api(server, 'POST', `/api/workflow/Engine/FlowBefore/Reject/${todo.id}`, songToken, { handleOpinion: '与现场复核数量不符' })).code, 200)
  assert.strictEqual((await api(server, 'GET', `/api/progress/meters/${other.data.id}`, songToken)).data.state, 3)

  step('he meters within the limit and submits it into the countersign')
  await box.fill('1.50')
  await page.locator('textarea').filter({ visible: true }).first().fill('本月已完成并经检验合格部分计量')
  await page.locator('.pg-bottom__btn--primary', { hasText: '提交审批' }).filter({ visible: true }).click()
  await modalButton(page, '提交').click()
  await page.waitForURL(/\/pages\/apply\/meterManage\/meterApply\/index/, { timeout: 10000 })
  await page.locator('.pg-tag').filter({ hasText: '监理审核', visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'metering-submitted')
  const mine = (await api(server, 'GET', `/api/progress/meters?contractId=${SECTION}&scope=apply`, token)).data.list.find((m) => m.state === 1)
  assert.ok(mine, 'his metering waits for the supervisor')
  const sheet = (await api(server, 'GET', `/api/progress/meters/${mine.id}`, token)).data
  assert.deepStrictEqual(sheet.lines.map((l) => [l.nodeId, l.quantity]), [[item.nodeId, 1.5]])
  assert.strictEqual(sheet.amount, Math.round(1.5 * item.unitPrice * 100) / 100)

  step('宋文博 agrees on 计量审批')
  await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, 'songwenbo')
  await openTile(page, '计量审批', /\/pages\/apply\/meterManage\/meterApprove\/index/)
  const waiting = page.locator('.pg-card').filter({ hasText: '监理审核', visible: true }).first()
  await waiting.waitFor({ timeout: 15000 })
  await waiting.click()
  await page.locator('.pg-node__name').filter({ hasText: item.name, visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'metering-supervisor-sheet')
  await page.locator('.pg-btn--primary', { hasText: '去审批' }).filter({ visible: true }).first().click()
  await page.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 15000 })
  await page.locator('.pg-node__name').filter({ hasText: item.name, visible: true }).first().waitFor({ timeout: 15000 })
  // the flow detail slides in: its actions shown means it has settled
  await page.locator('.wf-actions__btn').filter({ hasText: /^通过$/, visible: true }).first().waitFor({ timeout: 10000 })
  await page.locator('.taro_page_stationed .wf-actions__btn').first().waitFor({ timeout: 5000 }).catch(() => {})
  await shot(page, 'metering-supervisor-flow')
  await approveOnFlow(page, '工程量已现场核实')
  await waitFor(async () => (await api(server, 'GET', `/api/progress/meters/${mine.id}`, songToken)).data.state === 2, 'the owner\'s review')

  step('黄伟 closes the countersign and exports the metering sheet')
  await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, 'huangwei')
  await openTile(page, '计量审批', /\/pages\/apply\/meterManage\/meterApprove\/index/)
  const owner = page.locator('.pg-card').filter({ hasText: '业主审核', visible: true }).first()
  await owner.waitFor({ timeout: 15000 })
  await owner.click()
  await page.locator('.pg-btn--primary', { hasText: '去审批' }).filter({ visible: true }).first().click()
  await page.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 15000 })
  await page.locator('.pg-node__name').filter({ hasText: item.name, visible: true }).first().waitFor({ timeout: 15000 })
  await approveOnFlow(page, '同意计量')
  const huang = await storedToken(page)
  await waitFor(async () => (await api(server, 'GET', `/api/progress/meters/${mine.id}`, huang)).data.state === 4, 'the approval')
  const done = (await api(server, 'GET', `/api/progress/meters/${mine.id}`, huang)).data
  assert.strictEqual(done.supervisorName, '宋文博')
  assert.strictEqual(done.ownerName, '黄伟')
  assert.strictEqual(done.opinion, '同意计量')
  // the flow detail closes itself once its action is done, back to 计量审批 (a tap on 返回 meanwhile would go past it)
  await page.waitForURL(/\/pages\/apply\/meterManage\/meterApprove\/index/, { timeout: 15000 })
  await page.locator('.pg-switch [role="radio"]').filter({ hasText: '全部', visible: true }).click()
  const approved = page.locator('.pg-card').filter({ hasText: '已批准', visible: true }).first()
  await approved.waitFor({ timeout: 15000 })
  await approved.click()
  const exportButton = page.locator('.pg-btn', { hasText: '导出计量单' }).filter({ visible: true }).first()
  await exportButton.waitFor({ timeout: 15000 })
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20000 }), exportButton.click()])
  assert.match(download.suggestedFilename(), /\.xlsx$/)
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(await download.path())
  const cells = wb.worksheets[0].getSheetValues().flat().filter((v) => v !== undefined && v !== null).map(String)
  assert.ok(cells.some((c) => c.includes('期计量单')), 'the sheet is a metering sheet')
  await shot(page, 'metering-approved-sheet')

  step('黄伟 opens the daily report waiting for him on the dailyReported flow form and approves it')
  const reports = (await api(server, 'GET', `/api/progress/daily-reports?contractId=${SECTION}&state=1`, huang)).data.list
  assert.ok(reports.length > 0, 'a daily report of TJ-01 waits for approval')
  const report = reports[0]
  await page.goto(`${server.base}/pages/workFlow/workFlowForm/dailyReported/index?id=${report.id}`, { waitUntil: 'networkidle' })
  await visibleText(page, /当日完成（\d+项/).waitFor({ timeout: 15000 })
  await visibleText(page, report.date).waitFor({ timeout: 5000 })
  await shot(page, 'metering-daily-reported')
  await approveOnFlow(page, '同意')
  await waitFor(async () => (await api(server, 'GET', `/api/progress/daily-report/${report.id}`, huang)).data.state === 2, 'the report\'s approval')

  step('陈刚 sees that day\'s fillings as cards on the dailyFill flow form')
  await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, 'chengang')
  const day = (await api(server, 'GET', `/api/progress/daily-report/${report.id}`, token)).data
  await page.goto(`${server.base}/pages/workFlow/workFlowForm/dailyFill/index?date=${report.date}`, { waitUntil: 'networkidle' })
  await visibleText(page, new RegExp(`当日填报${day.items.length}项`)).waitFor({ timeout: 15000 })
  assert.strictEqual(await page.locator('.pg-card').filter({ visible: true }).count(), day.items.length, 'one card per filling')
  await shot(page, 'metering-daily-fill')
}

// Lab ledgers story (issue 18) in G60 杭金: the chief engineer of TJ-01, 李军, has the Messages tab open in his own
// browser; the lab technician 卢晓东 opens 施工检测台账 from the Workbench and records the 28-day cubes of a C30 pile:
// the WBS part picked on ledgeChoose, three groups, the first at 27.8 MPa (below 0.95 fcu,k = 28.5). The server
// fails the record, the page marks the group and the record 不合格, and the notice reaches 李军 live. 台账汇总 counts
// the failure and its 导出Excel downloads a sheet that lists the record as 不合格.
const assert = require('assert')
const crypto = require('crypto')
const ExcelJS = require('exceljs')
const { launchBrowser, shot } = require('../../support/processes')
const { visibleText, storedToken, signIn, api, tapVisible } = require('../browser-helpers')

async function openTile(page, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

/** a Picker row of the form: open Taro's sheet and take the entry it offers first */
async function pickFirst(page, label) {
  await page.locator('.lab-row').filter({ hasText: label, visible: true }).first().click()
  await tapVisible(page.locator('.weui-picker__action', { hasText: '确定' }))
}

const field = (page, label) => page.locator(`[aria-label="${label}"] input, input[aria-label="${label}"]`).filter({ visible: true }).first()

module.exports = async function labLedgersStory({ server, page, errors, step }) {
  const recordNo = `TJ01-HNT-E2E-${crypto.randomBytes(2).toString('hex').toUpperCase()}`
  const second = await launchBrowser()
  const chiefPage = second.context.pages()[0] || (await second.context.newPage())
  chiefPage.on('pageerror', (e) => errors.push(`pageerror (chief): ${e.message}`))
  try {
    step('李军, chief engineer of TJ-01, waits on the Messages tab')
    await signIn(chiefPage, server, 'lijun')
    await chiefPage.locator('.weui-tabbar__item', { hasText: '消息' }).click()
    await chiefPage.waitForURL(/\/pages\/index\/index/, { timeout: 10000 })
    await visibleText(chiefPage, '站内消息').waitFor({ timeout: 10000 })

    step('卢晓东 opens 施工检测台账 from the Workbench: the demo records with their verdicts')
    await signIn(page, server, 'luxiaodong')
    await openTile(page, '施工检测台账', /\/pages\/apply\/laboratoryManagement\/constructionLedger\/index/)
    await page.locator('.lab-card').filter({ visible: true }).first().waitFor({ timeout: 15000 })
    assert.ok(await page.locator('.lab-card--2').filter({ visible: true }).count(), 'a failed demo record is listed')
    await shot(page, 'lab-ledgers-list')

    step('he records the 28-day cubes of a C30 pile of TJ-01, the part picked from the WBS')
    await tapVisible(page.locator('.lab-btn--primary', { hasText: '新增施工检测' }))
    await page.waitForURL(/constructionLedger\/increaseLedger/, { timeout: 10000 })
    await visibleText(page, '检测信息').waitFor({ timeout: 15000 })
    await pickFirst(page, '合同段')
    await visibleText(page, 'TJ-01 钱江路桥工程有限公司').waitFor({ timeout: 5000 })
    await pickFirst(page, '检测项目')
    await visibleText(page, '每组 ≥ 0.95×设计值，平均值 ≥ 1.15×设计值').waitFor({ timeout: 5000 })
    await field(page, '记录编号').fill(recordNo)
    await page.locator('.lab-row').filter({ hasText: '分项工程', visible: true }).first().click()
    await page.waitForURL(/engineeringEntityData\/ledgeChoose\?pickerId=/, { timeout: 10000 })
    const choice = page.locator('.lab-choice').filter({ hasText: '钻孔灌注桩', visible: true }).first()
    await choice.waitFor({ timeout: 15000 })
    await shot(page, 'lab-ledgers-choose')
    await choice.click()
    await page.waitForURL(/constructionLedger\/increaseLedger/, { timeout: 10000 })
    assert.strictEqual(await field(page, '工程部位').inputValue(), '钻孔灌注桩')
    await field(page, '工程部位').fill('钱江路桥 6#墩 1号桩 水下C30')
    await field(page, '设计强度等级').fill('30')
    await field(page, '龄期').fill('28')
    await field(page, '第1组').fill('27.8')
    await field(page, '第2组').fill('36.2')
    await field(page, '第3组').fill('37.4')
    await shot(page, 'lab-ledgers-form')
    await tapVisible(page.locator('.lab-btn--primary', { hasText: '提交' }))

    step('the server fails the record: the first group and the record are marked 不合格')
    await page.waitForURL(/constructionLedger\/index\?id=/, { timeout: 15000 })
    await page.locator('.lab-verdict--2').filter({ visible: true }).first().waitFor({ timeout: 15000 })
    const failed = page.locator('.lab-point--fail').filter({ visible: true })
    assert.strictEqual(await failed.count(), 1, 'one group failed')
    assert.match(await failed.first().innerText(), /第1组 不合格[\s\S]*27\.8/)
    await shot(page, 'lab-ledgers-failed')
    const token = await storedToken(page)
    const id = new URL(page.url()).searchParams.get('id')
    const detail = await api(server, 'GET', `/api/laboratory/ledgers/${id}`, token)
    assert.strictEqual(detail.data.state, 2, JSON.stringify(detail))
    assert.strictEqual(detail.data.mean, 33.8)
    assert.strictEqual(detail.data.designText, 'C30')
    assert.ok(detail.data.wbsId, 'the WBS part is kept')
    assert.strictEqual(detail.data.changes.length, 4, 'each group and the mean are in the change record')
    assert.strictEqual(detail.data.intact, true)

    step('the notice reaches 李军 live on his Messages tab')
    await visibleText(chiefPage, `施工检测台账不合格：TJ-01 混凝土试块抗压强度 ${recordNo}`).waitFor({ timeout: 15000 })
    await shot(chiefPage, 'lab-ledgers-chief-notice')

    step('台账汇总 counts it; 导出Excel downloads a sheet that lists it 不合格')
    await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
    await openTile(page, '台账汇总', /\/pages\/apply\/laboratoryManagement\/ledgerSummary\/index/)
    await visibleText(page, '按检测项目').waitFor({ timeout: 15000 })
    const summary = await api(server, 'GET', '/api/laboratory/ledger-summary?projectId=proj-hj&kind=construction', token)
    const cubes = summary.data.byItem.find((i) => i.itemCode === 'cube-strength')
    assert.ok(cubes.failed >= 2, JSON.stringify(cubes))
    await shot(page, 'lab-ledgers-summary')
    await tapVisible(page.locator('.lab-btn--primary', { hasText: '导出Excel' }))
    const confirm = page.locator('.taro-modal__foot').filter({ visible: true })
    await confirm.waitFor({ timeout: 5000 })
    const exported = page.waitForEvent('download', { timeout: 60000 })
    await confirm.getByText('导出', { exact: true }).click()
    const xlsx = await exported
    assert.match(xlsx.suggestedFilename(), /\.xlsx$/)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.readFile(await xlsx.path())
    const ws = wb.getWorksheet('检测记录')
    const lines = []
    ws.eachRow((r) => lines.push(r.values.slice(1).map((v) => String(v ?? '')).join('|')))
    const mine = lines.find((l) => l.includes(recordNo))
    assert.ok(mine, `the sheet lists the record: ${lines.slice(0, 3).join('\n')}`)
    assert.match(mine, /不合格\|第1组 27\.8MPa/)
  } finally {
    await second.close()
  }
}

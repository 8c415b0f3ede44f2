// Laboratory story (issue 18) in G60 杭金: the chief engineer of TJ-01, 李军, has the Messages tab open in his own
// browser; the lab technician 卢晓东 opens 材料进场 from the Workbench, registers a batch of HRB400 rebar that
// arrived at TJ-01 with its tensile test results, one of them (the yield strength) below the 400 MPa of
// GB/T 1499.2; the server fails the batch, the page shows 不合格 on the item and the batch, and the notice reaches
// 李军 live. The change record holds the results; 材料汇总 counts the failure.
const assert = require('assert')
const crypto = require('crypto')
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

module.exports = async function laboratoryStory({ server, page, errors, step }) {
  const batch = `ZT26-${crypto.randomBytes(2).toString('hex').toUpperCase()}`
  const second = await launchBrowser()
  const chiefPage = second.context.pages()[0] || (await second.context.newPage())
  chiefPage.on('pageerror', (e) => errors.push(`pageerror (chief): ${e.message}`))
  try {
    step('李军, chief engineer of TJ-01, waits on the Messages tab')
    await signIn(chiefPage, server, 'lijun')
    await chiefPage.locator('.weui-tabbar__item', { hasText: '消息' }).click()
    await chiefPage.waitForURL(/\/pages\/index\/index/, { timeout: 10000 })
    await visibleText(chiefPage, '站内消息').waitFor({ timeout: 10000 })

    step('卢晓东 opens 材料进场 from the Workbench: the demo batches with their verdicts')
    await signIn(page, server, 'luxiaodong')
    await openTile(page, '材料进场', /\/pages\/apply\/laboratoryManagement\/incomingMaterials\/index/)
    await page.locator('.lab-card').filter({ visible: true }).first().waitFor({ timeout: 15000 })
    assert.ok(await page.locator('.lab-card--2').filter({ visible: true }).count(), 'a failed demo batch is listed')
    await shot(page, 'laboratory-list')

    step('he registers HRB400 Φ28 from 中天钢铁 at TJ-01 with a yield strength of 385 MPa')
    await tapVisible(page.locator('.lab-btn--primary', { hasText: '登记进场材料' }))
    await page.waitForURL(/incomingMaterials\/index\?mode=add/, { timeout: 10000 })
    await visibleText(page, '进场信息').waitFor({ timeout: 15000 })
    await pickFirst(page, '合同段')
    await visibleText(page, 'TJ-01 钱江路桥工程有限公司').waitFor({ timeout: 5000 })
    await pickFirst(page, '材料')
    await visibleText(page, '下屈服强度 ReL').waitFor({ timeout: 5000 })
    await field(page, '规格型号').fill('Φ28')
    await field(page, '批号').fill(batch)
    await field(page, '进场数量').fill('56.4')
    await field(page, '供应商').fill('中天钢铁集团有限公司')
    await field(page, '拟用部位').fill('钱江路桥 6#墩 桩基钢筋笼')
    await field(page, '下屈服强度 ReL').fill('385')
    await field(page, '抗拉强度 Rm').fill('572')
    await field(page, '断后伸长率 A').fill('21.5')
    await field(page, '最大力总延伸率 Agt').fill('9.8')
    await shot(page, 'laboratory-form')
    await tapVisible(page.locator('.lab-btn--primary', { hasText: '提交' }))

    step('the server fails the batch: 不合格 on the yield strength and on the batch')
    await page.waitForURL(/incomingMaterials\/index\?id=/, { timeout: 15000 })
    await page.locator('.lab-verdict--2').filter({ visible: true }).first().waitFor({ timeout: 15000 })
    const failedRow = page.locator('.lab-result--failed').filter({ visible: true })
    assert.strictEqual(await failedRow.count(), 1, 'one item failed')
    assert.match(await failedRow.first().innerText(), /下屈服强度 ReL[\s\S]*385MPa[\s\S]*不合格/)
    await shot(page, 'laboratory-failed')
    const token = await storedToken(page)
    const id = new URL(page.url()).searchParams.get('id')
    const detail = await api(server, 'GET', `/api/laboratory/materials/${id}`, token)
    assert.strictEqual(detail.data.state, 2, JSON.stringify(detail))
    assert.strictEqual(detail.data.changes.length, 4, 'each result is in the change record')
    assert.strictEqual(detail.data.intact, true)

    step('the notice reaches 李军 live on his Messages tab')
    const title = `材料检测不合格：TJ-01 HRB400 热轧带肋钢筋 批号${batch}`
    await visibleText(chiefPage, title).waitFor({ timeout: 15000 })
    await shot(chiefPage, 'laboratory-chief-notice')

    step('材料汇总 counts it among the failed batches')
    await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
    await openTile(page, '材料汇总', /\/pages\/apply\/laboratoryManagement\/materialSummary\/index/)
    await visibleText(page, '按材料').waitFor({ timeout: 15000 })
    const summary = await api(server, 'GET', '/api/laboratory/summary?projectId=proj-hj', token)
    assert.ok(summary.data.failed >= 4, JSON.stringify(summary.data))
    await shot(page, 'laboratory-summary')
  } finally {
    await second.close()
  }
}

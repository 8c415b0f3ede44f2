// E-signature story (issue 20), set up through the API: 陈刚 asks for three short leaves, which his manager 张华
// (without the batch role) approves; 张华 files three measurements, which the supervisor, the owner's chief engineer
// and 黄伟 (owner's project manager, with 批量电子签章) approve. 张华 signs in and is prompted with the signing list
// (spec §4), signs one document, puts the rest aside. 黄伟 signs in, is not prompted, opens 批量电子签章, chooses the
// three measurements and signs them at once, downloads one PDF and verifies it.
const assert = require('assert')
const { launchBrowser, shot } = require('../../support/processes')
const { visibleText, api, apiLogin, signIn } = require('../browser-helpers')

const E = '/api/workflow/Engine'
const DAYS = [1, 2, 3]
const title = (days) => `陈刚的请假申请（事假${days}天）`
const PERIODS = ['第21期', '第22期', '第23期']
const payment = (period) => `TJ-01 钱江路桥${period}计量支付申请`
// the supervisor's step asks for a hand signature: a 1x1 PNG stands in for it
const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

async function approveAs(server, token, fullName, extra = {}) {
  const todo = await api(server, 'GET', `${E}/FlowBefore/List/1?currentPage=1&pageSize=50`, token)
  const entry = todo.data.list.find((t) => t.fullName === fullName)
  assert.ok(entry, `a to-do for ${fullName} among ${JSON.stringify(todo.data.list.map((t) => t.fullName))}`)
  const r = await api(server, 'POST', `${E}/FlowBefore/Audit/${entry.id}`, token, { handleOpinion: '同意', flowId: entry.flowId, formData: {}, ...extra })
  assert.strictEqual(r.code, 200, JSON.stringify(r))
}

module.exports = async function esignStory({ server, page, step }) {
  step('three leaves pass 张华, three measurements pass 黄伟')
  const [tokC, tokZ, tokH] = [await apiLogin(server, 'chengang'), await apiLogin(server, 'zhanghua'), await apiLogin(server, 'huangwei')]
  const [tokS, tokX] = [await apiLogin(server, 'songwenbo'), await apiLogin(server, 'xuzhiming')]
  for (const days of DAYS) {
    const start = Date.now() + 86400000 * 3
    const r = await api(server, 'POST', `${E}/FlowTask`, tokC, {
      flowId: 'ftj-leave-v1', status: '0',
      formData: { leaveType: '事假', leaveStartTime: start, leaveEndTime: start + days * 86400000, leaveDayCount: days, leaveReason: '家中有事', fileJson: [] }
    })
    assert.strictEqual(r.code, 200, JSON.stringify(r))
    await approveAs(server, tokZ, title(days))
  }
  for (const [i, period] of PERIODS.entries()) {
    const r = await api(server, 'POST', `${E}/FlowTask`, tokZ, {
      flowId: 'ftj-meter-payment-v1', status: '0',
      formData: {
        meterNo: `JL-TJ01-0${21 + i}`, period, sectionName: 'TJ-01 钱江路桥', meterDate: Date.now() - 86400000, currentAmount: 1200 + i,
        totalAmount: 21000 + i * 1200, content: '本期完成T梁架设与湿接缝。', attachments: [], applicant: 'u-zhanghua'
      }
    })
    assert.strictEqual(r.code, 200, JSON.stringify(r))
    await approveAs(server, tokS, payment(period), { signImg: SIGN })
    await approveAs(server, tokX, payment(period))
    await approveAs(server, tokH, payment(period))
  }

  step('张华 (no batch role) is prompted after login and signs one by one')
  await signIn(page, server, 'zhanghua')
  await page.waitForURL(/\/pages\/workFlow\/flowModal\/index/, { timeout: 15000 })
  const headline = visibleText(page, /您有 \d+ 份已审批通过的文件待签署/)
  await headline.waitFor({ timeout: 15000 })
  const before = Number(/(\d+)/.exec(await headline.innerText())[1])
  assert.ok(before >= 3, `zhanghua has the three leaves to sign (${before})`)
  await visibleText(page, '本地签章').waitFor()
  assert.strictEqual(await page.locator('.esign__btn').filter({ hasText: /^批量签署$/, visible: true }).count(), 0, 'no batch signing without the role')
  await shot(page, 'esign-1-zhanghua-prompt')
  await page.locator('.esign-doc').filter({ hasText: title(1), visible: true }).locator('.esign__btn').click()
  await visibleText(page, `您有 ${before - 1} 份已审批通过的文件待签署`).waitFor({ timeout: 20000 })
  await shot(page, 'esign-2-zhanghua-signed-one')
  await page.locator('.esign__btn').filter({ hasText: /^稍后签署$/, visible: true }).click()
  await page.waitForURL(/\/pages\/index\/apply/, { timeout: 15000 })
  const z = await api(server, 'POST', '/api/Signature/signaturefddservice/GetRoleSign/?flag=approve', tokZ, {})
  assert.strictEqual(z.data.signList.F_State, 1, 'the list is put aside')

  step('黄伟 (batch role) is not prompted and signs three documents at once')
  const second = await launchBrowser()
  const ctxH = second.context
  const pageH = ctxH.pages()[0] || (await ctxH.newPage())
  try {
    await signIn(pageH, server, 'huangwei')
    await pageH.waitForTimeout(2500)
    assert.match(pageH.url(), /\/pages\/index\/apply/, 'a batch signer is not prompted')
    await pageH.goto(`${server.base}/pages/apply/batchESignature/index`, { waitUntil: 'networkidle' })
    for (const period of PERIODS) await pageH.locator('.esign-doc').filter({ hasText: payment(period), visible: true }).click()
    await shot(pageH, 'esign-3-huangwei-chosen')
    await pageH.locator('.esign__btn').filter({ hasText: /^批量签署（3）$/, visible: true }).click()
    await visibleText(pageH, '已签署（3）').waitFor({ timeout: 30000 })
    await shot(pageH, 'esign-4-huangwei-signed')

    step('黄伟 downloads the three signed PDFs and verifies one')
    for (const period of PERIODS) {
      const pdfResponse = ctxH.waitForEvent('response', { predicate: (r) => r.url().includes('/api/file/Download'), timeout: 20000 })
      await pageH.locator('.esign-doc').filter({ hasText: payment(period), visible: true }).locator('.esign__btn').filter({ hasText: /^下载$/ }).click()
      const res = await pdfResponse
      assert.strictEqual(res.status(), 200, `${payment(period)} downloads`)
      // the browser takes the PDF as a download (its body is gone with the navigation): the headers say what it was
      assert.match(res.headers()['content-type'] || '', /application\/pdf/, `${payment(period)} is the signed PDF`)
      for (const p of ctxH.pages()) if (p !== pageH) await p.close()
    }
    await pageH.locator('.esign__btn').filter({ hasText: /^验证$/, visible: true }).first().click()
    await visibleText(pageH, '验证通过：文件自签署后未被修改').waitFor({ timeout: 15000 })
    await shot(pageH, 'esign-5-huangwei-verified')
    const list = await api(server, 'GET', '/api/Signature/signaturefddservice/SignedList', tokH)
    for (const period of PERIODS) assert.ok(list.data.list.some((d) => d.title === payment(period) && d.state === 1), `${payment(period)} signed`)
  } finally {
    await second.close()
  }
}

// it walks through the batch-sign prompt itself (run.js answers it for the other stories)
module.exports.walksSignPrompt = true

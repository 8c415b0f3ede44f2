// Workflow story (issue 5) on the demo flow 计量支付审批: the contractor's project manager (A, 张华) launches a
// measurement from 发起流程; the supervising engineer (B, 宋文博) gets the live notice on the Messages tab,
// opens it and approves with an opinion and a hand signature drawn with the mouse; the owner's chief engineer (C, 徐志明,
// countersign with 黄伟) returns it to A; A edits the amount and resubmits; B, C and 黄伟 approve and the flow ends; the
// group chief engineer (D, 刘海涛, copy-to) finds it in 抄送事宜, and its records tab shows every step.
const assert = require('assert')
const { launchBrowser, shot } = require('../../support/processes')
const { visibleText, api, apiLogin, signIn, drawSignature } = require('../browser-helpers')

const SECTION = 'TJ-01 钱江路桥'
const PERIOD = '第13期'
const TITLE = `${SECTION}${PERIOD}计量支付申请`
const E = '/api/workflow/Engine'

/** the story's task as its launcher's list (我发起的) shows it */
async function taskState(server, token) {
  const list = await api(server, 'GET', `${E}/FlowLaunch?currentPage=1&pageSize=20&keyword=${encodeURIComponent(TITLE)}`, token)
  assert.strictEqual(list.code, 200, JSON.stringify(list))
  const task = list.data.list.find((t) => t.fullName === TITLE)
  assert.ok(task, `${TITLE} is in the launcher's list`)
  return task
}

/** the titles of `token`'s flow messages about the story's task */
async function flowNotices(server, token) {
  const res = await api(server, 'GET', `/api/message?currentPage=1&pageSize=50&type=2&keyword=${encodeURIComponent(TITLE)}`, token)
  assert.strictEqual(res.code, 200, JSON.stringify(res))
  return res.data.list.map((m) => m.title)
}

/** the low-code form item labelled exactly `label`, on the page in front */
function item(page, label) {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  return page.locator('.lc-item').filter({ has: page.locator('.lc-item__label-text', { hasText: exact }), visible: true }).first()
}

/** the value a form item shows (read-only items keep theirs in a disabled input) */
async function shown(page, label) {
  const box = item(page, label)
  await box.waitFor({ timeout: 15000 })
  const input = box.locator('input, textarea')
  return (await input.count()) ? input.first().inputValue() : (await box.innerText()).trim()
}

async function fill(page, label, text) {
  const input = item(page, label).locator('input, textarea').first()
  await input.fill(text)
  await input.blur()
}

/** a footer button of the flow detail (or its 更多 sheet entry), by its exact caption */
async function detailAction(page, caption) {
  const exact = new RegExp(`^${caption}$`)
  const button = page.locator('.wf-actions__btn').filter({ hasText: exact, visible: true })
  if (await button.count()) return button.first().click()
  await page.locator('.wf-actions__btn').filter({ hasText: /^更多$/, visible: true }).first().click()
  await page.locator('.taro-actionsheet__cell, .weui-actionsheet__cell').filter({ hasText: exact, visible: true }).first().click()
}

/** a tab of the flow detail (表单信息, 流程信息, 流转记录, 流程评论) */
async function openTab(page, name) {
  await page.locator('[role="tab"]').filter({ hasText: new RegExp(`^${name}$`), visible: true }).first().click()
}

/** the Taro modal in front: its 确定 */
async function confirmModal(page, content) {
  const modal = page.locator('.taro-modal__content').filter({ hasText: content, visible: true }).first()
  await modal.waitFor({ timeout: 10000 })
  await page.locator('.taro-modal__foot').filter({ visible: true }).getByText('确定', { exact: true }).click()
}

/** the approve dialog: opinion (and signature when asked), then its confirm button; back on the page before */
async function operate(page, { opinion, sign, confirmText }) {
  await page.waitForURL(/\/pages\/workFlow\/operate\/index/, { timeout: 15000 })
  const opinionBox = page.locator('.wf-operate textarea').filter({ visible: true }).first()
  await opinionBox.fill(opinion)
  if (sign) await drawSignature(page)
  await page.locator('.wf-operate__btn--primary').filter({ hasText: confirmText, visible: true }).first().click()
}

/** back through the pages (the nav bar's 返回) until the tab bar shows */
async function backToTabs(page) {
  const tabbar = page.locator('.weui-tabbar').filter({ visible: true })
  for (let i = 0; i < 5 && !(await tabbar.count()); i++) {
    // the batch-sign prompt may open and be put off (run.js) in between: a back arrow gone by then is no failure
    await page.locator('.nav-bar__back').filter({ visible: true }).first().click({ timeout: 5000 }).catch(() => {})
    await page.waitForTimeout(500)
  }
  await tabbar.first().waitFor({ timeout: 10000 })
}

/** a to-do from 待办事宜 (Workbench › 流程审批) opened on its detail */
async function openTodo(page) {
  await backToTabs(page)
  await page.locator('.weui-tabbar__item', { hasText: '工作台' }).click()
  await page.waitForURL(/\/pages\/index\/apply/, { timeout: 10000 })
  await visibleText(page, '待办事宜').click()
  await page.waitForURL(/\/pages\/workFlow\/flowTodo\/index/, { timeout: 10000 })
  await page.locator('.wf-row').filter({ hasText: TITLE, visible: true }).first().click()
  await page.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
  await item(page, '本期计量金额(万元)').waitFor({ timeout: 15000 })
}

/** after an action the detail toasts and goes back: wait until it has left */
async function leftDetail(page) {
  await page.waitForURL((url) => !/\/pages\/workFlow\/(flowBefore|operate)\//.test(url.pathname), { timeout: 15000 })
}

async function opened(label, server, account, errors) {
  const b = await launchBrowser()
  const page = b.context.pages()[0] || (await b.context.newPage())
  page.on('pageerror', (e) => errors.push(`pageerror (${label}): ${e.message}`))
  await signIn(page, server, account)
  return { b, page }
}

module.exports = async function workflowStory({ server, page, errors, step }) {
  const pageA = page
  const browsers = []
  const pages = {}
  try {
    step('A (张华), B (宋文博) and C (徐志明) sign in in three browsers; B waits on the Messages tab')
    await signIn(pageA, server, 'zhanghua')
    const B = await opened('B', server, 'songwenbo', errors)
    browsers.push(B.b)
    const C = await opened('C', server, 'xuzhiming', errors)
    browsers.push(C.b)
    const pageB = B.page
    const pageC = C.page
    Object.assign(pages, { B: pageB, C: pageC })
    await pageB.locator('.weui-tabbar__item', { hasText: '消息' }).click()
    await pageB.waitForURL(/\/pages\/index\/index/, { timeout: 10000 })
    const tokA = await apiLogin(server, 'zhanghua')

    step('A launches 计量支付审批 from 发起流程 and fills the measurement')
    await visibleText(pageA, '发起流程').click()
    await pageA.waitForURL(/\/pages\/workFlow\/flowLaunch\/index/, { timeout: 10000 })
    await pageA.locator('[aria-label="发起计量支付审批"]').filter({ visible: true }).first().click()
    await pageA.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
    await item(pageA, '计量编号').waitFor({ timeout: 15000 })
    await shot(pageA, 'workflow-a-new-task')
    await fill(pageA, '计量编号', 'JL-TJ01-013')
    await fill(pageA, '计量期次', PERIOD)
    await fill(pageA, '合同段', SECTION)
    await item(pageA, '计量截止日期').locator('.lc-trigger__value').first().click()
    await pageA.locator('.weui-picker__action', { hasText: '确定' }).filter({ visible: true }).first().click()
    await fill(pageA, '本期计量金额(万元)', '2318.6')
    await fill(pageA, '累计计量金额(万元)', '22187.17')
    await fill(pageA, '计量说明', '本期完成T梁架设36片、湿接缝浇筑18孔、互通匝道路基填筑1.6万方；附监理签认的中间计量表。')
    await shot(pageA, 'workflow-a-launch-form')

    step('A submits; the task waits at the supervisor')
    await detailAction(pageA, '提交审核')
    await confirmModal(pageA, '您确定要提交当前流程吗？')
    await leftDetail(pageA)
    const launched = await taskState(server, tokA)
    assert.strictEqual(Number(launched.status), 1, JSON.stringify(launched))
    assert.strictEqual(launched.thisStep, '监理工程师审核')

    step('B sees the live notice on the Messages tab and opens it')
    await visibleText(pageB, `待审批：${TITLE}`).waitFor({ timeout: 15000 })
    await shot(pageB, 'workflow-b-live-notice')
    await pageB.locator('[aria-label="站内消息"]').filter({ visible: true }).first().click()
    await pageB.waitForURL(/\/pages\/message\/message\/index/, { timeout: 10000 })
    await pageB.locator('.notice-row').filter({ hasText: `待审批：${TITLE}`, visible: true }).first().click()
    await pageB.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
    assert.strictEqual(await shown(pageB, '计量编号'), 'JL-TJ01-013')
    await shot(pageB, 'workflow-b-detail')

    step('B approves: the opinion is required, the signature is drawn with the mouse')
    await detailAction(pageB, '通过')
    await pageB.waitForURL(/\/pages\/workFlow\/operate\/index/, { timeout: 15000 })
    await pageB.locator('.wf-operate__btn--primary').filter({ visible: true }).first().click()
    await visibleText(pageB, '请填写审批意见').waitFor({ timeout: 5000 })
    await pageB.locator('.wf-operate textarea').filter({ visible: true }).first().fill('经复核，本期T梁架设及湿接缝工程量与中间计量表一致，同意报业主会签。')
    await drawSignature(pageB, 'workflow-b-signature-pad')
    await shot(pageB, 'workflow-b-approve-dialog')
    await pageB.locator('.wf-operate__btn--primary').filter({ hasText: '通过', visible: true }).first().click()
    await leftDetail(pageB)
    const atOwner = await taskState(server, tokA)
    assert.strictEqual(atOwner.thisStep, '业主计量会签', JSON.stringify(atOwner))

    step('C opens the to-do: 流程信息 shows where it stands; C returns it to the launcher')
    await openTodo(pageC)
    await openTab(pageC, '流程信息')
    for (const state of ['发起节点：已完成', '监理工程师审核：已完成', '业主计量会签：进行中']) {
      await pageC.locator(`[aria-label="${state}"]`).filter({ visible: true }).first().waitFor({ timeout: 10000 })
    }
    await shot(pageC, 'workflow-c-process')
    await detailAction(pageC, '退回')
    await pageC.waitForURL(/\/pages\/workFlow\/operate\/index/, { timeout: 15000 })
    await visibleText(pageC, '发起节点').waitFor({ timeout: 10000 })
    await pageC.locator('.wf-operate textarea').filter({ visible: true }).first().fill('本期金额含未批复的变更工程量，请扣除后重新申报。')
    await shot(pageC, 'workflow-c-return-dialog')
    await pageC.locator('.wf-operate__btn--primary').filter({ hasText: '退回', visible: true }).first().click()
    await leftDetail(pageC)
    const returned = await taskState(server, tokA)
    assert.strictEqual(Number(returned.status), 3, JSON.stringify(returned))

    step('A (back on 发起流程 since submitting) sees it returned in 我发起的, edits the amount and resubmits')
    assert.match(pageA.url(), /\/pages\/workFlow\/flowLaunch\/index/)
    await pageA.locator('.wf-tabs__tab').filter({ hasText: '我发起的', visible: true }).first().click()
    const row = pageA.locator('.wf-row').filter({ hasText: TITLE, visible: true }).first()
    await row.locator('text=已退回').waitFor({ timeout: 15000 })
    await shot(pageA, 'workflow-a-returned')
    await row.click()
    await pageA.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
    await item(pageA, '本期计量金额(万元)').waitFor({ timeout: 15000 })
    await fill(pageA, '本期计量金额(万元)', '2106.3')
    await fill(pageA, '计量说明', '已扣除未批复的边坡加固变更工程量212.3万元；本期完成T梁架设36片、湿接缝浇筑18孔。')
    await shot(pageA, 'workflow-a-edit')
    await detailAction(pageA, '提交审核')
    await confirmModal(pageA, '您确定要提交当前流程吗？')
    await leftDetail(pageA)
    const resubmitted = await taskState(server, tokA)
    assert.strictEqual(Number(resubmitted.status), 1, JSON.stringify(resubmitted))
    assert.strictEqual(resubmitted.thisStep, '监理工程师审核')

    step('B is told live again (a new unread row on 站内消息) and approves the corrected measurement')
    const unread = pageB.locator('.notice-row').filter({ has: pageB.locator('.notice-row__dot'), hasText: `待审批：${TITLE}`, visible: true }).first()
    await unread.waitFor({ timeout: 15000 })
    await unread.click()
    await pageB.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
    assert.strictEqual(await shown(pageB, '本期计量金额(万元)'), '2106.3')
    await detailAction(pageB, '通过')
    await operate(pageB, { opinion: '变更工程量已扣除，同意。', sign: true, confirmText: '通过' })
    await leftDetail(pageB)

    step('C and 黄伟 countersign: the flow ends')
    await openTodo(pageC)
    await detailAction(pageC, '通过')
    await operate(pageC, { opinion: '同意', sign: false, confirmText: '通过' })
    await leftDetail(pageC)
    const tokHw = await apiLogin(server, 'huangwei')
    const todo = await api(server, 'GET', `${E}/FlowBefore/List/1?currentPage=1&pageSize=20&keyword=${encodeURIComponent(TITLE)}`, tokHw)
    const entry = todo.data.list.find((t) => t.fullName === TITLE)
    assert.ok(entry, '黄伟 has the countersign to-do')
    const approved = await api(server, 'POST', `${E}/FlowBefore/Audit/${entry.id}`, tokHw, { handleOpinion: '同意支付', flowId: entry.flowId, formData: {} })
    assert.strictEqual(approved.code, 200, JSON.stringify(approved))
    const done = await taskState(server, tokA)
    assert.strictEqual(Number(done.status), 2, JSON.stringify(done))
    // the launcher was told of the return and the approval (and copied, isInitiatorCopy); the copied user of the copy
    const toA = await flowNotices(server, tokA)
    for (const title of [`已退回：${TITLE}`, `审批通过：${TITLE}`, `抄送：${TITLE}`]) assert.ok(toA.includes(title), `A was sent ${title}: ${JSON.stringify(toA)}`)
    assert.deepStrictEqual(await flowNotices(server, await apiLogin(server, 'liuhaitao')), [`抄送：${TITLE}`])

    step('D (刘海涛, copied) finds it in 抄送事宜; the records show every step')
    const D = await opened('D', server, 'liuhaitao', errors)
    browsers.push(D.b)
    const pageD = D.page
    pages.D = pageD
    await visibleText(pageD, '抄送事宜').click()
    await pageD.waitForURL(/\/pages\/workFlow\/flowCopy\/index/, { timeout: 10000 })
    const copied = pageD.locator('.wf-row').filter({ hasText: TITLE, visible: true }).first()
    await copied.locator('text=已通过').waitFor({ timeout: 15000 })
    await shot(pageD, 'workflow-d-copied')
    await copied.click()
    await pageD.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
    assert.strictEqual(await shown(pageD, '本期计量金额(万元)'), '2106.3')
    await openTab(pageD, '流程信息')
    for (const state of ['发起节点：已完成', '监理工程师审核：已完成', '业主计量会签：已完成']) {
      await pageD.locator(`[aria-label="${state}"]`).filter({ visible: true }).first().waitFor({ timeout: 10000 })
    }
    await shot(pageD, 'workflow-d-process')
    await openTab(pageD, '流转记录')
    const timeline = pageD.locator('.wf-timeline').filter({ visible: true }).first()
    await timeline.waitFor({ timeout: 10000 })
    const cards = await timeline.locator('.wf-timeline__card').allInnerTexts()
    const steps = cards.map((c) => c.replace(/\s+/g, ' '))
    // newest first: 黄伟, 徐志明, 宋文博 agree; 张华 resubmits; 徐志明 returns; 宋文博 agrees; 张华 submits
    const expected = [['黄伟', '同意'], ['徐志明', '同意'], ['宋文博', '同意'], ['张华', '提交'], ['徐志明', '退回'], ['宋文博', '同意'], ['张华', '提交']]
    assert.strictEqual(steps.length, expected.length, JSON.stringify(steps))
    for (const [i, [who, what]] of expected.entries()) {
      assert.ok(steps[i].startsWith(who) && steps[i].includes(what), `record ${i + 1} should be ${who} ${what}: ${JSON.stringify(steps)}`)
    }
    assert.ok(steps.some((s) => s.includes('本期金额含未批复的变更工程量')), 'the return opinion shows')
    assert.ok(steps.some((s) => s.includes('同意报业主会签')), 'the first approval opinion shows')
    assert.strictEqual(await timeline.locator('[aria-label="宋文博的签名"]').count(), 2, 'both of B\'s signatures show')
    // they are the drawings, not B's saved default signature
    const saved = (await api(server, 'GET', '/api/permission/Users/Current/SignImg', await apiLogin(server, 'songwenbo'))).data.map((x) => x.signImg)
    const detail = await api(server, 'GET', `${E}/FlowBefore/${done.id}`, tokA)
    const signs = detail.data.flowTaskOperatorRecordList.filter((r) => r.signImg).map((r) => r.signImg)
    assert.strictEqual(signs.length, 2)
    for (const sign of signs) assert.ok(!saved.includes(sign), 'a drawn signature was stored')
    await shot(pageD, 'workflow-d-timeline')
    assert.deepStrictEqual(errors, [], 'no page errors in any of the four browsers')
  } catch (err) {
    // the runner pictures A's page; the others are pictured here
    for (const [name, p] of Object.entries(pages)) await shot(p, `workflow-FAILED-${name}`).catch(() => {})
    throw err
  } finally {
    for (const b of browsers) await b.close()
  }
}

// Special tasks story on G60 杭金: 张华 (TJ-01's project manager) finds the post-holiday restart check 徐志明 issued to
// his section on the Workbench's 专项任务 directory and in 待办事宜; the task opens with its head card (安全, TJ-01, the
// days left); he reports what was done at 执行反馈 (a report is asked first) and it goes to 徐志明's review. Then 郑凯
// (TJ-02) signs the flood-season notice from 待办事宜, and 黄伟, who issued it, opens it on 专项任务通知 and sees who
// has signed (张华, 宋文博, 郑凯) and who has not (韩磊).
const assert = require('assert')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, api, item, fill, tapVisible } = require('../browser-helpers')

const TASK = '节后复工安全专项检查（TJ-01）'
const NOTICE = '关于开展2026年汛期安全专项检查的通知'

async function signInAs(page, server, account) {
  // the first sign-in starts on a blank page without storage; a later one leaves the one before
  if (page.url().startsWith(server.base)) await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, account)
}

/** puts off the batch-sign prompt should it come up over the page */
async function settleOnPage(page) {
  const later = page.locator('.esign__btn').filter({ hasText: /^稍后签署$/, visible: true }).first()
  if (await later.waitFor({ timeout: 4000 }).then(() => true, () => false)) await later.click({ timeout: 3000 }).catch(() => {})
}

async function openTodo(page, server, text) {
  await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
  // a reload is a new login moment: the batch-sign prompt may come up over the Workbench first
  await settleOnPage(page)
  await page.locator('.app-grid__item').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await visibleText(page, '待办事宜').click()
  await page.waitForURL(/\/pages\/workFlow\/flowTodo\/index/, { timeout: 10000 })
  await page.locator('.wf-row').filter({ hasText: text, visible: true }).first().click()
  await page.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
}

/** 通过 (or the node's own word) on the detail, then the same on the approve dialog */
async function approve(page, label, opinion) {
  await tapVisible(page.locator('.wf-actions__btn').filter({ hasText: new RegExp(`^${label}$`) }))
  await page.waitForURL(/\/pages\/workFlow\/operate\/index/, { timeout: 15000 })
  if (opinion) await page.locator('.wf-operate textarea').filter({ visible: true }).first().fill(opinion)
  await page.locator('.wf-operate__btn--primary').filter({ visible: true }).first().click()
  await page.waitForURL((url) => !/\/pages\/workFlow\/(flowBefore|operate)\//.test(url.pathname), { timeout: 30000 })
}

async function record(server, token, model, id) {
  const res = await api(server, 'GET', `/api/visualdev/OnlineDev/${model}/${id}`, token)
  return JSON.parse(res.data.data)
}

module.exports = async function specialTasksStory({ server, page, step }) {
  step('张华 sees the 专项任务 directory on the Workbench')
  await signInAs(page, server, 'zhanghua')
  await page.locator('.app-grid__item[aria-label="发起专项任务"]').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await page.locator('.app-grid__item[aria-label="专项任务台账"]').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'special-workbench')

  step('he opens the restart check from 待办事宜: the head card over the task')
  await openTodo(page, server, TASK)
  await page.locator('.stf__card').filter({ hasText: TASK, visible: true }).first().waitFor({ timeout: 15000 })
  await page.locator('.stf__tag', { hasText: '安全' }).filter({ visible: true }).first().waitFor({ timeout: 5000 })
  await visibleText(page, '涉及合同段：TJ-01').waitFor({ timeout: 5000 })
  await shot(page, 'special-task-feedback')

  step('he must report before 通过; he reports and the task goes to 徐志明')
  await tapVisible(page.locator('.wf-actions__btn').filter({ hasText: /^通过$/ }))
  await visibleText(page, '完成情况不能为空').waitFor({ timeout: 10000 })
  const report = '已完成全员复工安全教育及技术交底；架桥机、龙门吊经特检院重新检验合格；临时用电逐箱检查整改3处。'
  await fill(page, '完成情况', report)
  await shot(page, 'special-task-report')
  await approve(page, '通过', '已按要求完成，请审核')
  const token = await storedToken(page)
  const stored = await record(server, token, 'vm-special-task', 'rec-zx-hj-003')
  assert.strictEqual(stored.completion, report, 'the report is stored on the task')
  const detail = await api(server, 'GET', '/api/workflow/Engine/FlowBefore/rec-zx-hj-003', token)
  assert.strictEqual(detail.data.flowTaskInfo.thisStep, '发起人审核', 'the task waits for the review')

  step('郑凯 signs the flood-season notice from 待办事宜')
  await signInAs(page, server, 'zhengkai')
  await openTodo(page, server, NOTICE)
  await page.locator('.stf__receipt').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'special-notice-sign')
  await approve(page, '签收', '收到，TJ-02即日开展自查')

  step('黄伟 opens the notice on 专项任务通知: who has signed and who has not')
  await signInAs(page, server, 'huangwei')
  // the page's link, opened as a deep link is (a fresh load of the app on it)
  await page.goto(`${server.base}/pages/workFlow/workFlowForm/SpecialTaskFlowNotify/index?id=rec-zxtz-hj-001`, { waitUntil: 'networkidle' })
  await settleOnPage(page)
  await visibleText(page, '签收情况 3/4').waitFor({ timeout: 15000 })
  const rows = await page.locator('.stf__receipt-row').filter({ visible: true }).allTextContents()
  assert.deepStrictEqual(rows.map((r) => r.replace(/\d\d-\d\d \d\d:\d\d.*$/, '').trim()), ['已签收张华', '已签收宋文博', '已签收郑凯', '未签收韩磊'])
  await shot(page, 'special-notice-receipts')
}

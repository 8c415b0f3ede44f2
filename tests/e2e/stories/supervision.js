// Supervision story (issue 18) on G60 杭金: the chief supervisor 宋文博 opens 监理日志 from the Workbench, writes
// today's log (weather, temperatures, what he inspected) and submits it through 监理日志签认 (his own log passes the
// sign-off: nobody is above him); a second log of the same day is refused. He then records a side-station
// supervision of a pile's concreting on 旁站记录 with a photo, and finds it on the list. Last, the T-beam erection
// scheme checked by the contractor's chief engineer waits for him on 施工方案 (审批中); he approves it from 待办事宜
// with his opinion and signature, and it is 已通过 and no longer editable.
const assert = require('assert')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, chooseFile, api, item, fill, tapVisible, pickInSheet, waitUploaded } = require('../browser-helpers')

const PHOTO = path.join(__dirname, '../../../src/assets/tabbar/my-active.png')
const LOG = 'vm-supervision-log'
const SIDE = 'vm-side-station'
const SCHEME = '钱塘江特大桥拼宽段预制T梁架设专项施工方案'
const PLAN = 'vm-construction-plan'
const PART = `钱塘江特大桥7#-${Date.now() % 1000}桩`

async function openTile(page, label, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${label}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

/** a date or date-time picker: confirms what it offers (today, now); a date-time picker may ask twice */
async function pickNow(page, label) {
  await item(page, label).locator('.lc-trigger__value').first().click()
  await page.locator('.weui-picker__action', { hasText: '确定' }).filter({ visible: true }).first().click()
  // a date-time picker asks the time after the date: confirm it too once it shows (the first one slides away meanwhile)
  for (let i = 0; i < 2; i++) {
    await page.waitForTimeout(600)
    const confirm = page.locator('.weui-picker__action', { hasText: '确定' }).filter({ visible: true })
    if (!(await confirm.count())) break
    await confirm.first().click({ timeout: 3000 }).catch(() => {})
  }
  await item(page, label).locator('.lc-trigger__text').first().waitFor({ timeout: 5000 })
}

/** opens the pad of the approve dialog's 签名, draws a zigzag with the mouse and confirms it (as workflow.js) */
async function drawSignature(page) {
  const field = page.locator('.wf-sign').filter({ visible: true }).first()
  await field.locator('.signature-input__button, .signature-input__link').filter({ hasText: /点击签名|重新签名/ }).first().click()
  const canvas = page.locator('.signature-pad__canvas canvas, canvas.signature-pad__canvas').filter({ visible: true }).first()
  await canvas.waitFor({ timeout: 10000 })
  const box = await canvas.boundingBox()
  await page.mouse.move(box.x + 30, box.y + box.height / 2)
  await page.mouse.down()
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 20, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 3 })
  await page.mouse.up()
  await page.locator('.signature-pad__btn--primary').filter({ visible: true }).first().click()
  await field.locator('.signature-input__image').waitFor({ timeout: 15000 })
}

async function records(server, token, model) {
  const res = await api(server, 'POST', `/api/visualdev/OnlineDev/${model}/List`, token, { currentPage: 1, pageSize: 100 })
  return res.data.list
}

module.exports = async function supervisionStory({ server, page, step }) {
  step('宋文博 opens 监理日志 from the Workbench: the logs of 杭金')
  await signInSettled(page, server, 'songwenbo')
  await openTile(page, '监理日志', /\/pages\/apply\/engineeringManagement\/supervisionLog\/index/)
  await page.locator('.lc-row').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'supervision-log-list')
  const token = await storedToken(page)
  const before = (await records(server, token, LOG)).length

  step("he writes today's log and submits it through 监理日志签认")
  await page.locator('.lc-toolbar__btn', { hasText: '写今日日志' }).filter({ visible: true }).first().click()
  await page.waitForURL(/\/pages\/workFlow\/workFlowForm\/supervisionLogForm\/index/, { timeout: 15000 })
  await item(page, '日志日期').waitFor({ timeout: 15000 })
  await pickNow(page, '日志日期')
  await pickInSheet(page, '天气', ['多云'])
  await fill(page, '最低气温(°C)', '6')
  await fill(page, '最高气温(°C)', '15')
  await fill(page, '巡视检查及验收情况', '旁站7#墩桩基混凝土灌注，抽检坍落度2次均为205mm；巡视5#墩深基坑，内支撑及监测按方案落实。')
  await fill(page, '发现的问题', '预制场2#台座钢筋保护层垫块数量不足。')
  await fill(page, '监理指令及处理情况', '口头要求补足垫块后报验，已整改。')
  await shot(page, 'supervision-log-form')
  await tapVisible(page.locator('.wf-actions__btn').filter({ hasText: /^提交审核$|^提交$/ }))
  const modal = page.locator('.taro-modal__foot').filter({ visible: true })
  await modal.waitFor({ timeout: 10000 })
  await modal.getByText('确定', { exact: true }).click()
  await page.waitForURL((url) => !/\/pages\/workFlow\/workFlowForm\//.test(url.pathname), { timeout: 15000 })
  const after = await records(server, token, LOG)
  assert.strictEqual(after.length, before + 1, 'the log is stored')
  const mine = after.find((r) => /6/.test(String(r.minTemp)) && !['rec-jlrz-hj-001', 'rec-jlrz-hj-003'].includes(r.id))
  assert.ok(mine, JSON.stringify(after.map((r) => r.id)))
  assert.strictEqual(Number(mine.flowState), 2, "the chief supervisor's own log passes the sign-off")
  await shot(page, 'supervision-log-submitted')

  step('a second log of the same day is refused')
  const raw = JSON.parse((await api(server, 'GET', `/api/visualdev/OnlineDev/${LOG}/${mine.id}`, token)).data.data)
  const again = await api(server, 'POST', `/api/visualdev/OnlineDev/${LOG}`, token, { data: JSON.stringify({ ...raw, weather: 'sunny' }) })
  assert.strictEqual(again.code, 400)
  assert.match(again.msg, /每人每天只能填写一份/)

  step('he records the side-station supervision of a pile with a photo')
  await page.goto(`${server.base}/#/pages/index/apply`)
  await openTile(page, '旁站记录', /\/pages\/apply\/engineeringManagement\/supervisionSite\/index/)
  await tapVisible(page.locator('[aria-label="新增"]'))
  await item(page, '旁站项目').waitFor({ timeout: 15000 })
  await pickInSheet(page, '旁站项目', ['桩基混凝土灌注'])
  await fill(page, '施工部位', PART)
  await fill(page, '桩号', 'K12+340')
  await pickNow(page, '开始时间')
  await fill(page, '施工过程情况', '终孔检查合格后下放钢筋笼及导管，首灌3.5m³，连续灌注C30水下混凝土。')
  await fill(page, '监理检查情况', '首灌后导管埋深1.5m，坍落度205mm，导管埋深控制在2～6m。')
  await chooseFile(page, item(page, '旁站照片').locator('.uploader__add'), PHOTO)
  await waitUploaded(page, '旁站照片')
  await shot(page, 'supervision-site-form')
  await tapVisible(page.locator('.lc-form-page__btn--primary'))
  await page.locator('.lc-row').filter({ hasText: PART, visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'supervision-site-list')
  const side = (await records(server, token, SIDE)).find((r) => r.part === PART)
  assert.ok(side, 'the side-station record is stored')
  const stored = JSON.parse((await api(server, 'GET', `/api/visualdev/OnlineDev/${SIDE}/${side.id}`, token)).data.data)
  assert.strictEqual(stored.photos.length, 1, 'with its photo')
  await visibleText(page, PART).waitFor({ timeout: 5000 })

  step('the T-beam scheme waits for him on 施工方案: 审批中')
  await page.goto(`${server.base}/#/pages/index/apply`)
  await openTile(page, '施工方案', /\/pages\/apply\/engineeringManagement\/constructionPlan\/index/)
  const row = page.locator('.lc-row').filter({ hasText: SCHEME, visible: true }).first()
  await row.waitFor({ timeout: 15000 })
  await row.getByText('审批中').first().waitFor({ timeout: 10000 })
  await shot(page, 'supervision-plan-list')

  step('he approves it from 待办事宜 with his opinion and signature')
  await page.goto(`${server.base}/#/pages/index/apply`)
  await visibleText(page, '待办事宜').click()
  await page.waitForURL(/\/pages\/workFlow\/flowTodo\/index/, { timeout: 10000 })
  await page.locator('.wf-row').filter({ hasText: SCHEME, visible: true }).first().click()
  await page.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
  await item(page, '方案名称').waitFor({ timeout: 15000 })
  await shot(page, 'supervision-plan-todo')
  await tapVisible(page.locator('.wf-actions__btn').filter({ hasText: /^通过$/ }))
  await page.waitForURL(/\/pages\/workFlow\/operate\/index/, { timeout: 15000 })
  await page.locator('.wf-operate textarea').filter({ visible: true }).first().fill('架桥机过孔及防倾覆措施可行，同意按此方案实施。')
  await drawSignature(page)
  await shot(page, 'supervision-plan-approve')
  await page.locator('.wf-operate__btn--primary').filter({ hasText: '通过', visible: true }).first().click()
  await page.waitForTimeout(800)
  await shot(page, 'supervision-plan-approved')
  await page.waitForURL((url) => !/\/pages\/workFlow\/(flowBefore|operate)\//.test(url.pathname), { timeout: 30000 })
  const approved = (await records(server, token, PLAN)).find((r) => r.planName === SCHEME)
  assert.strictEqual(Number(approved.flowState), 2, 'the scheme is approved')
  // its PDF text is a stored upload
  const plan = JSON.parse((await api(server, 'GET', `/api/visualdev/OnlineDev/${PLAN}/${approved.id}`, token)).data.data)
  assert.match(plan.attachments[0].url, /\/api\/file\/Image\/annex\/\d{8}_[0-9a-f-]+\.pdf/)
  const edit = await api(server, 'PUT', `/api/visualdev/OnlineDev/${PLAN}/${approved.id}`, token, { data: { planName: '改' } })
  assert.strictEqual(edit.msg, '该记录已审批通过，不能修改')
}

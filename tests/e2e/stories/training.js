// Safety exam story (issue 14) on G60 杭金: the labourer 杨山 opens 安全培训考试, starts 隧道施工安全 (10 of its 12
// questions, 20 minutes by the server's clock), answers one question and submits: 未通过, with the analysis of the
// wrong answers. He retakes it: a new draw; after three answers the app is reloaded and 继续考试 brings back the same
// exam with its answers and time; he answers the rest and passes. 考试记录 shows both exams; the project's safety
// officer 何晓燕 sees them among everyone's. Training attendance (培训签到): 何晓燕 holds a session for 杨山 and
// 陈刚 under way now, sees it among the project's with 新建培训班; 杨山 opens it from 安全培训考试 and signs in with his
// hand signature; 何晓燕 sees him signed and 陈刚 missing, and ends the sign-in.
const assert = require('assert')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, api } = require('../browser-helpers')

const COURSE = '隧道施工安全'

async function openTile(page, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

const courseCard = (page) => page.locator('.ex-card').filter({ hasText: COURSE, visible: true }).first()

async function confirmModal(page, text) {
  const foot = page.locator('.taro-modal__foot').filter({ visible: true })
  await foot.waitFor({ timeout: 10000 })
  await foot.getByText(text, { exact: true }).click()
}

/** the question on screen: its number (1-based) and stem */
async function current(page) {
  const no = await page.locator('.ex-question__no').filter({ visible: true }).first().innerText()
  const stem = await page.locator('.ex-question__stem').filter({ visible: true }).first().innerText()
  return { no: Number(/第(\d+)\//.exec(no)[1]), stem: stem.trim() }
}

async function choose(page, keys) {
  for (const k of keys) {
    const option = page.locator('.ex-option').filter({ has: page.locator('.ex-option__key', { hasText: new RegExp(`^${k}$`) }), visible: true }).first()
    await option.click()
    await page.waitForFunction((el) => el.getAttribute('aria-checked') === 'true', await option.elementHandle(), { timeout: 5000 })
  }
}

module.exports = async function trainingStory({ server, page, step }) {
  step('杨山 opens 安全培训考试 and starts 隧道施工安全')
  await signInSettled(page, server, 'yangshan')
  await openTile(page, '安全培训考试', /\/pages\/apply\/safetyTrain\/safeTrainOnlineExam\/index/)
  await courseCard(page).waitFor({ timeout: 15000 })
  await visibleText(page, '已通过 · 最高90分').waitFor({ timeout: 5000 })
  await shot(page, 'training-courses')
  assert.match(await courseCard(page).innerText(), /未参加[\s\S]*10题 · 限时20分钟 · 80分及格/)
  await courseCard(page).locator('.ex-btn').click()
  await confirmModal(page, '开始考试')
  await page.locator('.ex-question__stem').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  const timeText = await page.locator('.ex-bar__time').first().innerText()
  assert.match(timeText, /剩余 (20:00|19:5\d)/)
  await shot(page, 'training-exam-question')

  step('he answers one question and submits: 未通过, with the analysis of the wrong answers')
  await choose(page, ['A'])
  await page.locator('.ex-actions .ex-btn').filter({ hasText: '交卷', visible: true }).first().click()
  await visibleText(page, '还有9题未作答').waitFor({ timeout: 10000 })
  await shot(page, 'training-exam-confirm')
  await confirmModal(page, '交卷')
  await visibleText(page, '未通过').waitFor({ timeout: 15000 })
  await visibleText(page, '错题解析').waitFor({ timeout: 5000 })
  await shot(page, 'training-failed-result')
  await page.locator('.ex-wrong__analysis').first().scrollIntoViewIfNeeded()
  await shot(page, 'training-failed-analysis')
  const token = await storedToken(page)
  const records = await api(server, 'GET', '/api/training/records?projectId=proj-hj&courseId=train-hj-tunnel', token)
  assert.strictEqual(records.data.list.length, 1, JSON.stringify(records))
  assert.strictEqual(records.data.list[0].passed, false)
  // what the result taught him: the right answer of each question he saw
  const failed = (await api(server, 'GET', `/api/training/exams/${records.data.list[0].id}`, token)).data
  const learnt = new Map(failed.questions.map((q) => [q.stem, q.correctAnswer]))

  step('he retakes it; the app is reloaded mid-exam and 继续考试 brings the same exam back')
  await page.locator('.ex-actions .ex-btn').filter({ hasText: '重新考试', visible: true }).first().click()
  await confirmModal(page, '开始考试')
  await page.locator('.ex-question__stem').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  const seen = []
  for (let i = 0; i < 3; i++) {
    const q = await current(page)
    seen.push(q.stem)
    await choose(page, learnt.get(q.stem) ?? ['A'])
    await page.locator('.ex-actions .ex-btn').filter({ hasText: '下一题', visible: true }).first().click()
  }
  // the last save lands before the reload
  await page.waitForTimeout(800)
  await page.reload({ waitUntil: 'networkidle' })
  await courseCard(page).waitFor({ timeout: 15000 })
  assert.match(await courseCard(page).innerText(), /考试进行中[\s\S]*继续考试/)
  await shot(page, 'training-resume-card')
  await courseCard(page).locator('.ex-btn').click()
  await page.locator('.ex-question__stem').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  assert.strictEqual((await current(page)).stem, seen[0], 'the same first question')
  assert.strictEqual(await page.locator('.ex-dot--done').count(), 3, 'three answers kept')
  await shot(page, 'training-resumed')

  step('he answers the rest and passes')
  for (let n = 1; n <= 10; n++) {
    const q = await current(page)
    if (n > 3) await choose(page, learnt.get(q.stem) ?? ['A'])
    if (n < 10) await page.locator('.ex-actions .ex-btn').filter({ hasText: '下一题', visible: true }).first().click()
  }
  await shot(page, 'training-last-question')
  await page.locator('.ex-actions .ex-btn').filter({ hasText: '交卷', visible: true }).first().click()
  await visibleText(page, '已答完全部10题').waitFor({ timeout: 10000 })
  await confirmModal(page, '交卷')
  await visibleText(page, '考试通过').waitFor({ timeout: 15000 })
  await shot(page, 'training-passed-result')
  assert.strictEqual(await page.locator('.ex-actions .ex-btn').filter({ hasText: '重新考试', visible: true }).count(), 0, 'no retake after a pass')

  step('考试记录 shows both; the safety officer 何晓燕 sees them among everyone\'s')
  await page.locator('.ex-actions .ex-btn').filter({ hasText: '返回课程', visible: true }).first().click()
  await courseCard(page).waitFor({ timeout: 15000 })
  assert.match(await courseCard(page).innerText(), /已通过 · 最高\d+分/)
  await page.goto(`${server.base}/#/pages/index/apply`, { waitUntil: 'networkidle' })
  await openTile(page, '考试记录', /\/pages\/apply\/examinationRecord\/index/)
  await page.locator('.ex-record').filter({ hasText: COURSE, visible: true }).nth(1).waitFor({ timeout: 15000 })
  await shot(page, 'training-records-mine')
  await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, 'hexiaoyan')
  await openTile(page, '考试记录', /\/pages\/apply\/examinationRecord\/index/)
  await page.locator('[role="radio"]').filter({ hasText: '全部人员', visible: true }).first().click()
  await page.locator('.ex-record').filter({ hasText: '杨山', visible: true }).first().waitFor({ timeout: 15000 })
  await page.locator('[role="radio"]').filter({ hasText: '未通过', visible: true }).first().click()
  await page.waitForTimeout(800)
  await shot(page, 'training-records-all-failed')
  await page.locator('.ex-record').filter({ hasText: '杨山', visible: true }).filter({ hasText: COURSE }).first().click()
  await page.waitForURL(/safeTrainOnlineExam\/index\?examId=/, { timeout: 10000 })
  await visibleText(page, '错题解析').waitFor({ timeout: 15000 })
  await shot(page, 'training-officer-reads-result')

  step('培训签到: 何晓燕 holds a session under way now for 杨山 and 陈刚, and sees it among the project\'s')
  const officer = await storedToken(page)
  const TITLE = '现场消防安全培训（e2e）'
  const now = Date.now()
  const held = await api(server, 'POST', '/api/training/sessions', officer, {
    projectId: 'proj-hj', courseId: 'train-hj-fire', title: TITLE, place: 'TJ-01 项目部二楼会议室', trainer: '何晓燕', hours: 1.5,
    startsAt: now - 5 * 60_000, endsAt: now + 2 * 3_600_000, userIds: ['u-yangshan', 'u-chengang']
  })
  assert.strictEqual(held.code, 200, JSON.stringify(held))
  const sessionId = held.data.id
  await page.goto(`${server.base}/#/pages/index/apply`, { waitUntil: 'networkidle' })
  await openTile(page, '培训签到', /\/pages\/apply\/safetyTrain\/trainAttendance\/index/)
  await page.locator('[role="radio"]').filter({ hasText: '全部培训班', visible: true }).first().click()
  const sessionCard = () => page.locator('.ta-card').filter({ hasText: TITLE, visible: true }).first()
  await sessionCard().waitFor({ timeout: 15000 })
  assert.match(await sessionCard().innerText(), /签到中[\s\S]*签到 0\/2/)
  await shot(page, 'training-sessions-organiser')
  await page.locator('.ex-actions .ex-btn').filter({ hasText: '新建培训班', visible: true }).first().click()
  await visibleText(page, '参训人员（已选0人）').waitFor({ timeout: 15000 })
  await shot(page, 'training-session-form')

  step('杨山 opens it from 安全培训考试 and signs in with his signature')
  await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, 'yangshan')
  await openTile(page, '安全培训考试', /\/pages\/apply\/safetyTrain\/safeTrainOnlineExam\/index/)
  await page.locator('.ta-entry').filter({ visible: true }).first().click()
  await page.waitForURL(/trainAttendance\/index/, { timeout: 15000 })
  await sessionCard().waitFor({ timeout: 15000 })
  assert.match(await sessionCard().innerText(), /待签到/)
  await shot(page, 'training-sessions-worker')
  await sessionCard().click()
  await page.waitForURL(/trainAttendance\/detail\?id=/, { timeout: 15000 })
  await page.locator('.signature-input__button').filter({ visible: true }).first().click()
  const canvas = page.locator('.signature-pad__canvas canvas, canvas.signature-pad__canvas').filter({ visible: true }).first()
  await canvas.waitFor({ timeout: 10000 })
  const box = await canvas.boundingBox()
  await page.mouse.move(box.x + 30, box.y + box.height / 2)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 30 + i * 22, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 3 })
  await page.mouse.up()
  await page.locator('.signature-pad__btn--primary').filter({ visible: true }).first().click()
  await page.locator('.signature-input__image').filter({ visible: true }).first().waitFor({ timeout: 10000 })
  await shot(page, 'training-session-signature')
  await page.locator('.ex-actions .ex-btn').filter({ hasText: '确认签到', visible: true }).first().click()
  await visibleText(page, '计1.5学时').waitFor({ timeout: 15000 })
  await shot(page, 'training-session-signed')

  step('何晓燕 sees 杨山 signed and 陈刚 missing, and ends the sign-in')
  await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, 'hexiaoyan')
  await openTile(page, '培训签到', /\/pages\/apply\/safetyTrain\/trainAttendance\/index/)
  await page.locator('[role="radio"]').filter({ hasText: '全部培训班', visible: true }).first().click()
  await sessionCard().waitFor({ timeout: 15000 })
  assert.match(await sessionCard().innerText(), /签到 1\/2/)
  await sessionCard().click()
  await page.waitForURL(new RegExp(`trainAttendance/detail\\?id=${sessionId}`), { timeout: 15000 })
  await visibleText(page, '已签到（1人）').waitFor({ timeout: 15000 })
  await visibleText(page, '未签到（1人）').waitFor({ timeout: 5000 })
  assert.ok(await page.locator('.ta-person__sign').filter({ visible: true }).count() >= 1, 'the signature is shown')
  await shot(page, 'training-session-organiser-detail')
  await page.locator('.ex-actions .ex-btn').filter({ hasText: '结束签到', visible: true }).first().click()
  await confirmModal(page, '结束签到')
  await visibleText(page, '已关闭').waitFor({ timeout: 15000 })
  await shot(page, 'training-session-closed')
}

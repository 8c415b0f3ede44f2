// Low-code story (issue 4): a project manager opens the complete demo model (现场综合检查记录, every control) from the
// Workbench, tries to save with a required field empty (its message shows, nothing is saved), fills every control
// (photos and a PDF through the file chooser, pickers, child table, signature), saves, finds the record by keyword,
// views its detail, edits it, and deletes it. Each step is checked against the server too.
const assert = require('assert')
const fs = require('fs')
const os = require('os')
const path = require('path')
const crypto = require('crypto')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, login, item, fill, tapVisible, pickInSheet, chooseFile, waitUploaded } = require('../browser-helpers')

const ACCOUNT = 'huangwei' // 黄伟, project manager of G60 杭金 (all buttons on the low-code menus)
const PASSWORD = 'Highway@2026'
const MODEL = 'vm-site-check'
const MENU_NAME = '现场综合检查'
const SEED_TITLE = '钱塘江特大桥拼宽段桩基施工安全质量综合检查'
const PHOTO = path.join(__dirname, '../../../src/assets/tabbar/my-active.png')

async function api(server, method, url, token, body) {
  const res = await fetch(`${server.base}/H5Api${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'jnpf-origin': 'app', authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return res.json()
}

/** the records of the model whose title contains `text`, as the list endpoint answers them */
async function findRecords(server, token, text) {
  const res = await api(server, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, token, {
    currentPage: 1, pageSize: 20, queryJson: JSON.stringify({ jnpfKeyword: text })
  })
  assert.strictEqual(res.code, 200, JSON.stringify(res))
  return res.data.list
}

/** an organisation/user/role... tree picker: tick the first selectable entry, drilling down while there is none */
async function pickInTree(page, label) {
  await tapVisible(page.locator(`[aria-label="选择${label}"]`))
  const panel = page.locator('.lc-tree__panel').filter({ visible: true }).first()
  await panel.waitFor({ timeout: 10000 })
  for (let level = 0; level < 5; level++) {
    await panel.locator('.lc-tree__row').first().waitFor({ timeout: 10000 })
    const check = panel.locator('.lc-tree__list .lc-tree__check')
    if (await check.count()) {
      await check.first().click()
      break
    }
    await panel.locator('.lc-tree__drill, .lc-tree__main').first().click()
  }
  await panel.locator('.lc-tree__btn--primary').click()
  await panel.waitFor({ state: 'hidden', timeout: 10000 })
}

/** popupSelect / popupTableSelect / relationForm: the picker page, the row titled `title` (else the first), 确定, back on the form */
async function pickRow(page, label, title) {
  const form = page.url()
  await tapVisible(page.locator(`[aria-label="选择${label}"]`))
  await page.waitForURL(/\/pages\/apply\/(popSelect|tableSelect|tableTreeSelector)\//, { timeout: 10000 })
  // popSelect shows cards, tableSelect a table whose rows are tapped on a cell
  const rows = page.locator('.lc-pick-card__body, .lc-pick-table__row:not(.lc-pick-table__row--head) .lc-pick-table__cell')
  await tapVisible(title ? rows.filter({ hasText: title }) : rows)
  await tapVisible(page.locator('.lc-confirm__btn--primary'))
  await page.waitForURL((url) => url.toString() === form, { timeout: 10000 })
  await item(page, label).locator('.lc-sel__placeholder').waitFor({ state: 'detached', timeout: 10000 })
}

/** a date field: open Taro's picker sheet and take the date it offers (today) */
async function pickDate(page, label) {
  await item(page, label).locator('.lc-trigger__value').first().click()
  await tapVisible(page.locator('.weui-picker__action', { hasText: '确定' }))
  await item(page, label).locator('.lc-trigger__text').first().waitFor({ timeout: 5000 })
}

async function openPane(page, title) {
  const tab = page.locator('.lc-tabs__tab', { hasText: title }).filter({ visible: true })
  if (await tab.count()) return tab.first().click()
  const header = page.locator('.lc-collapse__header', { hasText: title }).filter({ visible: true }).first()
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click()
}

async function drawSignature(page) {
  await tapVisible(item(page, '检查人签名').locator('.signature-input__button'))
  const canvas = page.locator('.signature-pad__canvas canvas, canvas.signature-pad__canvas').filter({ visible: true }).first()
  await canvas.waitFor({ timeout: 10000 })
  const box = await canvas.boundingBox()
  await page.mouse.move(box.x + 30, box.y + box.height / 2)
  await page.mouse.down()
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 20, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 3 })
  await page.mouse.up()
  await tapVisible(page.locator('.signature-pad__btn--primary'))
  await item(page, '检查人签名').locator('.signature-input__image').waitFor({ timeout: 15000 })
}

/** a small but well-formed PDF for the 附件 control (its accept list is .pdf/.doc/.xls) */
function samplePdf() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pdf-')), '整改通知单.pdf')
  const body = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
  fs.writeFileSync(file, body)
  return file
}

async function save(page) {
  await tapVisible(page.locator('.lc-form-page__btn--primary'))
}

module.exports = async function lowcodeStory({ server, browser, page, step }) {
  const title = `E2E现场检查${crypto.randomBytes(3).toString('hex')}`
  const edited = `${title}（复查）`
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ latitude: 30.1961, longitude: 120.2652 })

  step('log in and open the complete demo model from the Workbench')
  await page.goto(`${server.base}/`, { waitUntil: 'networkidle' })
  await login(page, ACCOUNT, PASSWORD)
  await page.waitForURL(/\/pages\/index\/apply/, { timeout: 15000 })
  const token = await storedToken(page)
  // the relation picker needs a safety inspection record to link to
  const related = await api(server, 'POST', '/api/visualdev/OnlineDev/vm-demo-inspection', token, {
    data: JSON.stringify({ inspectTitle: `${title}关联巡查`, inspectDate: Date.now(), hazardLevel: '1', contactPhone: '13800138001' })
  })
  assert.strictEqual(related.code, 200, JSON.stringify(related))
  await visibleText(page, MENU_NAME).click()
  await page.waitForURL(new RegExp(`/pages/apply/dynamicModel/index\\?id=${MODEL}&menuId=`), { timeout: 10000 })
  await visibleText(page, SEED_TITLE).waitFor({ timeout: 15000 })
  await shot(page, 'lowcode-list')

  step('saving with the required title empty shows its message and saves nothing')
  await tapVisible(page.locator('[aria-label="新增"]'))
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/form\?config=/, { timeout: 10000 })
  await item(page, '检查标题').waitFor({ timeout: 15000 })
  const listBefore = await api(server, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, token, { currentPage: 1, pageSize: 1 })
  await save(page)
  await visibleText(page, '检查标题不能为空').waitFor({ timeout: 5000 })
  await shot(page, 'lowcode-required-message')
  const listAfter = await api(server, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, token, { currentPage: 1, pageSize: 1 })
  assert.strictEqual(listAfter.data.pagination.total, listBefore.data.pagination.total, 'nothing may be saved')
  assert.match(page.url(), /dynamicModel\/form/)

  step('fill the basic information')
  await fill(page, '检查标题', title)
  assert.notStrictEqual(await item(page, '检查日期').locator('.lc-trigger__text').first().textContent(), '', 'the check date defaults to today')
  await tapVisible(item(page, '检查类型').locator('.lc-chip', { hasText: '专项检查' }))
  // the section brings its contractor into 施工单位 (transferList) and its mileage into 桩号范围 (popupAttr)
  await pickRow(page, '合同段', '杭金改扩建土建施工第TJ-01合同段')
  assert.strictEqual(await item(page, '施工单位').locator('input').first().inputValue(), '钱江路桥工程有限公司')
  await item(page, '桩号范围').getByText('K0+000～K48+350').waitFor({ timeout: 5000 })
  await fill(page, '检查桩号', 'K12+300～K12+860')
  // the 分项工程 offered are those of the chosen section
  await pickRow(page, '检查分项工程', '钱塘江特大桥拼宽桩基')
  await pickInSheet(page, '检查部位', ['桥梁工程', '桩基'])
  await pickInSheet(page, '责任工区', ['TJ-01项目经理部', '第一工区', '桥梁作业队'])
  await pickInTree(page, '所在地区')
  // 记录当前坐标 records the (granted) device position (选择位置, the map picker, is the web-map story's)
  await tapVisible(item(page, '现场定位').locator('.lc-btn', { hasText: '记录当前坐标' }))
  // the browser gives WGS-84; the app stores GCJ-02 as WeChat does (src/utils/gcj02.ts), about 500 m east and south here
  await item(page, '现场定位').getByText(/当前位置（经度120\.269663，纬度30\.193646）/).waitFor({ timeout: 10000 })
  await fill(page, '联系电话', '13800138000')
  await shot(page, 'lowcode-form-basic')

  step('fill the people of the check')
  // 检查单位 and 检查负责人 start as the user's organisation and the user (defaultCurrent)
  for (const label of ['检查单位', '检查负责人']) {
    assert.strictEqual(await item(page, label).locator('.lc-sel__placeholder').count(), 0, `${label} has its default`)
  }
  for (const label of ['责任部门', '责任岗位', '参检人员', '参检角色', '专项工作组', '抄送对象']) await pickInTree(page, label)

  step('fill the check, the scores and the issue list')
  await openPane(page, '检查情况')
  await pickInSheet(page, '天气', [''])
  await tapVisible(item(page, '隐患等级').locator('.lc-chip'))
  await tapVisible(item(page, '检查项目').locator('.lc-chip', { hasText: '临边防护' }))
  await tapVisible(item(page, '检查项目').locator('.lc-chip', { hasText: '临时用电' }))
  await fill(page, '主要材料', 'HRB400E带肋钢筋 Φ25')
  await tapVisible(item(page, '警示标识颜色').locator('.lc-color__swatch[role="radio"]'))
  await fill(page, '检查情况描述', '桩基钻孔平台作业有序；临边防护一处不足，已当场要求整改。')
  await openPane(page, '评分')
  await fill(page, '安全得分', '35')
  await fill(page, '质量得分', '36')
  await fill(page, '文明施工得分', '18')
  await item(page, '综合得分').getByText('89').first().waitFor({ timeout: 5000 })
  await tapVisible(item(page, '总体评价').locator('[aria-label="4星"]'))
  await tapVisible(item(page, '整改完成度(%)').locator('[aria-label="增加"]'))
  await openPane(page, '问题清单')
  await tapVisible(page.locator('.lc-table .lc-btn--dashed'))
  const row = page.locator('.lc-table__row').filter({ visible: true }).first()
  await row.waitFor({ timeout: 5000 })
  await fill(page, '问题描述', '3号墩钻孔平台临边防护栏杆高度不足1.2m')
  await pickInSheet(page, '问题类别', [''])
  await fill(page, '扣分', '2')
  await pickDate(page, '整改期限')
  await pickInTree(page, '整改责任人')
  await chooseFile(page, item(page, '问题照片').locator('.uploader__add'), PHOTO)
  await waitUploaded(page, '问题照片')
  await tapVisible(item(page, '已整改').locator('[role="switch"]'))
  await shot(page, 'lowcode-form-issues')

  step('fill the rectification, attachments, photos, signature and relation')
  await tapVisible(page.locator('[role="switch"][aria-label="需要整改"]'))
  await openPane(page, '整改要求')
  await fill(page, '整改要求', '临边防护栏杆加高至1.2m并设挡脚板，完成后报安全质量部复查。')
  await chooseFile(page, item(page, '附件').locator('.uploader__button'), samplePdf())
  await waitUploaded(page, '附件')
  await openPane(page, '现场影像与签认')
  await chooseFile(page, item(page, '现场照片').locator('.uploader__add'), PHOTO)
  await waitUploaded(page, '现场照片')
  await drawSignature(page)
  await pickRow(page, '关联安全巡查')
  await shot(page, 'lowcode-form-filled')

  step('save: back on the list with the new record, stored with every value')
  await save(page)
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/index/, { timeout: 15000 })
  // a list card, not any text: the relation chip of the form being left also contains the title
  await page.locator('.lc-row').filter({ visible: true }).filter({ hasText: title }).first().waitFor({ timeout: 15000 })
  const [created] = await findRecords(server, token, title)
  assert.ok(created, 'the record is listed by the server')
  const stored = JSON.parse((await api(server, 'GET', `/api/visualdev/OnlineDev/${MODEL}/${created.id}`, token)).data.data)
  for (const key of ['checkNo', 'checkTitle', 'checkDate', 'checkTime', 'checkType', 'sectionId', 'constructionUnit', 'stake', 'wbsItems',
    'checkPart', 'workArea', 'region', 'contactPhone', 'position', 'checkOrg', 'responsibleDept', 'responsiblePos', 'inspector', 'participants', 'participantRoles', 'workGroup', 'ccTargets',
    'weather', 'hazardLevel', 'checkItems', 'material', 'signColor', 'description', 'safetyScore', 'qualityScore', 'civilScore',
    'totalScore', 'rating', 'progress', 'tableFieldIssues', 'needRectify', 'requirement', 'attachments', 'photos', 'inspectorSign',
    'relatedInspection', 'source']) {
    const value = stored[key]
    assert.ok(value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0), `${key} was saved empty: ${JSON.stringify(value)}`)
  }
  assert.strictEqual(Number(stored.totalScore), 89)
  assert.strictEqual(stored.tableFieldIssues[0].photos.length, 1)
  assert.ok(Number(stored.tableFieldIssues[0].deadline) > 0, 'the rectification deadline was saved')
  assert.strictEqual(Number(JSON.parse(stored.position).lat).toFixed(6), '30.193646')
  await shot(page, 'lowcode-saved')

  step('find it by keyword')
  const search = page.locator('.lc-toolbar .at-search-bar input').filter({ visible: true }).first()
  await search.fill(title)
  await search.press('Enter')
  await page.locator('.lc-row').filter({ visible: true }).filter({ hasText: SEED_TITLE }).waitFor({ state: 'detached', timeout: 10000 })
  assert.strictEqual(await page.locator('.lc-row').filter({ visible: true }).count(), 1)
  await shot(page, 'lowcode-keyword')

  step('view the detail')
  await visibleText(page, title).click()
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/detail\?config=/, { timeout: 10000 })
  await visibleText(page, '专项检查').waitFor({ timeout: 15000 })
  await visibleText(page, '钱江路桥工程有限公司').waitFor()
  await shot(page, 'lowcode-detail')

  step('edit it from the detail')
  await tapVisible(page.locator('.lc-form-page__btn--primary', { hasText: '编辑' }))
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/form\?config=/, { timeout: 10000 })
  await page.waitForFunction((t) => Array.from(document.querySelectorAll('input')).some((i) => i.value === t), title, { timeout: 15000 })
  await fill(page, '检查标题', edited)
  await save(page)
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/detail/, { timeout: 15000 })
  await visibleText(page, edited).waitFor({ timeout: 15000 })
  const changed = await findRecords(server, token, edited)
  assert.strictEqual(changed.length, 1)
  await shot(page, 'lowcode-edited')

  step('delete it from the list after confirming')
  await page.goBack()
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/index/, { timeout: 10000 })
  const card = page.locator('.lc-row').filter({ visible: true }).filter({ hasText: edited }).first()
  await card.waitFor({ timeout: 15000 })
  await card.locator('.lc-row__action--danger').click()
  await shot(page, 'lowcode-delete-confirm')
  await page.locator('.taro-modal__foot').filter({ visible: true }).getByText('删除', { exact: true }).click()
  await card.waitFor({ state: 'detached', timeout: 10000 })
  assert.deepStrictEqual(await findRecords(server, token, title), [])
  await shot(page, 'lowcode-deleted')
}

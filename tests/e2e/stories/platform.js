// Platform story (issue 10): the group administrator designs a register in the console's 功能设计 (边坡巡查记录: an
// input, a select, two textareas, a site photo; app list columns with 导出; record states 待处理 -> 处理中 -> 已完成),
// releases it onto the App menu under 安全管理, creates a role granted the menu and its buttons but 删除, and gives
// the role to a site user. That user finds the register on the Workbench, adds a record with a stamped photo
// (the browser stands on the G60 杭金 chainage line, so the stamp carries K3+185), moves it through both states from
// the detail (the second move refused while empty), exports the list to .xlsx and prints the record to PDF. Each
// step is checked against the server too.
const assert = require('assert')
const fs = require('fs')
const os = require('os')
const path = require('path')
const crypto = require('crypto')
const ExcelJS = require('exceljs')
const { SHOTS, shot } = require('../../support/processes')
const { apiLogin, api, signIn, storedToken, visibleText, item, fill, tapVisible, pickInSheet, chooseFile, waitUploaded } = require('../browser-helpers')

const USER = { account: 'chengang', name: '陈刚' } // 施工队长 of TJ-01 (杭金), no rights on the new register before
const ROLE = { fullName: '边坡巡查员', enCode: 'slopePatroller' }
const MODEL = { fullName: '边坡巡查记录', enCode: 'slopePatrolRecord' }
// WGS-84, what the browser reports; the app turns it into GCJ-02 (120.25950, 30.08880), which lies on the G60 杭金
// line 40 % of the way from K0+000 to K7+963 (server/src/db/seed/data/alignments.ts): the stamp says K3+185
const ON_THE_LINE = { latitude: 30.091261, longitude: 120.255042 }
const CHAINAGE = 'K3+185'

/** a call of the JNPF 3.6 web console (/api, origin pc) that must succeed; answers data */
async function consoleApi(server, token, method, url, body) {
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers: { authorization: token, 'jnpf-origin': 'pc', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const envelope = await res.json()
  assert.strictEqual(envelope.code, 200, `${method} ${url}: ${JSON.stringify(envelope)}`)
  return envelope.data
}

const findNode = (nodes, test) => {
  for (const n of nodes || []) {
    if (test(n)) return n
    const hit = findNode(n.children, test)
    if (hit) return hit
  }
  return undefined
}

// the form as the 3.6 designer saves it (the keys the app and server read)
const field = (jnpfKey, label, vModel, config = {}, props = {}) => ({
  __config__: { jnpfKey, label, showLabel: true, required: false, layout: 'colFormItem', span: 24, regList: [], trigger: 'blur', visibility: ['pc', 'app'], ...config },
  __vModel__: vModel, placeholder: `请输入${label}`, disabled: false, ...props
})
const DEFECTS = [['scour', '坡面冲刷'], ['rockfall', '落石'], ['slip', '局部滑塌'], ['drain', '排水沟堵塞']]
const FIELDS = [
  field('input', '巡查部位', 'place', { required: true }, { maxlength: 50 }),
  field('select', '病害类型', 'defect', { dataType: 'static', trigger: 'change' }, {
    options: DEFECTS.map(([id, fullName]) => ({ id, fullName })), props: { label: 'fullName', value: 'id' }, clearable: true
  }),
  field('textarea', '问题描述', 'problem', {}, { maxlength: 500 }),
  field('textarea', '处理措施', 'measures', {}, { maxlength: 500 }),
  field('uploadImg', '现场照片', 'photos', {}, { fileSize: 10, sizeUnit: 'MB', limit: 6, pathType: 'defaultPath' })
]
const column = (vModel) => {
  const f = FIELDS.find((x) => x.__vModel__ === vModel)
  return { ...f, id: vModel, prop: vModel, label: f.__config__.label, fullName: f.__config__.label, jnpfKey: f.__config__.jnpfKey, align: 'left', sortable: false }
}
const list = (columns) => JSON.stringify({
  type: 1, hasPage: true, pageSize: 20, defaultSortConfig: [], columnList: columns.map(column),
  searchList: [{ ...column('place'), searchType: 2, isKeyword: true, value: null }],
  btnsList: [{ value: 'add', label: '新增', show: true }, { value: 'download', label: '导出', show: true }],
  columnBtnsList: [{ value: 'edit', label: '编辑', show: true }, { value: 'detail', label: '详情', show: true }, { value: 'remove', label: '删除', show: true }],
  customBtnsList: [], useBtnPermission: true, useColumnPermission: false, useFormPermission: false, useDataPermission: false
})
const STATES = {
  initial: 'open',
  states: [
    { code: 'open', name: '待处理', colour: '#2979ff' },
    { code: 'fixing', name: '处理中', colour: '#ff9900' },
    { code: 'done', name: '已完成', colour: '#19be6b', final: true }
  ],
  transitions: [
    { code: 'start', name: '开始处理', from: ['open'], to: 'fixing', who: { roles: [ROLE.enCode] } },
    { code: 'finish', name: '处理完成', from: ['fixing'], to: 'done', who: { creator: true }, needs: { fields: ['measures'], opinion: true, opinionLabel: '处理说明' } }
  ],
  due: { days: 3 }
}
const MODEL_BODY = {
  ...MODEL, category: 'dd-webDesign-safety', type: 1, webType: 2, enableFlow: 0, sortCode: 0, description: '路堑、路堤边坡日常巡查',
  formData: JSON.stringify({ formRef: 'formRef', formModel: 'dataForm', labelPosition: 'right', labelWidth: 100, concurrencyLock: true, fields: FIELDS }),
  columnData: list(['place', 'defect', 'problem']), appColumnData: list(['place', 'defect', 'photos']), tables: '[]', recordStates: JSON.stringify(STATES)
}

/** a 1600 x 1200 JPEG "photo" (sky over a green slope) drawn by the browser, written to a temporary file */
async function samplePhoto(page) {
  const base64 = await page.evaluate(async () => {
    const c = document.createElement('canvas')
    c.width = 1600
    c.height = 1200
    const g = c.getContext('2d')
    const sky = g.createLinearGradient(0, 0, 0, 700)
    sky.addColorStop(0, '#6fa8dc')
    sky.addColorStop(1, '#cfe2f3')
    g.fillStyle = sky
    g.fillRect(0, 0, 1600, 1200)
    g.fillStyle = '#6aa84f'
    g.beginPath()
    g.moveTo(0, 1200)
    g.lineTo(0, 420)
    g.lineTo(1600, 700)
    g.lineTo(1600, 1200)
    g.fill()
    g.fillStyle = '#8b5a2b'
    for (let i = 0; i < 12; i++) g.fillRect(200 + i * 110, 760 + (i % 3) * 60, 70, 30)
    const blob = await new Promise((resolve) => c.toBlob(resolve, 'image/jpeg', 0.9))
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let s = ''
    for (const b of bytes) s += String.fromCharCode(b)
    return btoa(s)
  })
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-photo-')), '边坡全景.jpg')
  fs.writeFileSync(file, Buffer.from(base64, 'base64'))
  return file
}

/** the width and height in a JPEG's start-of-frame marker, or undefined when the bytes are no baseline/progressive JPEG */
function jpegSize(buf) {
  if (buf[0] !== 0xff || buf[1] !== 0xd8) return undefined
  let i = 2
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return undefined
    const marker = buf[i + 1]
    const length = buf.readUInt16BE(i + 2)
    if (marker === 0xc0 || marker === 0xc2) return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) }
    i += 2 + length
  }
  return undefined
}

/**
 * Decodes both pictures in the page, scaled to the stored one's size, and answers the mean difference per channel
 * in the bottom-left corner (where the stamp panel goes) and in the top-right one (the sky, untouched).
 */
function pixelDifference(page, originalDataUrl, storedUrl) {
  return page.evaluate(async ([a, b]) => {
    const load = (src) => new Promise((resolve, reject) => {
      const img = new Image()
      img.onload = () => resolve(img)
      img.onerror = () => reject(new Error(`cannot decode ${src.slice(0, 60)}`))
      img.src = src
    })
    const [orig, stored] = await Promise.all([load(a), load(b)])
    const w = stored.naturalWidth
    const h = stored.naturalHeight
    const pixels = (img) => {
      const c = document.createElement('canvas')
      c.width = w
      c.height = h
      const g = c.getContext('2d')
      g.drawImage(img, 0, 0, w, h)
      return g.getImageData(0, 0, w, h).data
    }
    const p = pixels(orig)
    const q = pixels(stored)
    const mean = (x0, y0, x1, y1) => {
      let sum = 0
      let n = 0
      for (let y = Math.floor(y0 * h); y < y1 * h; y++) {
        for (let x = Math.floor(x0 * w); x < x1 * w; x++) {
          const i = (y * w + x) * 4
          sum += Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2])
          n += 3
        }
      }
      return sum / n
    }
    return { width: w, height: h, stampCorner: mean(0.04, 0.82, 0.25, 0.95), skyCorner: mean(0.7, 0.04, 0.95, 0.2) }
  }, [originalDataUrl, storedUrl])
}

/** the transition sheet in front */
const sheet = (page) => page.locator('.lc-move-sheet').filter({ visible: true }).first()

async function waitToast(page, text) {
  await visibleText(page, text).waitFor({ timeout: 10000 })
}

module.exports = async function platformStory({ server, browser, page, step }) {
  const admin = await apiLogin(server, 'admin')
  const place = `K3+185 右侧路堑边坡 ${crypto.randomBytes(2).toString('hex')}`

  step('the administrator designs 边坡巡查记录 in 功能设计 with its record states')
  await consoleApi(server, admin, 'POST', '/visualdev/Base', MODEL_BODY)
  const model = (await consoleApi(server, admin, 'GET', `/visualdev/Base?keyword=${MODEL.enCode}&currentPage=1&pageSize=20`)).list.find((m) => m.enCode === MODEL.enCode)
  assert.ok(model, 'the new model is listed')
  assert.strictEqual(model.isRelease, 0, 'a new model is not released')
  const O = `/api/visualdev/OnlineDev/${model.id}`

  step('releases it onto the App menu under 安全管理')
  const dirs = (await consoleApi(server, admin, 'GET', `/system/Menu/SelectorFilter/${model.id}?category=App`)).list
  const safety = findNode(dirs, (n) => n.enCode === 'safety')
  assert.ok(safety, `安全管理 is offered as a directory: ${JSON.stringify(dirs.map((d) => d.fullName))}`)
  await consoleApi(server, admin, 'POST', `/visualdev/Base/${model.id}/Actions/Release`, { pc: 0, app: 1, appModuleParentId: [safety.id], platformRelease: '{"pc":0,"app":1}' })
  const released = (await consoleApi(server, admin, 'GET', `/visualdev/Base?keyword=${MODEL.enCode}`)).list[0]
  assert.strictEqual(released.appReleaseName, `${safety.fullName}/${MODEL.fullName}`)

  step('creates the role 边坡巡查员, grants it the menu with 新增, 编辑, 详情 and 导出 (not 删除), and gives it to 陈刚')
  await consoleApi(server, admin, 'POST', '/permission/Role', { ...ROLE, globalMark: 1, sortCode: 0, enabledMark: 1, description: '边坡日常巡查与处理' })
  const role = (await consoleApi(server, admin, 'GET', `/permission/Role?keyword=${encodeURIComponent(ROLE.fullName)}&currentPage=1&pageSize=20`)).list.find((r) => r.enCode === ROLE.enCode)
  assert.ok(role, 'the role is listed')
  const sys = (await consoleApi(server, admin, 'POST', `/permission/Authority/Data/${role.id}/Values`, { type: 'system', moduleIds: '' })).list[0].id
  const modules = (await consoleApi(server, admin, 'POST', `/permission/Authority/Data/${role.id}/Values`, { type: 'module', moduleIds: sys })).list
  const appRoot = findNode(modules, (n) => n.fullName === 'APP菜单')
  const menu = findNode(appRoot.children, (n) => n.fullName === MODEL.fullName)
  assert.ok(menu, 'the released menu is offered in the grant tree')
  const buttons = (await consoleApi(server, admin, 'POST', `/permission/Authority/Data/${role.id}/Values`, { type: 'button', moduleIds: menu.id })).list
  const buttonIds = ['新增', '编辑', '详情', '导出'].map((name) => {
    const b = findNode(buttons, (n) => n.type === 'button' && n.fullName === name)
    assert.ok(b, `the menu offers the button ${name}`)
    return b.id
  })
  assert.ok(findNode(buttons, (n) => n.type === 'button' && n.fullName === '删除'), 'the menu offers 删除 too (not granted)')
  await consoleApi(server, admin, 'PUT', `/permission/Authority/Data/${role.id}`, {
    systemIds: [sys], module: [sys, appRoot.id, safety.id, menu.id], button: buttonIds, column: [], form: [], resource: []
  })
  const users = (await consoleApi(server, admin, 'GET', `/permission/Users?keyword=${USER.account}&currentPage=1&pageSize=20`)).list
  const user = users.find((u) => u.account === USER.account)
  assert.ok(user, `${USER.account} is listed`)
  // the console's 角色成员 dialog: it reads the members and saves the whole new list
  const members = (await consoleApi(server, admin, 'GET', `/permission/UserRelation/${role.id}`)).ids
  await consoleApi(server, admin, 'POST', `/permission/UserRelation/${role.id}`, { objectType: 'Role', userIds: [...members, user.id] })

  step('陈刚 signs in on the app and finds the register on the Workbench under 安全管理')
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ ...ON_THE_LINE, accuracy: 8 })
  // record what the app writes on canvases: the stamp's words are drawn with fillText
  await browser.context.addInitScript(() => {
    const draw = CanvasRenderingContext2D.prototype.fillText
    window.__drawnTexts = []
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      window.__drawnTexts.push(String(text))
      return draw.call(this, text, ...rest)
    }
  })
  const photo = await samplePhoto(page)
  await signIn(page, server, USER.account)
  const token = await storedToken(page)
  const tile = page.locator(`.app-grid__item[aria-label="${MODEL.fullName}"]`).filter({ visible: true })
  await tile.first().waitFor({ timeout: 15000 })
  await tile.first().scrollIntoViewIfNeeded()
  await shot(page, 'platform-workbench')
  await tile.first().click()
  await page.waitForURL(new RegExp(`/pages/apply/dynamicModel/index\\?id=${model.id}&menuId=`), { timeout: 10000 })
  await page.locator('.lc-export__btn').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await visibleText(page, '暂无数据').waitFor({ timeout: 15000 })
  await shot(page, 'platform-empty-list')

  step('adds a record: the fields, and a site photo through the file chooser, stamped before it goes up')
  await tapVisible(page.locator('[aria-label="新增"]'))
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/form\?config=/, { timeout: 10000 })
  await item(page, '巡查部位').waitFor({ timeout: 15000 })
  await fill(page, '巡查部位', place)
  await pickInSheet(page, '病害类型', ['坡面冲刷'])
  await fill(page, '问题描述', '连续降雨后坡面局部冲刷，形成两条宽约30cm的冲沟，坡脚有少量土方堆积。')
  await page.evaluate(() => { window.__drawnTexts = [] })
  await chooseFile(page, item(page, '现场照片').locator('.uploader__add'), photo)
  await waitUploaded(page, '现场照片')
  const drawn = await page.evaluate(() => window.__drawnTexts)
  const stampText = drawn.join('\n')
  for (const part of [`桩号：${CHAINAGE}`, '项目：', '标段：', `拍摄：${USER.name}`, '位置：120.25950°E 30.08880°N']) {
    assert.ok(stampText.includes(part), `the stamp says ${part}: ${JSON.stringify(drawn)}`)
  }
  await shot(page, 'platform-form-filled')

  step('saves: the record is in the list, stored with its values and a stamped JPEG')
  await tapVisible(page.locator('.lc-form-page__btn--primary'))
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/index/, { timeout: 15000 })
  const row = page.locator('.lc-row').filter({ visible: true }).filter({ hasText: place }).first()
  await row.waitFor({ timeout: 15000 })
  await row.getByText('坡面冲刷').waitFor({ timeout: 5000 })
  await row.locator('[aria-label="状态：待处理"]').waitFor({ timeout: 5000 })
  assert.strictEqual(await row.locator('.lc-row__action--danger').count(), 0, '删除 was not granted')
  await shot(page, 'platform-list')
  const listed = await api(server, 'POST', `${O}/List`, token, { currentPage: 1, pageSize: 20 })
  assert.strictEqual(listed.code, 200, JSON.stringify(listed))
  assert.strictEqual(listed.data.list.length, 1)
  const id = listed.data.list[0].id
  const stored = JSON.parse((await api(server, 'GET', `${O}/${id}`, token)).data.data)
  assert.strictEqual(stored.place, place)
  assert.strictEqual(stored.defect, 'scour')
  assert.strictEqual(stored.photos.length, 1)
  const original = fs.readFileSync(photo)
  const image = Buffer.from(await (await fetch(`${server.base}/H5Api${stored.photos[0].url}`)).arrayBuffer())
  fs.writeFileSync(path.join(SHOTS, 'platform-stored-photo.jpg'), image) // to look at beside the screenshots
  assert.ok(!image.equals(original), 'the stored photo is not the file that was chosen')
  const size = jpegSize(image)
  assert.ok(size, `the stored photo is a JPEG (starts ${image.subarray(0, 4).toString('hex')})`)
  assert.deepStrictEqual(size, { width: 1600, height: 1200 }, 'kept at its size (under the 1920 px bound)')
  assert.ok(image.length > 20_000 && image.length < 2_000_000, `a sensible JPEG size: ${image.length} bytes`)
  const diff = await pixelDifference(page, `data:image/jpeg;base64,${original.toString('base64')}`, `${server.base}/H5Api${stored.photos[0].url}`)
  assert.ok(diff.stampCorner > 25, `the stamp panel is burned into the bottom-left corner: ${JSON.stringify(diff)}`)
  assert.ok(diff.skyCorner < 6, `the rest of the photo is the photo: ${JSON.stringify(diff)}`)

  step('opens the detail: 待处理, 开始处理 is offered, no moves yet')
  await row.click()
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/detail\?config=/, { timeout: 10000 })
  const states = page.locator('[aria-label="记录状态"]').filter({ visible: true }).first()
  await states.locator('[aria-label="状态：待处理"]').waitFor({ timeout: 15000 })
  await visibleText(page, '暂无状态变更').waitFor({ timeout: 5000 })
  await page.locator('.lc-detail-page img').filter({ visible: true }).first().waitFor({ timeout: 10000 })
  await shot(page, 'platform-detail')

  step('开始处理 asks only for a confirmation; the record is 处理中')
  await states.locator('.lc-states__action', { hasText: '开始处理' }).click()
  const modal = page.locator('.taro-modal__foot').filter({ visible: true })
  await modal.waitFor({ timeout: 5000 })
  await shot(page, 'platform-start-confirm')
  await modal.getByText('确定', { exact: true }).click()
  await states.locator('[aria-label="状态：处理中"]').waitFor({ timeout: 15000 })
  await states.locator('.lc-history__item').first().waitFor({ timeout: 5000 })
  await shot(page, 'platform-fixing')

  step('处理完成 opens a sheet asking 处理措施 and 处理说明; submitted empty, it says what is missing and moves nothing')
  await states.locator('.lc-states__action', { hasText: '处理完成' }).click()
  const s = sheet(page)
  await s.waitFor({ timeout: 5000 })
  await s.getByText('提交后状态：已完成').waitFor()
  const submit = s.locator('.lc-sheet-footer__btn--primary')
  await submit.click()
  await waitToast(page, '请填写处理措施')
  await shot(page, 'platform-finish-empty')
  const measures = s.locator('.lc-item').filter({ hasText: '处理措施' }).locator('textarea, input').first()
  await measures.fill('清除坡脚堆积土方，冲沟以M7.5浆砌片石回填，坡面补植草皮并疏通截水沟。')
  await measures.blur()
  await submit.click()
  await waitToast(page, '请填写处理说明')
  const still = (await api(server, 'GET', `${O}/${id}/States`, token)).data
  assert.strictEqual(still.current.code, 'fixing', 'a refused move changes nothing')

  step('with both filled the record is 已完成, the timeline shows both moves, and the server agrees')
  await s.locator('.lc-move-sheet__opinion textarea, textarea.lc-move-sheet__opinion').first().fill('已按方案处理完毕，现场复查合格。')
  await shot(page, 'platform-finish-filled')
  await submit.click()
  await s.waitFor({ state: 'detached', timeout: 15000 }).catch(() => s.waitFor({ state: 'hidden', timeout: 1000 }))
  await states.locator('[aria-label="状态：已完成"]').waitFor({ timeout: 15000 })
  await page.waitForFunction(() => document.querySelectorAll('.lc-states__timeline .lc-history__item').length >= 2, null, { timeout: 10000 })
  const timeline = await states.locator('.lc-history__item').allInnerTexts()
  assert.strictEqual(timeline.length, 2, JSON.stringify(timeline))
  assert.ok(timeline[0].includes('待处理 → 处理中') && timeline[0].includes('开始处理'), timeline[0])
  assert.ok(timeline[1].includes('处理中 → 已完成') && timeline[1].includes('已按方案处理完毕'), timeline[1])
  assert.strictEqual(await states.locator('.lc-states__action').count(), 0, 'a final state offers no moves')
  await visibleText(page, '浆砌片石回填').waitFor({ timeout: 5000 })
  await page.getByText('操作成功').filter({ visible: true }).first().waitFor({ state: 'hidden', timeout: 5000 })
  await states.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await shot(page, 'platform-done-timeline')
  // the field the move filled is in the record's change history, by 陈刚
  const history = page.locator('[aria-label="修改记录"]').filter({ visible: true }).first()
  await history.getByText(/处理措施/).first().waitFor({ timeout: 10000 })
  assert.match(await history.innerText(), /陈刚[\s\S]*浆砌片石回填/)
  // the end of the page: the history clears the fixed 打印 / 编辑 bar
  await page.mouse.wheel(0, 5000)
  await shot(page, 'platform-done-history')
  const done = (await api(server, 'GET', `${O}/${id}/States`, token)).data
  assert.strictEqual(done.current.code, 'done')
  assert.deepStrictEqual(done.timeline.map((m) => [m.fromState, m.toState, m.transition]), [['open', 'fixing', 'start'], ['fixing', 'done', 'finish']])
  assert.strictEqual(done.timeline[1].opinion, '已按方案处理完毕，现场复查合格。')
  assert.ok(done.timeline.every((m) => m.userName.includes(USER.account)), 'both moves are 陈刚\'s')
  const after = JSON.parse((await api(server, 'GET', `${O}/${id}`, token)).data.data)
  assert.match(after.measures, /浆砌片石回填/, 'the move wrote 处理措施 to the record')

  step('打印 on the detail downloads a PDF')
  const printed = page.waitForEvent('download', { timeout: 60000 })
  await tapVisible(page.locator('.lc-form-page__btn', { hasText: '打印' }))
  const pdf = await printed
  const pdfFile = await pdf.path()
  const pdfBytes = fs.readFileSync(pdfFile)
  fs.copyFileSync(pdfFile, path.join(SHOTS, 'platform-record.pdf'))
  assert.strictEqual(pdfBytes.subarray(0, 5).toString('latin1'), '%PDF-', `a PDF: ${pdf.suggestedFilename()}`)
  assert.match(pdf.suggestedFilename(), /\.pdf$/)
  assert.ok(pdfBytes.length > 10_000, `the PDF carries the photo and fonts: ${pdfBytes.length} bytes`)
  await shot(page, 'platform-printed')

  step('导出 on the list downloads an .xlsx with the record\'s row')
  await page.goBack()
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/index/, { timeout: 10000 })
  await page.locator('.lc-row').filter({ visible: true }).filter({ hasText: place }).locator('[aria-label="状态：已完成"]').waitFor({ timeout: 15000 })
  await shot(page, 'platform-list-done')
  await tapVisible(page.locator('.lc-export__btn'))
  const confirm = page.locator('.taro-modal__foot').filter({ visible: true })
  await confirm.waitFor({ timeout: 5000 })
  await shot(page, 'platform-export-confirm')
  const exported = page.waitForEvent('download', { timeout: 60000 })
  await confirm.getByText('导出', { exact: true }).click()
  const xlsx = await exported
  assert.match(xlsx.suggestedFilename(), /\.xlsx$/)
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(await xlsx.path())
  const ws = wb.worksheets[0]
  const header = ws.getRow(1).values.slice(1)
  assert.deepStrictEqual(header, ['巡查部位', '病害类型', '现场照片'])
  assert.strictEqual(ws.rowCount, 2, 'one record')
  const cells = ws.getRow(2).values.slice(1)
  assert.strictEqual(cells[0], place)
  assert.strictEqual(cells[1], '坡面冲刷', 'display values, not option ids')
  assert.ok(cells[2] && typeof cells[2] === 'object' && /\/api\/file\/Image\//.test(cells[2].hyperlink), `the photo is a link: ${JSON.stringify(cells[2])}`)
  await shot(page, 'platform-exported')
}

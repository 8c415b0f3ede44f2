// Small helpers the browser stories share.
const assert = require('assert')
const crypto = require('crypto')
const { signPrompt } = require('../support/processes')

/** the password of every demo account */
const DEMO_PASSWORD = 'Highway@2026'

// H5 keeps earlier pages in the DOM (hidden), so text lookups always ask for the visible match
const visibleText = (page, text) => page.getByText(text).filter({ visible: true }).first()

/** the token the app stored (Taro's H5 storage wraps values as {data}) */
async function storedToken(page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('token')
    if (!raw) return ''
    try {
      const parsed = JSON.parse(raw)
      return typeof parsed === 'string' ? parsed : parsed.data
    } catch {
      return raw
    }
  })
}

async function login(page, account, password) {
  await page.waitForURL(/\/pages\/login\/index/, { timeout: 15000 })
  const inputs = page.locator('.login-page input, input')
  await inputs.nth(0).fill(account)
  await inputs.nth(1).fill(password)
  // listen before the tap: the Workbench asks the moment the login lands
  const roleSign = signPrompt.putOff ? loginRoleSign(page) : null
  await page.locator('.at-button, button').filter({ hasText: /^登录$/, visible: true }).first().click()
  if (roleSign) await settleAfterLogin(page, roleSign)
}

/**
 * The answer the login's batch-sign check acts on: the GetRoleSign?flag=login reply with a seal (state 10; a user
 * without one gets a seal made and is asked again). Null when no such answer comes (a refused login never asks).
 */
function loginRoleSign(page) {
  return page.waitForResponse(async (r) => {
    if (!/\/GetRoleSign\/?\?flag=login/.test(r.url())) return false
    const body = await r.json().catch(() => null)
    return Boolean(body && body.data && Number(body.data.state) === 10)
  }, { timeout: 30000 }).then((r) => r.json()).then((b) => b.data, () => null)
}

/** the app's rule (shouldPromptBatchSign) spares the batch-sign role (批量电子签章) that is no administrator */
async function holdsBatchSignRole(page) {
  const user = await page.evaluate(() => {
    try {
      const raw = JSON.parse(localStorage.getItem('userInfo') || 'null')
      return raw && typeof raw === 'object' && 'data' in raw ? raw.data : raw
    } catch {
      return null
    }
  })
  if (!user || user.isAdministrator) return false
  return String(user.roleName || '').split(/[,，]/).map((r) => r.trim()).includes('批量电子签章')
}

/**
 * A login goes on to the Workbench, which asks the server whether there is something to sign and then opens the
 * batch-sign prompt or not. Waiting for that answer (not for a fixed time, which a loaded machine outlasted) tells
 * whether the prompt comes; when it does, it is put off and the story's next step starts from the Workbench. A
 * refused login stays put and answers with a toast the story reads at once.
 */
async function settleAfterLogin(page, roleSign) {
  const onLogin = () => /\/pages\/login\//.test(new URL(page.url()).pathname)
  for (let i = 0; i < 25 && onLogin(); i++) {
    if (await page.getByText(/错误|失败|验证码|锁定|不能为空/).filter({ visible: true }).count()) return
    await page.waitForTimeout(200)
  }
  if (onLogin()) return
  // the check is the Workbench's: a login that lands elsewhere (a shared card's page) makes none
  if (!(await page.waitForURL(/\/pages\/index\/apply/, { timeout: 5000 }).then(() => true, () => false))) return
  const info = await roleSign
  const pushList = (info && info.handSignPushData && info.handSignPushData.handSignPushDataList) || []
  const signed = info && info.signList && Number(info.signList.F_State) === 1
  if (!info || pushList.length === 0 || signed || (await holdsBatchSignRole(page))) return
  // a long wait: on a loaded machine the prompt has come 10 s after the answer, over the story's next tap
  const later = page.locator('.esign__btn').filter({ hasText: /^稍后签署$/, visible: true }).first()
  if (!(await later.waitFor({ timeout: 25000 }).then(() => true, () => false))) return
  await later.click({ timeout: 5000 }).catch(() => {})
  await page.waitForURL(/\/pages\/index\/apply/, { timeout: 10000 }).catch(() => {})
  await page.locator('.weui-tabbar').filter({ visible: true }).first().waitFor({ timeout: 10000 }).catch(() => {})
}

/** calls the H5 API as `token` (no authorization header without one) and returns the parsed JSON reply */
async function api(server, method, url, token, body) {
  const res = await fetch(`${server.base}/H5Api${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'jnpf-origin': 'app', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return res.json()
}

/** a demo account's token, signed in through the API */
async function apiLogin(server, account) {
  const md5 = crypto.createHash('md5').update(DEMO_PASSWORD).digest('hex')
  const res = await fetch(`${server.base}/H5Api/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `account=${account}&password=${md5}&grant_type=password`
  }).then((r) => r.json())
  return res.data.token
}

/** opens the app and signs a demo account in through the login page, landing on the apply tab */
async function signIn(page, server, account) {
  await page.goto(`${server.base}/`, { waitUntil: 'networkidle' })
  await login(page, account, DEMO_PASSWORD)
  await page.waitForURL(/\/pages\/index\/apply/, { timeout: 15000 })
}

/** signIn, then makes sure the Workbench is in front (login has put off a batch-sign prompt the login opened) */
async function signInSettled(page, server, account) {
  await signIn(page, server, account)
  await settleSignPrompt(page)
}

/** after a login: a batch-sign prompt still in front is put off, and the Workbench's apps are shown */
async function settleSignPrompt(page) {
  const later = page.locator('.esign__btn').filter({ hasText: /^稍后签署$/, visible: true }).first()
  if (await later.count()) {
    await later.click({ timeout: 5000 }).catch(() => {})
    await page.waitForURL(/\/pages\/index\/apply/, { timeout: 10000 }).catch(() => {})
  }
  await page.locator('.app-grid__item').filter({ visible: true }).first().waitFor({ timeout: 15000 })
}

// The low-code form, as the stories fill it

/** the form item labelled exactly `label`, on the page in front */
function item(page, label) {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  return page.locator('.lc-item').filter({ has: page.locator('.lc-item__label-text', { hasText: exact }), visible: true }).first()
}

async function fill(page, label, text) {
  const input = item(page, label).locator('input, textarea').first()
  await input.fill(text)
  await input.blur()
}

async function tapVisible(locator) {
  await locator.filter({ visible: true }).first().click()
}

/** picks a value in the bottom sheet of select / cascader / treeSelect: drill through `path`, tick its last entry */
async function pickInSheet(page, label, pathNames) {
  await item(page, label).locator('.lc-trigger__value').first().click()
  for (const name of pathNames.slice(0, -1)) await tapVisible(page.locator(`[aria-label="${name}的下级"]`))
  const last = pathNames[pathNames.length - 1]
  if (last) await tapVisible(page.locator('.lc-sheet__option-label', { hasText: last }))
  else await tapVisible(page.locator('.lc-sheet__option-label'))
  // multiple pickers and tree pickers keep the sheet open until 确定
  const confirm = page.locator('.lc-sheet__footer .lc-btn--primary').filter({ visible: true })
  if (await confirm.count()) await confirm.first().click()
}

/** a click that opens the file chooser; the H5 image picker may first ask camera or album */
async function chooseFile(page, target, file) {
  const chooser = page.waitForEvent('filechooser', { timeout: 15000 })
  await target.click()
  const album = visibleText(page, '从相册选择')
  const picked = await Promise.race([chooser.then(() => 'chooser'), album.waitFor({ timeout: 3000 }).then(() => 'sheet').catch(() => 'chooser')])
  if (picked === 'sheet') await album.click()
  await (await chooser).setFiles(file)
}

async function waitUploaded(page, label) {
  const box = item(page, label)
  await box.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 20000 }).catch(() => {})
  await box.locator('.uploader__img, .uploader__file-name').first().waitFor({ timeout: 20000 })
  assert.strictEqual(await box.locator('.uploader__error').count(), 0, `${label}: upload failed`)
}

/** opens the pad of the dialog's 签名, draws a zigzag with the mouse and confirms it */
async function drawSignature(page, shotName) {
  const field = page.locator('.wf-sign').filter({ visible: true }).first()
  const trigger = field.locator('.signature-input__button, .signature-input__link').filter({ hasText: /点击签名|重新签名/ }).first()
  await trigger.click()
  const canvas = page.locator('.signature-pad__canvas canvas, canvas.signature-pad__canvas').filter({ visible: true }).first()
  await canvas.waitFor({ timeout: 10000 })
  const box = await canvas.boundingBox()
  await page.mouse.move(box.x + 30, box.y + box.height / 2)
  await page.mouse.down()
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 20, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 3 })
  await page.mouse.up()
  if (shotName) await require('../support/processes').shot(page, shotName)
  await page.locator('.signature-pad__btn--primary').filter({ visible: true }).first().click()
  await field.locator('.signature-input__image').waitFor({ timeout: 15000 })
}

module.exports = {
  DEMO_PASSWORD, visibleText, storedToken, login, api, apiLogin, signIn, signInSettled, settleSignPrompt, item, fill, tapVisible, pickInSheet, chooseFile, waitUploaded, drawSignature
}

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
  await page.locator('.at-button, button').filter({ hasText: /^登录$/, visible: true }).first().click()
  if (signPrompt.putOff) await settleAfterLogin(page)
}

/**
 * A login goes on to the Workbench, which may open the batch-sign prompt once it has asked the server: wait for that
 * to settle and put the prompt off, so the story's next step starts from the Workbench (a refused login stays put)
 */
async function settleAfterLogin(page) {
  // a refused login answers with a toast the story reads at once: stop waiting as soon as one shows
  const onLogin = () => /\/pages\/login\//.test(new URL(page.url()).pathname)
  for (let i = 0; i < 25 && onLogin(); i++) {
    if (await page.getByText(/错误|失败|验证码|锁定|不能为空/).filter({ visible: true }).count()) return
    await page.waitForTimeout(200)
  }
  if (onLogin()) return
  await page.waitForLoadState('networkidle').catch(() => {})
  const later = page.locator('.esign__btn').filter({ hasText: /^稍后签署$/, visible: true })
  // the prompt opens after the Workbench has asked the server (a seal may be made first): give it a moment
  await later.first().waitFor({ timeout: 3000 }).catch(() => {})
  if (await later.count()) {
    await later.first().click({ timeout: 5000 }).catch(() => {})
    await page.locator('.weui-tabbar').filter({ visible: true }).first().waitFor({ timeout: 10000 }).catch(() => {})
  }
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

/**
 * signIn, then waits for the batch-sign prompt the login may open and puts it off, so the next tap is not raced by
 * it (the page-wide handler answers it too, but only once it is in the way of an action, and 稍后签署 goes back to
 * the Workbench from wherever the story has got to by then)
 */
async function signInSettled(page, server, account) {
  await signIn(page, server, account)
  await settleSignPrompt(page)
}

/** after a login: waits for the batch-sign prompt it may open, puts it off, and waits for the Workbench */
async function settleSignPrompt(page) {
  const later = page.locator('.esign__btn').filter({ hasText: /^稍后签署$/, visible: true }).first()
  if (await later.waitFor({ timeout: 8000 }).then(() => true, () => false)) {
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

module.exports = {
  DEMO_PASSWORD, visibleText, storedToken, login, api, apiLogin, signIn, signInSettled, settleSignPrompt, item, fill, tapVisible, pickInSheet, chooseFile, waitUploaded
}

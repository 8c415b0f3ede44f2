// Small helpers the browser stories share.
const crypto = require('crypto')

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

module.exports = { DEMO_PASSWORD, visibleText, storedToken, login, api, apiLogin, signIn }

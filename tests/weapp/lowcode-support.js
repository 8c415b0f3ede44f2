/**
 * Shared by the low-code weapp stories (lowcode-*.test.js): signing a demo user in through the compiled login page,
 * calling the real server directly (to arrange data and to check what the pages saved), following the navigateTo
 * calls the pages make, and finding form items by their label.
 */
const http = require('http')
const crypto = require('crypto')

const PASSWORD = 'Highway@2026'

/** one JNPF call to the server the app talks to; resolves the envelope {code, msg, data} */
function api(base, method, path, { token, json, form } = {}) {
  return new Promise((resolve, reject) => {
    const headers = {}
    let body
    if (token) headers.Authorization = token
    if (form) {
      body = new URLSearchParams(form).toString()
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
    } else if (json !== undefined) {
      body = JSON.stringify(json)
      headers['Content-Type'] = 'application/json'
    }
    const req = http.request(new URL(`${base}/H5Api${path}`), { method, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (text += d))
      res.on('end', () => {
        try {
          resolve(JSON.parse(text))
        } catch {
          reject(new Error(`${method} ${path}: not JSON (${res.statusCode}): ${text.slice(0, 200)}`))
        }
      })
    })
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}

/** a token for direct API calls (the same md5 wire form the app sends) */
async function apiToken(base, account) {
  const password = crypto.createHash('md5').update(PASSWORD).digest('hex')
  const r = await api(base, 'POST', '/api/oauth/Login', { form: { account, password, grant_type: 'password' } })
  if (r.code !== 200) throw new Error(`login ${account}: ${r.msg}`)
  return r.data.token
}

async function waitFor(harness, check, what, timeoutMs = 8000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (check()) return
    await harness.simulate.sleep(25)
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * Signs `account` in on the compiled login page, as a user would; the session the app stores (token, userInfo,
 * permissionList, project, contract) is what the low-code pages read. An earlier session is dropped first.
 */
async function signIn(harness, bridge, account) {
  bridge.store.clear()
  const switchTab = jest.spyOn(wx, 'switchTab')
  const calls = switchTab.mock.calls.length
  const page = harness.renderPage('pages/login/index')
  await harness.flush()
  for (const [selector, value] of [['.login-form__account', account], ['.login-form__password', PASSWORD]]) {
    page.querySelector(selector).dispatchEvent('input', { detail: { value } })
    await harness.flush()
  }
  page.querySelector('.login-form__submit').dispatchEvent('tap')
  await waitFor(harness, () => switchTab.mock.calls.length > calls, `${account} signed in`)
  if (!bridge.store.get('project')) throw new Error(`${account} has no current project after login`)
  return page
}

/**
 * The query of a page URL as WeChat hands it to onLoad: values stay as they were written in the URL (WeChat does
 * not decode them; the pages decode themselves).
 */
function rawQuery(url) {
  const search = url.split('?')[1] || ''
  return Object.fromEntries(search.split('&').filter(Boolean).map((kv) => {
    const i = kv.indexOf('=')
    return i < 0 ? [kv, ''] : [kv.slice(0, i), kv.slice(i + 1)]
  }))
}

/** the JSON behind ?config= of the form and detail pages (base64 of a JSON object, URI-encoded in the URL) */
function decodeConfig(url) {
  const raw = decodeURIComponent(rawQuery(url).config || '')
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))
}

/** renders the page a navigateTo call opened, with the query WeChat would hand over */
function openNavigated(harness, url) {
  const [path] = url.split('?')
  return harness.renderPage(path.replace(/^\//, ''), rawQuery(url))
}

/** the form item (`.lc-item`) whose label reads `label` (j-component searches from the page only: read its DOM) */
function itemByLabel(page, label) {
  const item = page.querySelectorAll('.lc-item').find((i) => {
    const text = i.dom.querySelector('[class*="lc-item__label-text"]')
    return text && text.textContent.trim() === label
  })
  if (!item) throw new Error(`no form item labelled ${label}`)
  return item
}

/** text as the user sees it: without the subtrees the app hides (.lc-hidden keeps hidden calculations running) */
function visibleText(page) {
  const clone = page.dom.cloneNode(true)
  for (const hidden of clone.querySelectorAll('[class*="lc-hidden"]')) hidden.remove()
  return clone.textContent
}

module.exports = { api, apiToken, waitFor, signIn, rawQuery, decodeConfig, openNavigated, itemByLabel, visibleText }

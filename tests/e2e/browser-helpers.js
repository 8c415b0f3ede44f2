// Small helpers the browser stories share.

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

module.exports = { visibleText, storedToken, login }

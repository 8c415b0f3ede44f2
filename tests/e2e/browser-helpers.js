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

module.exports = { visibleText, storedToken }

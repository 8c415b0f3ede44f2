// Browser stories through the H5 build against the real server (fresh demo database each), in Debian's Chromium.
// Screenshots go to tests/e2e/out/ (git-ignored). `node tests/e2e/run.js [story ...]` runs some of them.
const fs = require('fs')
const { SHOTS, startServer, launchBrowser, shot } = require('../support/processes')

const stories = {
  session: require('./stories/session'),
  messaging: require('./stories/messaging'),
  lowcode: require('./stories/lowcode'),
  workflow: require('./stories/workflow'),
  admin: require('./stories/admin'),
  platform: require('./stories/platform'),
  wechat: require('./stories/wechat'),
  offline: require('./stories/offline'),
  rough: require('./stories/rough'),
  hazards: require('./stories/hazards'),
  esign: require('./stories/esign')
}

// After login the app asks users with approved documents waiting for their signature to sign them (spec section 4:
// the batch-sign prompt). The esign story walks through it; every other story answers 稍后签署 whenever it shows and
// goes on with what it came to do.
function putSigningOff(page) {
  // the prompt may already be leaving when its button is seen: a click that cannot land is no failure of the story
  return page.addLocatorHandler(page.locator('.esign__btn').filter({ hasText: /^稍后签署$/ }),
    (later) => later.click({ timeout: 5000 }).catch(() => {}), { noWaitAfter: true })
}

async function runStory(name, story) {
  // a story may bring local fakes of outside services (WeChat) and the server settings that point at them
  const outside = story.setup ? await story.setup() : { env: {}, close: async () => {} }
  const server = await startServer(outside.env)
  const browser = await launchBrowser()
  const page = browser.context.pages()[0] || (await browser.context.newPage())
  if (!story.walksSignPrompt) {
    await putSigningOff(page)
    browser.context.on('page', (p) => { putSigningOff(p).catch(() => {}) })
  }
  const errors = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  let current = 'start'
  try {
    await story({ server, browser, page, errors, outside, step: (s) => (current = s) })
    console.log(`e2e ${name}: all steps passed`)
    return true
  } catch (err) {
    await shot(page, `${name}-FAILED`).catch(() => {})
    console.error(`e2e ${name} FAILED at: ${current}\n${err && err.stack ? err.stack : err}`)
    if (errors.length) console.error(errors.join('\n'))
    console.error(`server log tail:\n${server.log().slice(-3000)}`)
    return false
  } finally {
    await browser.close()
    await server.stop()
    await outside.close()
  }
}

async function main() {
  const wanted = process.argv.slice(2)
  fs.rmSync(SHOTS, { recursive: true, force: true }) // pictures of this run only
  let ok = true
  for (const [name, story] of Object.entries(stories)) {
    if (wanted.length && !wanted.includes(name)) continue
    ok = (await runStory(name, story)) && ok
  }
  console.log(ok ? 'e2e: screenshots in tests/e2e/out/' : 'e2e: FAILED')
  process.exitCode = ok ? 0 : 1
}

main()

// Browser stories through the H5 build against the real server (fresh demo database each), in Debian's Chromium.
// Screenshots go to tests/e2e/out/ (git-ignored). `node tests/e2e/run.js [story ...]` runs some of them.
const fs = require('fs')
const { SHOTS, startServer, launchBrowser, shot, signPrompt } = require('../support/processes')

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
  'site-inspection': require('./stories/site-inspection'),
  inspections: require('./stories/inspections'),
  esign: require('./stories/esign'),
  progress: require('./stories/progress'),
  dashboard: require('./stories/dashboard'),
  tasks: require('./stories/tasks'),
  attendance: require('./stories/attendance'),
  laboratory: require('./stories/laboratory'),
  training: require('./stories/training'),
  warnings: require('./stories/warnings'),
  pitfalls: require('./stories/pitfalls'),
  orders: require('./stories/orders'),
  investigat: require('./stories/investigat'),
  'work-centre': require('./stories/work-centre')
}

async function runStory(name, story) {
  // a story may bring local fakes of outside services (WeChat) and the server settings that point at them
  const outside = story.setup ? await story.setup() : { env: {}, close: async () => {} }
  const server = await startServer(outside.env)
  // the batch-sign prompt is answered 稍后签署 in every browser of the story, but in the one that is about it
  signPrompt.putOff = !story.walksSignPrompt
  const browser = await launchBrowser()
  const page = browser.context.pages()[0] || (await browser.context.newPage())
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

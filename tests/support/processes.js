// Shared by the browser (e2e) and mini-program (weapp) tests: the real server on a fresh data folder, Debian's
// Chromium, screenshots.
const fs = require('fs')
const http = require('http')
const net = require('net')
const os = require('os')
const path = require('path')
const { spawn } = require('child_process')

const ROOT = path.join(__dirname, '..', '..')
const SHOTS = path.join(ROOT, 'tests', 'e2e', 'out')

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** Spawns the server on `port` with `dataDir` and resolves once it answers */
async function spawnServer(port, dataDir, logSink, extraEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', H5_DIR: path.join(ROOT, 'dist/h5'), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  child.stdout.on('data', logSink)
  child.stderr.on('data', logSink)
  // jest's jsdom environment has no fetch; probe with node's http instead
  const ping = () => new Promise((resolve, reject) => {
    http.get(`http://127.0.0.1:${port}/H5Api/api/app/Version`, (res) => { res.resume(); resolve(res.statusCode) }).on('error', reject)
  })
  const until = Date.now() + 60000
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early')
    try {
      if ((await ping()) < 500) return child
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error('server did not start in 60 s')
    await new Promise((r) => setTimeout(r, 200))
  }
}

function stopChild(child) {
  child.kill('SIGTERM')
  return new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)))
}

/**
 * Starts `node --import tsx server/src/main.ts` on a fresh DATA_DIR. `restart()` stops it and starts it again on the
 * same port and data, as an operator restarting the service would.
 */
async function startServer(extraEnv = {}) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  let log = ''
  const sink = (d) => (log += d)
  let child
  try {
    child = await spawnServer(port, dataDir, sink, extraEnv)
  } catch (err) {
    throw new Error(`${err.message}:\n${log}`)
  }
  return {
    base: `http://127.0.0.1:${port}`,
    log: () => log,
    async restart() {
      await stopChild(child)
      child = await spawnServer(port, dataDir, sink, extraEnv)
    },
    async stop() {
      await stopChild(child)
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

// After login the app asks users with approved documents waiting for their signature to sign them (spec section 4:
// the batch-sign prompt). The esign story walks through it (run.js turns this off for it); in every other story each
// page of every browser answers 稍后签署 whenever it shows and goes on with what it came to do. A click that cannot
// land (the prompt already leaving) is no failure.
const signPrompt = { putOff: true }
function putSigningOff(page) {
  return page.addLocatorHandler(page.locator('.esign__btn').filter({ hasText: /^稍后签署$/ }),
    (later) => later.click({ timeout: 5000 }).catch(() => {}), { noWaitAfter: true })
}

async function launchBrowser() {
  const { chromium } = require('playwright-core')
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    // the app shows dates in China time, as the server does; a UTC browser showed seeded dates a day off
    timezoneId: 'Asia/Shanghai',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync']
  })
  if (signPrompt.putOff) {
    for (const page of context.pages()) await putSigningOff(page)
    context.on('page', (page) => { putSigningOff(page).catch(() => {}) })
  }
  return {
    context,
    async close() {
      await context.close()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    }
  }
}

let shotNo = 0
async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.waitForTimeout(400) // let H5 page transitions finish so the picture shows the page, not the slide
  // stories run side by side in their own processes: the story's name keeps their numbered pictures apart
  const story = process.env.E2E_STORY ? `${process.env.E2E_STORY}-` : ''
  const file = path.join(SHOTS, `${story}${String(++shotNo).padStart(2, '0')}-${name}.png`)
  await page.screenshot({ path: file })
  return file
}

module.exports = { ROOT, SHOTS, startServer, launchBrowser, shot, signPrompt }

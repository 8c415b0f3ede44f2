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
  'work-centre': require('./stories/work-centre'),
  meetings: require('./stories/meetings'),
  'site-check': require('./stories/site-check'),
  'process-inspection': require('./stories/process-inspection'),
  documents: require('./stories/documents'),
  'lab-ledgers': require('./stories/lab-ledgers'),
  metering: require('./stories/metering'),
  supervision: require('./stories/supervision'),
  'special-tasks': require('./stories/special-tasks'),
  video: require('./stories/video'),
  'web-map': require('./stories/web-map')
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
  // E2E_TRACE=1: the page's navigations (with the history call that made each), API answers and console, timed
  if (process.env.E2E_TRACE) {
    const t0 = Date.now()
    await page.addInitScript(() => {
      for (const k of ['go', 'back', 'pushState', 'replaceState']) {
        const orig = history[k].bind(history)
        history[k] = (...a) => { console.log(`history.${k} ${JSON.stringify(a.slice(0, 1)).slice(0, 80)} ${new Error().stack.split('\n').slice(2, 9).join(' | ')}`); return orig(...a) }
      }
    })
    page.on('console', (m) => console.log(`    console +${Date.now() - t0} ${m.text().slice(0, 1500)}`))
    page.on('framenavigated', (f) => f === page.mainFrame() && console.log(`    nav +${Date.now() - t0} ${f.url()}`))
    page.on('response', (r) => /\/api\//.test(r.url()) && console.log(`    resp +${Date.now() - t0} ${r.url().replace(/^.*\/api/, '')}`))
  }
  let current = 'start'
  const started = Date.now()
  // each step is logged with its start time: a story killed for taking too long still says where it stood
  const step = (s) => {
    current = s
    console.log(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${s}`)
  }
  try {
    await story({ server, browser, page, errors, outside, step })
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

// Stories run in child processes, E2E_JOBS at a time (default 1): each has its own server, database and browser,
// so they share nothing but the machine, and a story's module state (the sign prompt switch, the shot counter) stays
// its own. A story's output is printed whole when it ends, so parallel stories do not interleave.
const { spawn } = require('child_process')

// a story that has not ended after this long is stopped and counts as failed (a wait without a time-out must not
// hold the whole run until CI's limit)
const STORY_LIMIT_MS = (Number(process.env.E2E_STORY_LIMIT_S) || 600) * 1000
// each story runs in its own process group (so the limit can stop its server and browser with it); a stop of this
// run stops those groups too
const running = new Set()
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const pid of running) try { process.kill(-pid, 'SIGKILL') } catch { /* already gone */ }
    process.exit(1)
  })
}

function runChild(name) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(process.execPath, [__filename, '--one', name], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, E2E_STORY: name }, detached: true })
    running.add(child.pid)
    const limit = setTimeout(() => {
      out += `\ne2e ${name}: stopped after ${STORY_LIMIT_MS / 1000} s\n`
      try { process.kill(-child.pid, 'SIGKILL') } catch { child.kill('SIGKILL') } // its server and browser too
    }, STORY_LIMIT_MS)
    let out = ''
    child.stdout.on('data', (d) => { out += d })
    child.stderr.on('data', (d) => { out += d })
    child.on('close', (code) => {
      clearTimeout(limit)
      running.delete(child.pid)
      process.stdout.write(`\n--- e2e ${name} (${((Date.now() - started) / 1000).toFixed(0)} s) ---\n${out}`)
      const at = out.match(/FAILED at: (.*)\n(.*)/)
      const lastStep = [...out.matchAll(/^ {2}\[\d+ s\] (.*)$/gm)].pop()
      resolve({
        ok: code === 0,
        step: at ? at[1] : lastStep ? lastStep[1] : '(before the first step)',
        error: at ? at[2].slice(0, 400) : out.trim().split('\n').pop()
      })
    })
  })
}

async function main() {
  const args = process.argv.slice(2)
  if (args[0] === '--one') {
    process.exitCode = (await runStory(args[1], stories[args[1]])) ? 0 : 1
    return
  }
  const unknown = args.filter((n) => !stories[n])
  if (unknown.length) throw new Error(`no such story: ${unknown.join(', ')} (stories: ${Object.keys(stories).join(', ')})`)
  const queue = Object.keys(stories).filter((n) => !args.length || args.includes(n))
  fs.rmSync(SHOTS, { recursive: true, force: true }) // pictures of this run only
  const jobs = Math.max(1, Number(process.env.E2E_JOBS) || 1)
  const failed = []
  const flaky = []
  // a story that fails runs once more from scratch (its own fresh server and browser): on two shared cores a page
  // has come later than a story's wait. It passes only if the second run passes, and the first failure is printed
  // at the end all the same, so a story that fails now and then shows up in every log until its cause is found.
  const retries = Math.max(0, Number(process.env.E2E_RETRIES ?? 1))
  const lane = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      let outcome = await runChild(name)
      for (let i = 0; i < retries && !outcome.ok; i++) {
        const first = outcome
        outcome = await runChild(name)
        if (outcome.ok) flaky.push({ name, ...first })
      }
      if (!outcome.ok) failed.push({ name, ...outcome })
    }
  }
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, lane))
  // the failed steps again, at the end: CI shows only the tail of the log
  for (const f of flaky) console.log(`e2e ${f.name} FLAKY: failed once at: ${f.step}\n  ${f.error}\n  then passed when run again`)
  for (const f of failed) console.log(`e2e ${f.name} failed at: ${f.step}\n  ${f.error}`)
  console.log(failed.length ? `e2e: FAILED: ${failed.map((f) => f.name).join(', ')}` : 'e2e: screenshots in tests/e2e/out/')
  process.exitCode = failed.length ? 1 : 0
}

main()

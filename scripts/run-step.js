// Runs one command with inherited output and resolves its exit code (shared by start.js and test-all.js).
// A stop signal sent to this process (what a process manager or container runtime sends to the process it started),
// or the end of the process that started it (npm's shell, killed by the signal sent to npm),
// is passed on to the command, and the caller learns of it through stopRequested(): without that, the command
// would keep running, orphaned, holding its port.
const { spawn } = require('child_process')

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP']
/** how often this process looks whether the one that started it is still there */
const PARENT_CHECK_MS = 250
let stopSignal = null

function runStep(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...(opts.env || {}) } })
    const forward = (signal) => {
      stopSignal = signal
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    }
    for (const s of SIGNALS) process.on(s, forward)
    // `npm start` runs this file in a shell; a stop signal to npm reaches the shell, which dies of it without passing
    // it on. This process is then handed to another parent: under npm that counts as a SIGTERM too, or it would stay,
    // orphaned. (Started otherwise, e.g. `nohup node scripts/start.js &`, outliving the parent is what was asked.)
    const parent = process.ppid
    const watch = process.env.npm_lifecycle_event ? setInterval(() => {
      if (process.ppid === parent) return
      clearInterval(watch)
      forward('SIGTERM')
    }, PARENT_CHECK_MS) : undefined
    watch?.unref()
    const done = (code) => {
      clearInterval(watch)
      for (const s of SIGNALS) process.off(s, forward)
      resolve(code)
    }
    child.on('exit', (code, signal) => done(code === null ? (signal ? 1 : 0) : code))
    child.on('error', () => done(127))
  })
}

/** the stop signal received while a step ran, or null */
function stopRequested() {
  return stopSignal
}

module.exports = { runStep, stopRequested }

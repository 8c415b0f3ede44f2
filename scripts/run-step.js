// Runs one command with inherited output and resolves its exit code (shared by start.js and test-all.js).
// A stop signal sent to this process (what a process manager or container runtime sends to the process it started)
// is passed on to the command, and the caller learns of it through stopRequested(): without that, the command
// would keep running, orphaned, holding its port.
const { spawn } = require('child_process')

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP']
let stopSignal = null

function runStep(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...(opts.env || {}) } })
    const forward = (signal) => {
      stopSignal = signal
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    }
    for (const s of SIGNALS) process.on(s, forward)
    const done = (code) => {
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

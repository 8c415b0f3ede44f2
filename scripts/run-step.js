// Runs one command with inherited output and resolves its exit code (shared by start.js and test-all.js).
const { spawn } = require('child_process')

function runStep(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...(opts.env || {}) } })
    child.on('exit', (code, signal) => resolve(code === null ? (signal ? 1 : 0) : code))
    child.on('error', () => resolve(127))
  })
}

module.exports = { runStep }

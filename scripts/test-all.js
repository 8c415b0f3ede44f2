// `npm test`: every check of the project, in order. Each step runs even when an earlier one failed, so one run
// shows everything that is wrong; the exit code is non-zero if any step failed.
//   TEST_DATABASE_URL=postgres://...  also runs the server suite on PostgreSQL
//   TEST_ONLY=unit,server             runs only the named steps
const path = require('path')
const { runStep, stopRequested } = require('./run-step')

const root = path.join(__dirname, '..')
const npx = (...args) => ['npx', args]
const jest = (project, env) => ({ cmd: npx('jest', '--selectProjects', project, '--ci'), env })

const steps = [
  { name: 'typecheck', ...{ cmd: ['npm', ['run', '--silent', 'typecheck']] } },
  { name: 'lint', cmd: ['npm', ['run', '--silent', 'lint']] },
  { name: 'unit', ...jest('unit') },
  { name: 'components', ...jest('components') },
  { name: 'server', ...jest('server', { DATABASE_URL: '', TEST_DATABASE_URL: '' }) },
  // the same suite on PostgreSQL only: the step above ran its SQLite half
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server-postgres', ...jest('server', { TEST_POSTGRES_ONLY: '1' }) }] : []),
  { name: 'build-weapp', cmd: npx('taro', 'build', '--type', 'weapp'), env: { NODE_ENV: 'production' } },
  { name: 'weapp', ...jest('weapp') },
  { name: 'build-h5', cmd: npx('taro', 'build', '--type', 'h5'), env: { NODE_ENV: 'production' } },
  { name: 'e2e', cmd: ['node', ['tests/e2e/run.js']] }
]

async function main() {
  const only = process.env.TEST_ONLY ? process.env.TEST_ONLY.split(',') : null
  const results = []
  for (const step of steps) {
    if (only && !only.some((o) => step.name.startsWith(o))) continue
    const started = Date.now()
    console.log(`\n=== ${step.name} ===`)
    const code = await runStep(step.cmd[0], step.cmd[1], { cwd: root, env: step.env })
    results.push({ name: step.name, code, seconds: ((Date.now() - started) / 1000).toFixed(1) })
    if (stopRequested()) break // stopped from outside: the remaining steps do not start
  }
  console.log('\n=== summary ===')
  for (const r of results) console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds}s`)
  process.exit(results.some((r) => r.code !== 0) ? 1 : 0)
}

main()

// `npm test`: every check of the project, in order. Each step runs even when an earlier one failed, so one run
// shows everything that is wrong; the exit code is non-zero if any step failed.
//   TEST_DATABASE_URL=postgres://...  also runs the server suite on PostgreSQL
//   TEST_ONLY=unit,server             runs only the named steps
//   E2E_JOBS=2, JEST_SERVER_WORKERS=2  browser stories and server test files two at once (default one)
const path = require('path')
const { runStep, stopRequested } = require('./run-step')

const root = path.join(__dirname, '..')
const npx = (...args) => ['npx', args]
// each jest step also writes its results as JSON, so the summary can name the failed tests: CI shows only the tail of
// the log, and a failure scrolled out of it would otherwise be a bare FAIL
const os = require('os')
const fs = require('fs')
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-all-'))
const jest = (project, env, extra = []) => {
  const outputFile = path.join(resultsDir, `${project}-${extra.length}-${Object.keys(env || {}).join('')}.json`)
  return { cmd: npx('jest', '--selectProjects', project, '--ci', '--json', `--outputFile=${outputFile}`, ...extra), env, outputFile }
}

/** the failed tests of a jest step, a line each with the first line of the failure */
function failedTests(outputFile) {
  let report
  try {
    report = JSON.parse(fs.readFileSync(outputFile, 'utf8'))
  } catch {
    return ['  (no jest report: the step failed before jest wrote one)']
  }
  const lines = []
  for (const file of report.testResults || []) {
    const rel = path.relative(root, file.name)
    const failed = (file.assertionResults || []).filter((a) => a.status === 'failed')
    if (!failed.length && file.status === 'failed') lines.push(`  ${rel}: ${String(file.message).trim().split('\n').slice(0, 3).join(' | ')}`)
    for (const a of failed) lines.push(`  ${rel} › ${a.fullName}: ${String((a.failureMessages || [''])[0]).split('\n')[0].slice(0, 300)}`)
  }
  return lines
}
// jest keeps one worker on a two-core machine; JEST_SERVER_WORKERS=2 runs two server files at once (their databases
// are apart: copies of a template). One stays the default here; .ci/run asks for two (the suites outgrew one worker).
const serverWorkers = [`--maxWorkers=${Number(process.env.JEST_SERVER_WORKERS) || 1}`]

const steps = [
  { name: 'typecheck', ...{ cmd: ['npm', ['run', '--silent', 'typecheck']] } },
  { name: 'lint', cmd: ['npm', ['run', '--silent', 'lint']] },
  { name: 'unit', ...jest('unit') },
  { name: 'components', ...jest('components') },
  { name: 'server', ...jest('server', { DATABASE_URL: '', TEST_DATABASE_URL: '' }, serverWorkers) },
  // the same suite on PostgreSQL only: the step above ran its SQLite half
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server-postgres', ...jest('server', { TEST_POSTGRES_ONLY: '1' }, serverWorkers) }] : []),
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
    results.push({ name: step.name, code, seconds: ((Date.now() - started) / 1000).toFixed(1), outputFile: step.outputFile })
    if (stopRequested()) break // stopped from outside: the remaining steps do not start
  }
  console.log('\n=== summary ===')
  for (const r of results) {
    console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds}s`)
    if (r.code !== 0 && r.outputFile) for (const line of failedTests(r.outputFile).slice(0, 20)) console.log(line)
  }
  fs.rmSync(resultsDir, { recursive: true, force: true })
  process.exit(results.some((r) => r.code !== 0) ? 1 : 0)
}

main()

// `npm start`: builds the H5 app when it is missing, then starts the reference server, which migrates the
// database and seeds the demo highway group on first start (see README "Configuration").
const fs = require('fs')
const path = require('path')
const { runStep, stopRequested } = require('./run-step')

const root = path.join(__dirname, '..')
const h5Dir = process.env.H5_DIR || path.join(root, 'dist', 'h5')

async function main() {
  if (!fs.existsSync(path.join(h5Dir, 'index.html'))) {
    console.log(`[start] no H5 build in ${h5Dir}: building it once (about a minute)...`)
    const code = await runStep('npx', ['taro', 'build', '--type', 'h5'], { cwd: root, env: { NODE_ENV: 'production' } })
    if (stopRequested()) process.exit(code || 1)
    if (code !== 0) {
      console.error('[start] the H5 build failed; see the output above')
      process.exit(code)
    }
  }
  // a stop signal goes on to the server, which finishes what is in flight and exits; this process follows it
  const code = await runStep(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    env: { H5_DIR: h5Dir }
  })
  process.exit(code)
}

main()

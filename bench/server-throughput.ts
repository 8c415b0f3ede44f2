// Throughput and p50/p99 latency of GET /H5Api/api/oauth/CurrentUser?type=app (plain, and gzipped as the app's
// clients ask for it) next to a bare route of the same server, measured in the same run on a fresh SQLite demo
// database. Loopback only, bounded in time.
//   npm run bench:server            (BENCH_SECONDS=5 BENCH_CONNECTIONS=20 by default)
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'

const seconds = Math.min(Number(process.env.BENCH_SECONDS || 5), 30)
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS || 20), 100)

interface Figures { requests: number; errors: number; latencies: number[] }

function once(agent: http.Agent, port: number, urlPath: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent, headers }, (res) => {
      res.resume()
      res.on('end', () => (res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error(String(res.statusCode)))))
    })
    req.on('error', reject)
  })
}

async function load(port: number, urlPath: string, headers: Record<string, string>): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const figures: Figures = { requests: 0, errors: 0, latencies: [] }
  const until = Date.now() + seconds * 1000
  const worker = async () => {
    while (Date.now() < until) {
      try {
        figures.latencies.push(await once(agent, port, urlPath, headers))
        figures.requests++
      } catch {
        figures.errors++
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  agent.destroy()
  return figures
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

function print(name: string, f: Figures) {
  const sorted = [...f.latencies].sort((a, b) => a - b)
  console.log(`${name.padEnd(34)} ${(f.requests / seconds).toFixed(0).padStart(7)} req/s   p50 ${pct(sorted, 50).toFixed(2).padStart(7)} ms   p99 ${pct(sorted, 99).toFixed(2).padStart(7)} ms   errors ${f.errors}`)
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'))
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' })
  const app = await buildApp(config, { logger: false })
  app.get('/bench/bare', async () => ({ code: 200, msg: 'Success', data: { ok: true } }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as { port: number }).port
  try {
    const password = createHash('md5').update('Highway@2026').digest('hex')
    const login = await app.inject({ method: 'POST', url: '/H5Api/api/oauth/Login', payload: `account=huangwei&password=${password}&grant_type=password`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const token = login.json().data?.token as string
    if (!token) throw new Error(`login failed: ${login.body}`)
    console.log(`loopback, ${connections} connections, ${seconds} s per route, SQLite, node ${process.version}, ${os.cpus().length} cores`)
    await load(port, '/bench/bare', {}) // warm-up of the same length keeps both figures comparable
    print('GET /bench/bare (no database)', await load(port, '/bench/bare', {}))
    const currentUser = '/H5Api/api/oauth/CurrentUser?type=app'
    print('GET CurrentUser?type=app', await load(port, currentUser, { authorization: token, 'jnpf-origin': 'app' }))
    // what wx.request and browsers send: the answer is ~80 KB as JSON, ~10 KB gzipped
    print('GET CurrentUser?type=app, gzip', await load(port, currentUser, { authorization: token, 'jnpf-origin': 'app', 'accept-encoding': 'gzip' }))
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})

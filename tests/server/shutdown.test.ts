// `npm start` as a process manager runs it: the health probe a proxy asks, and a stop signal to the process it
// started (scripts/start.js), which must stop the server under it too, after the request in flight is answered.
import { spawn, type ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { md5 } from './helpers/app'

const ROOT = path.join(__dirname, '..', '..')

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

function request(port: number, method: string, url: string, headers: Record<string, string> = {}, body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      let text = ''
      res.on('data', (d) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const alive = (pid: number) => { try { process.kill(pid, 0); return true } catch { return false } }
const childrenOf = (pid: number) => {
  try { return execFileSync('pgrep', ['-P', String(pid)]).toString().trim().split('\n').filter(Boolean).map(Number) } catch { return [] }
}
const descendantsOf = (pid: number): number[] => childrenOf(pid).flatMap((c) => [c, ...descendantsOf(c)])
async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (check()) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return check()
}

describe('npm start under a process manager', () => {
  let start: ChildProcess
  let port: number
  let log = ''
  let server: number[] = []
  const dirs: string[] = []

  beforeAll(async () => {
    port = await freePort()
    const h5 = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-h5-'))
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-data-'))
    dirs.push(h5, data)
    fs.writeFileSync(path.join(h5, 'index.html'), '<!doctype html><title>h5</title>')
    start = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], {
      cwd: ROOT,
      env: { ...process.env, H5_DIR: h5, DATA_DIR: data, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', ADMIN_PASSWORD: 'Gs2026road', DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    start.stdout!.on('data', (d) => (log += d))
    start.stderr!.on('data', (d) => (log += d))
    if (!(await waitFor(() => log.includes('is running at'), 60_000))) throw new Error(`the server did not start:\n${log}`)
    server = childrenOf(start.pid!)
  }, 70_000)
  afterAll(() => {
    // whatever a failed run left behind, orphans included
    for (const pid of [start.pid!, ...server]) if (alive(pid)) process.kill(pid, 'SIGKILL')
    start.stdout!.destroy()
    start.stderr!.destroy()
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
  })

  test('when a proxy asks /api/health without a token, then it answers 200 with the database and the bus up', async () => {
    for (const url of ['/api/health', '/H5Api/api/health']) {
      const r = await request(port, 'GET', url)
      expect(r.status).toBe(200)
      const data = JSON.parse(r.body).data
      expect(data).toMatchObject({ ok: true, checks: { database: { ok: true, detail: 'sqlite' }, bus: { ok: true, detail: 'memory' }, store: { ok: true, detail: 'disk' } } })
    }
  })

  test('when the process manager sends SIGTERM during an upload, then the upload is answered, and start.js and the server exit, freeing the port', async () => {
    const login = await request(port, 'POST', '/api/oauth/Login', { 'content-type': 'application/x-www-form-urlencoded' },
      `account=admin&password=${md5('Gs2026road')}&grant_type=password`)
    const token = JSON.parse(login.body).data.token as string
    expect(token).toBeTruthy()
    expect(server.length).toBe(1)

    // an upload whose body is still arriving when the signal comes
    const boundary = 'shutdownboundary'
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="site.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, 7), Buffer.from([0xff, 0xd9])])
    const tail = `\r\n--${boundary}--\r\n`
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1', port, method: 'POST', path: '/api/file/Uploader/annexpic', agent: false,
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(Buffer.byteLength(head) + jpeg.length + Buffer.byteLength(tail)) }
      }, (res) => {
        let text = ''
        res.on('data', (d) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      })
      req.on('error', reject)
      req.write(head)
      req.write(jpeg.subarray(0, 10_000))
      setTimeout(() => {
        start.kill('SIGTERM')
        setTimeout(() => req.end(Buffer.concat([jpeg.subarray(10_000), Buffer.from(tail)])), 500)
      }, 300)
    })
    const upload = await answered
    expect(upload.status).toBe(200)
    expect(JSON.parse(upload.body).data.url).toMatch(/annexpic/i)

    expect(await waitFor(() => !alive(start.pid!) && server.every((pid) => !alive(pid)), 8000)).toBe(true)
    expect(start.exitCode).toBe(0)
    await expect(request(port, 'GET', '/api/health')).rejects.toThrow(/ECONNREFUSED/)
  }, 20_000)
})

// what a container runtime or process manager running `npm start` does: the signal goes to npm, which passes it to
// the shell it ran the script in; the shell dies of it without passing it on, so start.js must notice on its own
describe('npm start stopped through npm itself', () => {
  let npm: ChildProcess
  let port: number
  let log = ''
  let tree: number[] = []
  const dirs: string[] = []

  beforeAll(async () => {
    port = await freePort()
    const h5 = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-h5-'))
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-data-'))
    dirs.push(h5, data)
    fs.writeFileSync(path.join(h5, 'index.html'), '<!doctype html><title>h5</title>')
    npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...process.env, H5_DIR: h5, DATA_DIR: data, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', ADMIN_PASSWORD: 'Gs2026road', DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    npm.stdout!.on('data', (d) => (log += d))
    npm.stderr!.on('data', (d) => (log += d))
    if (!(await waitFor(() => log.includes('is running at'), 60_000))) throw new Error(`the server did not start:\n${log}`)
    tree = descendantsOf(npm.pid!)
  }, 70_000)
  afterAll(() => {
    for (const pid of [npm.pid!, ...tree]) if (alive(pid)) process.kill(pid, 'SIGKILL')
    npm.stdout!.destroy()
    npm.stderr!.destroy()
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
  })

  test('when SIGTERM goes to the npm process, then everything under it exits within a few seconds, freeing the port', async () => {
    // the shell, start.js and the server at least
    expect(tree.length).toBeGreaterThanOrEqual(2)
    expect((await request(port, 'GET', '/api/health')).status).toBe(200)
    npm.kill('SIGTERM')
    expect(await waitFor(() => [npm.pid!, ...tree].every((pid) => !alive(pid)), 8000)).toBe(true)
    await expect(request(port, 'GET', '/api/health')).rejects.toThrow(/ECONNREFUSED/)
  }, 20_000)
})

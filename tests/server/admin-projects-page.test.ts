// The 项目与合同段 page the console shows in an iframe (/admin/projects?token=...): the HTML and its files are public
// and never cached for long, every file the page loads is there, nothing else under /admin is served (no way out of
// the page folder), and the data the page shows still needs the token.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { call, createTestApp, dialects, get, login, type TestApp } from './helpers/app'

const PAGE = '/admin/projects'
const ASSETS = `${PAGE}/assets`
const H5_INDEX = '<!doctype html><title>H5 app</title>'

describe.each(dialects)('the projects administration page on %s', (dialect) => {
  let t: TestApp
  // an H5 build is present, so the app's static files and history fallback are in play too
  const h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-page-'))
  beforeAll(async () => {
    fs.writeFileSync(path.join(h5Dir, 'index.html'), H5_INDEX)
    t = await createTestApp(dialect, { H5_DIR: h5Dir })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  const fetchRaw = (url: string, method: 'GET' | 'HEAD' = 'GET') => call(t, { method, url })

  test('when the console opens the page without any session, then the HTML comes uncached, with no referrer and frameable', async () => {
    for (const url of [PAGE, `${PAGE}?token=bearer%20abc`, `${PAGE}/`]) {
      const r = await fetchRaw(url)
      expect({ url, status: r.status }).toEqual({ url, status: 200 })
      expect(r.headers['content-type']).toMatch(/^text\/html/)
      expect(r.headers['cache-control']).toBe('no-store')
      // the token rides in the address: it must not leave as a referrer
      expect(r.headers['referrer-policy']).toBe('no-referrer')
      expect(r.headers['x-frame-options']).toBeUndefined()
      expect(r.raw).toContain('<title>项目与合同段</title>')
    }
    expect((await fetchRaw(PAGE, 'HEAD')).status).toBe(200)
  })

  test('when the page loads its script and style, then every file it names (and every module those import) is served', async () => {
    const html = (await fetchRaw(PAGE)).raw
    const named = [...html.matchAll(/(?:src|href)="(\/admin\/projects\/assets\/[^"]+)"/g)].map((m) => m[1])
    expect(named).toEqual(expect.arrayContaining([`${ASSETS}/main.js`, `${ASSETS}/page.css`]))
    const seen = new Set<string>()
    const queue = [...named]
    while (queue.length) {
      const url = queue.shift()!
      if (seen.has(url)) continue
      seen.add(url)
      const r = await fetchRaw(url)
      expect({ url, status: r.status }).toEqual({ url, status: 200 })
      expect(r.headers['cache-control']).toBe('no-cache')
      expect(r.headers['x-content-type-options']).toBe('nosniff')
      if (url.endsWith('.css')) expect(r.headers['content-type']).toMatch(/^text\/css/)
      if (url.endsWith('.js')) {
        expect(r.headers['content-type']).toMatch(/^text\/javascript/)
        for (const m of r.raw.matchAll(/from '\.\/([\w-]+\.js)'/g)) queue.push(`${ASSETS}/${m[1]}`)
      }
    }
    expect([...seen].length).toBeGreaterThanOrEqual(6)
  })

  test('when a file that is not one of the page\'s is asked for, then 404', async () => {
    for (const name of ['nope.js', 'index.html', 'page-routes.ts', 'main.JS', 'main.js.map', 'page', '.env']) {
      const r = await fetchRaw(`${ASSETS}/${name}`)
      expect({ name, status: r.status }).toEqual({ name, status: 404 })
      expect(r.code).toBe(404)
    }
  })

  test('when a path tries to climb out of the page folder, then nothing of the server or the disk is answered', async () => {
    const attempts = [
      `${ASSETS}/../page-routes.ts`, `${ASSETS}/..%2Fpage-routes.ts`, `${ASSETS}/..%2F..%2F..%2F..%2F..%2Fpackage.json`,
      `${ASSETS}/%2e%2e%2froutes.ts`, `${ASSETS}/%2e%2e/%2e%2e/routes.ts`, `${ASSETS}/..%5Crepository.ts`,
      `${ASSETS}/main.js%00.ts`, `${ASSETS}/%252e%252e%252fpage-routes.ts`, `${PAGE}/../../../package.json`,
      `${PAGE}/page/main.js`, `${PAGE}/page-routes.ts`, '/admin/page/index.html', `${ASSETS}/../../../../../../etc/passwd`,
      `${PAGE}/assets/..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd`, `${ASSETS}/%E0%A4%A`, `${ASSETS}/%`
    ]
    for (const url of attempts) {
      const r = await fetchRaw(url)
      // refused, or (a path without an extension) the app's own page by the history fallback
      const refused = [400, 403, 404].includes(r.status) || (r.status === 200 && [400, 404].includes(r.code))
      const answer = refused ? 'refused' : r.raw === H5_INDEX ? 'the H5 app' : `${r.status} ${r.raw.slice(0, 80)}`
      expect({ url, answer }).toEqual({ url, answer: expect.stringMatching(/^(refused|the H5 app)$/) })
      for (const leak of ['adminProjectsPageRoutes', 'highway-site-cloud', 'root:x:0', 'import ', 'export ']) {
        expect({ url, leak, found: r.raw.includes(leak) }).toEqual({ url, leak, found: false })
      }
    }
  })

  test('when the page calls the API, then the token decides: none gives 600, an administrator\'s gives the list', async () => {
    const anonymous = await get(t, '/api/permission/Project')
    expect(anonymous.code).toBe(600)
    const admin = await login(t, 'admin')
    const r = await call(t, { method: 'GET', url: '/api/permission/Project?currentPage=1&pageSize=20', headers: { 'jnpf-origin': 'pc' }, token: admin })
    expect(r.code).toBe(200)
    expect(r.data.list.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['proj-hj', 'proj-nj']))
    const zhanghua = await login(t, 'zhanghua')
    expect(await get(t, '/api/permission/Project', zhanghua)).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
  })
})

// Request logs never carry a session token, though two addresses hold one: the IM websocket path and the console's
// 项目与合同段 page query.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { redactUrl } from '../../server/src/lib/log-redact'

test('when an address carries a token, then the logged url shows *** in its place', () => {
  expect(redactUrl('/api/message/websocket/bearer%20abc123?x=1')).toBe('/api/message/websocket/***?x=1')
  expect(redactUrl('/H5Api/api/message/websocket/abc')).toBe('/H5Api/api/message/websocket/***')
  expect(redactUrl('/admin/projects?token=bearer%20abc&view=1')).toBe('/admin/projects?token=***&view=1')
  expect(redactUrl('/api/oauth/Login?account=a&jnpf_ticket=t1')).toBe('/api/oauth/Login?account=a&jnpf_ticket=***')
  expect(redactUrl('/api/permission/Project?keyword=tokenless')).toBe('/api/permission/Project?keyword=tokenless')
})

test('when the server logs requests, then no token reaches the log', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-log-'))
  let written = ''
  const stream = new Writable({ write(chunk, _enc, done) { written += String(chunk); done() } })
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'info' }), { logStream: stream })
  try {
    await app.inject({ method: 'GET', url: '/admin/projects?token=bearer%20secret-one' })
    await app.inject({ method: 'GET', url: '/api/message/websocket/secret-two' })
    expect(written).toContain('/admin/projects?token=***')
    expect(written).not.toContain('secret-one')
    expect(written).not.toContain('secret-two')
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

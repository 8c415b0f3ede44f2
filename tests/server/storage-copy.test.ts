// npm run storage:copy moves a disk store (DATA_DIR/uploads) into the object store: every upload the server made
// is copied once (running it again copies nothing, a missing object is copied again), files that are not uploads
// are left behind, and the same database then serves the files from the bucket with the links it handed out.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { copyDiskStore } from '../../server/src/cli/storage-copy'
import { loadConfig } from '../../server/src/config'
import { createS3Store, type FileStore } from '../../server/src/lib/file-store'
import { call, createTestApp, dialects, login, multipart, type TestApp } from './helpers/app'
import { startFakeS3, type FakeS3 } from './helpers/s3'

const PHOTO = fs.readFileSync(path.join(__dirname, 'fixtures/site-photo.jpg'))
const ROOT = path.join(__dirname, '../..')

describe.each(dialects)('copying a disk store into S3 on %s', (dialect) => {
  let s3: FakeS3
  let t: TestApp
  let store: FileStore
  let onS3: FastifyInstance | undefined
  const secret = crypto.randomBytes(24).toString('hex')
  const uploaded: { type: string; name: string; url: string; bytes: Buffer }[] = []

  beforeAll(async () => {
    s3 = await startFakeS3()
    t = await createTestApp(dialect, { FILE_LINK_SECRET: secret })
    store = createS3Store(loadConfig(s3.env).s3!)
    const token = await login(t, 'zhanghua')
    // a store holding this test's uploads only: the demo's documents, written at start, are not about the copy
    fs.rmSync(path.join(t.config.dataDir, 'uploads'), { recursive: true, force: true })
    for (const [type, name, bytes] of [['annexpic', '桥台.jpg', PHOTO], ['annex', '说明.txt', Buffer.from('施工说明')], ['userAvatar', '我.jpg', PHOTO]] as const) {
      const r = await call(t, { method: 'POST', url: `/H5Api/api/file/Uploader/${type}`, token, ...multipart(name, bytes) })
      if (r.code !== 200) throw new Error(r.msg)
      uploaded.push({ type, name: r.data.name, url: r.data.url, bytes })
    }
    fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'annex', 'notes.txt'), 'not an upload')
  })
  afterAll(async () => {
    await onS3?.close()
    await store?.close()
    await t?.close()
    await s3?.close()
  })

  test('when the copy runs, then every upload is copied once; again it copies nothing; a missing object is copied again', async () => {
    const lines: string[] = []
    expect(await copyDiskStore(t.config.dataDir, store, (l) => lines.push(l))).toEqual({ copied: 3, skipped: 0, failed: 0, ignored: 1 })
    expect(lines).toContain('annex: 1 copied, 0 already there, 0 failed, 1 not uploads')
    expect(await s3.keys()).toEqual(uploaded.map((u) => `uploads/${u.type}/${u.name}`).sort())

    expect(await copyDiskStore(t.config.dataDir, store)).toEqual({ copied: 0, skipped: 3, failed: 0, ignored: 1 })

    const client = new S3Client({ endpoint: s3.env.S3_ENDPOINT, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `uploads/annex/${uploaded[1].name}` }))
    client.destroy()
    expect(await copyDiskStore(t.config.dataDir, store)).toEqual({ copied: 1, skipped: 2, failed: 0, ignored: 1 })
  })

  test('when the same database starts on the bucket without the disk files, then the links handed out before serve the copies', async () => {
    fs.rmSync(path.join(t.config.dataDir, 'uploads'), { recursive: true, force: true })
    onS3 = await buildApp({ ...t.config, storage: 's3', s3: loadConfig(s3.env).s3 }, { clock: t.clock, logger: false })
    for (const u of uploaded) {
      const res = await onS3.inject({ method: 'GET', url: u.url })
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.equals(u.bytes)).toBe(true)
    }
  })

  if (dialect === 'sqlite') {
    test('when npm run storage:copy runs, then it prints the counts; without STORAGE=s3 it says what to set', async () => {
      const run = (env: Record<string, string>) => promisify(execFile)('node', ['--import', 'tsx', 'server/src/cli/storage-copy.ts'], {
        cwd: ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: t.config.dataDir, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env }
      })
      fs.mkdirSync(path.join(t.config.dataDir, 'uploads', 'annexpic'), { recursive: true })
      const name = '20260101_11111111-2222-3333-4444-555555555555.jpg'
      fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'annexpic', name), PHOTO)
      const { stdout } = await run(s3.env)
      expect(stdout).toContain('annexpic: 1 copied, 0 already there, 0 failed, 0 not uploads')
      expect(stdout).toContain('Done: 1 copied, 0 already there, 0 failed, 0 not uploads')
      expect((await run(s3.env)).stdout).toContain('Done: 0 copied, 1 already there, 0 failed, 0 not uploads')
      await expect(run({})).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('set STORAGE=s3') })
      await expect(run({ ...s3.env, S3_BUCKET: '' })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('STORAGE=s3 needs S3_BUCKET') })
    }, 60_000)
  }
})

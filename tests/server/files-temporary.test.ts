// Temporary files (exports, import sheets) are swept after a day: the old ones and their upload rows go, fresh ones
// and every other upload type stay.
import fs from 'node:fs'
import path from 'node:path'
import { sweepTemporary, TEMPORARY_TTL_MS } from '../../server/src/modules/files/temporary-sweep'
import { createTestApp, dialects, type TestApp } from './helpers/app'

describe.each(dialects)('temporary file sweep on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  const put = async (type: string, name: string, ageMs: number) => {
    const dir = path.join(t.config.dataDir, 'uploads', type)
    fs.mkdirSync(dir, { recursive: true })
    const file = path.join(dir, name)
    fs.writeFileSync(file, 'x')
    const at = new Date(t.clock.now() - ageMs)
    fs.utimesSync(file, at, at)
    await t.app.ctx.db.insertInto('uploadFile').values({ type, name, userId: 'u-admin', createdAt: at.getTime() }).execute()
    return file
  }

  test('when a temporary file is older than a day, then it and its row go; fresh files and other types stay', async () => {
    const old = await put('temporary', '20261101_11111111-2222-3333-4444-555555555555.xlsx', TEMPORARY_TTL_MS + 60_000)
    const fresh = await put('temporary', '20261125_11111111-2222-3333-4444-666666666666.xlsx', 60_000)
    const photo = await put('annexpic', '20261101_11111111-2222-3333-4444-777777777777.jpg', 10 * TEMPORARY_TTL_MS)
    const stranger = path.join(path.dirname(old), 'notes.txt')
    fs.writeFileSync(stranger, 'not ours')
    fs.utimesSync(stranger, new Date(0), new Date(0))

    expect(await sweepTemporary(t.app.ctx)).toBe(1)
    expect([fs.existsSync(old), fs.existsSync(fresh), fs.existsSync(photo), fs.existsSync(stranger)]).toEqual([false, true, true, true])
    const rows = await t.app.ctx.db.selectFrom('uploadFile').select(['type', 'name']).where('userId', '=', 'u-admin').execute()
    expect(rows.map((r) => r.name).sort()).toEqual([path.basename(photo), path.basename(fresh)].sort())
    expect(await sweepTemporary(t.app.ctx)).toBe(0)
  })
})

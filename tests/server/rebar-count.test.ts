// Rebar counting (modules/rebar): a site engineer photographs the end face of a delivered bundle, the server finds and
// counts the bar ends (synthetic photos with their true counts: touching faces, dark rims, uneven light, noise, blur),
// a photo without bars or a file that is not a photo is refused in Chinese, the corrected marks are saved with the
// photo, the specification and the section, listed per section and read back; nothing reaches another project.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import { bundlePhoto, emptyPhoto } from './helpers/rebar-photos'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'
// after the app: the module graph loads from the app's entry, as in the server
import { closeRebarDetector } from '../../server/src/modules/rebar'

const R = '/H5Api/api/rebar'
const SECTION = 'ct-hj-tj01'
const PHOTOS = [
  { count: 30, seed: 11 }, { count: 75, seed: 12 }, { count: 110, seed: 13 }, { count: 60, seed: 14, spacing: 1 }
].map((p) => bundlePhoto({ ...p, width: 1200, height: 900, blur: 1 + (p.seed % 2), noise: 14 }))

describe.each(dialects)('rebar counting on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'duanmei', 'luxiaodong']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => {
    await t.close()
    await closeRebarDetector()
  })

  const upload = async (name: string, bytes: Buffer, who = 'chengang') => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok[who], ...multipart(name, bytes) })
    expect(up.code).toBe(200)
    return up.data.url as string
  }
  const countRows = async () => Number((await t.app.ctx.db.selectFrom('rebarCount').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

  test('钢筋点数 is on the Workbench of the lab technician (luxiaodong) and of chengang in his section', async () => {
    const pages = async (who: string) => {
      const menus = (await get(t, '/H5Api/api/oauth/CurrentUser?type=App', tok[who])).data.menuList as { urlAddress?: string; children?: unknown[] }[]
      const flat: string[] = []
      const walk = (list: { urlAddress?: string; children?: unknown[] }[]) => list.forEach((m) => { flat.push(m.urlAddress ?? ''); walk((m.children ?? []) as never) })
      walk(menus)
      return flat
    }
    expect(await pages('luxiaodong')).toContain('/pages/apply/rebarCount/index')
    expect(await pages('chengang')).toContain('/pages/apply/rebarCount/index')
  })

  test.each(PHOTOS.map((p) => [p.name, p] as const))('the bar ends of %s are counted within 3%% (at most one off below 34 bars)', async (_name, photo) => {
    const url = await upload(`${photo.name}.jpg`, photo.jpeg)
    const r = await send(t, 'POST', `${R}/detect`, { photo: url }, tok.chengang)
    expect(r.code).toBe(200)
    expect(r.data.width).toBe(1200)
    expect(r.data.height).toBe(900)
    expect(r.data.count).toBe(r.data.marks.length)
    expect(Math.abs(r.data.count - photo.count)).toBeLessThanOrEqual(Math.max(1, Math.floor(photo.count * 0.03)))
    for (const m of r.data.marks) {
      expect(m.x).toBeGreaterThanOrEqual(0)
      expect(m.x).toBeLessThanOrEqual(1200)
      expect(m.y).toBeGreaterThanOrEqual(0)
      expect(m.y).toBeLessThanOrEqual(900)
      expect(m.r).toBeGreaterThan(5)
    }
  }, 60_000)

  test('the server\'s event loop keeps turning while a photo is searched (the detector has a thread of its own)', async () => {
    const big = bundlePhoto({ count: 90, seed: 21, width: 1600, height: 1200, noise: 10 })
    const url = await upload('big.jpg', big.jpeg)
    await send(t, 'POST', `${R}/detect`, { photo: url }, tok.chengang) // the thread is up and warm
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const r = await send(t, 'POST', `${R}/detect`, { photo: url }, tok.chengang)
    delay.disable()
    expect(r.code).toBe(200)
    // on the server's own thread the decode and search held the loop for their whole time (r.data.millis)
    expect(r.data.millis).toBeGreaterThan(100)
    expect(delay.max / 1e6).toBeLessThan(r.data.millis / 2)
  }, 120_000)

  test('a PNG photo is counted as well', async () => {
    const photo = bundlePhoto({ count: 40, seed: 15, width: 640, height: 480, noise: 5 })
    const raw = jpeg.decode(photo.jpeg, { useTArray: true, formatAsRGBA: true })
    const png = new PNG({ width: raw.width, height: raw.height })
    Buffer.from(raw.data).copy(png.data)
    const r = await send(t, 'POST', `${R}/detect`, { photo: await upload('bundle.png', PNG.sync.write(png)) }, tok.chengang)
    expect(r.code).toBe(200)
    expect(Math.abs(r.data.count - 40)).toBeLessThanOrEqual(1)
  }, 60_000)

  test('a photo without bars, a file that is not a photo and a missing photo are refused and nothing is saved', async () => {
    const before = await countRows()
    const empty = await send(t, 'POST', `${R}/detect`, { photo: await upload('ground.jpg', emptyPhoto(5)) }, tok.chengang)
    expect(empty.code).toBe(400)
    expect(empty.msg).toContain('未识别到钢筋端面')
    const broken = await send(t, 'POST', `${R}/detect`, { photo: await upload('broken.jpg', Buffer.from('not a jpeg at all, just text')) }, tok.chengang)
    expect(broken.code).toBe(400)
    expect(broken.msg).toBe('请上传 JPG 或 PNG 格式的照片')
    const pdf = await send(t, 'POST', `${R}/detect`, { photo: await upload('report.pdf', Buffer.from('%PDF-1.4 test')) }, tok.chengang)
    expect(pdf.code).toBe(400)
    expect(pdf.msg).toBe('请上传 JPG 或 PNG 格式的照片')
    for (const body of [{}, { photo: 12 }, { photo: '/api/file/Image/annexpic/nothing-here.jpg' }, null]) {
      const r = await send(t, 'POST', `${R}/detect`, body, tok.chengang)
      expect(r.status).toBeLessThan(500)
      expect(r.code).toBe(400)
    }
    expect(await countRows()).toBe(before)
  })

  test('the corrected marks are saved with the photo, specification and section, listed newest first and read back', async () => {
    const photo = PHOTOS[0]
    const url = await upload('bundle.jpg', photo.jpeg)
    const found = (await send(t, 'POST', `${R}/detect`, { photo: url }, tok.chengang)).data
    // the user removes one mark and adds one elsewhere, then one more: count = detected + 1
    const marks = [...found.marks.slice(1), { x: 20, y: 20, r: 30 }, { x: 1180, y: 880, r: 30 }]
    const saved = await send(t, 'POST', `${R}/counts`, {
      contractId: SECTION, photo: url, width: found.width, height: found.height, marks, detectedCount: found.count,
      specification: 'HRB400E Φ25', note: '钢筋加工场进场 第3捆'
    }, tok.chengang)
    expect(saved.code).toBe(200)
    expect(saved.data.count).toBe(found.count + 1)

    const list = await get(t, `${R}/counts?projectId=proj-hj&contractId=${SECTION}&currentPage=1&pageSize=10`, tok.chengang)
    expect(list.code).toBe(200)
    expect(list.data.list[0]).toMatchObject({ id: saved.data.id, count: found.count + 1, detectedCount: found.count, corrected: true, specification: 'HRB400E Φ25', note: '钢筋加工场进场 第3捆' })
    expect(list.data.list[0].sectionText).toContain('TJ')
    expect(list.data.pagination.total).toBeGreaterThanOrEqual(1)

    const detail = await get(t, `${R}/counts/${saved.data.id}`, tok.chengang)
    expect(detail.code).toBe(200)
    expect(detail.data.marks).toHaveLength(found.count + 1)
    expect(detail.data.marks[detail.data.marks.length - 1]).toEqual({ x: 1180, y: 880, r: 30 })
    expect(detail.data.width).toBe(1200)
    const image = await call(t, { method: 'GET', url: `/H5Api${detail.data.photo}`, token: tok.chengang })
    expect(image.status).toBe(200)
  }, 60_000)

  test('bad marks, a missing specification or someone else\'s section are refused', async () => {
    const url = await upload('bundle2.jpg', PHOTOS[0].jpeg)
    const base = { contractId: SECTION, photo: url, width: 1200, height: 900, marks: [{ x: 10, y: 10, r: 5 }], detectedCount: 1, specification: 'HRB400E Φ25' }
    const before = await countRows()
    const refused = [
      { ...base, marks: [] }, { ...base, marks: [{ x: 5000, y: 10, r: 5 }] }, { ...base, marks: [{ x: 'a', y: 10, r: 5 }] },
      { ...base, marks: 'x' }, { ...base, specification: '' }, { ...base, width: -1 }, { ...base, contractId: 'ct-nj-tj01' },
      { ...base, photo: 'http://elsewhere/a.jpg' }
    ]
    for (const body of refused) {
      const r = await send(t, 'POST', `${R}/counts`, body, tok.chengang)
      expect(r.status).toBeLessThan(500)
      expect(r.code).toBe(400)
    }
    // another project's technician may not save into this section, nor with this photo
    const other = await send(t, 'POST', `${R}/counts`, base, tok.duanmei)
    expect(other.code).toBe(400)
    expect(await countRows()).toBe(before)
  })

  test('another project\'s people see none of the counts, cannot read their details nor count their photos', async () => {
    const mine = (await get(t, `${R}/counts?projectId=proj-hj`, tok.chengang)).data.list
    expect(mine.length).toBeGreaterThan(0)
    const theirs = await get(t, `${R}/counts?projectId=proj-hj`, tok.duanmei)
    expect(theirs.code).toBe(400)
    const detail = await get(t, `${R}/counts/${mine[0].id}`, tok.duanmei)
    expect(detail.code).toBe(400)
    expect(detail.msg).toBe('点数记录不存在或无权查看')
    // the file store's check: the photo belongs to a count of a section they are not in
    const detect = await send(t, 'POST', `${R}/detect`, { photo: mine[0].photo }, tok.duanmei)
    expect(detect.code).toBe(400)
  })
})

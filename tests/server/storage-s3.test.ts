// Files in an S3-compatible object store (STORAGE=s3) against a fake S3 the test starts (helpers/s3): uploads land
// in the bucket and never on the disk, streamed (a file bigger than one part arrives whole, one over the limit
// leaves nothing), the signed links, tickets, previews and public avatars of the disk store work the same, exports,
// prints and import sheets go to the bucket too, the temporary sweep empties its folder there, and the S3
// variables are checked at start with messages naming them.
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import ExcelJS from 'exceljs'
import { ConfigError, loadConfig } from '../../server/src/config'
import { sweepTemporary, TEMPORARY_TTL_MS } from '../../server/src/modules/files/temporary-sweep'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'
import { pdfImageCount } from './helpers/pdf-text'
import { startFakeS3, type FakeS3 } from './helpers/s3'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'

const PHOTO = fs.readFileSync(path.join(__dirname, 'fixtures/site-photo.jpg'))
const MODEL = 'vm-t-s3'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const NO_FILE = '文件不存在或无权访问'
const fields = [fld('input', '巡查标题', 'title'), fld('uploadImg', '现场照片', 'photos')]
const col = (prop: string, label: string) => ({ prop, id: prop, label, fullName: label })
const columnData = { columnList: [col('title', '巡查标题'), col('photos', '现场照片')], btnsList: [{ value: 'download', label: '导出' }] }

describe('STORAGE=s3 configuration', () => {
  const s3 = {
    STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'site-files', S3_REGION: 'cn-hangzhou', S3_ACCESS_KEY: 'k',
    S3_SECRET_KEY: 's', FILE_LINK_SECRET: 'a-secret-of-32-bytes-at-least-ok'
  }
  test('when the variables are complete, then the bucket is configured; the disk is the default', () => {
    expect(loadConfig({}).storage).toBe('disk')
    expect(loadConfig({}).s3).toBeNull()
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true', S3_ENDPOINT: 'https://oss.example.com/' }).s3).toEqual({
      endpoint: 'https://oss.example.com', bucket: 'site-files', region: 'cn-hangzhou', accessKey: 'k', secretKey: 's', forcePathStyle: true
    })
    // AWS itself: no endpoint, the region picks it
    expect(loadConfig({ ...s3, S3_ENDPOINT: '' }).s3?.endpoint).toBe('')
  })

  test.each([
    [{ STORAGE: 'ftp' }, /STORAGE must be disk or s3/],
    [{ S3_BUCKET: '' }, /STORAGE=s3 needs S3_BUCKET/],
    [{ S3_REGION: '' }, /STORAGE=s3 needs S3_REGION/],
    [{ S3_ACCESS_KEY: '' }, /STORAGE=s3 needs S3_ACCESS_KEY/],
    [{ S3_SECRET_KEY: ' ' }, /STORAGE=s3 needs S3_SECRET_KEY/],
    [{ S3_BUCKET: 'Site_Files' }, /S3_BUCKET must be/],
    [{ S3_REGION: 'cn hangzhou' }, /S3_REGION must be/],
    [{ S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE must be/],
    [{ FILE_LINK_SECRET: '' }, /STORAGE=s3 needs FILE_LINK_SECRET/]
  ])('when %j, then the start stops with a message naming the variable', (change, message) => {
    expect(() => loadConfig({ ...s3, ...change })).toThrow(ConfigError)
    expect(() => loadConfig({ ...s3, ...change })).toThrow(message)
  })

  test('when the bucket does not exist, then the server does not start and says which bucket', async () => {
    const fake = await startFakeS3()
    try {
      await expect(createTestApp('sqlite', { ...fake.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(/bucket "no-such-bucket".*no such bucket/)
    } finally {
      await fake.close()
    }
  })
})

describe.each(dialects)('files in an S3 bucket on %s', (dialect) => {
  let s3: FakeS3
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    s3 = await startFakeS3()
    t = await createTestApp(dialect, { ...s3.env, LOGIN_RATE_LIMIT: '1000', UPLOAD_MAX_MB: '7' })
    await insertModel(t, { id: MODEL, fields, columnData, appColumnData: columnData })
    await grantMenu(t, 'm-t-s3', MODEL, { 'role-pm': { buttons: ALL_BUTTONS } })
    for (const a of ['admin', 'zhanghua', 'chengang']) tok[a] = await login(t, a)
  })
  afterAll(async () => {
    await t?.close()
    await s3?.close()
  })

  const upload = (type: string, name: string, bytes: Buffer, who = 'zhanghua') =>
    call(t, { method: 'POST', url: `/H5Api/api/file/Uploader/${type}`, token: tok[who], ...multipart(name, bytes) })
  const fetchRaw = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} })
  const temporaryKeys = () => s3.keys('uploads/temporary/')

  test('when a photo is uploaded, then it is in the bucket and not on the disk, and its signed link streams the same bytes', async () => {
    const up = await upload('annexpic', '桥台.jpg', PHOTO)
    expect(up.code).toBe(200)
    expect(up.data.fileSize).toBe(PHOTO.length)
    expect(await s3.keys('uploads/annexpic/')).toEqual([`uploads/annexpic/${up.data.name}`])
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false)

    const res = await fetchRaw(up.data.url)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(PHOTO)).toBe(true)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers['content-length']).toBe(String(PHOTO.length))
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    // the owner-based checks come first: no link and no session, a forged signature, or another user's session
    const bare = `/api/file/Image/annexpic/${up.data.name}`
    expect(JSON.parse((await fetchRaw(bare)).body).msg).toBe(NO_FILE)
    expect(JSON.parse((await fetchRaw(`${bare}?exp=9999999999&sig=${'A'.repeat(43)}`)).body).msg).toBe(NO_FILE)
    expect(JSON.parse((await fetchRaw(bare, tok.chengang)).body).msg).toBe(NO_FILE)
    expect((await fetchRaw(bare, tok.zhanghua)).rawPayload.equals(PHOTO)).toBe(true)
  })

  test('when a file bigger than one part is uploaded, then it arrives whole; over the limit or empty, nothing stays', async () => {
    const big = crypto.randomBytes(6 * 1024 * 1024 + 123)
    const up = await upload('annex', '图纸.pdf', big)
    expect(up.code).toBe(200)
    expect(up.data.fileSize).toBe(big.length)
    expect((await fetchRaw(up.data.url)).rawPayload.equals(big)).toBe(true)
    // a range (pdf.js paging the drawing) is read from the bucket as a range, with the whole file's size
    const part = await t.app.inject({ method: 'GET', url: up.data.url, headers: { range: 'bytes=6000000-6000099' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 6000000-6000099/${big.length}`)
    expect(part.rawPayload.equals(big.subarray(6000000, 6000100))).toBe(true)

    const before = await s3.keys('uploads/annex/')
    const tooBig = await upload('annex', '过大.pdf', crypto.randomBytes(8 * 1024 * 1024))
    expect(tooBig).toMatchObject({ code: 400, msg: '文件大小不能超过 7MB' })
    expect((await upload('annex', '空.pdf', Buffer.alloc(0))).msg).toBe('上传的文件是空的')
    expect(await s3.keys('uploads/annex/')).toEqual(before)
    // the uploads' rows (the demo's seeded scheme PDFs, written by the server, are not about this)
    const rows = await t.app.ctx.db.selectFrom('uploadFile').select('name').where('type', '=', 'annex').where('userId', '=', 'u-zhanghua').execute()
    expect(rows.map((r) => `uploads/annex/${r.name}`).sort()).toEqual(before.filter((k) => rows.some((r) => k.endsWith(r.name))).sort())
    expect(rows.length).toBeGreaterThan(0)
  })

  test('when a download ticket or a preview is asked for, then it serves the file from the bucket once, to those who may read it', async () => {
    const up = await upload('annex', '说明.txt', Buffer.from('边坡锚杆框格梁施工说明'))
    const ticket = await get(t, `/H5Api/api/file/Download/annex/${up.data.name}`, tok.zhanghua)
    expect(ticket.code).toBe(200)
    const res = await fetchRaw(ticket.data.url)
    expect(res.body).toBe('边坡锚杆框格梁施工说明')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${up.data.name}"`)
    expect(JSON.parse((await fetchRaw(ticket.data.url)).body).msg).toMatch(/失效/)
    expect((await get(t, `/H5Api/api/file/Download/annex/${up.data.name}`, tok.chengang)).msg).toBe(NO_FILE)

    const preview = await get(t, `/H5Api/api/file/Uploader/Preview?fileName=${up.data.name}`, tok.zhanghua)
    expect(preview.data).toMatch(new RegExp(`^/api/file/Image/annex/${up.data.name}\\?exp=`))
    expect((await fetchRaw(preview.data)).body).toBe('边坡锚杆框格梁施工说明')
    expect((await get(t, '/H5Api/api/file/Uploader/Preview?fileName=20260101_00000000-0000-0000-0000-000000000000.txt', tok.zhanghua)).msg).toBe(NO_FILE)
  })

  test('when an uploaded avatar is set, then it is checked in the bucket and served to anyone', async () => {
    expect((await send(t, 'PUT', '/H5Api/api/permission/Users/Current/Avatar/20260101_00000000-0000-0000-0000-000000000000.jpg', {}, tok.zhanghua)).msg)
      .toBe('头像文件不存在，请先上传')
    const up = await upload('userAvatar', '我.jpg', PHOTO)
    expect((await send(t, 'PUT', `/H5Api/api/permission/Users/Current/Avatar/${up.data.name}`, {}, tok.zhanghua)).code).toBe(200)
    const res = await fetchRaw(`/api/file/Image/userAvatar/${up.data.name}`)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(PHOTO)).toBe(true)
  })

  test('when a list is exported and a record printed, then the workbook and the PDF are made in the bucket and download from there', async () => {
    const photo = await upload('annexpic', '边坡.jpg', PHOTO)
    const bare = `/api/file/Image/annexpic/${photo.data.name}`
    const saved = await send(t, 'POST', M, { data: { title: '杭金K12+300边坡巡查', photos: [{ name: '边坡.jpg', url: bare }] }, projectId: 'proj-hj', contractId: 'ct-hj-tj01' }, tok.zhanghua)
    expect(saved.code).toBe(200)
    const before = (await temporaryKeys()).length

    const exported = await send(t, 'POST', `${M}/Actions/ExportData`, { dataType: '1', selectKey: ['title', 'photos'] }, tok.zhanghua)
    expect(exported.code).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load((await fetchRaw(exported.data.url)).rawPayload as unknown as ExcelJS.Buffer)
    expect(wb.worksheets[0].getRow(2).getCell(1).text).toBe('杭金K12+300边坡巡查')

    const printed = await send(t, 'POST', `${M}/${saved.data.id}/Actions/Print`, {}, tok.zhanghua)
    expect(printed.code).toBe(200)
    const pdf = (await fetchRaw(printed.data.url)).rawPayload
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // the photo was read from the bucket and drawn
    expect(pdfImageCount(pdf)).toBe(1)
    expect(await temporaryKeys()).toHaveLength(before + 2)
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false)
  })

  test('when a user sheet is uploaded and previewed, then it is read back from the bucket', async () => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('用户信息')
    ws.addRow(['账号', '姓名'])
    ws.addRow(['sunyi', '孙一'])
    const m = multipart('用户.xlsx', Buffer.from(await wb.xlsx.writeBuffer()))
    const up = await call(t, { method: 'POST', url: '/api/permission/Users/Uploader', token: tok.admin, payload: m.payload, headers: m.headers })
    expect(up.code).toBe(200)
    const preview = await get(t, `/api/permission/Users/ImportPreview?fileName=${up.data.name}`, tok.admin)
    expect(preview.data.dataRow).toEqual([expect.objectContaining({ account: 'sunyi', realName: '孙一' })])
  })

  test('when the sweep runs, then temporary files older than a day leave the bucket with their rows; younger ones and uploads stay', async () => {
    const temporary = await temporaryKeys()
    expect(temporary.length).toBeGreaterThanOrEqual(3)
    const photos = await s3.keys('uploads/annexpic/')
    const rows = () => t.app.ctx.db.selectFrom('uploadFile').select('name').where('type', '=', 'temporary').execute()
    expect(await rows()).toHaveLength(temporary.length)

    // the bucket dates the files by its own clock: a day minus ten minutes later they are still young
    t.clock.advance(TEMPORARY_TTL_MS - 10 * 60_000)
    expect(await sweepTemporary(t.app.ctx)).toBe(0)
    expect(await temporaryKeys()).toEqual(temporary)

    t.clock.advance(20 * 60_000)
    expect(await sweepTemporary(t.app.ctx)).toBe(temporary.length)
    expect(await temporaryKeys()).toEqual([])
    expect(await rows()).toEqual([])
    expect(await s3.keys('uploads/annexpic/')).toEqual(photos)
    expect(await sweepTemporary(t.app.ctx)).toBe(0)
  })
})

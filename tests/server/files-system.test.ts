// Files (upload rules, traversal, one-time download) and system data (dictionaries, areas, bill numbers, version).
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

describe.each(dialects)('files and system data on %s', (dialect) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(dialect, { UPLOAD_MAX_MB: '1' })
    token = await login(t, 'zhouqiang')
  })
  afterAll(async () => { await t.close() })
  const upload = (type: string, name: string, content: Buffer, field = 'file', auth = token) =>
    call(t, { method: 'POST', url: `/H5Api/api/file/Uploader/${type}`, token: auth, ...multipart(name, content, field) })

  test('upload: stored under its type with the JNPF answer; type, extension, size and field are checked', async () => {
    const r = await upload('annex', 'report.pdf', Buffer.from('%PDF-1.4 demo'))
    // the URL is signed for the uploader's <image> (security-files.test.ts covers who else may read it)
    expect(r.data).toEqual({ name: expect.stringMatching(/^\d{8}_[0-9a-f-]{36}\.pdf$/), url: expect.stringMatching(/^\/api\/file\/Image\/annex\/\d{8}_[0-9a-f-]{36}\.pdf\?exp=\d+&sig=[\w-]{43}$/), fileSize: 13, fileExtension: 'pdf' })
    expect(r.data.url.split('?')[0]).toBe(`/api/file/Image/annex/${r.data.name}`)
    expect((await upload('secrets', 'a.pdf', Buffer.from('x'))).msg).toMatch(/^不支持的上传类型: secrets/)
    expect((await upload('annex', 'evil.exe', Buffer.from('MZ'))).msg).toMatch(/^不支持的文件类型 \.exe/)
    expect((await upload('annex', 'big.zip', Buffer.alloc(1024 * 1024 + 10, 1))).msg).toBe('文件大小不能超过 1MB')
    expect((await upload('annex', 'a.txt', Buffer.from('x'), 'other')).msg).toBe('上传的文件字段名应为 file')
    expect((await upload('annex', 'a.txt', Buffer.from('x'), 'file', '')).code).toBe(600)
    const notMultipart = await send(t, 'POST', '/H5Api/api/file/Uploader/annex', { file: 'x' }, token)
    expect(notMultipart).toMatchObject({ code: 400, msg: '请以 multipart/form-data 上传文件' })
    const broken = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token, payload: '--xx\r\ngarbage', headers: { 'content-type': 'multipart/form-data; boundary=xx' } })
    expect(broken.code).toBe(400)
  })

  test('image and preview: inline for our names only; traversal is impossible', async () => {
    const r = await upload('IM', 'photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))
    const img = await call(t, { method: 'GET', url: `/H5Api${r.data.url}` })
    expect(img.status).toBe(200)
    expect(img.headers['content-type']).toBe('image/jpeg')
    expect(img.headers['content-disposition']).toMatch(/^inline/)
    for (const evil of ['..%2F..%2Fhighway.sqlite', '..%2Fannex%2Fx.pdf', '%2Fetc%2Fpasswd', 'highway.sqlite']) {
      const bad = await call(t, { method: 'GET', url: `/H5Api/api/file/Image/IM/${evil}` })
      expect(bad.code).toBe(400)
    }
    expect((await call(t, { method: 'GET', url: '/H5Api/api/file/Image/IM/../../highway.sqlite' })).raw).not.toContain('SQLite')
    const preview = await get(t, `/H5Api/api/file/Uploader/Preview?fileName=${r.data.name}`, token)
    expect(preview.data).toMatch(new RegExp(`^/api/file/Image/im/${r.data.name}\\?exp=\\d+&sig=`))
    expect((await get(t, '/H5Api/api/file/Uploader/Preview?fileName=nope.pdf', token)).msg).toBe('文件不存在或无权访问')
  })

  test('preview is for documents, PDFs and pictures; any other file is refused with a hint to download it', async () => {
    const pdf = await upload('annex', 'drawing.pdf', Buffer.from('%PDF-1.4 drawing'))
    expect((await get(t, `/H5Api/api/file/Uploader/Preview?fileName=${pdf.data.name}&type=annex`, token)).data).toMatch(/^\/api\/file\/Image\/annex\//)
    const zip = await upload('annex', 'photos.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04]))
    expect(zip.code).toBe(200)
    const refused = await get(t, `/H5Api/api/file/Uploader/Preview?fileName=${zip.data.name}`, token)
    expect(refused).toMatchObject({ code: 400, msg: '该类型文件不支持预览，请下载后查看' })
    // the download stays open to it
    expect((await get(t, `/H5Api/api/file/Download/annex/${zip.data.name}`, token)).data.url).toMatch(/^\/api\/file\/Download\?/)
  })

  test('download: an authenticated call gets a one-time URL valid 60 s', async () => {
    const r = await upload('document', 'spec.txt', Buffer.from('hello highway'))
    expect((await get(t, `/H5Api/api/file/Download/document/${r.data.name}`)).code).toBe(600)
    const d = await get(t, `/H5Api/api/file/Download/document/${r.data.name}`, token)
    expect(d.data.name).toBe(r.data.name)
    expect(d.data.url).toMatch(/^\/api\/file\/Download\?encryption=[\w-]+&name=/)
    const file = await call(t, { method: 'GET', url: `/H5Api${d.data.url}` })
    expect(file.raw).toBe('hello highway')
    expect(file.headers['content-disposition']).toMatch(/^attachment/)
    expect((await call(t, { method: 'GET', url: `/H5Api${d.data.url}` })).msg).toBe('下载链接已失效，请重新下载')
    const late = await get(t, `/H5Api/api/file/Download/document/${r.data.name}`, token)
    t.clock.advance(61_000)
    expect((await call(t, { method: 'GET', url: `/H5Api${late.data.url}` })).code).toBe(400)
    expect((await get(t, '/H5Api/api/file/Download/document/missing.txt', token)).msg).toBe('文件不存在或无权访问')
  })

  test('dictionaries: all types with flat and tree lists; a selector by id or enCode', async () => {
    const all = (await get(t, '/H5Api/api/system/DictionaryData/All', token)).data.list
    const sex = all.find((d: { enCode: string }) => d.enCode === 'sex')
    expect(sex).toMatchObject({ isTree: 0, dictionaryList: [{ id: 'dd-sex-1', enCode: '1', fullName: '男' }, expect.any(Object)] })
    const tree = all.find((d: { isTree: number }) => d.isTree === 1)
    expect(tree.dictionaryList.some((n: { children?: unknown[] }) => (n.children ?? []).length > 0)).toBe(true)
    const byCode = await get(t, `/H5Api/api/system/DictionaryData/${tree.enCode}/Data/Selector`, token)
    const byId = await get(t, `/H5Api/api/system/DictionaryData/${tree.id}/Data/Selector`, token)
    expect(byCode.data).toEqual(byId.data)
    expect(byCode.data.list[0]).toMatchObject({ parentId: '0', hasChildren: expect.any(Boolean) })
    expect((await get(t, '/H5Api/api/system/DictionaryData/nope/Data/Selector', token)).msg).toBe('数据字典不存在: nope')
  })

  test('areas: lazy children from -1, names by ids', async () => {
    const provinces = (await get(t, '/H5Api/api/system/Area/-1/Selector/0', token)).data.list
    expect(provinces).toEqual(expect.arrayContaining([{ id: '330000', fullName: '浙江省', enCode: '330000', isLeaf: false }]))
    const cities = (await get(t, '/H5Api/api/system/Area/330000/Selector/0', token)).data.list
    expect(cities.map((c: { id: string }) => c.id)).toContain('330100')
    const without = (await get(t, '/H5Api/api/system/Area/330000/Selector/330100', token)).data.list
    expect(without.map((c: { id: string }) => c.id)).not.toContain('330100')
    const names = await send(t, 'POST', '/H5Api/api/system/Area/GetAreaByIds', { idsList: [['330000', '330100', '330108'], ['nope']] }, token)
    expect(names.data).toEqual([['浙江省', '杭州市', '滨江区'], ['']])
    expect((await send(t, 'POST', '/H5Api/api/system/Area/GetAreaByIds', { idsList: 'x' }, token)).msg).toBe('请求体字段 idsList 类型错误，应为数组')
    expect((await get(t, '/H5Api/api/system/Area/..%2F/Selector/0', token)).code).toBe(400)
  })

  test('bill numbers: prefix + date + padded running number, consumed, unique under concurrency', async () => {
    const first = await get(t, '/H5Api/api/system/BillRule/BillNumber/hiddenDangerNo', token)
    expect(first.msg).toBe('获取成功')
    expect(first.data).toMatch(/^YH\d{8}0001$/)
    const many = await Promise.all(Array.from({ length: 8 }, () => get(t, '/H5Api/api/system/BillRule/BillNumber/hiddenDangerNo', token)))
    const numbers = many.map((r) => r.data as string)
    expect(new Set(numbers).size).toBe(8)
    expect(numbers.map((n) => n.slice(-4)).sort()).toEqual(['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009'])
    t.clock.advance(86400_000 * 40)
    token = await login(t, 'zhouqiang')
    expect((await get(t, '/H5Api/api/system/BillRule/BillNumber/hiddenDangerNo', token)).data).toMatch(/0001$/)
    expect((await get(t, '/H5Api/api/system/BillRule/BillNumber/nope', token)).msg).toBe('单据规则不存在: nope')
  })

  test('app version and start info', async () => {
    expect((await get(t, '/H5Api/api/app/Version')).data).toMatchObject({ sysVersion: '3.3.5', versionCode: 139 })
    expect((await get(t, '/H5Api/api/file/AppStartInfo/highway')).data).toMatchObject({ appName: 'highway', sysName: '公路建设云平台' })
  })
})

// Documents (issue 18): standards (group-wide), the knowledge base (the group's and a project's) and drawings (a
// project's, by section and structure), each a real PDF in the files module; listed by category with search, added
// by those with the right and removed by their uploader; another project's documents and their PDFs stay unseen;
// a component's QR code (hwy:<kind>:<id>) resolves to its record only for someone who may read it.
// the app first: it loads the modules in the order they expect (files, tasks and visualdev import one another)
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'
import { pdfText } from './helpers/pdf-text'

const D = '/H5Api/api/documents'

describe.each(dialects)('documents (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const db = () => t.app.ctx.db

  beforeAll(async () => {
    // small limits, so that the document folder's larger one is seen without megabytes of test data
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', UPLOAD_MAX_MB: '1', UPLOAD_DOCUMENT_MAX_MB: '2' })
    for (const a of ['admin', 'liuhaitao', 'xuzhiming', 'zhanghua', 'chengang', 'yangshan', 'dongliang', 'xiejun', 'songwenbo', 'yehui']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const list = (who: string, q: string) => get(t, `${D}?${q}`, tok[who])
  const titles = (r: { data: { list: { title: string }[] } }) => r.data.list.map((d) => d.title)
  const count = async () => Number((await db().selectFrom('document').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n)
  const upload = async (who: string, name: string, bytes: Buffer) => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/document', token: tok[who], ...multipart(name, bytes) })
    expect(up.code).toBe(200)
    return { name, url: up.data.url as string }
  }
  const fetchPdf = (url: string, token?: string) => call(t, { method: 'GET', url: url.startsWith('/H5Api') ? url : `/H5Api${url}`, token })
  const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

  test('the standards are the group\'s: every member reads them, by category, searched by number or name, withdrawn ones last', async () => {
    for (const who of ['yangshan', 'dongliang']) {
      const all = await list(who, 'library=standard&pageSize=50')
      expect(all.code).toBe(200)
      const codes = all.data.list.map((d: { code: string }) => d.code)
      expect(codes).toEqual(expect.arrayContaining(['JTG F80/1-2017', 'JTG/T 3650-2020', 'JTG F90-2015']))
      expect(codes[codes.length - 1]).toBe('JTG/T F50-2011')
      expect(all.data.list[codes.length - 1].standardState).toBe('withdrawn')
    }
    const f80 = await list('yangshan', `library=standard&keyword=${encodeURIComponent('jtg f80')}`)
    expect(f80.data.list.map((d: { code: string }) => d.code)).toEqual(['JTG F80/1-2017'])
    const tight = await list('yangshan', `library=standard&keyword=${encodeURIComponent('JTG/T3650')}`)
    expect(titles(tight)).toEqual(['公路桥涵施工技术规范'])
    const byName = await list('yangshan', `library=standard&keyword=${encodeURIComponent('桥涵')}`)
    expect(byName.data.pagination.total).toBe(4)
    const lab = await list('yangshan', `library=standard&category=${encodeURIComponent('试验检测规程')}`)
    expect(titles(lab).sort()).toEqual(['公路工程水泥及水泥混凝土试验规程', '公路路基路面现场测试规程'])
    const options = await get(t, `${D}/options?library=standard`, tok.yangshan)
    expect(options.data.categories.find((c: { name: string }) => c.name === '施工技术规范').count).toBe(5)
    expect(options.data.mayUpload).toBe(false)
    expect((await get(t, `${D}/options?library=standard`, tok.liuhaitao)).data.mayUpload).toBe(true)
  })

  test('a document opens as a real PDF through its signed link; the link works without the token, a made-up one does not', async () => {
    const d = await get(t, `${D}/doc-std-f80-1-2017`, tok.dongliang)
    expect(d.code).toBe(200)
    expect([d.data.code, d.data.pageCount, d.data.qrText]).toEqual(['JTG F80/1-2017', 2, 'hwy:doc:doc-std-f80-1-2017'])
    expect(d.data.fileSize).toBeGreaterThan(1000)
    const pdf = await fetchPdf(d.data.fileUrl)
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.raw.startsWith('%PDF-')).toBe(true)
    const bytes = (await t.app.inject({ method: 'GET', url: `/H5Api${d.data.fileUrl}` })).rawPayload
    expect(pdfText(bytes)).toContain('JTG F80/1-2017')
    expect(pdfText(bytes)).toContain('公路工程质量检验评定标准')
    const forged = d.data.fileUrl.replace(/sig=[^&]+/, 'sig=' + 'A'.repeat(43))
    expect((await fetchPdf(forged)).code).toBe(400)
    const drawing = await get(t, `${D}/doc-dw-hj-pier`, tok.chengang)
    expect([drawing.data.sectionText, drawing.data.structure, drawing.data.library]).toEqual(['TJ-01', 'K12+300 主线桥 3#墩', 'drawing'])
    expect((await fetchPdf(drawing.data.fileUrl)).raw.startsWith('%PDF-')).toBe(true)
  })

  test('drawings and project knowledge are the project\'s: another project\'s do not exist for its people, nor their PDFs', async () => {
    const hj = await list('zhanghua', 'library=drawing&projectId=proj-hj')
    expect(hj.data.pagination.total).toBe(6)
    expect(hj.data.list.every((d: { projectId: string }) => d.projectId === 'proj-hj')).toBe(true)
    const tj02 = await list('zhanghua', 'library=drawing&projectId=proj-hj&contractId=ct-hj-tj02')
    expect(titles(tj02)).toEqual(['路面结构设计图'])
    const byStructure = await list('zhanghua', `library=drawing&projectId=proj-hj&keyword=${encodeURIComponent('3#墩')}`)
    expect(titles(byStructure)).toEqual(['主线桥3#墩一般构造图'])
    const other = await list('zhanghua', 'library=drawing&projectId=proj-nj')
    expect([other.code, other.msg]).toEqual([400, '您不是该项目的成员，无法查看其数据'])
    expect((await list('zhanghua', 'library=drawing&projectId=proj-hj&contractId=ct-nj-tj03')).code).toBe(400)
    const nj = await get(t, `${D}/doc-dw-nj-portal`, tok.zhanghua)
    expect([nj.code, nj.msg]).toEqual([400, '文档不存在或您无权访问'])
    const njPdf = await get(t, `${D}/doc-dw-nj-portal`, tok.dongliang)
    expect(njPdf.code).toBe(200)
    // the file behind it: a download ticket or a preview link is refused to the other project's people
    const name = njPdf.data.fileName as string
    expect((await get(t, `/H5Api/api/file/Download/document/${name}`, tok.zhanghua)).code).toBe(400)
    expect((await get(t, `/H5Api/api/file/Uploader/Preview?fileName=${name}`, tok.zhanghua)).code).toBe(400)
    expect((await get(t, `/H5Api/api/file/Uploader/Preview?fileName=${name}`, tok.dongliang)).code).toBe(200)
    const kb = await list('zhanghua', 'library=knowledge&projectId=proj-hj&pageSize=50')
    expect(titles(kb)).toEqual(expect.arrayContaining(['杭金改扩建路基拼宽施工技术交底', '预制T梁施工工艺标准化作业指南']))
    expect(titles(kb)).not.toContain('宁绩高速隧道超前地质预报与监控量测技术交底')
    expect((await get(t, `${D}/doc-kb-nj-tunnel`, tok.zhanghua)).code).toBe(400)
    const admin = await list('admin', 'library=drawing&projectId=proj-nj')
    expect(admin.data.pagination.total).toBe(3)
  })

  test('a chief engineer adds a drawing from an uploaded PDF; the section sees it, the other project does not; its uploader removes it', async () => {
    const before = await count()
    const file = await upload('xuzhiming', '主线桥4#墩一般构造图.pdf', tinyPdf)
    const input = {
      library: 'drawing', projectId: 'proj-hj', contractId: 'ct-hj-tj01', category: '桥梁涵洞', code: 'S3-2-06', title: '主线桥4#墩一般构造图',
      issuer: '浙江省交通规划设计研究院', issueDate: '2026-03-01', structure: 'K12+300 主线桥 4#墩', file
    }
    // refused: no right, bad fields, a file that is not a PDF, someone else's file, another project's section
    const foreman = await send(t, 'POST', D, input, tok.chengang)
    expect([foreman.code, foreman.msg]).toEqual([400, '您没有上传施工图纸的权限'])
    expect((await send(t, 'POST', D, { ...input, title: ' ' }, tok.xuzhiming)).msg).toBe('请填写名称')
    expect((await send(t, 'POST', D, { ...input, category: '杂项' }, tok.xuzhiming)).msg).toBe('请选择文档分类')
    expect((await send(t, 'POST', D, { ...input, issueDate: '2026-02-30' }, tok.xuzhiming)).msg).toBe('日期不是有效日期（yyyy-MM-dd）')
    expect((await send(t, 'POST', D, { ...input, contractId: 'ct-nj-tj01' }, tok.xuzhiming)).msg).toBe('合同段不存在或不属于该项目')
    expect((await send(t, 'POST', D, { ...input, projectId: 'proj-nj' }, tok.xuzhiming)).code).toBe(400)
    expect((await send(t, 'POST', D, { ...input, file: undefined }, tok.xuzhiming)).msg).toBe('请上传PDF文件')
    const fake = await upload('xuzhiming', '图纸.pdf', Buffer.from('this is no pdf at all'))
    expect((await send(t, 'POST', D, { ...input, file: fake }, tok.xuzhiming)).msg).toBe('文件不是有效的PDF，请重新上传')
    const word = await upload('xuzhiming', '说明.docx', Buffer.from('PK\u0003\u0004'))
    expect((await send(t, 'POST', D, { ...input, file: word }, tok.xuzhiming)).msg).toBe('只能上传PDF文件')
    const others = await upload('xiejun', '别人的.pdf', tinyPdf)
    expect((await send(t, 'POST', D, { ...input, file: others }, tok.xuzhiming)).msg).toBe('文件不存在或无权访问，请重新上传')
    expect((await send(t, 'POST', D, [input], tok.xuzhiming)).code).toBe(400)
    expect(await count()).toBe(before)

    const added = await send(t, 'POST', D, input, tok.xuzhiming)
    expect([added.code, added.msg]).toEqual([200, '文档已上传'])
    const id = added.data.id as string
    expect(await count()).toBe(before + 1)
    const seen = await get(t, `${D}/${id}`, tok.chengang)
    expect([seen.code, seen.data.title, seen.data.sectionText, seen.data.mayDelete, seen.data.uploaderName]).toEqual([200, '主线桥4#墩一般构造图', 'TJ-01', false, '徐志明'])
    expect((await fetchPdf(seen.data.fileUrl)).raw.startsWith('%PDF-')).toBe(true)
    // the foreman of the section may read the file the document holds, the other project's people may not
    expect((await get(t, `/H5Api/api/file/Download/document/${seen.data.fileName}`, tok.chengang)).code).toBe(200)
    expect((await get(t, `/H5Api/api/file/Download/document/${seen.data.fileName}`, tok.dongliang)).code).toBe(400)
    expect((await get(t, `${D}/${id}`, tok.dongliang)).code).toBe(400)
    expect((await send(t, 'DELETE', `${D}/${id}`, undefined, tok.chengang)).msg).toBe('只有上传人或管理员可以删除该文档')
    expect((await send(t, 'DELETE', `${D}/${id}`, undefined, tok.dongliang)).msg).toBe('文档不存在或您无权访问')
    expect(await count()).toBe(before + 1)
    expect((await send(t, 'DELETE', `${D}/${id}`, undefined, tok.xuzhiming)).msg).toBe('文档已删除')
    expect(await count()).toBe(before)
    expect((await get(t, `${D}/${id}`, tok.chengang)).code).toBe(400)
  })

  test('a standard added by the group\'s chief engineer is read in both projects; a project manager may not add one', async () => {
    const file = await upload('liuhaitao', 'JTG 3430-2020.pdf', tinyPdf)
    const input = { library: 'standard', category: '试验检测规程', code: 'JTG 3430-2020', title: '公路土工试验规程', issuer: '中华人民共和国交通运输部', effectiveDate: '2021-01-01', file }
    expect((await send(t, 'POST', D, { ...input, code: '' }, tok.liuhaitao)).msg).toBe('请填写标准编号')
    expect((await send(t, 'POST', D, { ...input, standardState: 'draft' }, tok.liuhaitao)).msg).toBe('标准状态不正确')
    expect((await send(t, 'POST', D, input, tok.zhanghua)).msg).toBe('您没有上传标准规范的权限')
    const added = await send(t, 'POST', D, input, tok.liuhaitao)
    expect(added.code).toBe(200)
    for (const who of ['dongliang', 'chengang']) {
      const found = await list(who, `library=standard&keyword=${encodeURIComponent('土工')}`)
      expect(found.data.list.map((d: { code: string; standardState: string }) => [d.code, d.standardState])).toEqual([['JTG 3430-2020', 'current']])
    }
    expect((await send(t, 'DELETE', `${D}/${added.data.id}`, undefined, tok.admin)).code).toBe(200)
  })

  test('the document folder takes drawings larger than a form\'s attachment, up to its own limit; a standard comes into force on or after its publication', async () => {
    const big = (mb: number) => Buffer.concat([tinyPdf, Buffer.alloc(Math.round(mb * 1024 * 1024) - tinyPdf.length, 0x20)])
    const before = await count()
    const asAnnex = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token: tok.liuhaitao, ...multipart('大图.pdf', big(1.5)) })
    expect([asAnnex.code, asAnnex.msg]).toEqual([400, '文件大小不能超过 1MB'])
    const tooBig = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/document', token: tok.liuhaitao, ...multipart('总体图.pdf', big(2.5)) })
    expect([tooBig.code, tooBig.msg]).toEqual([400, '文件大小不能超过 2MB'])
    const file = await upload('liuhaitao', 'JTG F80-1-2017.pdf', big(1.5))
    const input = { library: 'standard', category: '质量检验评定', code: 'JTG F80/1-2017', title: '公路工程质量检验评定标准 第一册 土建工程', issueDate: '2018-01-01', effectiveDate: '2017-12-01', file }
    expect((await send(t, 'POST', D, input, tok.liuhaitao)).msg).toBe('实施日期不能早于发布日期')
    expect(await count()).toBe(before)
    const added = await send(t, 'POST', D, { ...input, issueDate: '2017-11-01', effectiveDate: '2018-01-01' }, tok.liuhaitao)
    expect(added.code).toBe(200)
    const opened = await get(t, `${D}/${added.data.id}`, tok.chengang)
    expect(opened.data.fileSize).toBe(Math.round(1.5 * 1024 * 1024))
    expect((await send(t, 'DELETE', `${D}/${added.data.id}`, undefined, tok.liuhaitao)).code).toBe(200)
  })

  test('bad list input is a clear 400', async () => {
    expect((await list('zhanghua', '')).msg).toBe('文档库不正确（standard、knowledge 或 drawing）')
    expect((await list('zhanghua', 'library=drawing')).msg).toBe('请选择项目')
    expect((await list('zhanghua', `library=standard&category=${encodeURIComponent('无此分类')}`)).msg).toBe('文档分类不正确')
    expect((await list('zhanghua', 'library=standard&pageSize=500')).msg).toBe('分页参数不正确')
    expect((await list('zhanghua', 'library=standard&library=drawing')).msg).toBe('查询参数格式不正确')
    expect((await list('zhanghua', `library=standard&keyword=${'a'.repeat(51)}`)).msg).toBe('关键字不能超过50个字')
    expect((await list('zhanghua', 'library=standard&contractId=ct-hj-tj01')).msg).toBe('合同段不正确')
    const odd = await list('zhanghua', `library=standard&keyword=${encodeURIComponent('100%_')}`)
    expect([odd.code, odd.data.list]).toEqual([200, []])
  })

  test('a scanned QR code opens its record only for someone who may read it', async () => {
    const qr = (who: string, code: string) => get(t, `${D}/qr?code=${encodeURIComponent(code)}`, tok[who])
    const pier = await qr('chengang', 'hwy:doc:doc-dw-hj-pier')
    expect(pier.data).toEqual({ kind: 'doc', id: 'doc-dw-hj-pier', modelId: 'document', title: 'S3-2-05 主线桥3#墩一般构造图', projectId: 'proj-hj' })
    expect((await qr('dongliang', 'hwy:doc:doc-dw-hj-pier')).msg).toBe('二维码对应的记录不存在或您无权查看')
    expect((await qr('dongliang', 'hwy:doc:no-such')).msg).toBe('二维码对应的记录不存在或您无权查看')
    const link = await qr('dongliang', `https://site.example.com/qr?code=${encodeURIComponent('hwy:doc:doc-std-f90-2015')}`)
    expect([link.code, link.data?.title]).toEqual([200, 'JTG F90-2015 公路工程施工安全技术规范'])
    for (const junk of ['https://weixin.qq.com/x', 'hwy:beam:1', 'hwy:doc:', 'hwy:doc:a b', 'CODE_128,123456']) {
      expect((await qr('chengang', junk)).msg).toBe('无法识别的二维码：不是本平台的构件或记录二维码')
    }
    expect((await get(t, `${D}/qr`, tok.chengang)).msg).toBe('请扫描二维码')

    const order = await db().selectFrom('supervisionOrder').select(['id', 'orderNo']).where('projectId', '=', 'proj-hj').where('contractId', '=', 'ct-hj-tj01').executeTakeFirstOrThrow()
    const mine = await qr('songwenbo', `hwy:order:${order.id}`)
    expect([mine.data.kind, mine.data.modelId, mine.data.title.startsWith(order.orderNo)]).toEqual(['order', 'supervisionOrder', true])
    expect((await qr('yehui', `hwy:order:${order.id}`)).code).toBe(400)

    const record = await db().selectFrom('visualdevRecord').select(['id', 'modelId']).where('projectId', '=', 'proj-hj').executeTakeFirstOrThrow()
    const opened = await qr('admin', `hwy:record:${record.id}`)
    expect([opened.code, opened.data.kind, opened.data.modelId, opened.data.projectId]).toEqual([200, 'record', record.modelId, 'proj-hj'])
    expect(opened.data.title.length).toBeGreaterThan(0)
    expect((await qr('dongliang', `hwy:record:${record.id}`)).msg).toBe('二维码对应的记录不存在或您无权查看')
    const control = await qr('admin', JSON.stringify({ t: 'DFD', modelId: record.modelId, id: record.id }))
    expect([control.data.kind, control.data.id]).toEqual(['record', record.id])
    expect((await qr('admin', '{"t":"DFD","id":')).code).toBe(400)
  })
})

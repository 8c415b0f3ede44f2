// POST .../OnlineDev/{modelId}/{id}/Actions/Print: one record as a PDF (read back with helpers/pdf-text), the title,
// the fields the caller may see in layout order with display values, child tables, photos and signatures embedded
// (a missing or unreadable one printed as a note), the change history, the approval records of a flow record, the
// header and footer, the print sections other modules register, and the refusals of the record's own detail.
import fs from 'node:fs'
import path from 'node:path'
import { signaturePng } from '../../server/src/db/seed/flows/signature-png'
import { registerPrintSection } from '../../server/src/modules/visualdev'
import { call, createTestApp, dialects, login, multipart, send, type TestApp } from './helpers/app'
import { pdfImageCount, pdfText } from './helpers/pdf-text'
import { ALL_BUTTONS, fld, grantMenu, insertModel, opts } from './visualdev-fixtures'
import { U, approve, approver, launch, makeFlow, start, users } from './workflow-fixtures'

const MODEL = 'vm-t-print'
const FLOW_MODEL = 'vm-t-print-flow'
const url = (model: string, id: string) => `/H5Api/api/visualdev/OnlineDev/${model}/${id}/Actions/Print`
const NOT_FOUND = '数据不存在或您无权访问'
const PHOTO = fs.readFileSync(path.join(__dirname, 'fixtures/site-photo.jpg'))
const SIGN = signaturePng(3)
const MISSING = '/api/file/Image/annexpic/20250501_0b9e1c7e-5d1a-4a39-9d0c-6f7e2b3c4d5e.jpg'
const DAY = Date.UTC(2025, 4, 1) - 8 * 3600_000 // 2025-05-01 00:00 China time

const fields = [
  fld('input', '巡查标题', 'title'),
  fld('radio', '隐患等级', 'level', {}, opts([['1', '一般隐患'], ['2', '较大隐患']])),
  fld('datePicker', '巡查日期', 'day', {}, { format: 'yyyy-MM-dd' }),
  fld('inputNumber', '参检人数', 'count'),
  fld('input', '内部备注', 'secret'),
  fld('uploadImg', '现场照片', 'photos'),
  { __config__: { jnpfKey: 'table', label: '问题明细', children: [fld('input', '问题描述', 'name'), fld('uploadImg', '问题照片', 'photo')] }, __vModel__: 'items' },
  fld('sign', '检查人签名', 'signer'),
  fld('createUser', '创建人员', 'creator')
]
const FORM_CODES = ['title', 'level', 'day', 'count', 'secret', 'photos', 'items', 'items-name', 'items-photo', 'signer', 'creator']
const columnData = { columnList: [], useBtnPermission: true, useFormPermission: true }

/** a PNG whose pixel data is not a zlib stream: the PDF library would throw while decoding it, out of reach */
function brokenPng(): Buffer {
  const png = Buffer.from(SIGN.split(',')[1], 'base64')
  const idat = png.indexOf('IDAT') + 4
  png.fill(0xaa, idat + 2, idat + 40)
  return png
}

describe.each(dialects)('printing a low-code record on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const up: Record<string, string> = {}
  let recordId = ''
  let data: Record<string, unknown> = {}

  const upload = async (name: string, bytes: Buffer) => {
    const r = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.zhanghua, ...multipart(name, bytes) })
    if (r.code !== 200) throw new Error(r.msg)
    return r.data.url as string
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    await insertModel(t, { id: MODEL, fields, columnData, appColumnData: columnData })
    await grantMenu(t, 'm-t-print', MODEL, {
      'role-pm': { buttons: ALL_BUTTONS, forms: FORM_CODES },
      // the foreman may read the record but not its internal note nor its photos
      'role-foreman': { buttons: ['btn_detail'], forms: FORM_CODES.filter((c) => c !== 'secret' && c !== 'photos') }
    }, { forms: FORM_CODES })
    await insertModel(t, { id: FLOW_MODEL, fields: [fld('input', '标题', 'title', { required: true }), fld('input', '隐患等级', 'level')], enableFlow: true })
    await grantMenu(t, 'm-t-print-flow', FLOW_MODEL, { 'role-pm': { buttons: ALL_BUTTONS }, 'role-supervisor': { buttons: ALL_BUTTONS } })
    for (const a of ['admin', 'zhanghua', 'chengang', 'songwenbo', 'yuanhao', 'yangshan']) tok[a] = await login(t, a)
    up.jpg1 = await upload('桥台.jpg', PHOTO)
    up.jpg2 = await upload('边坡.jpg', PHOTO)
    up.png = await upload('护栏.png', Buffer.from(SIGN.split(',')[1], 'base64'))
    up.gif = await upload('动图.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))
    up.broken = await upload('损坏.png', brokenPng())
    data = {
      title: '杭金K12+300边坡巡查', level: '2', day: DAY, count: 6, secret: '机密备注：约谈分包',
      photos: [
        { name: '桥台.jpg', url: up.jpg1 }, { name: '边坡.jpg', url: up.jpg2 }, { name: '护栏.png', url: up.png },
        { name: '丢失.jpg', url: MISSING }, { name: '动图.gif', url: up.gif }, { name: '损坏.png', url: up.broken }
      ],
      items: [{ name: '钢筋外露', photo: [{ name: '桥台.jpg', url: up.jpg1 }] }, { name: '排水沟堵塞' }],
      signer: SIGN
    }
    const r = await send(t, 'POST', `/H5Api/api/visualdev/OnlineDev/${MODEL}`, { data, projectId: 'proj-hj', contractId: 'ct-hj-tj01' }, tok.zhanghua)
    if (r.code !== 200) throw new Error(r.msg)
    recordId = r.data.id
  })
  afterAll(async () => { await t.close() })

  /** prints as `who` and downloads the PDF, failing the test when either step is refused */
  const printed = async (who: string, model = MODEL, id = recordId) => {
    const r = await send(t, 'POST', url(model, id), {}, tok[who])
    if (r.code !== 200) throw new Error(`${who}: ${r.msg}`)
    const file = await t.app.inject({ method: 'GET', url: r.data.url })
    expect(file.statusCode).toBe(200)
    return { answer: r.data as { name: string; url: string }, pdf: file.rawPayload, headers: file.headers }
  }
  const flat = (pdf: Buffer) => pdfText(pdf).replace(/\n/g, '')

  test('when the record is printed, then a PDF of its title, fields, child table, header and footer comes back through a one-time link', async () => {
    const { answer, pdf, headers } = await printed('zhanghua')
    expect(answer).toEqual({ name: expect.stringMatching(/^vm-t-print_\d{14}\.pdf$/), url: expect.stringMatching(/^\/api\/file\/Download\?encryption=/) })
    expect(headers['content-type']).toBe('application/pdf')
    expect(String(headers['content-disposition'])).toMatch(/^attachment; filename=".+\.pdf"$/)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/)
    const text = flat(pdf)
    for (const s of ['基本信息', '巡查标题', '杭金K12+300边坡巡查', '隐患等级', '较大隐患', '2025-05-01', '参检人数', '内部备注', '机密备注：约谈分包',
      '问题明细', '问题描述', '钢筋外露', '排水沟堵塞', '检查人签名', '创建人员', '张华/zhanghua', '修改记录', '暂无修改记录']) expect(text).toContain(s)
    // layout order: the fields print as the form places them
    expect(text.indexOf('巡查标题')).toBeLessThan(text.indexOf('隐患等级'))
    expect(text.indexOf('现场照片')).toBeLessThan(text.indexOf('问题明细'))
    expect(text.indexOf('问题明细')).toBeLessThan(text.indexOf('检查人签名'))
    const project = await t.app.ctx.db.selectFrom('project').select('fullName').where('id', '=', 'proj-hj').executeTakeFirstOrThrow()
    expect(text).toContain(project.fullName.slice(0, 10))
    expect(text).toMatch(/打印人：张华\s*打印时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
    expect(text).toMatch(/第 1 页 \/ 共 \d 页/)
    // the font is embedded as a subset, so a page of Chinese stays small
    expect(pdf.length).toBeLessThan(600_000)
    expect((await t.app.inject({ method: 'GET', url: answer.url })).json()).toMatchObject({ code: 400, msg: expect.stringMatching(/失效/) })
  })

  test('when photos are printed, then each readable one is embedded once and a missing or unreadable one is a note', async () => {
    const { pdf } = await printed('zhanghua')
    // 2 JPEG photos and 1 PNG, the signature; the child row's photo is the first photo again
    expect(pdfImageCount(pdf)).toBe(4)
    const text = flat(pdf)
    expect(text).toContain('图片文件缺失：丢失.jpg')
    expect(text).toContain('图片格式无法打印：动图.gif')
    expect(text).toContain('图片无法读取：损坏.png')
    for (const name of ['桥台.jpg', '边坡.jpg', '护栏.png']) expect(text).toContain(name)
  })

  test('when form rights hide fields, then they are absent from the PDF, photos included', async () => {
    const { pdf } = await printed('chengang')
    const text = flat(pdf)
    expect(text).toContain('杭金K12+300边坡巡查')
    for (const s of ['内部备注', '机密备注', '现场照片', '边坡.jpg', '图片文件缺失']) expect(text).not.toContain(s)
    // the signature and the child row's photo remain
    expect(pdfImageCount(pdf)).toBe(2)
  })

  test('when the record was changed, then the change history prints, without the changes of hidden fields', async () => {
    const r = await send(t, 'PUT', `/H5Api/api/visualdev/OnlineDev/${MODEL}/${recordId}`,
      { data: { ...data, title: '杭金K12+300边坡复查', secret: '机密备注（改）' } }, tok.zhanghua)
    expect(r.code).toBe(200)
    const mine = flat((await printed('zhanghua')).pdf)
    for (const s of ['修改记录', '修改人', '杭金K12+300边坡巡查', '杭金K12+300边坡复查', '机密备注（改）']) expect(mine).toContain(s)
    expect(mine).not.toContain('暂无修改记录')
    const foreman = flat((await printed('chengang')).pdf)
    expect(foreman).toContain('杭金K12+300边坡复查')
    expect(foreman).not.toContain('机密备注')
  })

  test('when the record has a flow task, then its approval records print with node, handler, result, opinion, time and signature', async () => {
    const flow = await makeFlow(t, start({}, approver('a', '监理复查', { approvers: users(U.songwenbo) })), { modelId: FLOW_MODEL, name: '隐患复查流程' })
    const launched = await launch(t, tok.zhanghua, flow.flowId, { title: '护栏缺失整改', level: '较大' })
    expect(launched.code).toBe(200)
    const id = launched.data.id as string
    const before = await printed('zhanghua', FLOW_MODEL, id)
    expect(pdfImageCount(before.pdf)).toBe(0)
    await approve(t, tok.songwenbo, id, U.songwenbo, { handleOpinion: '现场复查合格，同意销项', signImg: signaturePng(5) })
    const { pdf } = await printed('zhanghua', FLOW_MODEL, id)
    const text = flat(pdf)
    for (const s of ['审批记录', '隐患复查流程', '已通过', '发起人', '节点', '处理人', '结果', '意见', '监理复查', '宋文博/songwenbo', '同意',
      '现场复查合格，同意销项', '提交', '张华/zhanghua']) expect(text).toContain(s)
    expect(text.indexOf('基本信息')).toBeLessThan(text.indexOf('审批记录'))
    expect(text.indexOf('审批记录')).toBeLessThan(text.indexOf('修改记录'))
    // the approver's hand signature
    expect(pdfImageCount(pdf)).toBe(1)
    // a record without a flow task has no approval section
    expect(flat((await printed('zhanghua')).pdf)).not.toContain('审批记录')
  })

  test('when another module registers a print section, then it prints in its order with the record as the caller sees it', async () => {
    const seen: Record<string, unknown>[] = []
    const remove = registerPrintSection({
      id: 'test-states', order: 150,
      async build({ values, record }) {
        seen.push(values)
        if (record.id !== recordId) return null
        return { title: '状态记录', blocks: [{ kind: 'table', columns: ['时间', '状态'], rows: [['2025-05-01 09:00:00', '待整改'], ['2025-05-03 17:30:00', '已销项']] }] }
      }
    })
    try {
      const text = flat((await printed('chengang')).pdf)
      for (const s of ['状态记录', '待整改', '已销项']) expect(text).toContain(s)
      expect(text.indexOf('基本信息')).toBeLessThan(text.indexOf('状态记录'))
      expect(text.indexOf('状态记录')).toBeLessThan(text.indexOf('修改记录'))
      // the provider sees the values after form rights
      expect(seen[0].title).toBe('杭金K12+300边坡复查')
      expect(seen[0]).not.toHaveProperty('secret')
      // registering the same id again replaces the section rather than adding a second
      const again = registerPrintSection({ id: 'test-states', order: 150, build: async () => ({ title: '状态记录', blocks: [{ kind: 'text', text: '新的状态' }] }) })
      const replaced = flat((await printed('zhanghua')).pdf)
      expect(replaced).toContain('新的状态')
      expect(replaced).not.toContain('待整改')
      again()
    } finally {
      remove()
    }
    expect(flat((await printed('zhanghua')).pdf)).not.toContain('状态记录')
  })

  test('when the caller may not read the record, then the print is refused as the detail is, and no file is written', async () => {
    const temporary = () => {
      const dir = path.join(t.app.ctx.config.dataDir, 'uploads', 'temporary')
      return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
    }
    const before = temporary()
    // another project's manager: the record's project is not theirs
    expect(await send(t, 'POST', url(MODEL, recordId), {}, tok.yuanhao)).toMatchObject({ code: 400, msg: NOT_FOUND })
    // no menu of the model
    expect(await send(t, 'POST', url(MODEL, recordId), {}, tok.yangshan)).toMatchObject({ code: 400, msg: '您没有此功能的权限' })
    expect(await send(t, 'POST', url(MODEL, 'no-such-record'), {}, tok.zhanghua)).toMatchObject({ code: 400, msg: NOT_FOUND })
    expect(await send(t, 'POST', url('vm-no-such-model', recordId), {}, tok.zhanghua)).toMatchObject({ code: 400 })
    // a record of another model is not found through this one
    expect(await send(t, 'POST', url(FLOW_MODEL, recordId), {}, tok.zhanghua)).toMatchObject({ code: 400, msg: NOT_FOUND })
    expect((await send(t, 'POST', url(MODEL, recordId), {})).code).not.toBe(200)
    expect((await send(t, 'POST', url(MODEL, 'x'.repeat(200)), {}, tok.zhanghua)).code).toBe(400)
    expect(temporary()).toBe(before)
    // the administrator reads every project, and may print with no body at all
    const r = await call(t, { method: 'POST', url: url(MODEL, recordId), token: tok.admin })
    expect(r.code).toBe(200)
  })
})

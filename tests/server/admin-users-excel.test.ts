// Import and export of the console's user page: the template, upload + preview + import with a reason per failed
// row, the error report, and the export of the chosen columns, always within the caller's scope.
import ExcelJS from 'exceljs'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const U = '/api/permission/Users'

async function sheetOf(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('用户信息')
  for (const r of rows) ws.addRow(r)
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer)
}

/** the rows of the first sheet as text, header first */
async function rowsOf(buffer: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(buffer as unknown as ExcelJS.Buffer)
  const out: string[][] = []
  wb.worksheets[0].eachRow((row) => { out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))) })
  return out
}

describe.each(dialects)('user import and export on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const db = () => t.app.ctx.db
  const byAccount = (account: string) => db().selectFrom('baseUser').selectAll().where('account', '=', account).executeTakeFirst()
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    return rowsOf(res.rawPayload)
  }
  const upload = async (name: string, content: Buffer, token = admin) => {
    const m = multipart(name, content)
    return call(t, { method: 'POST', url: `${U}/Uploader`, payload: m.payload, headers: m.headers, token })
  }

  const HEADER = ['账号', '姓名', '性别', '所属组织', '岗位', '角色', '直属主管', '手机号码', '入职时间', '状态']
  const HJ_C1 = '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/钱江路桥工程有限公司'

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  test('when the template is downloaded, then it has every column of the import with an example row', async () => {
    const r = await get(t, `${U}/TemplateDownload`, admin)
    expect(r.data).toEqual({ name: '用户导入模板.xlsx', url: expect.stringMatching(/^\/api\/file\/Download\?encryption=/) })
    const rows = await download(r.data.url)
    expect(rows[0]).toEqual(['账号', '姓名', '性别', '电子邮箱', '所属组织', '直属主管', '岗位', '职级', '角色', '排序', '状态', '说明', '民族', '籍贯',
      '入职时间', '证件类型', '证件号码', '文化程度', '出生年月', '办公电话', '办公座机', '手机号码', '紧急联系', '紧急电话', '通讯地址'])
    expect(rows[1].slice(0, 3)).toEqual(['zhangsan', '张三', '男'])
    // the link is good for one download
    expect(JSON.parse((await t.app.inject({ method: 'GET', url: r.data.url })).body)).toMatchObject({ code: 400, msg: expect.stringMatching(/失效/) })
  })

  test('when a filled sheet is uploaded, previewed and imported, then valid rows become users and each failed row says why', async () => {
    const sheet = await sheetOf([
      HEADER,
      ['sunyi', '孙一', '男', HJ_C1, '专职安全员/HJ-TJ01-AQY', '安全员', '张华/zhanghua', '13911110001', '2025-03-01', '正常'],
      ['sun2', '孙二', '女', '钱江路桥工程有限公司', '', '', '', '', '', ''],
      ['sunsan', '孙三', '男', '不存在的公司', '', '', '', '', '', ''],
      ['zhanghua', '重复', '男', HJ_C1, '', '', '', '', '', ''],
      ['sunsi', '孙四', '', HJ_C1, '', '不存在的角色', '', '', '2025-13-01', '休假'],
      ['sunwu', '孙五', '男', HJ_C1, '', '', '', '13800000111', '', '']
    ])
    const up = await upload('用户.xlsx', sheet)
    expect(up.code).toBe(200)
    const preview = await get(t, `${U}/ImportPreview?fileName=${up.data.name}`, admin)
    expect(preview.data.dataRow).toHaveLength(6)
    expect(preview.data.dataRow[0]).toEqual({
      account: 'sunyi', realName: '孙一', gender: '男', organizeId: HJ_C1, positionId: '专职安全员/HJ-TJ01-AQY', roleId: '安全员',
      managerId: '张华/zhanghua', mobilePhone: '13911110001', entryDate: '2025-03-01', enabledMark: '正常'
    })

    const r = await send(t, 'POST', `${U}/ImportData`, { list: preview.data.dataRow }, admin)
    expect(r.data).toMatchObject({ snum: 2, fnum: 4, resultType: 1 })
    const reasons = Object.fromEntries(r.data.failResult.map((f: { account: string; errorsInfo: string }) => [f.account, f.errorsInfo]))
    expect(reasons).toEqual({
      sunsan: '找不到所属组织（不存在的公司）', zhanghua: expect.stringMatching(/已存在/),
      sunsi: expect.stringMatching(/性别不能为空.*找不到角色（不存在的角色）.*状态只能是.*入职时间格式不正确/), sunwu: expect.stringMatching(/手机/)
    })
    const sunyi = (await byAccount('sunyi'))!
    expect(sunyi).toMatchObject({ realName: '孙一', organizeId: 'org-hj-c1', positionId: 'pos-hj-c1-aqy', managerId: 'u-zhanghua', mobilePhone: '13911110001' })
    const info = (await get(t, `${U}/${sunyi.id}`, admin)).data
    expect(info).toMatchObject({ roleId: 'role-safety', entryDate: Date.UTC(2025, 2, 1) - 8 * 3600_000 })
    expect((await byAccount('sun2'))!.organizeId).toBe('org-hj-c1')
    expect(await byAccount('sunsan')).toBeUndefined()
    await login(t, 'sunyi', 'Highway@2026')
    expect(await db().selectFrom('baseSyslog').select('abstracts').where('type', '=', '导入').execute()).toEqual([{ abstracts: '导入用户：成功2条，失败4条' }])

    const report = await send(t, 'POST', `${U}/ExportExceptionData`, { list: r.data.failResult }, admin)
    const rows = await download(report.data.url)
    expect(rows[0][rows[0].length - 1]).toBe('异常原因')
    expect(rows).toHaveLength(5)
    expect(rows[1][rows[0].length - 1]).toBe('找不到所属组织（不存在的公司）')
  })

  test('when the import input is wrong, then 400 with a clear message and no user is made', async () => {
    expect((await upload('old.xls', Buffer.from('x'))).msg).toMatch(/xlsx/)
    expect((await upload('a.txt', Buffer.from('x'))).msg).toMatch(/xlsx/)
    const fake = await upload('fake.xlsx', Buffer.from('not a zip'))
    expect((await get(t, `${U}/ImportPreview?fileName=${fake.data.name}`, admin)).msg).toMatch(/不是有效/)
    const wrongHeader = await upload('h.xlsx', await sheetOf([['名字', '电话'], ['x', '1']]))
    expect((await get(t, `${U}/ImportPreview?fileName=${wrongHeader.data.name}`, admin)).msg).toMatch(/表头/)
    expect((await get(t, `${U}/ImportPreview?fileName=20260101_00000000-0000-0000-0000-000000000000.xlsx`, admin)).msg).toMatch(/不存在/)
    expect((await get(t, `${U}/ImportPreview?fileName=../../etc/passwd`, admin)).code).toBe(400)
    expect((await get(t, `${U}/ImportPreview`, admin)).code).toBe(400)
    const tooMany = Array.from({ length: 2001 }, (_, i) => ({ account: `many${i}`, realName: '多', gender: '男', organizeId: HJ_C1 }))
    expect((await send(t, 'POST', `${U}/ImportData`, { list: tooMany }, admin)).code).toBe(400)
    expect((await send(t, 'POST', `${U}/ImportData`, { list: [] }, admin)).msg).toMatch(/为空/)
    expect((await send(t, 'POST', `${U}/ImportData`, {}, admin)).code).toBe(400)
    expect(await byAccount('many0')).toBeUndefined()
    // somebody else's upload is not theirs to read
    const hw = await grantAdminAreas(t, 'huangwei', ['permission.user'])
    const mine = await upload('mine.xlsx', await sheetOf([HEADER]))
    expect((await get(t, `${U}/ImportPreview?fileName=${mine.data.name}`, hw)).msg).toMatch(/不存在/)
  })

  test('when the list is exported, then the ticked columns of the page (or all pages) come in the sheet', async () => {
    const page = await get(t, `${U}/ExportData?dataType=0&selectKey=account,realName,organizeId,positionId,enabledMark&organizeId=org-hj-c1&currentPage=1&pageSize=3`, admin)
    expect(page.data).toEqual({ name: '用户信息.xlsx', url: expect.stringMatching(/^\/api\/file\/Download\?/) })
    const rows = await download(page.data.url)
    expect(rows[0]).toEqual(['账号', '姓名', '所属组织', '岗位', '状态'])
    expect(rows).toHaveLength(4)
    const all = await download((await get(t, `${U}/ExportData?dataType=1&selectKey=account,organizeId,managerId,enabledMark&organizeId=org-hj-c1`, admin)).data.url)
    const lijun = all.find((r) => r[0] === 'lijun')!
    expect(lijun).toEqual(['lijun', HJ_C1, '张华/zhanghua', '正常'])
    expect(all.find((r) => r[0] === 'wudawei')![3]).toBe('禁用')
    expect((await get(t, `${U}/ExportData?dataType=1&selectKey=nothing`, admin)).msg).toMatch(/导出字段/)
    expect((await get(t, `${U}/ExportData?dataType=9&selectKey=account`, admin)).code).toBe(400)
  })

  test('when a project administrator imports or exports, then only their own projects are read or written', async () => {
    const hw = await grantAdminAreas(t, 'huangwei', ['permission.user'])
    const everyone = await download((await get(t, `${U}/ExportData?dataType=1&selectKey=account`, hw)).data.url)
    const list = everyone.map((r) => r[0])
    expect(list).toEqual(expect.arrayContaining(['zhanghua', 'huangwei']))
    expect(list).not.toContain('dongliang')
    expect(list).not.toContain('admin')
    const r = await send(t, 'POST', `${U}/ImportData`, { list: [
      { account: 'njxin', realName: '宁绩新人', gender: '男', organizeId: '江南公路建设集团有限公司/江南路建宁绩高速公路有限公司' },
      { account: 'hjxin', realName: '杭金新人', gender: '男', organizeId: HJ_C1 }
    ] }, hw)
    expect(r.data).toMatchObject({ snum: 1, fnum: 1, failResult: [expect.objectContaining({ account: 'njxin', errorsInfo: expect.stringMatching(/项目/) })] })
    expect(await byAccount('njxin')).toBeUndefined()
    const zhanghua = await login(t, 'zhanghua')
    for (const res of [
      await get(t, `${U}/TemplateDownload`, zhanghua), await get(t, `${U}/ExportData?dataType=1&selectKey=account`, zhanghua),
      await send(t, 'POST', `${U}/ImportData`, { list: [{ account: 'x1', realName: 'x', gender: '男', organizeId: HJ_C1 }] }, zhanghua),
      await send(t, 'POST', `${U}/ExportExceptionData`, { list: [{ account: 'x', errorsInfo: 'y' }] }, zhanghua),
      await upload('z.xlsx', await sheetOf([HEADER]), zhanghua)
    ]) expect(res).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    expect(await byAccount('x1')).toBeUndefined()
  })
})

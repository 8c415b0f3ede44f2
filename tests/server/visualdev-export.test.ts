// POST .../OnlineDev/{modelId}/Actions/ExportData: the list's rows as an .xlsx of display values (read back with
// exceljs), only the selected columns the caller may see, the current page or every page, the list's filters and
// scope, the 导出 button right, refusals that change nothing, and a download link that works once.
import fs from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel, opts, search } from './visualdev-fixtures'

const MODEL = 'vm-t-export'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const NO_RIGHT = '您没有此功能的权限'
const fields = [
  fld('input', '标题', 'title'), fld('radio', '隐患等级', 'level', {}, opts([['1', '一般隐患'], ['2', '较大隐患']])),
  fld('datePicker', '巡查日期', 'day', {}, { format: 'yyyy-MM-dd' }), fld('inputNumber', '金额', 'amount'),
  fld('uploadImg', '现场照片', 'photos'), fld('input', '内部备注', 'secret'),
  { __config__: { jnpfKey: 'table', label: '明细', children: [fld('input', '名称', 'name')] }, __vModel__: 'items' }
]
const col = (prop: string, label: string) => ({ prop, id: prop, label, fullName: label })
const COLUMNS = [col('title', '标题'), col('level', '隐患等级'), col('day', '巡查日期'), col('amount', '金额'), col('photos', '现场照片'),
  col('secret', '内部备注'), col('items-name', '明细-名称')]
const KEYS = COLUMNS.map((c) => c.prop)
const columnData = {
  columnList: COLUMNS, searchList: [search('title', 2), search('level', 1)], btnsList: [{ value: 'download', label: '导出' }],
  defaultSortConfig: [{ field: 'title', sort: 'asc' }], useBtnPermission: true, useColumnPermission: true
}
const DAY = Date.UTC(2025, 4, 1) - 8 * 3600_000 // 2025-05-01 00:00 China time
const PHOTO = '/api/file/Image/annexpic/20250501_0b9e1c7e-5d1a-4a39-9d0c-6f7e2b3c4d5e.jpg'

async function sheetOf(buffer: Buffer) {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(buffer as unknown as ExcelJS.Buffer)
  return wb.worksheets[0]
}
const text = (v: ExcelJS.CellValue) => (v === null || v === undefined ? '' : typeof v === 'object' && 'text' in v ? String(v.text) : String(v))

describe.each(dialects)('low-code list export on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    await insertModel(t, { id: MODEL, fields, columnData, appColumnData: columnData })
    await grantMenu(t, 'm-t-export', MODEL, {
      'role-pm': { buttons: ALL_BUTTONS, columns: KEYS }, 'role-foreman': { buttons: ALL_BUTTONS, columns: KEYS.filter((k) => k !== 'secret') },
      'role-supervisor': { buttons: ALL_BUTTONS, columns: KEYS }
    }, { columns: KEYS })
    // the 导出 button of the menu, granted to the project manager and the foreman only
    const db = t.app.ctx.db
    await db.insertInto('baseModuleButton').values({ id: 'm-t-export-b-dl', moduleId: 'm-t-export', enCode: 'btn_download', fullName: '导出', sortCode: 9 }).execute()
    for (const role of ['role-pm', 'role-foreman']) {
      await db.insertInto('baseAuthorize').values({ id: `${role}-dl`, itemType: 'button', itemId: 'm-t-export-b-dl', objectType: 'Role', objectId: role }).execute()
    }
    for (const a of ['admin', 'zhanghua', 'chengang', 'songwenbo', 'yangshan']) tok[a] = await login(t, a)
    const filed: [string, Record<string, unknown>, string, string][] = [
      ['hj1', { title: '杭金一', level: '2', day: DAY, amount: 12.5, photos: [{ name: '现场.jpg', url: PHOTO }], secret: '机密一', items: [{ name: '钢筋' }, { name: '水泥' }] }, 'proj-hj', 'ct-hj-tj01'],
      ['hj2', { title: '杭金二', level: '1', amount: 3, secret: '机密二' }, 'proj-hj', 'ct-hj-tj02'],
      ['hj3', { title: '杭金三', level: '1', secret: '机密三' }, 'proj-hj', 'ct-hj-tj01'],
      ['nj1', { title: '宁绩一', level: '2', secret: '机密宁' }, 'proj-nj', 'ct-nj-tj01']
    ]
    for (const [key, data, projectId, contractId] of filed) {
      const r = await send(t, 'POST', M, { data, projectId, contractId }, tok.admin)
      if (r.code !== 200) throw new Error(r.msg)
      ids[key] = r.data.id
    }
  })
  afterAll(async () => { await t.close() })

  const exportAs = (who: string, body: Record<string, unknown>) => send(t, 'POST', `${M}/Actions/ExportData`, { dataType: '1', selectKey: KEYS, ...body }, tok[who])
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    return sheetOf(res.rawPayload)
  }
  /** the sheet's rows as text, header first */
  const rowsOf = async (who: string, body: Record<string, unknown> = {}) => {
    const r = await exportAs(who, body)
    if (r.code !== 200) throw new Error(`${who}: ${r.msg}`)
    const ws = await download(r.data.url)
    const out: string[][] = []
    ws.eachRow((row) => { out.push((row.values as ExcelJS.CellValue[]).slice(1).map(text)) })
    return out
  }
  const temporaryFiles = () => {
    const dir = path.join(t.app.ctx.config.dataDir, 'uploads', 'temporary')
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
  }

  test('when every row is exported, then the sheet holds the labels and the display values the list shows', async () => {
    const r = await exportAs('zhanghua', {})
    expect(r).toMatchObject({ code: 200, data: { name: expect.stringMatching(/^vm-t-export_\d{14}\.xlsx$/), url: expect.stringMatching(/^\/api\/file\/Download\?encryption=/) } })
    const ws = await download(r.data.url)
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(ws.getRow(1).font).toMatchObject({ bold: true })
    expect(ws.getColumn(1).width).toBeGreaterThanOrEqual(10)
    const header = (ws.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(text)
    expect(header).toEqual(['标题', '隐患等级', '巡查日期', '金额', '现场照片', '内部备注', '明细-名称'])
    // zhanghua sees his own section (TJ-01) of 杭金 only, in the list's default order
    expect(ws.rowCount).toBe(3)
    const first = ws.getRow(2)
    expect([text(first.getCell(1).value), text(first.getCell(2).value), text(first.getCell(3).value)]).toEqual(['杭金一', '较大隐患', '2025-05-01'])
    expect(first.getCell(4).value).toBe(12.5)
    // the link works outside the app (no token) because it is signed, and only until it expires
    expect(first.getCell(5).value).toEqual({ text: '现场.jpg', hyperlink: expect.stringMatching(new RegExp(`^http://localhost:80${PHOTO}\\?exp=\\d+&sig=`)) })
    expect(text(first.getCell(6).value)).toBe('机密一')
    expect(text(first.getCell(7).value)).toBe('钢筋\n水泥')
    expect(text(ws.getRow(3).getCell(1).value)).toBe('杭金三')
  })

  test('when the link is used twice, then the second time it has expired', async () => {
    const r = await exportAs('zhanghua', {})
    await download(r.data.url)
    const again = await t.app.inject({ method: 'GET', url: r.data.url })
    expect(JSON.parse(again.body)).toMatchObject({ code: 400, msg: expect.stringMatching(/失效/) })
  })

  test('when dataType is 0, then only the current page is exported; 1 exports every page', async () => {
    const page = { currentPage: 2, pageSize: 2 }
    expect((await rowsOf('admin', { ...page, dataType: '0', selectKey: ['title'] })).map((r) => r[0])).toEqual(['标题', '杭金三', '杭金二'])
    expect((await rowsOf('admin', { ...page, dataType: 0, selectKey: ['title'] })).map((r) => r[0])).toEqual(['标题', '杭金三', '杭金二'])
    expect((await rowsOf('admin', { currentPage: 1, pageSize: 3, dataType: '0', selectKey: ['title'] })).map((r) => r[0])).toEqual(['标题', '宁绩一', '杭金一', '杭金三'])
    expect((await rowsOf('admin', { ...page, dataType: '1', selectKey: ['title'] })).map((r) => r[0])).toEqual(['标题', '宁绩一', '杭金一', '杭金三', '杭金二'])
    // "2": the rows ticked in the console, never one outside the caller's scope
    expect((await rowsOf('zhanghua', { dataType: 2, selectKey: 'title', selectIds: [ids.hj1, ids.hj2, ids.nj1] })).map((r) => r[0])).toEqual(['标题', '杭金一'])
  })

  test('when the list is filtered, sorted or narrowed to a project, then the export holds the same rows', async () => {
    const titles = async (body: Record<string, unknown>) => (await rowsOf('admin', { selectKey: 'title', ...body })).slice(1).map((r) => r[0])
    expect(await titles({ queryJson: JSON.stringify({ level: '2' }) })).toEqual(['宁绩一', '杭金一'])
    expect(await titles({ keyword: '杭金' })).toEqual(['杭金一', '杭金三', '杭金二'])
    expect(await titles({ superQueryJson: JSON.stringify({ matchLogic: 'and', conditionList: [{ logic: 'and', groups: [{ field: 'title', symbol: 'like', fieldValue: '三' }] }] }) }))
      .toEqual(['杭金三'])
    expect(await titles({ projectId: 'proj-nj' })).toEqual(['宁绩一'])
    expect(await titles({ sidx: '-title' })).toEqual(['杭金二', '杭金三', '杭金一', '宁绩一'])
    // the caller's own scope still applies: another project's rows never appear
    expect((await rowsOf('chengang', { selectKey: 'title' })).flat()).not.toContain('宁绩一')
    expect((await exportAs('zhanghua', { projectId: 'proj-nj' })).code).toBe(400)
  })

  test('when columns are selected, then only those the caller may see are written, in the list order', async () => {
    expect((await rowsOf('zhanghua', { selectKey: ['amount', 'title'] }))[0]).toEqual(['标题', '金额'])
    expect((await rowsOf('zhanghua', { selectKey: 'secret,title' }))[0]).toEqual(['标题', '内部备注'])
    // the foreman has no right on the 内部备注 column: it is left out, and the values never reach the file
    const foreman = await rowsOf('chengang', { selectKey: KEYS })
    expect(foreman[0]).toEqual(['标题', '隐患等级', '巡查日期', '金额', '现场照片', '明细-名称'])
    expect(foreman.flat().join()).not.toContain('机密')
    expect(await exportAs('chengang', { selectKey: ['secret'] })).toMatchObject({ code: 400, msg: '请至少选择一个导出字段' })
  })

  test('when the caller lacks the 导出 button or the menu, then the export is refused', async () => {
    expect(await exportAs('songwenbo', {})).toMatchObject({ code: 400, msg: NO_RIGHT })
    expect(await exportAs('yangshan', {})).toMatchObject({ code: 400, msg: NO_RIGHT })
  })

  test('when the body is bad, then the answer is 400 and no file is written', async () => {
    const before = temporaryFiles()
    const tickets = await t.app.ctx.db.selectFrom('downloadTicket').select('id').execute()
    for (const body of [
      { dataType: '5' }, { dataType: 'all' }, { selectKey: [] }, { selectKey: '' }, { selectKey: ['nope'] }, { selectKey: 5 },
      { dataType: '2', selectIds: [] }, { selectKey: Array.from({ length: 201 }, (_, i) => `k${i}`) }, { currentPage: 0, dataType: '0' },
      { queryJson: '{bad' }, { sidx: 'nope' }, { projectId: 'x'.repeat(129) }
    ]) {
      const r = await exportAs('admin', body)
      expect({ body, code: r.code }).toEqual({ body, code: 400 })
    }
    expect(temporaryFiles()).toBe(before)
    expect(await t.app.ctx.db.selectFrom('downloadTicket').select('id').execute()).toHaveLength(tickets.length)
  })
})

// Import and export of the console's user page (ImportModal, ExportModal): upload of the filled sheet, template,
// preview, import, the error report and the export. Files go through the files module (temporary folder, one-time
// download tickets), so the console downloads them like any other file.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { saveUpload } from '../files/service'
import { extensionOf } from '../files/storage'
import { ERROR_COLUMN, MAX_IMPORT_ROWS, USER_COLUMNS, type SheetRow } from './excel-columns'
import { exceptionSheet, exportSheet, templateSheet, type ExportParams } from './export-service'
import { importPreview, importUsers, type FailedRow } from './import-service'
import { listFilters } from './schemas'

const U = '/api/permission/Users'

const sheetRow = { type: 'object', properties: Object.fromEntries([...USER_COLUMNS, ERROR_COLUMN].map((c) => [c.key, str(1000)])) }
const rowsBody = { type: 'object', required: ['list'], properties: { list: { type: 'array', maxItems: MAX_IMPORT_ROWS, items: sheetRow } } }
/** 2000 rows of 25 columns are more than the default 1 MB of JSON */
const BIG_BODY = 8 * 1024 * 1024

/** the file part of the upload; a body busboy cannot parse is the client's fault, so it gets a clear 400 */
async function uploadedPart(request: FastifyRequest) {
  try {
    return await request.file()
  } catch (err) {
    if (/^FST_/.test(String((err as { code?: string }).code))) throw err
    throw new BadRequest('上传内容格式不正确：请以 multipart/form-data 上传文件')
  }
}

export async function excelRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const guard = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.user)

  // ImportModal uploads here (not to /api/file/Uploader): the sheet is kept as a temporary file of the uploader
  app.post(`${U}/Uploader`, async (request) => {
    const scope = await guard(request)
    const part = await uploadedPart(request)
    if (part && extensionOf(part.filename) !== 'xlsx') {
      part.file.resume()
      throw new BadRequest('请上传 .xlsx 格式的 Excel 文件（旧版 .xls 请先另存为 .xlsx）')
    }
    const saved = await saveUpload(ctx, scope.user.id, 'temporary', part)
    return ok({ name: saved.name, url: saved.url }, '上传成功')
  })

  app.get(`${U}/TemplateDownload`, async (request) => ok(await templateSheet(ctx, await guard(request))))

  app.get(`${U}/ImportPreview`, {
    schema: { querystring: { type: 'object', required: ['fileName'], properties: { fileName: str(200, 1) } } }
  }, async (request) => ok(await importPreview(ctx, await guard(request), (request.query as { fileName: string }).fileName)))

  app.post(`${U}/ImportData`, { bodyLimit: BIG_BODY, schema: { body: rowsBody } }, async (request) => {
    const scope = await guard(request)
    const result = await importUsers(ctx, scope, (request.body as { list: SheetRow[] }).list)
    await audit(ctx, request, { module: '用户管理', type: '导入', abstracts: `导入用户：成功${result.snum}条，失败${result.fnum}条` })
    return ok(result)
  })

  app.post(`${U}/ExportExceptionData`, { bodyLimit: BIG_BODY, schema: { body: rowsBody } }, async (request) =>
    ok(await exceptionSheet(ctx, await guard(request), (request.body as { list: FailedRow[] }).list)))

  app.get(`${U}/ExportData`, {
    schema: { querystring: { type: 'object', properties: { ...listFilters, dataType: { type: 'string', enum: ['0', '1'] }, selectKey: str(2000) } } }
  }, async (request) => ok(await exportSheet(ctx, await guard(request), request.query as ExportParams)))
}

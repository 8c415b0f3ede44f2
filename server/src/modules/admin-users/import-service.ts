// 批量导入 (ImportModal): the uploaded sheet is previewed as rows the administrator may still edit, then imported.
// Each valid row becomes a user exactly as the form would create it (same checks, same scope); a row that fails
// is returned with its reason and nothing of it is written.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { hashPassword } from '../../lib/passwords'
import type { AdminScope } from '../admin'
import { MAX_IMPORT_ROWS, type SheetRow } from './excel-columns'
import { readUploadedSheet } from './excel-file'
import { loadLookups, rowToForm } from './import-rows'
import { createUser, initialPasswordMd5 } from './write-service'

export async function importPreview(ctx: AppContext, scope: AdminScope, fileName: string) {
  return { dataRow: await readUploadedSheet(ctx, scope.user.id, fileName) }
}

export type FailedRow = SheetRow & { errorsInfo: string }

export interface ImportResult { snum: number; fnum: number; resultType: 0 | 1; failResult: FailedRow[] }

export async function importUsers(ctx: AppContext, scope: AdminScope, rows: SheetRow[]): Promise<ImportResult> {
  if (rows.length === 0) throw new BadRequest('导入数据为空')
  if (rows.length > MAX_IMPORT_ROWS) throw new BadRequest(`一次最多导入${MAX_IMPORT_ROWS}条数据`)
  const lookups = await loadLookups(ctx.db)
  // every imported user starts with the default password: hashing it once keeps a 2000-row import to seconds
  const passwordHash = await hashPassword(await initialPasswordMd5(ctx, undefined))
  const failResult: FailedRow[] = []
  let snum = 0
  for (const row of rows) {
    const { form, errors } = await rowToForm(lookups, row)
    if (errors.length) {
      failResult.push({ ...row, errorsInfo: errors.join('；') })
      continue
    }
    try {
      await createUser(ctx, scope, form, passwordHash)
      snum++
    } catch (err) {
      if (!(err instanceof BadRequest)) throw err
      failResult.push({ ...row, errorsInfo: err.message })
    }
  }
  return { snum, fnum: failResult.length, resultType: failResult.length ? 1 : 0, failResult }
}

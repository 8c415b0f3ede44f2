// 功能设计 (JNPF 3.6 VisualdevController, administrators): low-code models as the console lists, opens, creates,
// edits, copies and deletes them. The app reads a model's JSON as it is stored, so every save is checked first
// (visualdev/design-checks.ts) and a model on a menu keeps a form. A catalogue model saved here becomes the
// administrator's: a later catalogue version leaves it as it is. A model with records is never deleted.
import type { PageList } from '@shared/api/envelope'
import { noteAdministratorChange } from '../../catalog/administrator-changes'
import type { AppContext } from '../../context'
import { menusChanged } from '../menus'
import type { Db } from '../../db/database'
import type { VisualDevTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import { cleanCode, cleanName, cleanText, CODE_PATTERN, pageOf } from '../admin-system'
import { checkModelJson, designedRecordStates, parseForm, syncModelIndexes } from '../visualdev'
import { copyModelFlow, dropModelFlow, ensureModelFlow } from '../workflow/design'
import { menusOpening, releaseNames } from './menus'
import { designRepository as repo } from './repository'

export const MODEL_CATEGORY = 'webDesign'

export interface ModelQuery { keyword?: string; category?: string; webType?: string; isRelease?: string; type?: string; currentPage?: number; pageSize?: number }

export interface ModelForm {
  fullName?: string
  enCode?: string
  category?: string
  type?: number
  webType?: number
  enableFlow?: number
  formData?: string
  columnData?: string
  appColumnData?: string
  tables?: string
  sortCode?: number
  description?: string
  /** our extension: the record states of the model's records (JSON text or object, '' none; visualdev states-design) */
  recordStates?: unknown
}

/** VisualFunctionModel: a row of the 功能设计 list */
export interface VisualFunctionVO {
  id: string
  fullName: string
  enCode: string
  /** the category's name */
  category: string
  type: number
  webType: number
  enableFlow: number
  state: number
  /** 0 未发布, 1 已发布, 2 已修改 */
  isRelease: number
  enabledMark: number
  sortCode: number
  description: string
  creatorUser: string
  creatorTime: number
  lastModifyUser: string
  lastModifyTime: number | null
  pcIsRelease: number
  appIsRelease: number
  pcReleaseName: string
  appReleaseName: string
  platformRelease: string
}

const flagOf = (v: unknown): number | undefined => (v === undefined || v === null || v === '' ? undefined : Number(v))
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))
/** JNPF's 功能设计 models are type 1; forms of 表单设计 have models of their own (type 6) that this list leaves out */
const DESIGN_TYPE = 1

export async function findModel(db: Db, id: string): Promise<VisualDevTable> {
  const m = await repo.find(db, id)
  if (!m || Number(m.type ?? DESIGN_TYPE) !== DESIGN_TYPE) throw new BadRequest('该功能不存在或已被删除')
  return m
}

export async function listModels(ctx: AppContext, q: ModelQuery): Promise<PageList<VisualFunctionVO>> {
  const { currentPage, pageSize, offset } = pageOf(q)
  const { rows, total } = await repo.page(ctx.db, {
    keyword: (q.keyword ?? '').trim(), category: (q.category ?? '').trim(), kind: flagOf(q.webType), state: flagOf(q.isRelease), type: DESIGN_TYPE
  }, offset, pageSize)
  const names = await repo.userNames(ctx.db, rows.flatMap((r) => [r.creatorUserId ?? '', r.lastModifyUserId ?? '']).filter(Boolean))
  const categories = await repo.dictionaryNames(ctx.db, MODEL_CATEGORY)
  const menus = await repo.lowCodeMenus(ctx.db)
  const paths = await releaseNames(ctx.db, menus)
  return page(rows.map((m): VisualFunctionVO => {
    const mine = menusOpening(menus, m.id)
    const web = mine.filter((x) => x.category === 'Web')
    const app = mine.filter((x) => x.category === 'App')
    const state = Number(m.state ?? 1)
    return {
      id: m.id, fullName: m.fullName, enCode: m.enCode, category: categories.get(m.category ?? '') ?? (m.category ?? ''), type: Number(m.type ?? 1),
      webType: Number(m.webType), enableFlow: Number(m.enableFlow), state, isRelease: state, enabledMark: state > 0 ? 1 : 0,
      sortCode: Number(m.sortCode), description: m.description ?? '', creatorUser: names.get(m.creatorUserId ?? '') ?? '',
      creatorTime: Number(m.createdAt), lastModifyUser: names.get(m.lastModifyUserId ?? '') ?? '', lastModifyTime: numOrNull(m.lastModifyTime),
      pcIsRelease: web.length ? 1 : 0, appIsRelease: app.length ? 1 : 0, pcReleaseName: web.map((x) => paths.get(x.id)).join('；'),
      appReleaseName: app.map((x) => paths.get(x.id)).join('；'), platformRelease: m.platformRelease ?? ''
    }
  }), currentPage, pageSize, total)
}

/** VisualDevInfoVO: the model as the designer opens it */
export async function modelInfo(ctx: AppContext, id: string) {
  const m = await findModel(ctx.db, id)
  const state = Number(m.state ?? 1)
  return {
    id: m.id, fullName: m.fullName, enCode: m.enCode, category: m.category ?? '', type: Number(m.type ?? 1), webType: Number(m.webType),
    enableFlow: Number(m.enableFlow), flowId: m.flowId, state, isRelease: state, enabledMark: state > 0 ? 1 : 0, sortCode: Number(m.sortCode),
    description: m.description ?? '', formData: m.formData, columnData: m.columnData, appColumnData: m.appColumnData, tables: m.tables,
    dbLinkId: '0', platformRelease: m.platformRelease ?? '', recordStates: m.recordStates ?? ''
  }
}

interface CleanModel { fullName: string; enCode: string; category: string; webType: number; enableFlow: number; formData: string; columnData: string; appColumnData: string; tables: string; sortCode: number; description: string; recordStates: string }

function tablesOf(raw: unknown): string {
  const s = typeof raw === 'string' ? raw.trim() : ''
  if (!s) return '[]'
  let v: unknown
  try { v = JSON.parse(s) } catch { v = undefined }
  if (!Array.isArray(v) || s.length > 100_000) throw new BadRequest('数据表(tables)应为数据表列表')
  return s
}

async function cleanModel(db: Db, f: ModelForm, released: boolean, exceptId = ''): Promise<CleanModel> {
  const fullName = cleanName(f.fullName, '功能名称', 100)
  const enCode = cleanCode(f.enCode, '功能编码', 50, CODE_PATTERN)
  const webType = Number(f.webType ?? 2)
  if (webType === 4) throw new BadRequest('暂不支持数据视图：手机端的列表只显示功能自己的数据')
  if (webType !== 1 && webType !== 2) throw new BadRequest('功能类型(webType)不合法')
  const enableFlow = Number(f.enableFlow ?? 0) === 1 ? 1 : 0
  const json = { formData: f.formData ?? '', columnData: f.columnData ?? '', appColumnData: f.appColumnData ?? '' }
  checkModelJson(json, released)
  if (await repo.taken(db, 'enCode', enCode, exceptId)) throw new BadRequest(`功能编码 ${enCode} 已存在`)
  if (await repo.taken(db, 'fullName', fullName, exceptId)) throw new BadRequest(`功能名称「${fullName}」已存在`)
  return {
    fullName, enCode, category: (f.category ?? '').trim().slice(0, 128), webType, enableFlow, ...json, tables: tablesOf(f.tables),
    sortCode: Math.max(0, Math.min(999999, Math.floor(Number(f.sortCode) || 0))), description: cleanText(f.description, 500, '功能说明'),
    recordStates: designedRecordStates(f.recordStates, json.formData)
  }
}

/** the model's own indexes (visualdev model-indexes.ts) follow its saved JSON, once the save is committed */
async function indexed<T extends Pick<VisualDevTable, 'id'>>(ctx: AppContext, saved: T): Promise<T> {
  await syncModelIndexes(ctx.db, ctx.dialect, saved.id)
  return saved
}

export async function createModel(ctx: AppContext, userId: string, f: ModelForm): Promise<VisualDevTable> {
  const now = ctx.clock.now()
  return indexed(ctx, await ctx.db.transaction().execute(async (trx) => {
    const c = await cleanModel(trx, f, false)
    const row: VisualDevTable = {
      id: newId(), ...c, flowId: '', flowEnCode: '', flowTemplateJson: '', createdAt: now, type: DESIGN_TYPE, state: 0, platformRelease: '',
      creatorUserId: userId, lastModifyUserId: '', lastModifyTime: null
    }
    await repo.insert(trx, row)
    if (c.enableFlow) await ensureModelFlow(trx, row, userId, now)
    return row
  }))
}

export async function updateModel(ctx: AppContext, userId: string, id: string, f: ModelForm): Promise<VisualDevTable> {
  const now = ctx.clock.now()
  return indexed(ctx, await ctx.db.transaction().execute(async (trx) => {
    const old = await findModel(trx, id)
    const onMenu = menusOpening(await repo.menusMentioning(trx, [id]), id).length > 0
    const c = await cleanModel(trx, f, onMenu || Number(old.state ?? 1) > 0, id)
    const records = await repo.recordCount(trx, id)
    if (records > 0 && c.enableFlow !== Number(old.enableFlow)) throw new BadRequest(`该功能已有${records}条数据，不能更改是否启用流程`)
    const state = Number(old.state ?? 1) === 0 ? 0 : 2
    await repo.update(trx, id, { ...c, state, lastModifyUserId: userId, lastModifyTime: now })
    const row = { ...old, ...c, state }
    if (c.enableFlow) await ensureModelFlow(trx, row, userId, now)
    else if (Number(old.enableFlow) === 1) await dropModelFlow(trx, row)
    await noteAdministratorChange(trx, 'model', [id], 'changed')
    return row
  }))
}

const copySuffix = () => newId().replace(/[^a-z0-9]/gi, '').slice(0, 5)

export async function copyModel(ctx: AppContext, userId: string, id: string): Promise<VisualDevTable> {
  const now = ctx.clock.now()
  return indexed(ctx, await ctx.db.transaction().execute(async (trx) => {
    const source = await findModel(trx, id)
    const suffix = copySuffix()
    const fullName = `${source.fullName}.副本${suffix}`
    const enCode = `${source.enCode}${suffix}`
    if (enCode.length > 50 || fullName.length > 100) throw new BadRequest('已到达该模板复制上限，请复制源模板')
    const row: VisualDevTable = {
      ...source, id: newId(), fullName, enCode, flowId: '', flowEnCode: '', flowTemplateJson: '', createdAt: now, state: 0, platformRelease: '',
      creatorUserId: userId, lastModifyUserId: '', lastModifyTime: null
    }
    await repo.insert(trx, row)
    if (Number(source.enableFlow) === 1) await copyModelFlow(trx, source, row, userId, now)
    return row
  }))
}

export async function deleteModel(ctx: AppContext, id: string): Promise<VisualDevTable> {
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    const m = await findModel(trx, id)
    const records = await repo.recordCount(trx, id)
    if (records > 0) throw new BadRequest(`该功能已有${records}条数据，无法删除`)
    if (Number(m.enableFlow) === 1) await dropModelFlow(trx, m)
    await repo.deleteMenus(trx, menusOpening(await repo.menusMentioning(trx, [id]), id).map((x) => x.id))
    await noteAdministratorChange(trx, 'model', [id], 'deleted')
    await repo.delete(trx, id)
    return m
  })
  // its menus, their items and the grants on them are gone, and so are its indexes
  await menusChanged(ctx)
  await syncModelIndexes(ctx.db, ctx.dialect, id)
  return deleted
}

/** FormDataFields: the main form's data fields {vModel, label}; filterType 1 leaves out what a button event cannot set */
export async function formDataFields(ctx: AppContext, id: string, filterType: number) {
  const m = await findModel(ctx.db, id)
  if (!m.formData) return { list: [] }
  const fields = parseForm(m.formData).fields.filter((f) => f.jnpfKey !== 'table' && (filterType !== 1 || !['uploadFile', 'uploadImg', 'sign'].includes(f.jnpfKey)))
  return { list: fields.map((f) => ({ vModel: f.vModel, label: f.label })) }
}

/** Selector: models grouped under their category (the console's function pickers); webType / enableFlow narrow it */
export async function modelSelector(ctx: AppContext, q: { webType?: string; enableFlow?: string; isRelease?: string }) {
  const webTypes = (q.webType ?? '').split(',').map((s) => s.trim()).filter(Boolean).map(Number)
  const enableFlow = flagOf(q.enableFlow)
  const rows = (await repo.selectorRows(ctx.db)).filter((m) => Number(m.type ?? DESIGN_TYPE) === DESIGN_TYPE
    && (webTypes.length === 0 || webTypes.includes(Number(m.webType)))
    && (enableFlow === undefined || Number(m.enableFlow) === enableFlow)
    && (q.isRelease === undefined || q.isRelease === '' || Number(m.state ?? 1) > 0))
  const categories = await repo.dictionaryNames(ctx.db, MODEL_CATEGORY)
  const groups = new Map<string, { id: string; fullName: string; hasChildren: boolean; children: unknown[] }>()
  for (const m of rows) {
    const key = m.category || 'other'
    if (!groups.has(key)) groups.set(key, { id: key, fullName: categories.get(m.category ?? '') ?? (m.category || '其他'), hasChildren: true, children: [] })
    groups.get(key)!.children.push({ id: m.id, fullName: m.fullName, enCode: m.enCode, webType: Number(m.webType), enableFlow: Number(m.enableFlow), parentId: key })
  }
  return { list: [...groups.values()] }
}

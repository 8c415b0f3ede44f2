// Low-code models: the Config the app renders from, and records checked against the model's form JSON.
import { sql } from 'kysely'
import type { PageList } from '@shared/api/envelope'
import type { VisualDevConfigVO, VisualDevDataForm, VisualDevListQuery, VisualDevModelDataInfoVO, VisualDevRow } from '@shared/api/visualdev'
import type { AppContext } from '../../context'
import type { VisualDevRecordTable, VisualDevTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import { userRepository, type UserRow } from '../users/repository'
import { parseFormFields, type FormField } from './form-fields'
import { visualDevRepository, type RecordSort } from './repository'
import { assertVisible, resolveScope, visibleProjectIds } from './scope'
import { isNumberField, searchTextOf, validateRecord } from './validate'

export async function findModel(ctx: AppContext, modelId: string): Promise<VisualDevTable> {
  const model = await visualDevRepository.findModel(ctx.db, modelId)
  if (!model) throw new BadRequest('该功能不存在或已被删除')
  return model
}

export async function modelConfig(ctx: AppContext, modelId: string): Promise<VisualDevConfigVO> {
  const m = await findModel(ctx, modelId)
  return {
    id: m.id, fullName: m.fullName, enCode: m.enCode, webType: String(m.webType), formData: m.formData, columnData: m.columnData,
    appColumnData: m.appColumnData, enableFlow: Number(m.enableFlow) === 1 ? 1 : 0, flowId: m.flowId, flowEnCode: '', flowTemplateJson: ''
  }
}

function parseData(raw: VisualDevDataForm['data'] | undefined): Record<string, unknown> {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try { value = JSON.parse(raw) } catch { throw new BadRequest('提交的数据格式不正确') }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest('提交的数据格式不正确')
  return value as Record<string, unknown>
}

const pad = (n: number) => String(n).padStart(2, '0')
/** yyyy-MM-dd HH:mm:ss in China time, how JNPF shows createTime/modifyTime */
function formatTime(ms: number | null): string {
  if (ms === null) return ''
  const d = new Date(Number(ms) + 8 * 3600_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

async function withSystemValues(ctx: AppContext, fields: FormField[], records: VisualDevRecordTable[]): Promise<Record<string, unknown>[]> {
  const ids = [...new Set(records.flatMap((r) => [r.creatorUserId, r.lastModifyUserId]).filter(Boolean))]
  const users = new Map((await userRepository.listByIds(ctx.db, ids)).map((u) => [u.id, `${u.realName}/${u.account}`]))
  return records.map((r) => {
    const data = JSON.parse(r.data) as Record<string, unknown>
    for (const f of fields) {
      if (f.jnpfKey === 'createUser') data[f.vModel] = users.get(r.creatorUserId) ?? ''
      if (f.jnpfKey === 'createTime') data[f.vModel] = formatTime(r.creatorTime)
      if (f.jnpfKey === 'modifyUser') data[f.vModel] = users.get(r.lastModifyUserId) ?? ''
      if (f.jnpfKey === 'modifyTime') data[f.vModel] = formatTime(r.lastModifyTime)
    }
    return data
  })
}

export async function createRecord(ctx: AppContext, user: UserRow, modelId: string, form: VisualDevDataForm): Promise<string> {
  const fields = parseFormFields((await findModel(ctx, modelId)).formData)
  const data = validateRecord(fields, parseData(form.data))
  const scope = await resolveScope(ctx, user, form.projectId, form.contractId)
  const id = newId()
  await visualDevRepository.insertRecord(ctx.db, {
    id, modelId, ...scope, data: JSON.stringify(data), searchText: searchTextOf(fields, data), creatorUserId: user.id,
    creatorTime: ctx.clock.now(), lastModifyUserId: '', lastModifyTime: null
  })
  return id
}

export async function recordInfo(ctx: AppContext, user: UserRow, modelId: string, id: string): Promise<VisualDevModelDataInfoVO> {
  const fields = parseFormFields((await findModel(ctx, modelId)).formData)
  const record = await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  const [data] = await withSystemValues(ctx, fields, [record])
  return { id: record.id, data: JSON.stringify(data) }
}

export async function updateRecord(ctx: AppContext, user: UserRow, modelId: string, id: string, form: VisualDevDataForm): Promise<void> {
  const fields = parseFormFields((await findModel(ctx, modelId)).formData)
  const record = await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  const data = validateRecord(fields, parseData(form.data))
  await visualDevRepository.updateRecord(ctx.db, record.id, {
    data: JSON.stringify(data), searchText: searchTextOf(fields, data), lastModifyUserId: user.id, lastModifyTime: ctx.clock.now()
  })
}

export async function deleteRecord(ctx: AppContext, user: UserRow, modelId: string, id: string): Promise<void> {
  await findModel(ctx, modelId)
  const record = await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  await visualDevRepository.deleteRecord(ctx.db, record.id)
}

const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/

function sortOf(ctx: AppContext, fields: FormField[], q: VisualDevListQuery): RecordSort {
  const first = (q.sidx ?? '').split(',')[0].trim()
  const desc = first.startsWith('-') || (first !== '' && q.sort === 'desc')
  const name = first.replace(/^-/, '')
  if (!name || name === 'creatorTime') return { by: 'creatorTime', desc: name ? desc : true }
  if (name === 'lastModifyTime') return { by: 'lastModifyTime', desc }
  const field = fields.find((f) => f.vModel === name)
  if (!field || !SAFE_NAME.test(name)) throw new BadRequest('排序字段不存在')
  if (ctx.dialect === 'sqlite') return { by: sql`json_extract(data, ${`$."${name}"`})`, desc }
  return { by: isNumberField(field) ? sql`nullif(data::jsonb ->> ${name}, '')::numeric` : sql`data::jsonb ->> ${name}`, desc }
}

export async function listRecords(ctx: AppContext, user: UserRow, modelId: string, q: VisualDevListQuery): Promise<PageList<VisualDevRow>> {
  const fields = parseFormFields((await findModel(ctx, modelId)).formData)
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  const filter = { modelId, projectIds: await visibleProjectIds(ctx, user), keyword: q.keyword?.trim() || undefined }
  const { rows, total } = await visualDevRepository.page(ctx.db, filter, sortOf(ctx, fields, q), (currentPage - 1) * pageSize, pageSize)
  const maps = await withSystemValues(ctx, fields, rows)
  return page(rows.map((r, i) => ({ ...maps[i], id: r.id })), currentPage, pageSize, total)
}

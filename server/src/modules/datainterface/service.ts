// Data interfaces (JNPF DataInterfaceController, 3.6): Preview for dynamic options, a paged List for the popup
// pickers and InfoByIds for the display text of stored ids. Every answer is limited to the caller's projects and
// contract sections.
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { userRepository, type UserRow } from '../users/repository'
import { BUILTIN_QUERIES } from './builtin'
import { parseDefinition, type DataInterface, type Row } from './definition'
import { readParams, type ParamValues } from './params'
import { dataInterfaceRepository } from './repository'
import { flatten, keywordFilter, rowsByIds, selectRows, type Scope } from './rows'

export interface PreviewBody { paramList?: unknown }
export interface ListBody {
  currentPage?: number
  pageSize?: number
  keyword?: string
  relationField?: string
  propsValue?: string
  /** the picker's columns: "a,b" as JNPF sends it, or a list of names or of {value} items */
  columnOptions?: unknown
  paramList?: unknown
}
export interface InfoByIdsBody { ids?: unknown; propsValue?: string; relationField?: string; paramList?: unknown }

async function scopeOf(ctx: AppContext, user: UserRow): Promise<Scope> {
  if (Number(user.isAdministrator) === 1) return {}
  const [projectIds, contractIds] = await Promise.all([
    userRepository.relationIds(ctx.db, user.id, 'Project'), userRepository.relationIds(ctx.db, user.id, 'Contract')
  ])
  return { projectIds, contractIds }
}

async function loadInterface(ctx: AppContext, id: string): Promise<DataInterface> {
  const row = await dataInterfaceRepository.find(ctx.db, id)
  if (!row) throw new BadRequest('数据接口不存在')
  if (Number(row.enabledMark) !== 1) throw new BadRequest(`数据接口“${row.fullName}”已停用`)
  return parseDefinition(row)
}

/** the interface's rows for this caller and these parameters; trees keep their shape */
async function run(ctx: AppContext, user: UserRow, iface: DataInterface, params: ParamValues): Promise<Row[]> {
  const scope = await scopeOf(ctx, user)
  if (iface.kind === 'static') return selectRows(iface.rows, scope, params)
  return BUILTIN_QUERIES[iface.query](ctx, scope, params)
}

/** the rows as a flat list: what paged pickers and id lookups work on */
async function runFlat(ctx: AppContext, user: UserRow, iface: DataInterface, params: ParamValues): Promise<Row[]> {
  const rows = await run(ctx, user, iface, params)
  return iface.kind === 'static' && iface.tree ? flatten(rows) : rows
}

export async function preview(ctx: AppContext, user: UserRow, id: string, body: PreviewBody): Promise<Row[]> {
  const iface = await loadInterface(ctx, id)
  return run(ctx, user, iface, readParams(iface, body.paramList))
}

function columnNames(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return []
  if (typeof raw === 'string') return raw.split(',').map((s) => s.trim()).filter(Boolean)
  if (Array.isArray(raw)) {
    return raw.map((c) => (typeof c === 'string' ? c : typeof c === 'object' && c !== null && typeof (c as { value?: unknown }).value === 'string' ? (c as { value: string }).value : ''))
      .filter(Boolean)
  }
  throw new BadRequest('columnOptions 应为列名列表')
}

export async function pageList(ctx: AppContext, user: UserRow, id: string, body: ListBody): Promise<PageList<Row>> {
  const iface = await loadInterface(ctx, id)
  const rows = await runFlat(ctx, user, iface, readParams(iface, body.paramList))
  const columns = [...new Set([body.relationField ?? '', ...columnNames(body.columnOptions)].filter(Boolean))]
  const found = keywordFilter(rows, body.keyword ?? '', columns)
  const currentPage = body.currentPage ?? 1
  const pageSize = body.pageSize ?? 20
  return page(found.slice((currentPage - 1) * pageSize, currentPage * pageSize), currentPage, pageSize, found.length)
}

const MAX_IDS = 1000

/** ids as sent: a list of ids (numbers allowed) or one id */
export function idList(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw]
  if (list.length > MAX_IDS) throw new BadRequest(`ids 一次最多 ${MAX_IDS} 个`)
  return list.map((v) => {
    if (typeof v === 'string' && v.length <= 200) return v
    if (typeof v === 'number' && Number.isFinite(v)) return String(v)
    throw new BadRequest('ids 应为编号列表（每个编号为不超过 200 个字符的文本或数字）')
  })
}

/**
 * The rows of the interface whose propsValue column holds one of ids, in the order of ids; ids the caller cannot
 * see or that do not exist are left out. The display text is row[relationField]. Used by the InfoByIds route and
 * by the low-code display conversion (popupSelect / popupTableSelect). Unknown or stopped interface: BadRequest.
 */
export async function infoByIds(
  ctx: AppContext, user: UserRow, interfaceId: string, ids: string[], propsValue: string, relationField: string, paramList?: unknown
): Promise<Record<string, unknown>[]> {
  void relationField // the caller reads it from the rows; JNPF takes it without using it either
  const iface = await loadInterface(ctx, interfaceId)
  if (ids.length === 0) return []
  const rows = await runFlat(ctx, user, iface, readParams(iface, paramList))
  return rowsByIds(rows, ids, propsValue || 'id')
}

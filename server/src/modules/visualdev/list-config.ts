// A model's list configuration (columnData / appColumnData, jnpf-forms-and-flows.md §2): the app's layout when the
// request says `jnpf-origin: app` (the PC one when the app layout is empty), as the typed parts the server uses.
import type { VisualDevTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { isObject, type Json } from './form-fields'

export type Origin = 'app' | 'pc'

export interface SearchItem {
  id: string
  /** 1 equal (an array, as searchMultiple items send, means any of), 2 like, 3 range */
  searchType: number
  isKeyword: boolean
}

export interface ListConfig {
  searchList: SearchItem[]
  /** defaultSortConfig (3.6) or defaultSidx + sort (≤3.4), as a sidx string */
  defaultSidx: string
  useBtnPermission: boolean
  useColumnPermission: boolean
  useFormPermission: boolean
  /** ruleListApp for the app, ruleList for PC clients */
  rule: unknown
}

function parse(text: string): Json | undefined {
  if (!text || !text.trim()) return undefined
  let v: unknown
  try { v = JSON.parse(text) } catch { throw new BadRequest('列表配置无法解析') }
  return isObject(v) && Object.keys(v).length > 0 ? v : undefined
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

function searchItems(raw: unknown): SearchItem[] {
  if (!Array.isArray(raw)) return []
  return raw.filter(isObject).map((s) => ({
    id: str(s.id) || str(s.prop) || str(s.__vModel__),
    searchType: Number(s.searchType) || 1,
    isKeyword: s.isKeyword === true
  })).filter((s) => s.id)
}

function defaultSidx(c: Json): string {
  if (Array.isArray(c.defaultSortConfig) && c.defaultSortConfig.length) {
    return c.defaultSortConfig.filter(isObject).filter((s) => str(s.field))
      .map((s) => (str(s.sort).toLowerCase() === 'desc' ? `-${str(s.field)}` : str(s.field))).join(',')
  }
  const legacy = str(c.defaultSidx)
  return legacy && str(c.sort).toLowerCase() === 'desc' ? `-${legacy}` : legacy
}

export function listConfigOf(model: Pick<VisualDevTable, 'columnData' | 'appColumnData'>, origin: Origin): ListConfig {
  const c = (origin === 'app' ? parse(model.appColumnData) : undefined) ?? parse(model.columnData) ?? {}
  return {
    searchList: searchItems(c.searchList),
    defaultSidx: defaultSidx(c),
    useBtnPermission: c.useBtnPermission === true,
    useColumnPermission: c.useColumnPermission === true,
    useFormPermission: c.useFormPermission === true,
    rule: origin === 'app' ? c.ruleListApp : c.ruleList
  }
}

// Everything display conversion needs besides the record itself, fetched in one batch per list page: names of
// users, organisations, positions, roles, groups and areas; the display rows of linked records (relationForm,
// shown within the viewer's own scope) and data-interface rows (popupSelect, popupTableSelect, dynamic options).
import type { AppContext } from '../../context'
import type { VisualDevRecordTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { infoByIds } from '../datainterface/service'
import { organizeRepository, type OrganizeRow } from '../organize/repository'
import { systemRepository } from '../system/repository'
import { userRepository, type UserRow } from '../users/repository'
import { isObject, type FormField } from './form-fields'

export type Row = Record<string, unknown>

export interface Lookups {
  users: Map<string, string>
  orgs: Map<string, OrganizeRow>
  positions: Map<string, string>
  roles: Map<string, string>
  groups: Map<string, string>
  areas: Map<string, string>
  /** display rows of linked records, per target model id */
  relations: Map<string, Map<string, Row>>
  /** data-interface rows per interfaceKey (interface, propsValue, parameters), by the string of their propsValue */
  interfaces: Map<string, Map<string, Row>>
}

/** how a relation field reaches its linked records; passed in by record-view.ts, which owns the recursion */
export type RelationLoader = (modelId: string, ids: string[], depth: number) => Promise<Map<string, Row>>

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap(flat) : [v])
const ids = (v: unknown) => flat(v).filter((x) => typeof x === 'string' || typeof x === 'number').map(String)

export interface InterfaceNeed {
  interfaceId: string
  propsValue: string
  relationField: string
  /** the paramList the app would send: templateJson with values taken from the record (or the row) */
  paramList: { field: string; defaultValue: string }[]
}

export const interfaceKey = (need: InterfaceNeed) => `${need.interfaceId}|${need.propsValue}|${JSON.stringify(need.paramList)}`

/** templateJson items: sourceType 1 takes a form field (relationField; `<table>-<column>` inside a row), 2 a constant */
function paramsOf(raw: unknown, row: Row): InterfaceNeed['paramList'] {
  if (!Array.isArray(raw)) return []
  return raw.filter(isObject).flatMap((p) => {
    if (typeof p.field !== 'string' || !p.field) return []
    const source = Number(p.sourceType ?? (p.relationField ? 1 : 2))
    const name = typeof p.relationField === 'string' ? p.relationField.replace(/^.*-/, '') : ''
    const value = source === 1 ? row[name] : source === 2 ? p.defaultValue : undefined
    return typeof value === 'string' && value !== '' ? [{ field: p.field, defaultValue: value }]
      : typeof value === 'number' ? [{ field: p.field, defaultValue: String(value) }] : []
  })
}

/** the data interface behind a popup field or a dynamic-option field, with its parameters for this record */
export function interfaceOf(f: FormField, row: Row): InterfaceNeed | undefined {
  const str = (v: unknown, d: string) => (typeof v === 'string' && v ? v : d)
  if (f.jnpfKey === 'popupSelect' || f.jnpfKey === 'popupTableSelect') {
    const id = f.props.interfaceId
    if (typeof id !== 'string' || !id) return undefined
    return {
      interfaceId: id, propsValue: str(f.props.propsValue, 'id'), relationField: str(f.props.relationField, 'fullName'),
      paramList: paramsOf(f.props.templateJson, row)
    }
  }
  const src = f.optionSource
  if (src?.kind !== 'dynamic') return undefined
  return { interfaceId: src.interfaceId, propsValue: src.valueKey, relationField: src.labelKey, paramList: paramsOf(f.config.templateJson, row) }
}

class Needs {
  users = new Set<string>()
  positions = new Set<string>()
  roles = new Set<string>()
  groups = new Set<string>()
  areas = new Set<string>()
  orgs = false
  relations = new Map<string, Set<string>>()
  interfaces = new Map<string, { need: InterfaceNeed; ids: Set<string> }>()

  add(f: FormField, v: unknown, row: Row): void {
    const k = f.jnpfKey
    const list = ids(v)
    if (k === 'userSelect') list.forEach((x) => this.users.add(x))
    else if (k === 'posSelect' || k === 'currPosition') list.forEach((x) => this.positions.add(x))
    else if (k === 'roleSelect') list.forEach((x) => this.roles.add(x))
    else if (k === 'groupSelect') list.forEach((x) => this.groups.add(x))
    else if (k === 'areaSelect') list.forEach((x) => this.areas.add(x))
    else if (['organizeSelect', 'depSelect', 'currOrganize', 'currDept'].includes(k)) this.orgs = true
    else if (k === 'usersSelect') this.addUsersSelect(list)
    else if (k === 'relationForm' && typeof f.props.modelId === 'string' && f.props.modelId) {
      const set = this.relations.get(f.props.modelId) ?? new Set<string>()
      list.forEach((x) => set.add(x))
      this.relations.set(f.props.modelId, set)
    }
    const need = interfaceOf(f, row)
    if (need) {
      const key = interfaceKey(need)
      const entry = this.interfaces.get(key) ?? { need, ids: new Set<string>() }
      list.forEach((x) => entry.ids.add(x))
      this.interfaces.set(key, entry)
    }
  }

  private addUsersSelect(list: string[]): void {
    for (const item of list) {
      const [id, type] = item.split('--')
      if (type === 'user') this.users.add(id)
      else if (type === 'position') this.positions.add(id)
      else if (type === 'role') this.roles.add(id)
      else if (type === 'group') this.groups.add(id)
      else this.orgs = true
    }
  }

  walk(fields: FormField[], data: Row): void {
    for (const f of fields) {
      const v = data[f.vModel]
      if (f.jnpfKey === 'table' && Array.isArray(v)) v.filter(isObject).forEach((row) => this.walk(f.children ?? [], row))
      else if (v !== undefined && v !== null && v !== '') this.add(f, v, data)
    }
  }
}

const names = (rows: { id: string; fullName: string }[]) => new Map(rows.map((r) => [r.id, r.fullName]))
export const userName = (u: UserRow) => `${u.realName}/${u.account}`

async function interfaceRows(ctx: AppContext, user: UserRow, need: InterfaceNeed, wanted: string[]): Promise<Map<string, Row>> {
  try {
    const rows = await infoByIds(ctx, user, need.interfaceId, wanted, need.propsValue, need.relationField, need.paramList)
    return new Map(rows.map((r) => [String(r[need.propsValue]), r]))
  } catch (err) {
    // a stopped or deleted interface must not hide the record: its fields then show their stored values
    if (err instanceof BadRequest) return new Map()
    throw err
  }
}

export async function loadLookups(
  ctx: AppContext, user: UserRow, fields: FormField[], records: (Pick<VisualDevRecordTable, 'creatorUserId' | 'lastModifyUserId'> & { parsed: Row })[],
  loadRelations: RelationLoader | undefined, depth: number
): Promise<Lookups> {
  const needs = new Needs()
  for (const r of records) {
    needs.walk(fields, r.parsed)
    if (r.creatorUserId) needs.users.add(r.creatorUserId)
    if (r.lastModifyUserId) needs.users.add(r.lastModifyUserId)
  }
  const [users, orgs, positions, roles, groups, areas] = await Promise.all([
    userRepository.listByIds(ctx.db, [...needs.users]),
    needs.orgs ? organizeRepository.allOrganizes(ctx.db) : Promise.resolve([]),
    organizeRepository.positionsByIds(ctx.db, [...needs.positions]),
    organizeRepository.rolesByIds(ctx.db, [...needs.roles]),
    organizeRepository.groupsByIds(ctx.db, [...needs.groups]),
    systemRepository.areasByIds(ctx.db, [...needs.areas])
  ])
  const relations = new Map<string, Map<string, Row>>()
  if (loadRelations && depth > 0) {
    for (const [modelId, wanted] of needs.relations) relations.set(modelId, await loadRelations(modelId, [...wanted], depth - 1))
  }
  const interfaces = new Map<string, Map<string, Row>>()
  if (depth > 0) {
    for (const [key, { need, ids: wanted }] of needs.interfaces) interfaces.set(key, await interfaceRows(ctx, user, need, [...wanted]))
  }
  return {
    users: new Map(users.map((u) => [u.id, userName(u)])),
    orgs: new Map(orgs.map((o) => [o.id, o])),
    positions: names(positions), roles: names(roles), groups: names(groups), areas: names(areas),
    relations, interfaces
  }
}

// Checks that need the database, run after the form rules passed: selected users, organisations, positions, roles,
// groups and areas exist; a linked record (relationForm) exists and is one the user may see; a popup value, and a
// choice whose options come from a data interface, is a row that interface gives this user; `unique` inputs are not
// taken in the project. Also the server-filled values.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { infoByIds } from '../datainterface/service'
import { organizeRepository } from '../organize/repository'
import { orgIdPath, orgMap } from '../organize/org-paths'
import { takeOrIssue } from '../system/bill-number'
import { systemRepository } from '../system/repository'
import { userRepository, type UserRow } from '../users/repository'
import { interfaceOf } from './display-lookups'
import { OPTION_KEYS } from './field-kinds'
import { isObject, type FormField } from './form-fields'
import { visualDevRepository, type RecordScope } from './repository'
import { jsonSql } from './sql-json'

type Row = Record<string, unknown>
interface Ref { label: string; field: FormField; ids: string[]; row: Row }

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap(flat) : [v])
const idsOf = (v: unknown) => flat(v).filter((x) => typeof x === 'string' || typeof x === 'number').map(String)

function collect(fields: FormField[], data: Row, out: Ref[], prefix = ''): void {
  for (const f of fields) {
    const v = data[f.vModel]
    if (v === undefined || v === null || v === '') continue
    if (f.jnpfKey === 'table' && Array.isArray(v)) {
      v.forEach((row, i) => { if (isObject(row)) collect(f.children ?? [], row, out, `${f.label}(${i + 1})`) })
    } else out.push({ label: `${prefix}${f.label}`, field: f, ids: idsOf(v), row: data })
  }
}

type Exists = (ids: string[]) => Promise<Set<string>>

const existing = async (rows: Promise<{ id: string }[]>) => new Set((await rows).map((r) => r.id))

/** rows of the data interface behind a popup or dynamic-option field, by the value the field stores */
function interfaceChecker(ctx: AppContext, user: UserRow, f: FormField, row: Row): Exists | undefined {
  const need = interfaceOf(f, row)
  if (!need) return undefined
  return async (ids) => {
    try {
      return new Set((await infoByIds(ctx, user, need.interfaceId, ids, need.propsValue, need.relationField, need.paramList)).map((r) => String(r[need.propsValue])))
    } catch (err) {
      // an interface this model's design cannot query (stopped, or wanting parameters the record does not give)
      // cannot vouch for or against the value; the value's shape was checked already
      if (err instanceof BadRequest) return new Set(ids)
      throw err
    }
  }
}

/** a choice control whose options come from a data interface (radio, checkbox, select, treeSelect, cascader) */
const hasInterfaceOptions = (f: FormField) => f.optionSource?.kind === 'dynamic' && (OPTION_KEYS.has(f.jnpfKey) || f.jnpfKey === 'cascader')

function checkerFor(ctx: AppContext, user: UserRow, scope: RecordScope, f: FormField, row: Row): Exists | undefined {
  const db = ctx.db
  if (hasInterfaceOptions(f)) return interfaceChecker(ctx, user, f, row)
  switch (f.jnpfKey) {
    case 'userSelect': return (ids) => existing(userRepository.listByIds(db, ids))
    case 'posSelect': return (ids) => existing(organizeRepository.positionsByIds(db, ids))
    case 'roleSelect': return (ids) => existing(organizeRepository.rolesByIds(db, ids))
    case 'groupSelect': return (ids) => existing(organizeRepository.groupsByIds(db, ids))
    case 'areaSelect': return (ids) => existing(systemRepository.areasByIds(db, ids))
    case 'depSelect': case 'organizeSelect': return (ids) => existing(organizeRepository.allOrganizes(db))
      .then((all) => new Set(ids.filter((id) => all.has(id))))
    case 'relationForm': {
      const modelId = typeof f.props.modelId === 'string' ? f.props.modelId : ''
      return (ids) => existing(visualDevRepository.findVisibleByIds(db, modelId, ids, scope))
    }
    case 'popupSelect': case 'popupTableSelect': return interfaceChecker(ctx, user, f, row)
    default: return undefined
  }
}

const USERS_SELECT_KINDS: Record<string, string> = { user: 'userSelect', position: 'posSelect', role: 'roleSelect', group: 'groupSelect', company: 'depSelect', department: 'depSelect' }

/** every id a record refers to exists (and, for linked records and popup rows, is visible to the user) */
export async function checkReferences(ctx: AppContext, user: UserRow, scope: RecordScope, fields: FormField[], data: Row): Promise<void> {
  const refs: Ref[] = []
  collect(fields, data, refs)
  for (const ref of refs) {
    // usersSelect values are "<id>--<type>": each type is checked against its own directory
    const parts = ref.field.jnpfKey === 'usersSelect'
      ? ref.ids.map((x) => x.split('--')).filter(([, t]) => USERS_SELECT_KINDS[t])
        .map(([id, t]) => ({ field: { ...ref.field, jnpfKey: USERS_SELECT_KINDS[t] }, ids: [id] }))
      : [{ field: ref.field, ids: ref.ids }]
    for (const part of parts) {
      const check = checkerFor(ctx, user, scope, part.field, ref.row)
      if (!check || part.ids.length === 0) continue
      const found = await check(part.ids)
      const missing = part.ids.find((id) => !found.has(id))
      if (missing === undefined) continue
      // the same words as a static option outside the list (value-checks.ts)
      if (hasInterfaceOptions(part.field)) throw new BadRequest(`${ref.label}的选项“${missing.slice(0, 50)}”不在可选范围内`)
      throw new BadRequest(`${ref.label}选择的“${missing.slice(0, 50)}”不存在或您无权选择`)
    }
  }
}

/** `unique` inputs (input, autoComplete): no other record of the model in the project holds the same text */
export async function checkUnique(ctx: AppContext, modelId: string, projectId: string, exceptId: string, fields: FormField[], data: Row): Promise<void> {
  const js = jsonSql(ctx.dialect)
  for (const f of fields) {
    const v = data[f.vModel]
    if (!f.unique || !['input', 'autoComplete'].includes(f.jnpfKey) || typeof v !== 'string' || v === '') continue
    if (await visualDevRepository.valueTaken(ctx.db, modelId, projectId, exceptId, js.text(js.data, f.vModel), v)) {
      throw new BadRequest(`${f.label}不能重复`)
    }
  }
}

/**
 * what the server writes on create: the creator's organisation path, position and department, bill numbers. `sent`
 * is the form as the client sent it: a bill number it carries is kept only if BillNumber issued it to this user for
 * the field's rule and no record took it yet (the form showed it before saving); otherwise a fresh one is issued.
 */
export async function serverFilledOnCreate(ctx: AppContext, user: UserRow, fields: FormField[], sent: Row = {}): Promise<Row> {
  const out: Row = {}
  const needsOrgs = fields.some((f) => f.jnpfKey === 'currOrganize' || f.jnpfKey === 'currDept')
  const orgs = needsOrgs ? orgMap(await organizeRepository.allOrganizes(ctx.db)) : new Map()
  for (const f of fields) {
    if (f.jnpfKey === 'currOrganize') out[f.vModel] = orgIdPath(orgs, user.organizeId)
    if (f.jnpfKey === 'currPosition') out[f.vModel] = user.positionId
    if (f.jnpfKey === 'currDept') {
      const dept = [...orgIdPath(orgs, user.organizeId)].reverse().find((id) => orgs.get(id)?.category === 'department')
      out[f.vModel] = dept ?? ''
    }
  }
  // numbers are consumed last, once everything else about the record is known to be acceptable
  for (const f of fields) {
    if (f.jnpfKey !== 'billRule') continue
    const rule = typeof f.config.rule === 'string' ? f.config.rule : ''
    if (!rule) throw new BadRequest(`${f.label}没有设置单据规则`)
    out[f.vModel] = await takeOrIssue(ctx, user.id, rule, sent[f.vModel])
  }
  return out
}

// Changing the organisation tree (whole-group changes, administrators only): creating companies and departments,
// editing and moving them (the id path of the node and of everything below it follows), and deleting an empty one.
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { requireWholeGroup, type AdminScope } from '../admin'
import { organizeRepository } from '../organize/repository'
import { userRepository } from '../users/repository'
import * as check from './checks'
import { orgLeftovers } from './org-leftovers'
import { propertyJson } from './org-property'
import { orgAdminRepository, type OrgRow } from './repository'
import { relationRepository, STRUCTURE_LOCK as LOCK } from './relation-repository'

export type OrgKind = 'company' | 'department'

export interface OrgInput {
  parentId?: string | null
  fullName?: string | null
  enCode?: string | null
  description?: string | null
  enabledMark?: number | null
  sortCode?: number | null
  managerId?: string | null
  propertyJson?: unknown
}

export interface Written { id: string; abstracts: string }

const LABEL = {
  company: { kind: '公司', name: '公司名称', code: '公司编码', parent: '上级公司' },
  department: { kind: '部门', name: '部门名称', code: '部门编码', parent: '所属组织' }
} as const

function fields(kind: OrgKind, input: OrgInput) {
  const L = LABEL[kind]
  const parentId = (input.parentId ?? '').trim()
  if (!parentId || parentId === '0') throw new BadRequest(`请选择${L.parent}`)
  return {
    parentId, fullName: check.name(input.fullName, L.name), enCode: check.code(input.enCode, L.code),
    description: check.description(input.description), enabledMark: check.enabledMark(input.enabledMark),
    sortCode: check.sortCode(input.sortCode), managerId: (input.managerId ?? '').trim(),
    propertyJson: kind === 'company' ? propertyJson(input.propertyJson) : undefined
  }
}

type Fields = ReturnType<typeof fields>

/** the parent row (null for a top-level company) after checking it may hold this kind */
async function parentOf(db: Db, kind: OrgKind, f: Fields, selfId: string): Promise<OrgRow | null> {
  if (f.parentId === '-1') {
    if (kind === 'department') throw new BadRequest('部门必须隶属于某个公司或部门')
    return null
  }
  const parent = await orgAdminRepository.findOrganize(db, f.parentId)
  if (!parent) throw new BadRequest(`${LABEL[kind].parent}不存在`)
  if (selfId && parent.organizeIdTree.split(',').concat(parent.id).includes(selfId)) {
    throw new BadRequest('不能把组织移到它自己或它的下级组织之下')
  }
  if (kind === 'company' && parent.category !== 'company') throw new BadRequest('公司的上级必须是公司')
  return parent
}

async function checkUnique(db: Db, kind: OrgKind, f: Fields, selfId: string): Promise<void> {
  const L = LABEL[kind]
  const coded = await orgAdminRepository.organizeWithCode(db, f.enCode, selfId)
  if (coded) throw new BadRequest(`${L.code}「${f.enCode}」已被「${coded.fullName}」使用`)
  const named = await orgAdminRepository.siblingNamed(db, f.parentId, f.fullName, selfId)
  if (named) throw new BadRequest(`同一上级下已有名为「${f.fullName}」的组织`)
  if (f.managerId && !(await userRepository.findById(db, f.managerId))) throw new BadRequest('部门主管不存在')
}

export async function createOrganize(ctx: AppContext, scope: AdminScope, kind: OrgKind, input: OrgInput): Promise<Written> {
  requireWholeGroup(scope)
  const f = fields(kind, input)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, LOCK)
    const parent = await parentOf(trx, kind, f, '')
    await checkUnique(trx, kind, f, '')
    const id = newId()
    const now = ctx.clock.now()
    await orgAdminRepository.insertOrganize(trx, {
      id, parentId: f.parentId, category: kind, enCode: f.enCode, fullName: f.fullName,
      organizeIdTree: parent ? `${parent.organizeIdTree},${id}` : id, sortCode: f.sortCode, managerId: f.managerId,
      description: f.description, enabledMark: f.enabledMark, createdAt: now, updatedAt: now, propertyJson: f.propertyJson ?? '{}'
    })
    return { id, abstracts: `新建${LABEL[kind].kind}「${f.fullName}」(${f.enCode})，上级 ${parent?.fullName ?? '顶级'}` }
  })
}

/** rewrites the id path of the moved node and of every node below it */
async function moveSubtree(db: Db, id: string, newTree: string): Promise<number> {
  const below = (await organizeRepository.allOrganizes(db)).filter((o) => o.id !== id && o.organizeIdTree.split(',').includes(id))
  for (const o of below) {
    const path = o.organizeIdTree.split(',')
    await orgAdminRepository.updateOrganize(db, o.id, { organizeIdTree: [newTree, ...path.slice(path.indexOf(id) + 1)].join(',') })
  }
  return below.length
}

export async function updateOrganize(ctx: AppContext, scope: AdminScope, kind: OrgKind, id: string, input: OrgInput): Promise<Written> {
  requireWholeGroup(scope)
  const f = fields(kind, input)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, LOCK)
    const current = await orgAdminRepository.findOrganize(trx, id)
    if (!current) throw new BadRequest('组织不存在')
    if (current.category !== kind) throw new BadRequest(kind === 'company' ? '该组织是部门，请按部门编辑' : '该组织是公司，请按公司编辑')
    const parent = await parentOf(trx, kind, f, id)
    await checkUnique(trx, kind, f, id)
    const tree = parent ? `${parent.organizeIdTree},${id}` : id
    await orgAdminRepository.updateOrganize(trx, id, {
      parentId: f.parentId, enCode: f.enCode, fullName: f.fullName, organizeIdTree: tree, sortCode: f.sortCode,
      managerId: f.managerId, description: f.description, enabledMark: f.enabledMark, updatedAt: ctx.clock.now(),
      ...(f.propertyJson !== undefined ? { propertyJson: f.propertyJson } : {})
    })
    let abstracts = `修改${LABEL[kind].kind}「${f.fullName}」(${f.enCode})`
    if (tree !== current.organizeIdTree) {
      const moved = await moveSubtree(trx, id, tree)
      abstracts += `，移到 ${parent?.fullName ?? '顶级'} 之下（含下级组织${moved}个）`
    }
    return { id, abstracts }
  })
}

export async function deleteOrganize(ctx: AppContext, scope: AdminScope, id: string): Promise<Written> {
  requireWholeGroup(scope)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, LOCK)
    const current = await orgAdminRepository.findOrganize(trx, id)
    if (!current) throw new BadRequest('组织不存在')
    const left = await orgLeftovers(trx, current)
    if (left.length) throw new BadRequest(`不能删除「${current.fullName}」：${left.join('；')}。请先移走或删除后再试`)
    await orgAdminRepository.deleteOrganize(trx, id)
    return { id, abstracts: `删除${current.category === 'company' ? '公司' : '部门'}「${current.fullName}」(${current.enCode})` }
  })
}

// The rules of the console's role form (角色管理 新建/编辑, and the 权限组 form that shares the role rows).
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { organizeRepository } from '../organize/repository'
import { roleRepository, type RoleRow } from './repository'

export interface RoleInput {
  fullName?: string
  enCode?: string
  /** 1 a role of the whole group, 0 a role of the organisations in organizeIdsTree */
  globalMark?: number
  /** the console's cascader value: one id path per organisation, the organisation is the last id of each path */
  organizeIdsTree?: string[][]
  sortCode?: number
  enabledMark?: number
  description?: string
}

export interface CheckedRole {
  fields: Pick<RoleRow, 'fullName' | 'enCode' | 'globalMark' | 'sortCode' | 'enabledMark' | 'description'>
  /** the organisations of an organisation role; empty for a global role */
  organizeIds: string[]
}

/** the built-in administrator role: never deleted, disabled or recoded */
export const ADMIN_ROLE_ID = 'role-admin'

// the console's own rule (src/utils/formValidate.ts enCode): letters and digits, dots inside only
const EN_CODE = /^[a-zA-Z0-9]((([a-zA-Z0-9])*[a-zA-Z0-9]?)|(([a-zA-Z0-9]+|\.)*[a-zA-Z0-9]))$/
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

function text(value: string | undefined, label: string, max: number, required: boolean): string {
  const v = (value ?? '').trim()
  if (required && !v) throw new BadRequest(`${label}不能为空`)
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字符`)
  if (CONTROL.test(v)) throw new BadRequest(`${label}不能含有控制字符`)
  return v
}

function organizeIdsOf(tree: RoleInput['organizeIdsTree']): string[] {
  const ids = (tree ?? []).map((path) => path[path.length - 1]).filter((id): id is string => Boolean(id))
  return [...new Set(ids)]
}

/** validates a create (existing undefined) or an update; throws 400 with what is wrong, changes nothing */
export async function checkRole(ctx: AppContext, input: RoleInput, existing?: RoleRow): Promise<CheckedRole> {
  const fullName = text(input.fullName, '角色名称', 50, true)
  const enCode = text(input.enCode, '角色编码', 50, true)
  if (enCode !== existing?.enCode && !EN_CODE.test(enCode)) throw new BadRequest('角色编码只能输入英文、数字和小数点，且小数点不能放在首尾')
  if (existing?.id === ADMIN_ROLE_ID && enCode !== existing.enCode) throw new BadRequest('系统管理员角色的编码不能修改')
  const globalMark = input.globalMark ?? Number(existing?.globalMark ?? 1)
  const enabledMark = input.enabledMark ?? Number(existing?.enabledMark ?? 1)
  if (existing?.id === ADMIN_ROLE_ID && enabledMark !== 1) throw new BadRequest('系统管理员角色不能禁用')
  const organizeIds = globalMark === 0 ? organizeIdsOf(input.organizeIdsTree) : []
  if (globalMark === 0 && organizeIds.length === 0) throw new BadRequest('组织角色必须选择所属组织')
  if (organizeIds.length > 100) throw new BadRequest('所属组织不能超过100个')
  if (organizeIds.length) {
    const known = new Set((await organizeRepository.allOrganizes(ctx.db)).map((o) => o.id))
    if (organizeIds.some((id) => !known.has(id))) throw new BadRequest('所属组织不存在，请重新选择')
  }
  const exceptId = existing?.id ?? ''
  if (await roleRepository.clash(ctx.db, 'enCode', enCode, exceptId)) throw new BadRequest(`角色编码 ${enCode} 已存在`)
  if (await roleRepository.clash(ctx.db, 'fullName', fullName, exceptId)) throw new BadRequest(`角色名称 ${fullName} 已存在`)
  return {
    fields: { fullName, enCode, globalMark, enabledMark, sortCode: input.sortCode ?? Number(existing?.sortCode ?? 0), description: text(input.description, '说明', 500, false) },
    organizeIds
  }
}

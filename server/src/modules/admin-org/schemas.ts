// Request shapes of the organisation, position, group and member endpoints. Types and outer bounds only; the
// services give each rule its own Chinese message (名称不能为空, 编码已被使用 ...).
import { BadRequest } from '../../errors'
import { idsArray, str } from '../../lib/schemas'

/** the console's search selects send 1/0, a cleared one may send '' */
const flag = { type: 'string', maxLength: 5 }

export const paging = {
  currentPage: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 }
}

export const orgListQuery = { type: 'object', properties: { keyword: str(100), type: str(20), enabledMark: flag } }
export const positionListQuery = {
  type: 'object', properties: { keyword: str(100), type: str(100), enabledMark: flag, organizeId: str(128), ...paging }
}
export const groupListQuery = { type: 'object', properties: { keyword: str(100), type: str(100), enabledMark: flag, ...paging } }

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max })

// the company form's 基础信息/经营信息 extras: an object from the form, or the info's JSON text echoed back;
// org-property.ts keeps the known keys
const propertyJson = {}

const common = {
  fullName: text(200), enCode: text(200), description: text(2000), enabledMark: { type: ['integer', 'null'] },
  sortCode: { type: ['integer', 'null'] }
}

export const orgBody = { type: 'object', properties: { ...common, parentId: text(128), managerId: text(128), propertyJson } }
export const positionBody = { type: 'object', properties: { ...common, organizeId: text(128), type: text(100) } }
export const groupBody = { type: 'object', properties: { ...common, type: text(100) } }

export const memberBody = { type: 'object', required: ['userIds'], properties: { objectType: str(20), userIds: idsArray } }
export const candidatesQuery = { type: 'object', required: ['positionId'], properties: { positionId: str(128, 1), keyword: str(100) } }
export const organizeIdsBody = { type: ['object', 'null'], properties: { organizeIds: idsArray } }
export const idsBody = { type: ['object', 'null'], properties: { ids: idsArray } }

/** the 状态 filter of a search form: '' or absent = all */
export function stateFilter(value: string | undefined): number | undefined {
  const v = (value ?? '').trim()
  if (v === '') return undefined
  if (v === '0' || v === '1') return Number(v)
  throw new BadRequest('状态筛选只能是 1（启用）或 0（禁用）')
}

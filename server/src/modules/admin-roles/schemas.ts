// Request schemas of the role, permission-group and authorisation endpoints. Filters the console may send empty
// ('' = no filter) are strings: Ajv would coerce an empty string to 0 for an integer.
import { str } from '../../lib/schemas'

const paging = {
  keyword: str(100), currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  sort: str(10), sidx: str(50)
}

export const roleQuery = { type: 'object', properties: { ...paging, organizeId: str(128), type: str(2), enabledMark: str(2) } }
export const groupQuery = { type: 'object', properties: { ...paging, enabledMark: str(2) } }

export const roleBody = {
  type: 'object',
  properties: {
    fullName: str(200), enCode: str(200), globalMark: { type: 'integer', enum: [0, 1] },
    organizeIdsTree: { type: 'array', maxItems: 200, items: { type: 'array', maxItems: 30, items: str(128) } },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 }, enabledMark: { type: 'integer', enum: [0, 1] }, description: str(2000)
  }
}

/** checked ids of the authorisation steps: they may carry other steps' ids too, so the cap is generous */
const checked = { type: 'array', maxItems: 20000, items: str(200) }
export const grantBody = {
  type: 'object',
  properties: { objectType: str(20), module: checked, systemIds: checked, button: checked, column: checked, form: checked, resource: checked, roleIds: checked }
}
export const valuesBody = { type: ['object', 'null'], properties: { type: str(20), moduleIds: str(400000), category: str(20) } }

export const membersBody = { type: 'object', required: ['ids'], properties: { id: str(128), ids: { type: 'array', maxItems: 5000, items: str(300) } } }
export const portalBody = { type: ['object', 'null'], properties: { ids: { type: 'array', maxItems: 5000, items: str(200) } } }
export const idsBody = { type: ['object', 'null'], properties: { ids: { type: 'array', maxItems: 1000, items: str(128) } } }
export const orgIdsBody = { type: 'object', required: ['organizeIds'], properties: { organizeIds: { type: 'array', maxItems: 1000, items: str(128) } } }

export const viewQuery = { type: 'object', properties: { id: str(128), objectType: str(20), permissionId: str(128), itemType: str(20) } }
export const roleOrgQuery = { type: 'object', properties: { roleId: str(128), organizeId: str(128), keyword: str(100) } }

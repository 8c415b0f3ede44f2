// Request schemas of the console's user pages. Ajv coerces types and drops unknown fields; the rules a schema
// cannot say (uniqueness, references, who may do what) are in the services with a Chinese message each.
import { idsArray, str } from '../../lib/schemas'

/** epoch ms between 1900 and 2100; '' and null clear the date */
const day = { type: ['integer', 'null'], minimum: -2208988800000, maximum: 4102444800000 }

/** what the console's user form (Form.vue) sends on create and update (UserCrForm / UserUpForm) */
export const userBody = {
  type: 'object',
  properties: {
    id: str(128), account: str(50), realName: str(50), gender: str(20), email: str(100), mobilePhone: str(20),
    // comma-separated ids, as the form joins them; organizeIdTree holds the paths the organisation picker chose
    organizeId: str(6000), positionId: str(6000), roleId: str(6000), managerId: str(128),
    organizeIdTree: { type: 'array', maxItems: 50, items: { type: 'array', maxItems: 20, items: str(128) } },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    enabledMark: { type: 'integer', enum: [0, 1, 2] },
    description: str(500), headIcon: str(500), password: str(512),
    nation: str(100), nativePlace: str(100), certificatesType: str(100), certificatesNumber: str(100), education: str(100),
    ranks: str(100), telePhone: str(50), landline: str(50), urgentContacts: str(100), urgentTelePhone: str(50), postalAddress: str(500),
    birthday: day, entryDate: day
  }
}

export const paging = {
  currentPage: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
  keyword: str(100)
}

/** the user list's query: the organisation picked in the tree, the search form, paging */
export const listFilters = {
  ...paging,
  organizeId: str(128),
  gender: str(20),
  enabledMark: { type: ['integer', 'null'], enum: [0, 1, 2, null] }
}

export const listQuery = { type: 'object', properties: listFilters }

export const resetPasswordBody = {
  type: 'object',
  required: ['userPassword', 'validatePassword'],
  properties: { userPassword: str(512, 1), validatePassword: str(512, 1) }
}

export const fromIdQuery = { type: 'object', required: ['fromId'], properties: { fromId: str(128, 1) } }

export const handoverBody = {
  type: 'object',
  required: ['fromId', 'toId'],
  properties: { fromId: str(128, 1), toId: str(128, 1), waitList: idsArray, flowList: idsArray, permissionList: idsArray }
}

export const idsBody = { type: 'object', required: ['ids'], properties: { ids: { ...idsArray, minItems: 1 } } }

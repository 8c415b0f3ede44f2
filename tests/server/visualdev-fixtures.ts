// Test models and grants for the low-code tests, written straight into the test database so the tests do not depend
// on which demo models and grants the seed ships: a type-3 menu opening the model, its buttons, list columns and
// form fields, and what each role is granted on them.
import type { TestApp } from './helpers/app'

type J = Record<string, unknown>

let formId = 500
/** a form field in the 3.6 shape: __config__ (jnpfKey, label, ...) plus the control's own props */
export const fld = (jnpfKey: string, label: string, vModel: string, config: J = {}, props: J = {}): J => ({
  __config__: { jnpfKey, label, required: false, layout: 'colFormItem', regList: [], formId: ++formId, ...config },
  __vModel__: vModel,
  ...props
})
export const opts = (pairs: [string, string][]) => ({ options: pairs.map(([id, fullName]) => ({ id, fullName })), props: { label: 'fullName', value: 'id' } })
export const search = (id: string, searchType: number, extra: J = {}) => ({ id, prop: id, label: id, searchType, ...extra })

export interface ModelSpec {
  id: string
  fields: J[]
  columnData?: J
  appColumnData?: J
  enableFlow?: boolean
}

export async function insertModel(t: TestApp, m: ModelSpec): Promise<void> {
  await t.app.ctx.db.insertInto('baseVisualDev').values({
    id: m.id, fullName: m.id, enCode: m.id, webType: 2, formData: JSON.stringify({ fields: m.fields }),
    columnData: JSON.stringify(m.columnData ?? {}), appColumnData: JSON.stringify(m.appColumnData ?? {}), tables: '[]',
    enableFlow: m.enableFlow ? 1 : 0, flowId: m.enableFlow ? 'flow-t' : '', flowEnCode: m.enableFlow ? 'flowT' : '',
    flowTemplateJson: m.enableFlow ? '{"properties":{}}' : '', sortCode: 0, createdAt: 0
  }).execute()
}

export interface RoleGrant { buttons?: string[]; columns?: string[]; forms?: string[] }

const BUTTONS = ['btn_add', 'btn_edit', 'btn_detail', 'btn_remove']

/**
 * a low-code menu `menuId` opening `modelId`, with the four buttons and the given column/form items, granted to
 * the roles as listed (a role with no entry for buttons/columns/forms gets none of them)
 */
export async function grantMenu(t: TestApp, menuId: string, modelId: string, roles: Record<string, RoleGrant>, items: { columns?: string[]; forms?: string[] } = {}): Promise<void> {
  const db = t.app.ctx.db
  await db.insertInto('baseModule').values({
    id: menuId, parentId: '-1', type: 3, enCode: menuId, fullName: menuId, icon: '', urlAddress: '',
    propertyJson: JSON.stringify({ moduleId: modelId, iconBackgroundColor: '#2979ff' }), linkTarget: '', category: 'App', sortCode: 99
  }).execute()
  const rows = (kind: string, codes: string[]) => codes.map((code, i) => ({ id: `${menuId}-${kind}-${code}`, moduleId: menuId, enCode: code, fullName: code, sortCode: i }))
  await db.insertInto('baseModuleButton').values(rows('b', BUTTONS)).execute()
  if (items.columns?.length) await db.insertInto('baseModuleColumn').values(rows('c', items.columns)).execute()
  if (items.forms?.length) await db.insertInto('baseModuleForm').values(rows('f', items.forms)).execute()
  for (const [roleId, g] of Object.entries(roles)) {
    const grant = (itemType: string, itemId: string) => ({ id: `${roleId}-${itemId}`, itemType, itemId, objectType: 'Role', objectId: roleId })
    const grants = [
      grant('module', menuId),
      ...(g.buttons ?? []).map((b) => grant('button', `${menuId}-b-${b}`)),
      ...(g.columns ?? []).map((c) => grant('column', `${menuId}-c-${c}`)),
      ...(g.forms ?? []).map((f) => grant('form', `${menuId}-f-${f}`))
    ]
    await db.insertInto('baseAuthorize').values(grants).execute()
  }
}

export const ALL_BUTTONS = BUTTONS

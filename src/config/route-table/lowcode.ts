// Routes of the generic pages a menu can open: unavailable, external link, form, low-code models and their selectors; composed into `routes` by src/config/routes.ts.
import { withQuery, type Query } from './query'

export const lowcodeRoutes = {
  /** a route this build lacks (app.tsx's not-found handler): what it is and a way back */
  unavailable: (path?: string) => withQuery('/pages/apply/unavailable/index', { path }),
  externalLink: (url: string, title?: string) => withQuery('/pages/apply/externalLink/index', { url, title }),
  /** the generic form page (spec §2) a menu can point at for a form-only model; hands over to dynamicModel */
  form: (id: string, title?: string, menuId?: string) => withQuery('/pages/form/index', { id, menuId, title }),
  /** a low-code model's page (menu type 3): id = propertyJson.moduleId, menuId for the menu's permissions */
  dynamicModel: (id: string, title?: string, menuId?: string) => withQuery('/pages/apply/dynamicModel/index', { id, menuId, title }),
  /** low-code record form / detail; config is the base64 JSON of jnpf-forms-and-flows §3.2 point 9 */
  dynamicModelForm: (config: string) => withQuery('/pages/apply/dynamicModel/form', { config }),
  dynamicModelDetail: (config: string) => withQuery('/pages/apply/dynamicModel/detail', { config }),
  dynamicModelScanForm: (query: Query = {}) => withQuery('/pages/apply/dynamicModel/scanForm', query),
  /** selector pages of the low-code controls; pickerId names the request held by the picker bridge */
  popSelect: (pickerId: string) => withQuery('/pages/apply/popSelect/index', { pickerId }),
  tableSelect: (pickerId: string) => withQuery('/pages/apply/tableSelect/index', { pickerId }),
  tableTreeSelector: (pickerId: string) => withQuery('/pages/apply/tableTreeSelector/index', { pickerId }),
  tableLinkage: (pickerId: string) => withQuery('/pages/apply/tableLinkage/index', { pickerId })
} as const

// The `config` query of the form and detail pages (jnpf-forms-and-flows §3.2 point 9, §3.4, §3.5): base64 of a JSON
// object, so a JNPF page link and ours read the same. Components open the pages only through these helpers.
import Taro from '@tarojs/taro'
import { routes } from '@/config/routes'
import { base64Decode, base64Encode } from '@/utils/base64'

export type Jurisdiction = 'btn_add' | 'btn_edit' | 'btn_detail'

/** button captions from the list config (labelS of §3.3): btn_add/btn_edit/btn_detail/btn_remove -> label */
export type ButtonLabels = Partial<Record<'btn_add' | 'btn_edit' | 'btn_detail' | 'btn_remove', string>>

export interface PageConfig {
  modelId: string
  /** empty for a new record */
  id?: string
  menuId?: string
  /** encodeURIComponent(JSON of the form permission object {formList, useFormPermission, menuId}) */
  currentMenu?: string
  /** what the user may do: btn_edit (edit allowed), btn_add (new record) or btn_detail (view only) */
  jurisdictionType?: Jurisdiction | ''
  labelS?: ButtonLabels
  /** detail opened from a relation link or a scanned code: no edit button */
  noShowBtn?: 0 | 1
  isPreview?: 0 | 1
  /** the page title (the menu name) */
  title?: string
  index?: number
}

export function encodePageConfig(config: PageConfig): string {
  return base64Encode(JSON.stringify(config))
}

/** the config of a page query; null when it is missing, not base64 JSON, or names no model */
export function decodePageConfig(raw: string | undefined | null): PageConfig | null {
  if (!raw) return null
  // some platforms hand the query over still URI-encoded ('%3D' for '=')
  let value = raw
  if (/%[0-9a-f]{2}/i.test(value)) {
    try {
      value = decodeURIComponent(value)
    } catch {
      return null
    }
  }
  const text = base64Decode(value)
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    if (!parsed || typeof parsed !== 'object') return null
    const config = parsed as PageConfig
    return typeof config.modelId === 'string' && config.modelId ? config : null
  } catch {
    return null
  }
}

/** the form permission object the list hands over in currentMenu, or null when none was handed over */
export function readCurrentMenu<T>(config: PageConfig): T | null {
  if (!config.currentMenu) return null
  try {
    return JSON.parse(decodeURIComponent(config.currentMenu)) as T
  } catch {
    return null
  }
}

/** a page route taking the encoded config: the dynamicModel pages, or a domain's own (extensions.ts `pages`) */
export type PageRoute = (config: string) => string

export function formUrl(config: PageConfig, route: PageRoute = routes.dynamicModelForm): string {
  return route(encodePageConfig(config))
}

export function detailUrl(config: PageConfig, route: PageRoute = routes.dynamicModelDetail): string {
  return route(encodePageConfig(config))
}

export function openForm(config: PageConfig, route?: PageRoute): void {
  void Taro.navigateTo({ url: formUrl(config, route) })
}

export function openDetail(config: PageConfig, route?: PageRoute): void {
  void Taro.navigateTo({ url: detailUrl(config, route) })
}

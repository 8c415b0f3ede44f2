import type { MenuItem } from '@shared/api/oauth'
import { isBuiltPage, pagePath, routes, tabPages } from '@/config/routes'

/** menu types of jnpf-api.md §2.2 */
export const MenuType = { System: 0, Directory: 1, Page: 2, Feature: 3, Link: 7 } as const

export interface AppEntry {
  id: string
  name: string
  /** taro-ui icon name */
  icon: string
  color: string
  /** the page to open (routes builders), tab pages included */
  url: string
  tab: boolean
}

export interface AppSection {
  id: string
  title: string
  entries: AppEntry[]
}

const DEFAULT_ICON = 'bullet-list'
const DEFAULT_COLOR = '#2979ff'
const ROOT_SECTION_TITLE = '应用'

function parseProperty(json: string | undefined): Record<string, unknown> {
  if (!json) return {}
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function iconName(icon: string | undefined): string {
  const name = (icon ?? '').trim().replace(/^at-icon\s+/, '').replace(/^at-icon-/, '')
  // JNPF web icon classes (icon-ym ...) are not taro-ui glyphs
  return /^[a-z][a-z0-9-]*$/.test(name) && !name.startsWith('icon-') ? name : DEFAULT_ICON
}

function colorOf(value: unknown): string {
  return typeof value === 'string' && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i.test(value.trim()) ? value.trim() : DEFAULT_COLOR
}

/** http(s) with a host; a regex because the mini-program runtime has no URL class */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\/[^\s/?#:@]+(:\d+)?([/?#][^\s]*)?$/i.test(url)
}

/** where an entry leads, or null when this build cannot open it (the Workbench only offers what works) */
export function entryUrl(menu: MenuItem): string | null {
  const property = parseProperty(menu.propertyJson)
  if (menu.type === MenuType.Page) {
    const url = (menu.urlAddress ?? '').trim()
    if (!url || !isBuiltPage(url)) return null
    return url.startsWith('/') ? url : `/${url}`
  }
  if (menu.type === MenuType.Feature) {
    const moduleId = typeof property.moduleId === 'string' ? property.moduleId : ''
    if (!moduleId) return null
    // menuId: the list reads this menu's button/column/form permissions (jnpf-forms-and-flows §3.3)
    const url = routes.dynamicModel(moduleId, menu.fullName, menu.id)
    return isBuiltPage(url) ? url : null
  }
  if (menu.type === MenuType.Link) {
    const url = (menu.urlAddress ?? '').trim()
    if (!isHttpUrl(url)) return null
    const page = routes.externalLink(url, menu.fullName)
    return isBuiltPage(page) ? page : null
  }
  return null
}

export function toEntry(menu: MenuItem): AppEntry | null {
  const url = entryUrl(menu)
  if (!url) return null
  const property = parseProperty(menu.propertyJson)
  return {
    id: menu.id,
    name: menu.fullName,
    icon: iconName(menu.icon),
    color: colorOf(property.iconBackgroundColor),
    url,
    tab: tabPages.includes(pagePath(url))
  }
}

const isContainer = (m: MenuItem) => m.type === MenuType.Directory || m.type === MenuType.System
const bySort = (a: MenuItem, b: MenuItem) => (a.sortCode ?? 0) - (b.sortCode ?? 0)

/** every openable entry below `items`, nested directories flattened, in menu order */
export function flattenEntries(items: MenuItem[] = []): AppEntry[] {
  const out: AppEntry[] = []
  for (const item of [...items].sort(bySort)) {
    if (isContainer(item)) out.push(...flattenEntries(item.children))
    else {
      const entry = toEntry(item)
      if (entry) out.push(entry)
    }
  }
  return out
}

/**
 * The Workbench grid: each top-level directory is a section of everything openable below it; entries at the top
 * level share one section; sections left empty are dropped.
 */
export function buildSections(menuList: MenuItem[]): AppSection[] {
  const sections: AppSection[] = []
  const loose: MenuItem[] = []
  for (const item of [...menuList].sort(bySort)) {
    if (item.type === MenuType.System) {
      sections.push(...buildSections(item.children ?? []))
    } else if (item.type === MenuType.Directory) {
      sections.push({ id: item.id, title: item.fullName, entries: flattenEntries(item.children) })
    } else {
      loose.push(item)
    }
  }
  const rootEntries = flattenEntries(loose)
  if (rootEntries.length) sections.unshift({ id: 'root', title: ROOT_SECTION_TITLE, entries: rootEntries })
  return sections.filter((s) => s.entries.length > 0)
}

/** entries whose name contains the keyword (case-insensitive), each once */
export function searchEntries(menuList: MenuItem[], keyword: string): AppEntry[] {
  const seen = new Set<string>()
  const all = flattenEntries(menuList).filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)))
  const k = keyword.trim().toLowerCase()
  return k ? all.filter((e) => e.name.toLowerCase().includes(k)) : all
}

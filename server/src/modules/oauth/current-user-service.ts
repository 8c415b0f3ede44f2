// CurrentUser (PcUserVO): the menu tree of one category (App for the mini-program, Web for the JNPF 3.6 console) the
// user's roles grant, one permission entry per granted menu that is not a directory (its granted buttons, list columns
// and form fields), userInfo and the display part of sysconfig (jnpf-api.md §2.2).
import type { CurrentUserVO, MenuItem, PermissionModel, PermissionVO, UserInfo } from '@shared/api/oauth'
import { WEB_SYSTEM } from '../../catalog/system/web-menus'
import type { AppContext } from '../../context'
import type { ModuleTable } from '../../db/schema'
import { cachedGrants } from '../menus'
import { menuRepository } from '../menus/repository'
import { readSysConfig, sysConfigInfo } from '../system/sys-config'
import { buildUserInfo } from '../users/user-info'
import { userRepository, type UserRow } from '../users/repository'
import { cachedAnswer, type CachedAnswer } from './current-user-cache'
import { HOME_PORTAL } from './home-portal'

function toItem(m: ModuleTable): MenuItem {
  return {
    id: m.id, fullName: m.fullName, enCode: m.enCode, parentId: m.parentId, icon: m.icon, hasChildren: false,
    urlAddress: m.urlAddress, linkTarget: m.linkTarget, type: Number(m.type),
    propertyJson: m.propertyJson, sortCode: Number(m.sortCode), systemId: ''
  }
}

/** granted menus plus the directories above them, as a tree; directories left without entries are dropped */
export function buildMenuTree(all: ModuleTable[], granted: Set<string>): MenuItem[] {
  const byId = new Map(all.map((m) => [m.id, m]))
  const keep = new Set<string>()
  for (const id of granted) {
    let cur = byId.get(id)
    while (cur && !keep.has(cur.id)) {
      keep.add(cur.id)
      cur = byId.get(cur.parentId)
    }
  }
  const build = (parentId: string): MenuItem[] => all
    .filter((m) => m.parentId === parentId && keep.has(m.id))
    .map((m) => {
      const item = toItem(m)
      const children = build(m.id)
      if (children.length) Object.assign(item, { children, hasChildren: true })
      return item
    })
    .filter((item) => item.type !== 1 || item.hasChildren)
  return build('-1')
}

type Item = { id: string; moduleId: string; enCode: string; fullName: string }

/** the granted items of each menu (every item when granted is null: administrators) */
function byModule(items: Item[], granted: Set<string> | null): Map<string, PermissionVO[]> {
  const out = new Map<string, PermissionVO[]>()
  for (const it of items) {
    if (granted && !granted.has(it.id)) continue
    const list = out.get(it.moduleId) ?? []
    list.push({ id: it.id, fullName: it.fullName, enCode: it.enCode })
    out.set(it.moduleId, list)
  }
  return out
}

type Grants = Pick<CurrentUserVO, 'menuList' | 'permissionList'>
/** the grants with their JSON already encoded: 80 KB of it would otherwise be stringified on every call */
type CachedGrants = Grants & { menuJson: Buffer; permissionJson: Buffer }

/** the menu tree and permission list of one role set (every menu for administrators): no per-user part */
export async function computeGrants(ctx: AppContext, category: 'App' | 'Web', roleIds: string[] | 'admin'): Promise<Grants> {
  const { db } = ctx
  const isAdmin = roleIds === 'admin'
  const roles = isAdmin ? [] : roleIds
  const all = await menuRepository.allOfCategory(db, category)
  const granted = isAdmin ? new Set(all.map((m) => m.id)) : await menuRepository.grantedItemIds(db, roles, 'module')
  const menuList = buildMenuTree(all, granted)
  // JNPF gives every granted menu but directories a permission entry (links too); only pages carry buttons
  const pages = all.filter((m) => granted.has(m.id) && Number(m.type) !== 1)
  const pageIds = pages.map((m) => m.id)
  const [buttons, columns, forms] = await Promise.all([
    menuRepository.buttonsOf(db, pageIds), menuRepository.columnsOf(db, pageIds), menuRepository.formsOf(db, pageIds)
  ])
  const [grantedButtons, grantedColumns, grantedForms] = isAdmin
    ? [null, null, null]
    : await Promise.all((['button', 'column', 'form'] as const).map((t) => menuRepository.grantedItemIds(db, roles, t)))
  const buttonsByModule = byModule(buttons, grantedButtons)
  const columnsByModule = byModule(columns, grantedColumns)
  const formsByModule = byModule(forms, grantedForms)
  const permissionList: PermissionModel[] = pages.map((m) => ({
    modelId: m.id,
    moduleName: m.fullName,
    button: buttonsByModule.get(m.id) ?? [],
    column: columnsByModule.get(m.id) ?? [],
    form: formsByModule.get(m.id) ?? [],
    resource: []
  }))
  if (category === 'Web') inWebSystem(menuList)
  return deepFreeze({ menuList, permissionList })
}

/** shared by every caller of the same role set until the next change, so nobody may alter it */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

async function grantsOf(ctx: AppContext, user: UserRow, category: 'App' | 'Web', version: number | null): Promise<CachedGrants> {
  const roleIds = Number(user.isAdministrator) === 1 ? 'admin' : await userRepository.enabledRoleIds(ctx.db, user.id)
  const key = `${category}|${roleIds === 'admin' ? '*' : [...new Set(roleIds)].sort().join(',')}`
  return cachedGrants(ctx.db, key, async () => {
    const grants = await computeGrants(ctx, category, roleIds)
    return { ...grants, menuJson: Buffer.from(JSON.stringify(grants.menuList)), permissionJson: Buffer.from(JSON.stringify(grants.permissionList)) }
  }, version)
}

async function userParts(ctx: AppContext, user: UserRow, category: 'App' | 'Web', version: number | null = null) {
  const [grants, sys, userInfo] = await Promise.all([grantsOf(ctx, user, category, version), readSysConfig(ctx.db), buildUserInfo(ctx, user)])
  // the official account's AppID (public) is what wx.config needs beside the signature in WeChat's browser
  const cfg = { ...sysConfigInfo(sys), ...(ctx.config.wechatMpAppId ? { wechatMpAppId: ctx.config.wechatMpAppId } : {}) }
  if (category === 'Web') inWebSystemUser(userInfo, cfg.sysName)
  return { grants, userInfo, cfg }
}

export async function getCurrentUser(ctx: AppContext, user: UserRow, category: 'App' | 'Web'): Promise<CurrentUserVO> {
  const { grants: { menuList, permissionList }, userInfo, cfg } = await userParts(ctx, user, category)
  return { menuList, permissionList, userInfo, sysConfigInfo: cfg }
}

const HEAD = Buffer.from('{"code":200,"msg":"Success","data":{"menuList":')
const PERMISSIONS = Buffer.from(',"permissionList":')

/**
 * the whole answer, byte for byte JSON.stringify(ok(getCurrentUser(...))), spliced from the encoded grants, and
 * kept per user until what it was built from changes (current-user-cache.ts)
 */
export function currentUserAnswer(ctx: AppContext, user: UserRow, category: 'App' | 'Web'): Promise<CachedAnswer> {
  return cachedAnswer(ctx.db, user, category, async (version) => {
    const { grants, userInfo, cfg } = await userParts(ctx, user, category, version)
    const tail = Buffer.from(`,"userInfo":${JSON.stringify(userInfo)},"sysConfigInfo":${JSON.stringify(cfg)}}}`)
    return Buffer.concat([HEAD, grants.menuJson, PERMISSIONS, grants.permissionJson, tail])
  })
}

/**
 * the console keeps the user's current system: the menus carry its id, the websocket's OnConnection and the home
 * page send it back, and the header offers a system switch only when systemIds lists more than one. The product
 * has one Web system, so every menu belongs to it and it is the current one; its home page is the fixed portal.
 */
function inWebSystem(menuList: MenuItem[]): void {
  const mark = (items: MenuItem[]) => items.forEach((m) => { m.systemId = WEB_SYSTEM.id; if (m.children) mark(m.children) })
  mark(menuList)
}

function inWebSystemUser(userInfo: UserInfo, sysName: string): void {
  userInfo.systemId = WEB_SYSTEM.id
  // the home page shows this portal; without one the console shows a demo dashboard of made-up figures
  userInfo.portalId = HOME_PORTAL.id
  userInfo.systemIds = [{ id: WEB_SYSTEM.id, name: sysName || '管理后台', icon: WEB_SYSTEM.icon, currentSystem: true }]
}

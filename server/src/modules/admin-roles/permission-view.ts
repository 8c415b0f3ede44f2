// 查看权限: the console's read-only popup (organize/Permission.vue) opened from the role, user, organisation,
// position and group pages. JNPF lists the permission groups that apply to the object; in this product a
// permission group is a role, and roles reach people through their role memberships only.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { ADMIN_AREAS, reachableUser, type AdminArea, type AdminScope } from '../admin'
import { organizeRepository } from '../organize/repository'
import { userRepository } from '../users/repository'
import { loadCatalog, systemName } from './authorize-service'
import { itemTree, moduleTree, SYSTEM_ID, systemTree, type AuthNode, type Catalog } from './authorize-tree'
import { grantRepository } from './grant-repository'
import { roleRepository, type RoleRow } from './repository'
import { findRole } from './role-service'

export interface ViewQuery { id?: string; objectType?: string; permissionId?: string; itemType?: string }

const AREA_OF: Record<string, AdminArea> = {
  role: ADMIN_AREAS.role, user: ADMIN_AREAS.user, company: ADMIN_AREAS.organize, department: ADMIN_AREAS.organize,
  position: ADMIN_AREAS.position, group: ADMIN_AREAS.group
}

/** the console area whose administrators may look at this kind of object */
export function areaOfObjectType(objectType: string | undefined): AdminArea {
  const area = AREA_OF[objectType ?? '']
  if (!area) throw new BadRequest('对象类型应为 role、user、company、department、position 或 group')
  return area
}

const NOT_FOUND = '数据不存在'

/** the roles (permission groups) that apply to the object */
async function rolesOf(ctx: AppContext, scope: AdminScope, q: ViewQuery): Promise<RoleRow[]> {
  const id = q.id ?? ''
  switch (q.objectType) {
    case 'role': return [await findRole(ctx, id)]
    case 'user': {
      const user = await reachableUser(ctx, scope, id)
      const roleIds = new Set(await userRepository.relationIds(ctx.db, user.id, 'Role'))
      return (await roleRepository.all(ctx.db)).filter((r) => roleIds.has(r.id))
    }
    case 'company': case 'department':
      if (!(await organizeRepository.allOrganizes(ctx.db)).some((o) => o.id === id)) throw new BadRequest(NOT_FOUND)
      return []
    case 'position':
      if (!(await organizeRepository.positionsByIds(ctx.db, [id])).length) throw new BadRequest(NOT_FOUND)
      return []
    default:
      if (!(await organizeRepository.groupsByIds(ctx.db, [id])).length) throw new BadRequest(NOT_FOUND)
      return []
  }
}

/** getPermissionGroup: {list, type}; type 1 when something applies, 2 (未分配权限) otherwise */
export async function permissionGroupsOf(ctx: AppContext, scope: AdminScope, q: ViewQuery) {
  const roles = (await rolesOf(ctx, scope, q)).filter((r) => Number(r.enabledMark ?? 1) === 1)
  const list = roles.map((r) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode, icon: 'icon-ym icon-ym-authGroup', sortCode: Number(r.sortCode) }))
  return { list, type: list.length ? 1 : 2 }
}

/** the catalogue cut down to what the role holds, so the ordinary step trees show only granted entries */
function grantedCatalog(catalog: Catalog, g: Awaited<ReturnType<typeof grantRepository.ofRoles>>): Catalog {
  return {
    modules: catalog.modules.filter((m) => g.module.has(m.id)),
    items: {
      button: catalog.items.button.filter((it) => g.button.has(it.id)),
      column: catalog.items.column.filter((it) => g.column.has(it.id)),
      form: catalog.items.form.filter((it) => g.form.has(it.id))
    }
  }
}

/** getPermission: the tree of one kind of grant of one role that applies to the object */
export async function permissionTree(ctx: AppContext, scope: AdminScope, q: ViewQuery): Promise<AuthNode[]> {
  const roles = await rolesOf(ctx, scope, q)
  const role = roles.find((r) => r.id === q.permissionId)
  if (!role) throw new BadRequest('该权限组不适用于此对象')
  const g = await grantRepository.ofRoles(ctx.db, [role.id])
  if (g.module.size === 0) return []
  const name = await systemName(ctx)
  const catalog = grantedCatalog(await loadCatalog(ctx), g)
  switch (q.itemType) {
    case 'system': return systemTree(name)
    case 'module': return moduleTree(catalog, new Set([SYSTEM_ID]), name, null)
    case 'button': case 'column': case 'form': return itemTree(catalog, q.itemType, g.module, name, null)
    // no data schemes and no portals in this product (see authorize-service.ts)
    case 'resource': case 'portalManage': return []
    default: throw new BadRequest('权限类型不正确')
  }
}

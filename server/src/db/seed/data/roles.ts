import type { SeedRole } from './types'

// The demo's own role. The business roles and their default grants are the catalogue's
// (server/src/catalog/system/roles.ts, installed on every start); the demo only puts its people into them (users.ts).
export const demoRoles: SeedRole[] = [
  // a newcomer whose access is still being set up: no menus, so login shows 您的权限不足，请联系管理员
  { id: 'role-pending', enCode: 'pendingAuthorization', fullName: '待授权人员' }
]
